/**
 * Rig-state detection: the activity of every second, from the channels alone.
 *
 * 0. Rig parameters: the block weight estimated from the data (or the well's override), the slips
 *    threshold from it; missing inputs are replaced by what can stand in for them, and each
 *    replacement, failed estimate or doubt is reported in `notes` (never a silent default). Sparse
 *    readings widen the span speeds are measured over; heave is averaged out of depth channels.
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
import { estimateBlockWeight, type BlockWeightEstimate } from './block-weight';
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
import type { DetectionNote } from './notes';
import { averageOver, detectHeave, gapsOf, updateIntervalS } from './signal-quality';
import { estimateOnBottomM } from './on-bottom';
import { RIG_STATE_THRESHOLDS, rigThresholds, slipsBelowT, type DetectionOverrides, type RigStateThresholds } from './thresholds';

/** Provisional codes, resolved in step 4 (never in the output). */
const SLIPS = 9;
const IDLE = 10;

/** Used only when the data cannot tell (no in-slips period) and the well gives none; always reported. */
export const DEFAULT_BLOCK_WEIGHT_T = 20;

/** Bit depth reading below this is not an absolute depth (a counter zeroed at some point), m. */
const BIT_DEPTH_NOT_ABSOLUTE_M = -5;

export interface DetectOptions {
  /**
   * Travelling-equipment weight already estimated for this rig (a stream keeps its first estimate), t.
   * Estimated from the data when omitted (see block-weight.ts); the well's override wins over both.
   */
  blockWeightT?: number;
  /** That estimate whole (tared, spread), when the caller has it. */
  estimate?: Pick<BlockWeightEstimate, 'tared' | 'spreadT'> & { readonly note?: string | null };
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
  /** How often the readings really update (not the storage step: a held reading stored every second updates less often), s. */
  readonly sampleIntervalS: number;
}

export interface RigStateResult {
  /** Activity code per sample (ACTIVITIES[code]). */
  readonly activity: Uint8Array;
  readonly primitives: Primitives;
  readonly blockWeightT: number;
  readonly thresholds: RigStateThresholds;
  readonly parameters: DetectionParameters;
  /** Inputs missing, estimates failed or in doubt, data adapted to: each with what was assumed. */
  readonly notes: DetectionNote[];
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

/**
 * Bit depth where the rig sends none, as the rig's own depth tracking does: out of slips the string
 * moves with the block, in slips it stays; starting on bottom and never below it.
 */
function bitFromBlock(block: ArrayLike<number>, hook: ArrayLike<number>, hole: ArrayLike<number>, slipsBelow: number): Float32Array {
  const out = new Float32Array(block.length);
  let bit = NaN;
  for (let i = 0; i < block.length; i++) {
    if (Number.isNaN(bit)) bit = hole[i];
    else if (i > 0 && Number.isFinite(block[i]) && Number.isFinite(block[i - 1]) && !(hook[i] < slipsBelow)) bit -= block[i] - block[i - 1];
    if (bit > hole[i]) bit = hole[i];
    out[i] = bit;
  }
  return out;
}

/** A silence longer than this is a gap (the import holds a reading at most as long), s. */
const GAP_S = 60;
/** Readings further apart than this are sparse: speeds are measured over a longer span, s. */
const SPARSE_S = 1.5;

export function detectRigStates(input: DetectionSeries, options: DetectOptions = {}): RigStateResult {
  const o = options.overrides ?? {};
  let th: RigStateThresholds = { ...RIG_STATE_THRESHOLDS, ...options.thresholds };
  const notes: DetectionNote[] = [];
  const note = (code: DetectionNote['code'], input: DetectionNote['input'], message: string, assumed: string | null) =>
    notes.push({ code, input, message, assumed });
  const ch = input.channels;
  const n = input.t.length;
  const replaced: Record<string, ArrayLike<number>> = {};
  const hasBit = present(ch.bitDepthM);
  const hasBlock = present(ch.blockPosM);
  const hasHook = present(ch.hookloadT);
  if (n > 0) {
    if (!present(ch.holeDepthM) && hasBit) {
      replaced.holeDepthM = deepestBitSoFar(ch.bitDepthM);
      note('no-hole-depth', 'holeDepthM', 'no hole depth', 'hole depth taken as the deepest bit depth so far');
    }
    if (!hasBit)
      note(
        'no-bit-depth',
        'bitDepthM',
        'no bit depth',
        hasBlock && present(ch.holeDepthM) && hasHook
          ? 'bit depth followed from block position while out of slips, starting on bottom'
          : 'pipe movement and on bottom cannot be told',
      );
    if (!hasHook) note('no-hook-load', 'hookloadT', 'no hook load', 'in slips cannot be told, so no connections or trip stands are found');
    if (!present(ch.flowInLpm) && !present(ch.sppMPa) && !present(ch.pumpSpm))
      note('no-pumps', 'flowInLpm', 'no flow in, standpipe pressure or pump strokes', 'pumps taken as off');
    if (!present(ch.rpm)) note('no-rpm', 'rpm', 'no rotary speed', 'the string taken as not rotating');
    if (!present(ch.wobT)) note('no-wob', 'wobT', 'no weight on bit', 'drilling only where hole depth advances');
  }

  // Sampling: how often the values really change (a held reading stored every second changes less often).
  const stepS = medianStepS(input.t);
  const updateS = Math.max(stepS, updateIntervalS(input.t, hasBit ? ch.bitDepthM : ch.blockPosM) || stepS, updateIntervalS(input.t, ch.hookloadT) || stepS);
  if (updateS > SPARSE_S) {
    th = { ...th, velocityHalfWindowS: Math.max(th.velocityHalfWindowS, updateS) };
    note(
      'sparse-sampling',
      'sampling',
      `readings every ${fmtS(updateS)}${updateS > stepS + 0.5 ? ` (stored every ${fmtS(stepS)}, each held until the next)` : ''}`,
      `pipe speed measured over ±${fmtS(th.velocityHalfWindowS)}`,
    );
  }
  const gaps = gapsOf(input.t, [ch.bitDepthM, ch.hookloadT, ch.blockPosM], GAP_S);
  if (gaps.count > 0)
    note(
      'gaps',
      'sampling',
      `${gaps.count} gap${gaps.count > 1 ? 's' : ''} without data over ${GAP_S} s, ${fmtS(gaps.totalS)} in all (longest ${fmtS(gaps.longestS)})`,
      'seconds without data are booked as Other, never as the activity either side',
    );

  // Heave: depth channels measured from a heaving rig floor swing every few seconds; their average over a period does not.
  for (const id of ['bitDepthM', 'blockPosM'] as const) {
    const x = replaced[id] ?? ch[id];
    if (!present(x) || updateS > HEAVE_MAX_UPDATE_S) continue;
    const h = detectHeave(input.t, x);
    if (!h) continue;
    replaced[id] = averageOver(input.t, x, h.periodS);
    // What the average leaves of the swing (its period is only estimated) must not read as pipe speed:
    // speed over one whole period (±half of it) sees none of it.
    if (id === 'bitDepthM') th = { ...th, velocityHalfWindowS: Math.max(th.velocityHalfWindowS, h.periodS / 2) };
    note(
      'heave',
      id,
      `${id === 'bitDepthM' ? 'bit depth' : 'block position'} swings ±${h.amplitudeM.toFixed(1)} m every ${fmtS(h.periodS)} (heave, not compensated)`,
      `averaged over ${fmtS(h.periodS)} before pipe movement is judged`,
    );
  }

  // Block weight: the well's override, else the data's, else a stated default.
  const bwOverride = o.blockWeightT ?? options.blockWeightT;
  let blockWeightT: number;
  let bwSource: ParameterSource;
  let tared = false;
  let spreadT = NaN;
  const movement = { bitDepthM: replaced.bitDepthM ?? ch.bitDepthM, blockPosM: replaced.blockPosM ?? ch.blockPosM };
  if (bwOverride !== undefined && Number.isFinite(bwOverride)) {
    blockWeightT = bwOverride;
    bwSource = o.blockWeightT !== undefined ? 'override' : 'estimated';
    spreadT = options.estimate?.spreadT ?? NaN;
    if (options.estimate?.tared) {
      tared = true;
      note('hook-load-tared', 'hookloadT', 'hook load is tared (zeroed at the block weight)', 'in slips read as hook load near 0 t');
    }
    if (bwSource === 'estimated' && options.estimate?.note)
      note('block-weight-doubt', 'blockWeightT', `block weight ${bwOverride.toFixed(1)} t: ${options.estimate.note}`, null);
  } else {
    const est = hasHook
      ? estimateBlockWeight(ch.hookloadT, hasBit ? movement : undefined)
      : { blockWeightT: NaN, tared: false, note: 'no hook load', share: 0, spreadT: NaN };
    if (Number.isFinite(est.blockWeightT)) {
      blockWeightT = est.blockWeightT;
      bwSource = 'estimated';
      tared = est.tared;
      spreadT = est.spreadT;
      if (est.tared) note('hook-load-tared', 'hookloadT', 'hook load is tared (zeroed at the block weight)', 'in slips read as hook load near 0 t');
      if (est.note) note('block-weight-doubt', 'blockWeightT', `block weight ${est.blockWeightT.toFixed(1)} t: ${est.note}`, null);
    } else {
      blockWeightT = DEFAULT_BLOCK_WEIGHT_T;
      bwSource = 'default';
      if (n > 0 && hasHook)
        note(
          'block-weight-default',
          'blockWeightT',
          `block weight could not be estimated (${est.note ?? 'no data'})`,
          `assumed ${DEFAULT_BLOCK_WEIGHT_T} t; set the well's block weight`,
        );
    }
  }
  // On bottom: how far bit depth reads above hole depth while the hole advances, when that is more than the default.
  let onBottomSource: ParameterSource = 'default';
  if (o.onBottomM === undefined && hasBit) {
    const ob = estimateOnBottomM(input.t, replaced.holeDepthM ?? ch.holeDepthM, replaced.bitDepthM ?? ch.bitDepthM, th);
    if (Number.isFinite(ob) && ob > th.onBottomM) {
      th = { ...th, onBottomM: ob };
      onBottomSource = 'estimated';
    }
  }
  const thForPrim = rigThresholds(th, { blockWeightT, tared, spreadT }, o);
  th = thForPrim;
  const slipsBelow = slipsBelowT(blockWeightT, thForPrim);

  if (!hasBit && hasBlock && hasHook && present(replaced.holeDepthM ?? ch.holeDepthM)) {
    replaced.bitDepthM = bitFromBlock(replaced.blockPosM ?? ch.blockPosM!, ch.hookloadT, replaced.holeDepthM ?? ch.holeDepthM, slipsBelow);
  }
  const series: DetectionSeries = Object.keys(replaced).length ? { t: input.t, channels: { ...ch, ...replaced } as DetectionSeries['channels'] } : input;

  let minBit = Infinity;
  for (let i = 0; i < n; i++) if (series.channels.bitDepthM[i] < minBit) minBit = series.channels.bitDepthM[i];
  const judgeOutOfHole = !(minBit < BIT_DEPTH_NOT_ABSOLUTE_M);
  if (!judgeOutOfHole)
    note(
      'bit-depth-not-absolute',
      'bitDepthM',
      `bit depth reads down to ${minBit.toFixed(1)} m: not an absolute depth (the counter was zeroed?)`,
      'out of hole is not judged from it',
    );

  const prim = computePrimitives(series, blockWeightT, thForPrim, { judgeOutOfHole });
  const dtS = medianStepS(series.t);
  const samples = (s: number) => Math.max(1, Math.round(s / dtS));
  const first = new Uint8Array(n);
  const { bitDepthM: bitCh, hookloadT: hookCh } = series.channels;
  for (let i = 0; i < n; i++)
    first[i] = Number.isFinite(bitCh[i]) || Number.isFinite(hookCh[i]) ? firstLabel(prim.flags[i], prim.bitSpeedMps[i]) : Activity.OTHER;

  const runs = absorbShortRuns(encodeRuns(first), samples(th.blipS), idleFollows);
  smoothTripDirection(runs, series.channels.bitDepthM, series.t, updateS);
  resolveSlips(runs, prim, series.channels.bitDepthM, series.t, th);
  resolveIdle(runs, th, series.t, dtS);
  coalesceRuns(runs);
  absorbShortRuns(runs, samples(th.minActivityS));
  const parameters: DetectionParameters = {
    blockWeightT: { value: blockWeightT, source: bwSource },
    slipsBelowT: { value: slipsBelow, source: o.slipsBelowT !== undefined ? 'override' : bwSource },
    onBottomM: { value: th.onBottomM, source: o.onBottomM !== undefined ? 'override' : onBottomSource },
    connectionMaxOffBottomM: { value: th.connectionMaxOffBottomM, source: o.connectionMaxOffBottomM !== undefined ? 'override' : 'default' },
    taredHookload: tared,
    sampleIntervalS: Math.round(updateS * 10) / 10,
  };
  return { activity: expandRuns(runs, new Uint8Array(n)), primitives: prim, blockWeightT, thresholds: thForPrim, parameters, notes };
}

/** Heave of 5–20 s cannot be seen in readings further apart than this, s. */
const HEAVE_MAX_UPDATE_S = 3;

const fmtS = (s: number): string => (s >= 120 ? `${Math.round(s / 60)} min` : `${Math.round(s * 10) / 10} s`);

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
/** A move at least this long takes its own direction, whatever its neighbours, m. */
const OWN_DIRECTION_M = 20;
/** Every move this close votes too (a stand pulled in several short moves). */
const TRIP_VOTE_ALL_WITHIN_MS = 15 * 60_000;

/** Net bit movement over a run (down positive), leaving out counter resets. */
function displacementM(runs: Runs, k: number, bit: ArrayLike<number>, t: ArrayLike<number>, updateS: number): number {
  let sum = 0;
  for (let i = Math.max(1, runs.start[k]); i < runs.end[k]; i++) {
    const d = bit[i] - bit[i - 1];
    // A held reading moves in one step what the pipe moved since the last update.
    const dt = Math.max((t[i] - t[i - 1]) / 1000, updateS);
    if (Number.isFinite(d) && dt > 0 && Math.abs(d / dt) <= MAX_PIPE_SPEED_MPS) sum += d;
  }
  return sum;
}

/**
 * A trip has one direction: setting the string down into the slips, or picking up a metre to release
 * them, does not turn a trip out into a trip in. Each short pipe move takes the direction of the net
 * movement of itself and its neighbouring moves (three each side and all within 15 min, not across
 * drilling, a connection or out of hole); a move of most of a stand takes its own.
 */
function smoothTripDirection(runs: Runs, bit: ArrayLike<number>, t: ArrayLike<number>, updateS: number): void {
  const moves: number[] = [];
  const disp: number[] = [];
  const breaks: number[] = [];
  let segment = 0;
  for (let k = 0; k < runs.count; k++) {
    const c = runs.code[k];
    if (c === Activity.ROTARY_DRILLING || c === Activity.SLIDE_DRILLING || c === Activity.OUT_OF_HOLE || c === Activity.CONNECTION) segment++;
    if (c !== Activity.TRIP_IN && c !== Activity.TRIP_OUT) continue;
    moves.push(k);
    disp.push(displacementM(runs, k, bit, t, updateS));
    breaks.push(segment);
  }
  const codes = moves.map((k, j) => {
    // A move of most of a stand goes where it goes (the first stand run back in at a wiper trip's turnaround).
    if (Math.abs(disp[j]) >= OWN_DIRECTION_M) return disp[j] > 0 ? Activity.TRIP_IN : Activity.TRIP_OUT;
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
    // Between two stands moved with pumps on (washed down to bottom at the end of a trip in, pumped
    // out of the hole at the start of a trip out) the slips add or lay down pipe as in drilling: a connection.
    if (pumpedMoveBeside(runs, k, -1, bitDepthM, t) && pumpedMoveBeside(runs, k, 1, bitDepthM, t)) {
      runs.code[k] = Activity.CONNECTION;
      continue;
    }
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

/** A pumped stand moves the bit at least this far, m (reaming a stand up and down nets about nothing). */
const PUMPED_STAND_M = 5;

/** The nearest pipe movement on one side of run k (through circulation and short idle) is a stand moved with pumps on. */
function pumpedMoveBeside(runs: Runs, k: number, dir: -1 | 1, bit: ArrayLike<number>, t: ArrayLike<number>): boolean {
  for (let j = k + dir, steps = 0; j >= 0 && j < runs.count && steps < 4; j += dir, steps++) {
    const c = runs.code[j];
    if (c === Activity.CIRCULATING || c === IDLE) continue;
    if (c !== Activity.REAMING) return false;
    const a = runs.start[j];
    const b = runs.end[j] - 1;
    return Math.abs(bit[b] - bit[a]) >= PUMPED_STAND_M && (t[b] - t[a]) / 1000 < 3600;
  }
  return false;
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
