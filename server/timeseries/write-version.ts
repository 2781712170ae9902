/**
 * A counter per well that moves on every change to its stored or open time series in this process:
 * appended seconds, written or rebuilt chunks, deleted runs. Answers computed from a well's series
 * may be reused while its counter stands still (see answer-cache.ts).
 *
 * Exact only where this process is the database's only writer: the embedded database (its DATA_DIR
 * lock guarantees one server). On PostgreSQL other instances write too, so nothing is reused there.
 * Writes inside a transaction count when made, before the commit: PGlite runs every other statement
 * after the transaction ends, so an answer read meanwhile already sees the committed state.
 */
const versions = new Map<string, number>();

export function noteSeriesWrite(wellId: string): void {
  versions.set(wellId, (versions.get(wellId) ?? 0) + 1);
}

export function seriesVersion(wellId: string): number {
  return versions.get(wellId) ?? 0;
}
