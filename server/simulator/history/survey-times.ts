/**
 * When a demo well's survey stations were taken, told by its history: a station is surveyed once the hole
 * has been drilled past it (the stand it ends is down), so at every moment of the history the survey ends
 * at or above the hole depth. Stations drilled before the history began are spread from spud to its start,
 * as a steady pace would have drilled them.
 */
import type { FittedHistory } from './fit-history';

/** Drilling slows with depth: time grows a little faster than MD (MD^this), for stations drilled without a history. */
export const DEPTH_TIME_EXPONENT = 1.15;

/**
 * Epoch seconds per station, for stations whose MDs were given to fitHistory (as `depthsM`, in that order).
 * null for a station the history never reaches.
 */
export function surveyTimesFromHistory(stationMdsM: readonly number[], fitted: FittedHistory): (number | null)[] {
  const { spudS, fromS } = fitted.plan;
  const before = stationMdsM.filter((_, i) => fitted.reachedAtS[i] === fromS);
  const deepestBeforeM = before.length > 0 ? Math.max(...before) : 0;
  return stationMdsM.map((mdM, i) => {
    const at = fitted.reachedAtS[i];
    if (at !== fromS) return at;
    return Math.round(spudS + (fromS - spudS) * (mdM / deepestBeforeM) ** DEPTH_TIME_EXPONENT);
  });
}
