/**
 * The hook load with nothing but the travelling equipment on the hook: what "in slips" is judged
 * against. Rigs know it, but data imported from files rarely says, so detection estimates it: the
 * string sits in slips for minutes every connection and every trip stand, so the first well-populated
 * cluster of light hook-load readings is the block weight.
 */

/** Histogram bin, t: finer than the slips margin, coarser than load-cell noise. */
const BIN_T = 0.5;
const MAX_T = 400;
/** Readings under this are sensor dropouts, not a hook: no block weighs 2 t. */
const DROPOUT_T = 2;
/** Travelling equipment of land rigs weighs 10–45 t; a lightest cluster above that means no slips in the data. */
const MAX_BLOCK_WEIGHT_T = 45;

/** NaN when the data hold no in-slips periods (a window of pure drilling): pass the rig's value instead. */
export function estimateBlockWeightT(hookloadT: ArrayLike<number>): number {
  const n = hookloadT.length;
  const bins = new Uint32Array(MAX_T / BIN_T);
  for (let i = 0; i < n; i++) {
    const v = hookloadT[i];
    if (!(v >= DROPOUT_T && v < MAX_T)) continue;
    bins[Math.floor(v / BIN_T)]++;
  }
  // The lightest cluster holding enough seconds to be real (≥ 0.2 % of the data, ≥ 30 s).
  const need = Math.max(30, 0.002 * n);
  let first = -1;
  for (let b = 0; b + 2 < bins.length; b++) {
    if (bins[b] + bins[b + 1] + bins[b + 2] >= need) {
      first = b;
      break;
    }
  }
  if (first < 0) return NaN;
  // Its peak within the next 5 t (a stand on the elevator adds ~1 t to some in-slips seconds).
  let best = first;
  for (let b = first; b < Math.min(bins.length, first + 10); b++) if (bins[b] > bins[best]) best = b;
  let w = 0;
  let s = 0;
  for (let b = Math.max(0, best - 1); b <= Math.min(bins.length - 1, best + 1); b++) {
    w += bins[b];
    s += bins[b] * (b + 0.5);
  }
  const estimate = (s / w) * BIN_T;
  return estimate <= MAX_BLOCK_WEIGHT_T ? estimate : NaN;
}
