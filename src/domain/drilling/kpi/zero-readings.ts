/**
 * Zero WOB and zero diff-P: the driller re-zeroes the WOB and differential-pressure readings off
 * bottom, pumps on and string still, before going back to drill, so the on-bottom readings start
 * from a true zero. In the channels a re-zero is a step of the reading to zero inside such a
 * steady off-bottom window. We find the steps, then time them: how long after the slips came out
 * and how long before the bit was back on bottom. "Zero WOB" and "Zero DiffP" charts and their
 * statistics (count, timing, share of connections with a zero) come from here.
 */
import type { ChannelId, DetectionSeries } from '../channels';
import { FLAG_IN_SLIPS, FLAG_MOVING, FLAG_PUMPING, type Primitives } from '../rig-state/primitives';
import type { RigStateThresholds } from '../rig-state/thresholds';
import { summarize, type Summary } from './distribution';
import { reportingDayLabel, reportingDayStartMs, type ReportingDayOptions } from './reporting-day';
import type { Stand } from './stand-types';

export type ZeroChannel = Extract<ChannelId, 'wobT' | 'diffPMPa'>;

/** Per channel: a step at least `minStep` landing within `zeroTol` of zero is a re-zero. */
export const ZERO_STEP_RULES: Record<ZeroChannel, { minStep: number; zeroTol: number }> = {
  wobT: { minStep: 0.4, zeroTol: 0.2 },
  diffPMPa: { minStep: 0.15, zeroTol: 0.08 },
};

/**
 * Medians over this many seconds on each side of a step: long enough that load-cell noise
 * (σ ≈ 0.15 t on WOB) cannot fake a 0.4 t step, short enough to fit the driller's pause.
 */
const SIDE_S = 9;
/** Seconds after the window opens before readings count: the load cell and pump settle. */
const SETTLE_S = 10;
/** Relative flow change that makes a window unsteady. */
const FLOW_STEADY = 0.03;

export interface ZeroReading {
  readonly channel: ZeroChannel;
  readonly timeMs: number;
  /** What the channel read off bottom just before the zero: the drift corrected. */
  readonly offsetBefore: number;
  readonly holeDepthM: number;
}

export interface ZeroReadingDetectInput {
  readonly series: DetectionSeries;
  readonly primitives: Primitives;
  readonly thresholds: RigStateThresholds;
}

export function detectZeroReadings({ series, primitives, thresholds: th }: ZeroReadingDetectInput, channel: ZeroChannel): ZeroReading[] {
  const x = series.channels[channel];
  if (!x) return [];
  const { t } = series;
  const flow = series.channels.flowInLpm;
  const hole = series.channels.holeDepthM;
  const { flags, offBottomM } = primitives;
  const rule = ZERO_STEP_RULES[channel];
  const n = t.length;
  const out: ZeroReading[] = [];
  const before = new Float64Array(SIDE_S);
  const after = new Float64Array(SIDE_S);

  let i = 0;
  while (i < n) {
    // A steady off-bottom window: pumping, still, out of slips, close enough to bottom for the readings to count.
    if (!steady(flags[i], offBottomM[i], th)) {
      i++;
      continue;
    }
    let e = i;
    while (e < n && steady(flags[e], offBottomM[e], th) && (e === i || t[e] - t[e - 1] <= 2000)) e++;
    const from = i + SETTLE_S + SIDE_S;
    let k = from;
    while (k + SIDE_S <= e) {
      for (let j = 0; j < SIDE_S; j++) {
        before[j] = x[k - SIDE_S + j];
        after[j] = x[k + j];
      }
      let mb = median(before);
      const ma = median(after);
      if (Math.abs(ma) <= rule.zeroTol && Math.abs(mb - ma) >= rule.minStep && flowSteady(flow, k - SIDE_S, k + SIDE_S)) {
        // The first split that qualifies is up to SIDE_S early (half-zeroed windows already
        // pass): the zero's second is the split with the largest difference of side means.
        let best = k;
        let bestJump = -1;
        for (let j = k; j <= k + SIDE_S && j + SIDE_S <= e; j++) {
          const jump = Math.abs(sideMean(x, j - SIDE_S, j) - sideMean(x, j, j + SIDE_S));
          if (jump > bestJump) {
            best = j;
            bestJump = jump;
          }
        }
        mb = sideMedian(x, best - SIDE_S, best, before);
        out.push({ channel, timeMs: t[best], offsetBefore: mb, holeDepthM: hole[best] });
        k = best + 2 * SIDE_S;
        continue;
      }
      k++;
    }
    i = e;
  }
  return out;
}

function steady(f: number, offBottomM: number, th: RigStateThresholds): boolean {
  return (f & FLAG_PUMPING) !== 0 && (f & (FLAG_MOVING | FLAG_IN_SLIPS)) === 0 && offBottomM >= th.onBottomM && offBottomM < th.nearBottomM;
}

function flowSteady(flow: ArrayLike<number>, a: number, b: number): boolean {
  let lo = Infinity;
  let hi = -Infinity;
  for (let j = a; j < b; j++) {
    if (flow[j] < lo) lo = flow[j];
    if (flow[j] > hi) hi = flow[j];
  }
  return hi - lo <= FLOW_STEADY * hi;
}

function sideMean(x: ArrayLike<number>, a: number, b: number): number {
  let s = 0;
  for (let j = a; j < b; j++) s += x[j];
  return s / (b - a);
}

function sideMedian(x: ArrayLike<number>, a: number, b: number, scratch: Float64Array): number {
  for (let j = a; j < b; j++) scratch[j - a] = x[j];
  return median(scratch);
}

function median(a: Float64Array): number {
  const s = Array.from(a).sort((p, q) => p - q);
  return s[s.length >> 1];
}

export interface TimedZeroReading extends ZeroReading {
  /** Since the slips came out at the connection before, s (NaN when not after a connection). */
  readonly afterSlipsS: number;
  /** Until the bit was back on bottom making hole, s (NaN when it did not return within the hour). */
  readonly toBottomS: number;
}

/** Times each zero against the connections of the detected stands. */
export function timeZeroReadings(zeros: readonly ZeroReading[], stands: readonly Stand[]): TimedZeroReading[] {
  const conns = stands.flatMap((s) => (s.connection ? [s.connection] : []));
  const starts = stands.map((s) => s.startMs);
  return zeros.map((z) => {
    const c = conns.find((k) => k.slipsOutMs <= z.timeMs && z.timeMs <= k.onBottomMs);
    const nextStart = starts.find((s) => s >= z.timeMs);
    const toBottomS = nextStart !== undefined && nextStart - z.timeMs <= 3_600_000 ? (nextStart - z.timeMs) / 1000 : NaN;
    return { ...z, afterSlipsS: c ? (z.timeMs - c.slipsOutMs) / 1000 : NaN, toBottomS };
  });
}

export interface ZeroReadingStats {
  readonly channel: ZeroChannel;
  readonly count: number;
  /** Connections with a zero of this channel between slips out and back on bottom, 0–1. */
  readonly connectionsWithZeroShare: number;
  readonly afterSlips: Summary;
  readonly toBottom: Summary;
  /** Size of the drift corrected, in the channel's unit. */
  readonly offsetBefore: Summary;
  readonly byDay: { dayStartMs: number; date: string; count: number }[];
}

export function zeroReadingStats(
  channel: ZeroChannel,
  zeros: readonly TimedZeroReading[],
  stands: readonly Stand[],
  options: ReportingDayOptions = {},
): ZeroReadingStats {
  const own = zeros.filter((z) => z.channel === channel);
  const conns = stands.flatMap((s) => (s.connection ? [s.connection] : []));
  const withZero = conns.filter((c) => own.some((z) => z.timeMs >= c.slipsOutMs && z.timeMs <= c.onBottomMs)).length;
  const days = new Map<number, number>();
  for (const z of own) {
    const d = reportingDayStartMs(z.timeMs, options);
    days.set(d, (days.get(d) ?? 0) + 1);
  }
  return {
    channel,
    count: own.length,
    connectionsWithZeroShare: conns.length ? withZero / conns.length : NaN,
    afterSlips: summarize(own.map((z) => z.afterSlipsS)),
    toBottom: summarize(own.map((z) => z.toBottomS)),
    offsetBefore: summarize(own.map((z) => z.offsetBefore)),
    byDay: [...days].sort((a, b) => a[0] - b[0]).map(([d, count]) => ({ dayStartMs: d, date: reportingDayLabel(d, options), count })),
  };
}
