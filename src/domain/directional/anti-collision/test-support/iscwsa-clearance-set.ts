/**
 * Test support (pure, no Node): the ISCWSA clearance-scenario well set (refdata
 * iscwsa_clearance_set_r4) turned into trajectories. Tests pass in a CSV reader.
 */
import { minimumCurvature } from '../../minimum-curvature';
import type { TrajectoryPoint } from '../../types';

export type CsvReader = (...parts: string[]) => Record<string, string>[];

export const CLEARANCE_SET_DIR = 'directional/iscwsa_clearance_set_r4';
export const OFFSET_WELLS = Array.from({ length: 11 }, (_, i) => `offset${String(i + 1).padStart(2, '0')}`);
export const ALL_WELLS = ['ref', ...OFFSET_WELLS];
/** Hole diameters the set states: reference 36", offsets 24". */
export const REF_HOLE_IN = 36;
export const OFFSET_HOLE_IN = 24;

export interface ListedWell {
  readonly name: string;
  readonly rows: readonly Record<string, number>[];
  readonly trajectory: TrajectoryPoint[];
}

const numeric = (r: Record<string, string>): Record<string, number> => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));

/** A well of the set: its listing and its minimum-curvature trajectory tied in at the first listed position. */
export function listedWell(read: CsvReader, name: string): ListedWell {
  const rows = read(CLEARANCE_SET_DIR, 'wells', `${name}.csv`).map(numeric);
  const trajectory = minimumCurvature(
    rows.map((r) => ({ mdM: r.md_m, incDeg: r.inc_deg, aziDeg: r.azi_grid_deg })),
    { tvdM: rows[0].tvd_m, northM: rows[0].north_m, eastM: rows[0].east_m },
  );
  return { name, rows, trajectory };
}

/** Expected clearance of the reference against one offset, one row per reference station. */
export function listedClearance(read: CsvReader, offset: string): Record<string, number>[] {
  return read(CLEARANCE_SET_DIR, 'clearance', `ref_vs_${offset}.csv`).map(numeric);
}
