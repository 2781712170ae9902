/**
 * Rig-state detection: the activity of every second, from the channels alone.
 *
 * 1. Primitives per second (on bottom, in slips, pumping, rotating, bit speed) — primitives.ts.
 * 2. A first label per second from those primitives; in-slips and "idle" (still, no pumps, no
 *    rotation, out of slips) stay provisional because they mean different things in context.
 * 3. Flicker shorter than `blipS` is removed.
 * 4. Context: in slips near bottom is a drilling connection, farther up the slips of a trip, whose
 *    direction the neighbouring pipe movement gives. A short idle belongs to what follows (the crew
 *    is preparing it); a long one is OTHER (waiting, repair).
 * 5. Activities shorter than `minActivityS` are absorbed by a neighbour.
 */
import { Activity } from '../activities';
import type { DetectionSeries } from '../channels';
import { estimateBlockWeightT } from './block-weight';
import {
  computePrimitives,
  FLAG_IN_SLIPS,
  FLAG_MOVING,
  FLAG_ON_BOTTOM,
  FLAG_OUT_OF_HOLE,
  FLAG_PUMPING,
  FLAG_ROTATING,
  type Primitives,
} from './primitives';
import { absorbShortRuns, coalesceRuns, encodeRuns, expandRuns, longerNeighbour, type Runs } from './runs';
import { RIG_STATE_THRESHOLDS, type RigStateThresholds } from './thresholds';

/** Provisional codes, resolved in step 4 (never in the output). */
const SLIPS = 9;
const IDLE = 10;

/** Used when the data cannot tell (no in-slips period in the window) and the caller gave none. */
export const DEFAULT_BLOCK_WEIGHT_T = 20;

export interface DetectOptions {
  /** Travelling-equipment weight, t. Estimated from the data when omitted (see block-weight.ts). */
  blockWeightT?: number;
  thresholds?: Partial<RigStateThresholds>;
}

export interface RigStateResult {
  /** Activity code per second (ACTIVITIES[code]). */
  readonly activity: Uint8Array;
  readonly primitives: Primitives;
  readonly blockWeightT: number;
  readonly thresholds: RigStateThresholds;
}

export function detectRigStates(series: DetectionSeries, options: DetectOptions = {}): RigStateResult {
  const th: RigStateThresholds = { ...RIG_STATE_THRESHOLDS, ...options.thresholds };
  const estimated = options.blockWeightT ?? estimateBlockWeightT(series.channels.hookloadT);
  const blockWeightT = Number.isFinite(estimated) ? estimated : DEFAULT_BLOCK_WEIGHT_T;
  const prim = computePrimitives(series, blockWeightT, th);
  const n = prim.n;
  const first = new Uint8Array(n);
  for (let i = 0; i < n; i++) first[i] = firstLabel(prim.flags[i], prim.bitSpeedMps[i]);

  const runs = absorbShortRuns(encodeRuns(first), th.blipS, idleFollows);
  resolveSlips(runs, prim, series.channels.bitDepthM, series.t, th);
  resolveIdle(runs, th);
  coalesceRuns(runs);
  absorbShortRuns(runs, th.minActivityS);
  return { activity: expandRuns(runs, new Uint8Array(n)), primitives: prim, blockWeightT, thresholds: th };
}

function firstLabel(f: number, speedMps: number): number {
  if (f & FLAG_OUT_OF_HOLE) return Activity.OUT_OF_HOLE;
  if (f & FLAG_IN_SLIPS) return SLIPS;
  const pumping = (f & FLAG_PUMPING) !== 0;
  const rotating = (f & FLAG_ROTATING) !== 0;
  if (f & FLAG_ON_BOTTOM && !(f & FLAG_MOVING)) {
    if (pumping) return rotating ? Activity.ROTARY_DRILLING : Activity.SLIDE_DRILLING;
    return IDLE;
  }
  if (f & FLAG_MOVING) {
    if (pumping || rotating) return Activity.REAMING;
    return speedMps > 0 ? Activity.TRIP_IN : Activity.TRIP_OUT;
  }
  return pumping ? Activity.CIRCULATING : IDLE;
}

/** Short idle flicker goes to what follows; other flicker to the longer neighbour. */
function idleFollows(runs: Runs, k: number): number {
  return runs.code[k] === IDLE ? k + 1 : longerNeighbour(runs, k);
}

function resolveSlips(runs: Runs, prim: Primitives, bitDepthM: ArrayLike<number>, t: ArrayLike<number>, th: RigStateThresholds): void {
  for (let k = 0; k < runs.count; k++) {
    if (runs.code[k] !== SLIPS) continue;
    const s = runs.start[k];
    const e = runs.end[k];
    const mid = (s + e) >> 1;
    if (prim.offBottomM[mid] <= th.connectionMaxOffBottomM) {
      runs.code[k] = Activity.CONNECTION;
      continue;
    }
    // A light string (BHA handling) reads "in slips" while it moves: its own movement tells.
    const movedM = bitDepthM[e - 1] - bitDepthM[s];
    if (movedM > 2) runs.code[k] = Activity.TRIP_IN;
    else if (movedM < -2) runs.code[k] = Activity.TRIP_OUT;
    else runs.code[k] = tripDirectionAround(runs, k, t, bitDepthM);
  }
}

/** Nearest trip movement before or after an in-slips run, looking through circulation and reaming. */
function tripDirectionAround(runs: Runs, k: number, t: ArrayLike<number>, bitDepthM: ArrayLike<number>): number {
  const before = scan(runs, k, -1);
  const after = scan(runs, k, +1);
  if (before >= 0 && after >= 0) {
    const gapBefore = t[runs.start[k]] - t[runs.end[before] - 1];
    const gapAfter = t[runs.start[after]] - t[runs.end[k] - 1];
    return runs.code[gapAfter < gapBefore ? after : before];
  }
  if (before >= 0) return runs.code[before];
  if (after >= 0) return runs.code[after];
  // No pipe movement nearby: the depth trend over the surrounding stretch.
  const a = runs.start[Math.max(0, k - 3)];
  const b = runs.end[Math.min(runs.count - 1, k + 3)] - 1;
  return bitDepthM[b] >= bitDepthM[a] ? Activity.TRIP_IN : Activity.TRIP_OUT;
}

/** Index of the nearest TRIP_IN/TRIP_OUT run in direction dir, or −1 when drilling or out-of-hole comes first. */
function scan(runs: Runs, k: number, dir: -1 | 1): number {
  for (let j = k + dir, steps = 0; j >= 0 && j < runs.count && steps < 12; j += dir, steps++) {
    const c = runs.code[j];
    if (c === Activity.TRIP_IN || c === Activity.TRIP_OUT) return j;
    if (c === Activity.ROTARY_DRILLING || c === Activity.SLIDE_DRILLING || c === Activity.OUT_OF_HOLE || c === Activity.CONNECTION) return -1;
  }
  return -1;
}

function resolveIdle(runs: Runs, th: RigStateThresholds): void {
  // Right to left, so an idle run takes the already-resolved code of what follows it.
  for (let k = runs.count - 1; k >= 0; k--) {
    if (runs.code[k] !== IDLE) continue;
    const length = runs.end[k] - runs.start[k];
    if (length >= th.idleAbsorbS) runs.code[k] = Activity.OTHER;
    else if (k + 1 < runs.count) runs.code[k] = runs.code[k + 1];
    else runs.code[k] = k > 0 ? runs.code[k - 1] : Activity.OTHER;
  }
}
