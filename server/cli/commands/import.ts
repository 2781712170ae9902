/**
 * `npm run -s cli -- import --in FILE [--well WELL_ID]`: parse a LAS, WITSML or CSV log (or survey)
 * and print a JSON summary. A file that cannot be imported exits 2 with its one-line reason.
 * With --well the parsed file goes to importIntoWell() of server/importers/store.ts, imported only
 * then so that parsing never opens a database.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { ImportError } from '../../importers/import-error';
import { summarize } from '../../importers/import-summary';
import type { ParsedFile } from '../../importers/model';
import { parseLogFile } from '../../importers/parse-log-file';
import { CliInputError, requireFlag, type CliArgs, type CliCommand } from '../args';

export const command: CliCommand = {
  summary: 'import --in FILE [--well WELL_ID]: parse a LAS, WITSML or CSV log and print a JSON summary',
  async run(args: CliArgs) {
    const path = requireFlag(args, 'in');
    const wellFlag = args.flags.well;
    if (wellFlag === true || wellFlag === '') throw new CliInputError('--well needs a well id');

    let bytes: Uint8Array;
    try {
      bytes = await readFile(path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new CliInputError(
        code === 'ENOENT' ? `no such file: ${path}` : code === 'EISDIR' ? `${path} is a directory` : `cannot read ${path} (${code ?? 'error'})`,
      );
    }
    let parsed: ParsedFile;
    try {
      parsed = parseLogFile(bytes, path);
    } catch (e) {
      if (e instanceof ImportError) throw new CliInputError(`${basename(path)}: ${e.message}`);
      throw e;
    }
    const summary: Record<string, unknown> = { ...summarize(parsed, basename(path)) };

    if (typeof wellFlag === 'string') {
      const { importIntoWell } = await import('../../importers/store');
      try {
        summary.imported = { wellId: wellFlag, result: (await importIntoWell(wellFlag, parsed)) ?? null };
      } catch (e) {
        if (e instanceof ImportError || e instanceof CliInputError) throw new CliInputError(e.message);
        throw e;
      }
    }
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return 0;
  },
};
