/**
 * The on-bottom tolerance a rig's data need. While the hole advances the bit is on bottom, so hole
 * depth − bit depth there is what "on bottom" reads on this rig: zero where both come from one depth
 * tracker, tens of centimetres where hole depth is the deepest bit depth rounded, or lags a sample.
 */
import type { RigStateThresholds } from './thresholds';

/** Readings while drilling needed before the data may widen the tolerance. */
const MIN_DRILLING_READINGS = 60;
/** Above what drilling reads, so noise around it stays on bottom, m. */
const HEADROOM_M = 0.2;
/** Wider than this is not an offset but data that do not agree, m. */
const MAX_TOLERANCE_M = 3;

/**
 * The tolerance (95th percentile of hole − bit at readings where the hole deepens, plus headroom), m; NaN when
 * the data drill too little to tell or disagree by more than MAX_TOLERANCE_M.
 */
export function estimateOnBottomM(t: ArrayLike<number>, holeDepthM: ArrayLike<number>, bitDepthM: ArrayLike<number>, th: RigStateThresholds): number {
  const off: number[] = [];
  for (let i = 1; i < t.length; i++) {
    // The hole deepened at this very reading: the bit is on bottom now, whatever the two depths say.
    const gained = holeDepthM[i] - holeDepthM[i - 1];
    const d = holeDepthM[i] - bitDepthM[i];
    if (gained > 0 && gained < th.holeAdvanceM * 20 && Number.isFinite(d) && d >= -MAX_TOLERANCE_M) off.push(d);
  }
  if (off.length < MIN_DRILLING_READINGS) return NaN;
  off.sort((x, y) => x - y);
  const p95 = off[Math.floor(0.95 * (off.length - 1))];
  const tol = p95 + HEADROOM_M;
  return tol <= MAX_TOLERANCE_M ? tol : NaN;
}
