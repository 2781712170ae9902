/**
 * The hook load with nothing but the travelling equipment on the hook: what "in slips" is judged
 * against. Rigs know it, but data imported from files rarely says, so detection estimates it: the
 * string sits in slips for minutes every connection and every trip stand, so the lightest
 * well-populated cluster of hook-load readings is the block weight. Block and top drive weigh 10–45 t
 * on land rigs and 50–80 t or more offshore; some rigs tare the hook load (zero at block weight), so
 * in slips reads about 0.
 */

/** Histogram bin, t: finer than the slips margin, coarser than load-cell noise. */
const BIN_T = 0.5;
/** Tared rigs read a little below zero in slips. */
const MIN_T = -10;
const MAX_T = 600;
/** No travelling equipment weighs more; a lightest cluster above is a string never set in slips. */
export const MAX_BLOCK_WEIGHT_T = 120;
/** A lightest cluster within this of zero: the hook load is tared, t. */
const TARED_WITHIN_T = 3;

export interface BlockWeightEstimate {
  /** NaN when the data hold no in-slips cluster (a window of pure drilling): give the rig's value. */
  readonly blockWeightT: number;
  /** The hook load reads ~0 in slips: zeroed at the block weight. */
  readonly tared: boolean;
  /** Share of the readings in the block-weight cluster. */
  readonly share: number;
  /**
   * How far in-slips readings stray from the estimate (95th percentile of |hook load − estimate| within
   * ±10 t of it), t: the slips margin of a tared hook load, whose block weight is unknown, rests on it.
   */
  readonly spreadT: number;
  /** Why there is no estimate, or what to doubt about it. */
  readonly note: string | null;
}

/** Land blocks weigh up to this; a heavier lone cluster could as well be a string never set in slips, t. */
const LAND_MAX_T = 45;

/**
 * The block weight from the data. With block position and bit depth, the readings taken while the
 * block travels and the bit stays (the string is in slips, the block runs free) weigh the block
 * directly; otherwise, and to confirm, the lightest well-populated hook-load cluster.
 */
export function estimateBlockWeight(
  hookloadT: ArrayLike<number>,
  movement?: { bitDepthM: ArrayLike<number>; blockPosM?: ArrayLike<number> },
): BlockWeightEstimate {
  const free = movement?.blockPosM ? freeBlockHookloads(hookloadT, movement.bitDepthM, movement.blockPosM) : [];
  if (free.length >= 20) {
    free.sort((a, b) => a - b);
    const median = free[free.length >> 1];
    if (median <= MAX_BLOCK_WEIGHT_T) {
      const tared = Math.abs(median) <= TARED_WITHIN_T;
      return { blockWeightT: tared ? 0 : median, tared, share: free.length / hookloadT.length, spreadT: spreadAround(hookloadT, median), note: null };
    }
  }
  return lightestCluster(hookloadT);
}

/** Hook loads where the block moved ≥ 0.5 m and the bit < 1 cm since the previous reading (heave moves an uncompensated block less). */
function freeBlockHookloads(hookloadT: ArrayLike<number>, bitDepthM: ArrayLike<number>, blockPosM: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 1; i < hookloadT.length; i++) {
    const dBlock = Math.abs(blockPosM[i] - blockPosM[i - 1]);
    const dBit = Math.abs(bitDepthM[i] - bitDepthM[i - 1]);
    if (dBlock >= 0.5 && dBit < 0.01 && Number.isFinite(hookloadT[i])) out.push(hookloadT[i]);
  }
  return out;
}

function lightestCluster(hookloadT: ArrayLike<number>): BlockWeightEstimate {
  const n = hookloadT.length;
  const bins = new Uint32Array((MAX_T - MIN_T) / BIN_T);
  let valid = 0;
  for (let i = 0; i < n; i++) {
    const v = hookloadT[i];
    if (!(v >= MIN_T && v < MAX_T)) continue;
    bins[Math.floor((v - MIN_T) / BIN_T)]++;
    valid++;
  }
  if (valid === 0) return { blockWeightT: NaN, tared: false, share: 0, spreadT: NaN, note: 'no hook-load readings' };
  // The lightest cluster holding enough readings to be real (≥ 0.5 % of the data, ≥ 20 readings):
  // a dropout to zero lasts a second or two, a tared in-slips period minutes.
  const need = Math.max(20, 0.005 * valid);
  let first = -1;
  for (let b = 0; b + 2 < bins.length; b++) {
    if (bins[b] + bins[b + 1] + bins[b + 2] >= need) {
      first = b;
      break;
    }
  }
  if (first < 0) return { blockWeightT: NaN, tared: false, share: 0, spreadT: NaN, note: 'no cluster of light hook-load readings' };
  // Its peak within the next 5 t (a stand on the elevator adds ~1 t to some in-slips seconds).
  let best = first;
  for (let b = first; b < Math.min(bins.length, first + 10); b++) if (bins[b] > bins[best]) best = b;
  let w = 0;
  let s = 0;
  for (let b = Math.max(0, best - 1); b <= Math.min(bins.length - 1, best + 1); b++) {
    w += bins[b];
    s += bins[b] * (b + 0.5);
  }
  const estimate = (s / w) * BIN_T + MIN_T;
  let inCluster = 0;
  const lo = estimate - Math.max(5, 0.15 * Math.abs(estimate));
  const hi = estimate + Math.max(5, 0.15 * Math.abs(estimate));
  for (let i = 0; i < n; i++) if (hookloadT[i] >= lo && hookloadT[i] < hi) inCluster++;
  const share = inCluster / valid;
  const tared = Math.abs(estimate) <= TARED_WITHIN_T;
  if (estimate > MAX_BLOCK_WEIGHT_T) {
    return {
      blockWeightT: NaN,
      tared: false,
      share,
      spreadT: NaN,
      note: `the lightest hook-load cluster, ${estimate.toFixed(1)} t, is heavier than any block (${MAX_BLOCK_WEIGHT_T} t): no slips in the data`,
    };
  }
  if (!tared && estimate < 5)
    return {
      blockWeightT: NaN,
      tared: false,
      share,
      spreadT: NaN,
      note: `the lightest hook-load cluster, ${estimate.toFixed(1)} t, is lighter than any block and not near zero`,
    };
  if (share > 0.9 && estimate > LAND_MAX_T) {
    return {
      blockWeightT: NaN,
      tared: false,
      share,
      spreadT: NaN,
      note: `${Math.round(share * 100)} % of hook-load readings sit at ${estimate.toFixed(1)} t, and no block travel without the bit says whether that is the block or a string never set in slips`,
    };
  }
  const note =
    share > 0.9
      ? `${Math.round(share * 100)} % of hook-load readings sit at ${estimate.toFixed(1)} t: taken as the block, but it may be a light string never set in slips`
      : null;
  return { blockWeightT: tared ? 0 : estimate, tared, share, spreadT: spreadAround(hookloadT, tared ? 0 : estimate), note };
}

/** Readings this close to the estimate count towards its spread, t. */
const SPREAD_WINDOW_T = 10;

function spreadAround(hookloadT: ArrayLike<number>, estimateT: number): number {
  const d: number[] = [];
  for (let i = 0; i < hookloadT.length; i++) {
    const x = Math.abs(hookloadT[i] - estimateT);
    if (x <= SPREAD_WINDOW_T) d.push(x);
  }
  if (!d.length) return NaN;
  d.sort((a, b) => a - b);
  return d[Math.floor(0.95 * (d.length - 1))];
}

/** The estimate alone; NaN when there is none. */
export function estimateBlockWeightT(hookloadT: ArrayLike<number>): number {
  return estimateBlockWeight(hookloadT).blockWeightT;
}
