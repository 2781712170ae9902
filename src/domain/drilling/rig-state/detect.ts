/**
 * Rig-state detection: the activity of every second, from the channels alone.
 *
 * 0. Rig parameters: the block weight estimated from the data (or the well's override), the slips
 *    threshold from it; missing inputs are replaced by what can stand in for them, and each
 *    replacement is reported in `assumptions`, each doubt in `warnings` (never a silent default).
 * 1. Primitives per sample (on bottom, in slips, pumping, rotating, making hole, bit speed).
 * 2. A first label per sample from those primitives; in-slips and "idle" (still, no pumps, no
 *    rotation, out of slips) stay provisional because they mean different things in context.
 * 3. Flicker shorter than `blipS` is removed (durations in seconds, whatever the sampling).
 * 4. Context: in slips near bottom is a drilling connection, farther up the slips of a trip, whose
 *    direction the neighbouring pipe movement gives. A short idle belongs to what follows (the crew
 *    is preparing it); a long one is OTHER (waiting, repair).
 * 5. Activities shorter than `minActivityS` are absorbed by a neighbour.
 */
import { Activity } from '../activities';
import type { DetectionSeries } from '../channels';
import { estimateBlockWeight } from './block-weight';
import {
  computePrimitives,
  FLAG_IN_SLIPS,
  FLAG_LIGHT,
  FLAG_MAKING_HOLE,
  FLAG_MOVING,
  FLAG_ON_BOTTOM,
  FLAG_OUT_OF_HOLE,
  FLAG_PUMPING,
  FLAG_ROTATING,
  medianStepS,
  type Primitives,
} from './primitives';
import { absorbShortRuns, coalesceRuns, encodeRuns, expandRuns, longerNeighbour, type Runs } from './runs';
import { RIG_STATE_THRESHOLDS, slipsBelowT, type RigStateThresholds } from './thresholds';

/** Provisional codes, resolved in step 4 (never in the output). */
const SLIPS = 9;
const IDLE = 10;

/** Used only when the data cannot tell (no in-slips period) and the well gives none; always reported. */
export const DEFAULT_BLOCK_WEIGHT_T = 20;

/** Bit depth reading below this is not an absolute depth (a counter zeroed at some point), m. */
const BIT_DEPTH_NOT_ABSOLUTE_M = -5;

/** Per-well detection settings that override the estimates (the well configuration's). */
export interface DetectionOverrides {
  blockWeightT?: number;
  /** Hook load below this is in slips, t (default: block weight + margin). */
  slipsBelowT?: number;
  onBottomM?: number;
  connectionMaxOffBottomM?: number;
}

export interface DetectOptions {
  /** Travelling-equipment weight, t. Estimated from the data when omitted (see block-weight.ts). */
  blockWeightT?: number;
  thresholds?: Partial<RigStateThresholds>;
  overrides?: DetectionOverrides;
}

export type ParameterSource = 'estimated' | 'override' | 'default';

/** The rig parameters detection used, each with where it came from: what the pane and the API show. */
export interface DetectionParameters {
  readonly blockWeightT: { readonly value: number; readonly source: ParameterSource };
  readonly slipsBelowT: { readonly value: number; readonly source: ParameterSource };
  readonly onBottomM: { readonly value: number; readonly source: ParameterSource };
  readonly connectionMaxOffBottomM: { readonly value: number; readonly source: ParameterSource };
  /** Hook load zeroed at the block weight (in slips reads ~0). */
  readonly taredHookload: boolean;
  /** Median sampling interval, s. */
  readonly sampleIntervalS: number;
}

export interface RigStateResult {
  /** Activity code per sample (ACTIVITIES[code]). */
  readonly activity: Uint8Array;
  readonly primitives: Primitives;
  readonly blockWeightT: number;
  readonly thresholds: RigStateThresholds;
  readonly parameters: DetectionParameters;
  /** Inputs missing and what was assumed instead. */
  readonly assumptions: string[];
  /** Doubts about the data or an estimate. */
  readonly warnings: string[];
}

const present = (a: ArrayLike<number> | undefined): a is ArrayLike<number> => {
  if (!a) return false;
  for (let i = 0; i < a.length; i++) if (Number.isFinite(a[i])) return true;
  return false;
};

/** Hole depth where the rig sends none: the deepest bit depth so far. */
function deepestBitSoFar(bit: ArrayLike<number>): Float32Array {
  const out = new Float32Array(bit.length);
  let m = -Infinity;
  for (let i = 0; i < bit.length; i++) {
    if (bit[i] > m) m = bit[i];
    out[i] = m === -Infinity ? NaN : m;
  }
  return out;
}

export function detectRigStates(input: DetectionSeries, options: DetectOptions = {}): RigStateResult {
  const o = options.overrides ?? {};
  const base: RigStateThresholds = { ...RIG_STATE_THRESHOLDS, ...options.thresholds };
  const th: RigStateThresholds = {
    ...base,
    ...(o.onBottomM !== undefined ? { onBottomM: o.onBottomM } : {}),
    ...(o.connectionMaxOffBottomM !== undefined ? { connectionMaxOffBottomM: o.connectionMaxOffBottomM } : {}),
  };
  const assumptions: string[] = [];
  const warnings: string[] = [];
  const ch = input.channels;
  const n = input.t.length;
  let series = input;
  if (n > 0) {
    const replaced: Record<string, ArrayLike<number>> = {};
    if (!present(ch.holeDepthM)) {
      replaced.holeDepthM = deepestBitSoFar(ch.bitDepthM);
      assumptions.push('no hole depth: hole depth taken as the deepest bit depth so far');
    }
    if (!present(ch.hookloadT)) assumptions.push('no hook load: in slips cannot be told, so no connections or trip stands are found');
    if (!present(ch.flowInLpm) && !present(ch.sppMPa) && !present(ch.pumpSpm)) assumptions.push('no flow in, standpipe pressure or pump strokes: pumps taken as off');
    if (!present(ch.rpm)) assumptions.push('no rotary speed: the string taken as not rotating');
    if (Object.keys(replaced).length) series = { t: input.t, channels: { ...ch, ...replaced } as DetectionSeries['channels'] };
  }

  // Block weight: the well's override, else the data's, else a stated default.
  const bwOverride = o.blockWeightT ?? options.blockWeightT;
  let blockWeightT: number;
  let bwSource: ParameterSource;
  let tared = false;
  if (bwOverride !== undefined && Number.isFinite(bwOverride)) {
    blockWeightT = bwOverride;
    bwSource = 'override';
  } else {
    const est = estimateBlockWeight(ch.hookloadT, { bitDepthM: ch.bitDepthM, blockPosM: ch.blockPosM });
    if (Number.isFinite(est.blockWeightT)) {
      blockWeightT = est.blockWeightT;
      bwSource = 'estimated';
      tared = est.tared;
      if (est.tared) assumptions.push('hook load is tared (zeroed at the block weight): in slips read as hook load near 0 t');
      if (est.note) warnings.push(`block weight ${est.blockWeightT.toFixed(1)} t: ${est.note}`);
    } else {
      blockWeightT = DEFAULT_BLOCK_WEIGHT_T;
      bwSource = 'default';
      if (n > 0) assumptions.push(`block weight could not be estimated (${est.note ?? 'no data'}): assumed ${DEFAULT_BLOCK_WEIGHT_T} t; set the well's block weight`);
    }
  }
  const slipsBelow = o.slipsBelowT ?? slipsBelowT(blockWeightT, th);
  // The primitives read the slips threshold as block weight + margin: express an override that way.
  const thForPrim: RigStateThresholds = o.slipsBelowT !== undefined ? { ...th, slipsMarginT: slipsBelow - blockWeightT, slipsMarginShare: 0 } : th;

  let minBit = Infinity;
  for (let i = 0; i < n; i++) if (series.channels.bitDepthM[i] < minBit) minBit = series.channels.bitDepthM[i];
  const judgeOutOfHole = !(minBit < BIT_DEPTH_NOT_ABSOLUTE_M);
  if (!judgeOutOfHole) warnings.push(`bit depth reads down to ${minBit.toFixed(1)} m: not an absolute depth (the counter was zeroed?), so out of hole is not judged from it`);

  const prim = computePrimitives(series, blockWeightT, thForPrim, { judgeOutOfHole });
  const dtS = medianStepS(series.t);
  const samples = (s: number) => Math.max(1, Math.round(s / dtS));
  const first = new Uint8Array(n);
  for (let i = 0; i < n; i++) first[i] = firstLabel(prim.flags[i], prim.bitSpeedMps[i]);

  const runs = absorbShortRuns(encodeRuns(first), samples(th.blipS), idleFollows);
  smoothTripDirection(runs, series.channels.bitDepthM, series.t);
  resolveSlips(runs, prim, series.channels.bitDepthM, series.t, th);
  resolveIdle(runs, th, series.t, dtS);
  coalesceRuns(runs);
  absorbShortRuns(runs, samples(th.minActivityS));
  const parameters: DetectionParameters = {
    blockWeightT: { value: blockWeightT, source: bwSource },
    slipsBelowT: { value: slipsBelow, source: o.slipsBelowT !== undefined ? 'override' : bwSource },
    onBottomM: { value: th.onBottomM, source: o.onBottomM !== undefined ? 'override' : 'default' },
    connectionMaxOffBottomM: { value: th.connectionMaxOffBottomM, source: o.connectionMaxOffBottomM !== undefined ? 'override' : 'default' },
    taredHookload: tared,
    sampleIntervalS: dtS,
  };
  return { activity: expandRuns(runs, new Uint8Array(n)), primitives: prim, blockWeightT, thresholds: thForPrim, parameters, assumptions, warnings };
}

function firstLabel(f: number, speedMps: number): number {
  if (f & FLAG_OUT_OF_HOLE) return Activity.OUT_OF_HOLE;
  if (f & FLAG_IN_SLIPS) return SLIPS;
  const pumping = (f & FLAG_PUMPING) !== 0;
  const rotating = (f & FLAG_ROTATING) !== 0;
  const moving = (f & FLAG_MOVING) !== 0;
  if (f & FLAG_ON_BOTTOM && !moving) {
    // Drilling is making hole (the hole advances, or weight is on bit), not merely pumping on bottom.
    if (pumping) return f & FLAG_MAKING_HOLE ? (rotating ? Activity.ROTARY_DRILLING : Activity.SLIDE_DRILLING) : Activity.CIRCULATING;
    return IDLE;
  }
  if (moving) {
    // A light string (BHA, a tool) on the elevator moves like a trip, even turning slowly.
    if (f & FLAG_LIGHT && !pumping) return speedMps > 0 ? Activity.TRIP_IN : Activity.TRIP_OUT;
    if (pumping || rotating) return Activity.REAMING;
    return speedMps > 0 ? Activity.TRIP_IN : Activity.TRIP_OUT;
  }
  return pumping ? Activity.CIRCULATING : IDLE;
}

/** In slips this close to bottom is always a connection, m. */
const NEAR_BOTTOM_CONNECTION_M = 10;

/** A bit faster than this between two readings is a depth counter reset, not movement, m/s. */
const MAX_PIPE_SPEED_MPS = 3;
/** Trip moves either side that vote on a move's direction, and how far apart in time they may be. */
const TRIP_VOTE_MOVES = 3;
const TRIP_VOTE_WITHIN_MS = 2 * 3600_000;
/** Every move this close votes too (a stand pulled in several short moves). */
const TRIP_VOTE_ALL_WITHIN_MS = 15 * 60_000;

/** Net bit movement over a run (down positive), leaving out counter resets. */
function displacementM(runs: Runs, k: number, bit: ArrayLike<number>, t: ArrayLike<number>): number {
  let sum = 0;
  for (let i = Math.max(1, runs.start[k]); i < runs.end[k]; i++) {
    const d = bit[i] - bit[i - 1];
    const dt = (t[i] - t[i - 1]) / 1000;
    if (Number.isFinite(d) && dt > 0 && Math.abs(d / dt) <= MAX_PIPE_SPEED_MPS) sum += d;
  }
  return sum;
}

/**
 * A trip has one direction: setting the string down into the slips, or picking up a metre to release
 * them, does not turn a trip out into a trip in. Each pipe move takes the direction of the net
 * movement of itself and its neighbouring moves (three each side and all within 15 min, not across
 * drilling, a connection or out of hole).
 */
function smoothTripDirection(runs: Runs, bit: ArrayLike<number>, t: ArrayLike<number>): void {
  const moves: number[] = [];
  const disp: number[] = [];
  const breaks: number[] = [];
  let segment = 0;
  for (let k = 0; k < runs.count; k++) {
    const c = runs.code[k];
    if (c === Activity.ROTARY_DRILLING || c === Activity.SLIDE_DRILLING || c === Activity.OUT_OF_HOLE || c === Activity.CONNECTION) segment++;
    if (c !== Activity.TRIP_IN && c !== Activity.TRIP_OUT) continue;
    moves.push(k);
    disp.push(displacementM(runs, k, bit, t));
    breaks.push(segment);
  }
  const codes = moves.map((k, j) => {
    let net = disp[j];
    for (const dir of [-1, 1]) {
      for (let m = j + dir, used = 0; m >= 0 && m < moves.length; m += dir, used++) {
        const apartMs = Math.abs(t[runs.start[moves[m]]] - t[runs.start[moves[j]]]);
        if (breaks[m] !== breaks[j] || apartMs > TRIP_VOTE_WITHIN_MS || (used >= TRIP_VOTE_MOVES && apartMs > TRIP_VOTE_ALL_WITHIN_MS)) break;
        net += disp[m];
      }
    }
    return net > 0 ? Activity.TRIP_IN : net < 0 ? Activity.TRIP_OUT : runs.code[moves[j]];
  });
  moves.forEach((k, j) => (runs.code[k] = codes[j]));
  coalesceRuns(runs);
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
    // Close to bottom it is a connection; up to about a stand off bottom too (crews ream or pick up
    // before setting slips), unless pipe is tripped on either side: then it is the trip's first or last stand.
    const off = prim.offBottomM[mid];
    if (off <= NEAR_BOTTOM_CONNECTION_M || (off <= th.connectionMaxOffBottomM && scan(runs, k, -1) < 0 && scan(runs, k, 1) < 0)) {
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

function resolveIdle(runs: Runs, th: RigStateThresholds, t: ArrayLike<number>, dtS: number): void {
  // Right to left, so an idle run takes the already-resolved code of what follows it.
  for (let k = runs.count - 1; k >= 0; k--) {
    if (runs.code[k] !== IDLE) continue;
    const lengthS = (t[runs.end[k] - 1] - t[runs.start[k]]) / 1000 + dtS;
    if (lengthS >= th.idleAbsorbS) runs.code[k] = Activity.OTHER;
    else if (k + 1 < runs.count) runs.code[k] = runs.code[k + 1];
    else runs.code[k] = k > 0 ? runs.code[k - 1] : Activity.OTHER;
  }
}
