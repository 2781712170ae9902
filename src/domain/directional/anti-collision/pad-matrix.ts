/**
 * Anti-collision across a pad: the separation-factor matrix between every ordered pair of the pad's
 * wells (row = reference, column = offset, each cell the minimum SF over the reference's stations and
 * where it occurs), the pairs below the thresholds, and what a drilling order means: a well drilled
 * later must clear the wells already drilled before it (its row against the earlier wells' columns).
 *
 * The pairwise clearance itself is the single-well engine's (`clearance.ts`): the caller gives the
 * rows of each ordered pair, so the matrix is exactly the pairwise AC reports side by side.
 */
import type { ClearanceRow } from './clearance';
import { RISK_THRESHOLDS, riskLevel, type RiskLevel, type RiskThreshold } from './risk-levels';

export interface PadCell {
  readonly refIndex: number;
  readonly offsetIndex: number;
  /** no-trajectory: the reference or the offset has neither a survey nor a plan. */
  readonly status: 'scanned' | 'no-trajectory';
  /** Minimum separation factor over the reference's stations; Infinity when not scanned. */
  readonly minSf: number;
  /** Reference MD, offset MD and centre-to-centre distance where the minimum SF occurs. */
  readonly refMdM: number | null;
  readonly refTvdM: number | null;
  readonly offsetMdM: number | null;
  readonly ccAtMinSfM: number | null;
  /** Closest centre-to-centre approach over the reference's stations. */
  readonly minCcM: number;
  readonly risk: RiskLevel;
}

export interface PadPair {
  readonly a: number;
  readonly b: number;
  /** The direction (reference → offset) with the lower SF. */
  readonly worst: PadCell;
}

export interface PadMatrix {
  /** cells[ref][offset]; the diagonal is null. */
  readonly cells: (PadCell | null)[][];
  /** Unordered pairs whose worse direction is below the last finite threshold, lowest SF first. */
  readonly flagged: PadPair[];
  readonly worstRisk: RiskLevel;
}

function cellOf(refIndex: number, offsetIndex: number, rows: readonly ClearanceRow[] | null, thresholds: readonly RiskThreshold[]): PadCell {
  let minSf: ClearanceRow | null = null;
  let minCc = Infinity;
  for (const r of rows ?? []) {
    if (!minSf || r.sf < minSf.sf) minSf = r;
    if (r.ccDistanceM < minCc) minCc = r.ccDistanceM;
  }
  const sf = minSf?.sf ?? Infinity;
  return {
    refIndex,
    offsetIndex,
    status: rows && rows.length > 0 ? 'scanned' : 'no-trajectory',
    minSf: sf,
    refMdM: minSf?.refMdM ?? null,
    refTvdM: minSf?.refTvdM ?? null,
    offsetMdM: minSf?.offsetMdM ?? null,
    ccAtMinSfM: minSf?.ccDistanceM ?? null,
    minCcM: minCc,
    risk: riskLevel(sf, thresholds),
  };
}

const levelOrder = (thresholds: readonly RiskThreshold[]) => thresholds.map((t) => t.level);

/**
 * The matrix of n wells. `rowsOf(ref, offset)` gives the engine's clearance rows of that ordered pair,
 * or null when either well has no trajectory.
 */
export function padMatrix(
  n: number,
  rowsOf: (refIndex: number, offsetIndex: number) => readonly ClearanceRow[] | null,
  thresholds: readonly RiskThreshold[] = RISK_THRESHOLDS,
): PadMatrix {
  const cells: (PadCell | null)[][] = [];
  for (let i = 0; i < n; i++) {
    const row: (PadCell | null)[] = [];
    for (let j = 0; j < n; j++) row.push(i === j ? null : cellOf(i, j, rowsOf(i, j), thresholds));
    cells.push(row);
  }
  const clear = thresholds[thresholds.length - 1].level;
  const flagged: PadPair[] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const ab = cells[a][b]!;
      const ba = cells[b][a]!;
      const worst = ba.minSf < ab.minSf ? ba : ab;
      if (worst.risk !== clear) flagged.push({ a, b, worst });
    }
  flagged.sort((x, y) => x.worst.minSf - y.worst.minSf);
  const order = levelOrder(thresholds);
  const worstRisk = flagged.reduce<RiskLevel>((w, p) => (order.indexOf(p.worst.risk) < order.indexOf(w) ? p.worst.risk : w), clear);
  return { cells, flagged, worstRisk };
}

export interface OrderStep {
  /** The well (index into the matrix) drilled at this position (1-based). */
  readonly well: number;
  readonly position: number;
  /** Wells drilled before it. */
  readonly after: number[];
  /** Its lowest SF against the wells already drilled (null: first well, or nothing scanned). */
  readonly againstDrilled: PadCell | null;
  /** Its lowest SF against every other pad well, whatever the order. */
  readonly againstPad: PadCell | null;
  readonly risk: RiskLevel;
}

function lowest(cells: (PadCell | null)[]): PadCell | null {
  let best: PadCell | null = null;
  for (const c of cells) if (c && c.status === 'scanned' && (!best || c.minSf < best.minSf)) best = c;
  return best;
}

/**
 * The drilling order's effect: each well, when its turn comes, is the reference and the wells already
 * drilled are its offsets (the ones not yet drilled will have to clear it in turn).
 */
export function drillingOrderEffect(m: PadMatrix, order: readonly number[], thresholds: readonly RiskThreshold[] = RISK_THRESHOLDS): OrderStep[] {
  return order.map((well, k) => {
    const after = order.slice(0, k);
    const againstDrilled = lowest(after.map((j) => m.cells[well][j]));
    const againstPad = lowest(m.cells[well]);
    return { well, position: k + 1, after, againstDrilled, againstPad, risk: riskLevel(againstDrilled?.minSf ?? Infinity, thresholds) };
  });
}
