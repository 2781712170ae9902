/**
 * What one survey import may hold: the same bounds as entering stations by hand
 * (server/routes/directional/stations.ts: 5,000 rows per request; route-helpers depthM: MD from
 * -1,000 to 30,000 m). A file past them is refused whole, before anything is stored.
 */
export const SURVEY_IMPORT_MAX_STATIONS = 5_000;
export const SURVEY_MD_MIN_M = -1_000;
export const SURVEY_MD_MAX_M = 30_000;
/** 32 MiB of file: a 5,000-station WITSML trajectory is a few MB; a bigger file is not a survey. */
export const SURVEY_IMPORT_MAX_BYTES = 32 * 1024 * 1024;

const n = (v: number) => v.toLocaleString('en-US');

export function tooManyStations(fileName: string, count: number): string {
  return `${fileName}: ${n(count)} survey stations: at most ${n(SURVEY_IMPORT_MAX_STATIONS)} per import (split the file)`;
}

export function tooLarge(bytes: number): string {
  return `body.content_base64: the file is ${(bytes / 2 ** 20).toFixed(1)} MB: at most ${SURVEY_IMPORT_MAX_BYTES / 2 ** 20} MB per survey import`;
}

/** The MD rule of one row, or null. */
export function mdOutOfRange(mdM: number, rowNumber: number): string | null {
  if (mdM >= SURVEY_MD_MIN_M && mdM <= SURVEY_MD_MAX_M) return null;
  return `row ${rowNumber}: MD ${mdM} m must be between ${n(SURVEY_MD_MIN_M)} and ${n(SURVEY_MD_MAX_M)} m`;
}
