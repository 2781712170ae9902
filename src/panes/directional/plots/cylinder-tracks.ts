/** Travelling-cylinder tracks: crossings joined by lines only where they are one track. */
import type { RiskLevel } from '../../../api/directional';

/** A jump of the angle larger than this between crossings is not one track: the line breaks. */
const BREAK_DEG = 30;

/** Line gaps (nulls) where consecutive crossings jump in angle, so the tracks read as tracks. */
export function withBreaks(r: readonly number[], theta: readonly number[]): { r: (number | null)[]; theta: (number | null)[]; index: (number | null)[] } {
  const out = { r: [] as (number | null)[], theta: [] as (number | null)[], index: [] as (number | null)[] };
  theta.forEach((a, i) => {
    if (i > 0) {
      const d = Math.abs(((((a - theta[i - 1]) % 360) + 540) % 360) - 180);
      if (d > BREAK_DEG) {
        out.r.push(null);
        out.theta.push(null);
        out.index.push(null);
      }
    }
    out.r.push(r[i]);
    out.theta.push(a);
    out.index.push(i);
  });
  return out;
}

/** Below this inclination the high side is not defined well enough to orient by (as toolface: MTF). */
export const HIGH_SIDE_MIN_INC_DEG = 5;
/**
 * Back to north only below this. Without the band, a nudge held near 5° (Red Hawk 2H: 4.6–5.5° from
 * 1,300 m) flipped the view between north and high side at every other station, so one offset's
 * crossings jumped 90° back and forth across the plot.
 */
export const HIGH_SIDE_RELEASE_INC_DEG = 3;

/**
 * "Auto" orientation along the reference path (stations in MD order): high side up from the first
 * station at or above `on` degrees until one falls below `off`, north up otherwise. The answer at an
 * MD is that of the last station at or above it; with no path, high side.
 */
export function highSideByMd(
  path: readonly { md: number; inc: number }[],
  on = HIGH_SIDE_MIN_INC_DEG,
  off = HIGH_SIDE_RELEASE_INC_DEG,
): (md: number) => boolean {
  const mds: number[] = [];
  const hs: boolean[] = [];
  let state = false;
  for (const s of path) {
    state = state ? s.inc >= off : s.inc >= on;
    mds.push(s.md);
    hs.push(state);
  }
  return (md) => {
    if (mds.length === 0) return true;
    if (md < mds[0]) return hs[0];
    let lo = 0;
    let hi = mds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (mds[mid] <= md) lo = mid;
      else hi = mid - 1;
    }
    return hs[lo];
  };
}

/** The risk level of one crossing from its own SF and the server's thresholds (stop below 1.0, …). */
export function crossingLevel(sf: number | null, thresholds: readonly { level: RiskLevel; sf_below: number | null }[]): RiskLevel {
  if (sf === null) return 'ok';
  const hit = [...thresholds].filter((x) => x.sf_below !== null && sf < x.sf_below).sort((a, b) => a.sf_below! - b.sf_below!)[0];
  return hit?.level ?? 'ok';
}

/**
 * A crossing's marker says its own SF: stop and warning crossings in those colours and larger; clear
 * ones small and neutral, even on the track of a stop offset (coloured by the offset's risk, every
 * crossing of Red Hawk 3H was red, its SF 6 ones as much as its SF 0.92 one).
 */
export function crossingMarker(level: RiskLevel, c: { stop: string; warning: string; clear: string }): { color: string; size: number } {
  return level === 'stop' ? { color: c.stop, size: 8 } : level === 'warning' ? { color: c.warning, size: 7 } : { color: c.clear, size: 5 };
}
