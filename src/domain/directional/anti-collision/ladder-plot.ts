/** Ladder plot data: per offset, C-C distance and separation factor against reference MD. */
import type { ClearanceRow } from './clearance';

export interface LadderSeries {
  readonly offsetId: string;
  readonly refMdM: number[];
  readonly ccDistanceM: number[];
  readonly sf: number[];
}

/** Columnar series, ready for a chart, from each offset's clearance rows. */
export function ladderPlot(offsets: readonly { readonly id: string; readonly rows: readonly ClearanceRow[] }[]): LadderSeries[] {
  return offsets.map(({ id, rows }) => ({
    offsetId: id,
    refMdM: rows.map((r) => r.refMdM),
    ccDistanceM: rows.map((r) => r.ccDistanceM),
    sf: rows.map((r) => r.sf),
  }));
}
