/**
 * Depths a depth-log query may ask for, metres (MD or TVD; negative is above the datum). The server
 * validates against it; the client clamps a zoomed-out view to it before asking.
 */
export const DEPTH_QUERY_MIN_M = -1000;
export const DEPTH_QUERY_MAX_M = 30_000;

/** The part of [fromM, toM] a query may ask for, or null when none of it. */
export function clampDepthQuery(fromM: number, toM: number): { fromM: number; toM: number } | null {
  const from = Math.max(DEPTH_QUERY_MIN_M, fromM);
  const to = Math.min(DEPTH_QUERY_MAX_M, toM);
  return to > from ? { fromM: from, toM: to } : null;
}
