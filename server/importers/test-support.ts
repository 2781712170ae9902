/**
 * Helpers the importer tests share: parse a reference file (../shared/refdata/logs) or a text, read a
 * curve by mnemonic, catch the ImportError a bad file must raise. For tests only.
 */
import { readFileSync } from 'node:fs';
import { refPath } from '../../tests/support/refdata-path';
import { ImportError } from './import-error';
import type { ParsedFile, ParsedLog } from './model';
import { parseLogFile } from './parse-log-file';

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A reference file under refdata/logs, parsed under its own name. */
export const ref = (file: string): ParsedFile => parseLogFile(readFileSync(refPath('logs', file)), file);

/** A reference file that must parse as a log. */
export const refLog = (file: string): ParsedLog => {
  const r = ref(file);
  if (r.kind !== 'log') throw new Error(`${file} parsed as ${r.kind}`);
  return r;
};

/** The values of the curve named `mnemonic`; throws, listing the curves, when there is none. */
export const column = (log: ParsedLog, mnemonic: string): Float64Array => {
  const j = log.curves.findIndex((c) => c.mnemonic === mnemonic);
  if (j < 0) throw new Error(`no curve ${mnemonic} in ${log.curves.map((c) => c.mnemonic).join(',')}`);
  return log.values[j];
};

/** The ImportError `fn` throws; any other outcome fails the test. */
export const importError = (fn: () => unknown): ImportError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportError) return e;
    throw e;
  }
  throw new Error('expected an ImportError');
};
