/**
 * `npm run -s cli -- import --in FILE --well WELL_ID`: the parsed file goes into the well the same way
 * the API's commit does (server/timeseries/import/commit-import.ts): the proposed channel mapping, one
 * transaction, nothing left behind on failure. The database is the server's (DATA_DIR or
 * DATABASE_URL, see server/config.ts), migrated if needed. A survey file is not a log: it is refused.
 */
import { loadConfig } from '../config';
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { commitImport, type CommitResult } from '../timeseries/import/commit-import';
import { ImportError } from './import-error';
import type { ParsedFile } from './model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function importIntoWell(wellId: string, parsed: ParsedFile, options: { fileName?: string; startTimeS?: number } = {}): Promise<CommitResult> {
  if (!UUID.test(wellId)) throw new ImportError(`--well: '${wellId}' is not a well id (uuid)`);
  if (parsed.kind === 'trajectory') throw new ImportError('a survey (trajectory), not a log: import it with the directional survey import');
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedFsync: config.embeddedFsync });
  try {
    await migrate(db);
    const { rows } = await db.query<{ id: string }>('select id from wells where id = $1', [wellId]);
    if (!rows.length) throw new ImportError(`--well: no well ${wellId} in ${config.databaseUrl ? 'the database' : config.dataDir}`);
    const startEnv = process.env.IMPORT_START_TIME;
    const startTimeS = options.startTimeS ?? (startEnv ? Number(startEnv) : undefined);
    return await commitImport(db, wellId, parsed, { fileName: options.fileName, startTimeS, format: `${parsed.format} ${parsed.version}`.trim() });
  } finally {
    await db.close();
  }
}
