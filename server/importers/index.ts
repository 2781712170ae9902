/** The importers' public surface: what the server, the CLI and the benches use. */
export { parseLogFile, sniffFormat } from './parse-log-file';
export { ImportError } from './import-error';
export { summarize, type ImportSummary } from './import-summary';
export { writeCsv, type CsvWriteOptions } from './write-csv';
export { writeLas } from './write-las';
export { decodeText } from './decode-text';
export { canonicalUnit, depthsToMetres, isKnownUnit, metresPerUnit, secondsPerUnit, toDegrees, toMetres, unitKind, M_PER_FT } from './units';
export { elapsedToEpochMs, parseHeaderDateTime, parseIsoTime } from './time-index';
export * from './model';
