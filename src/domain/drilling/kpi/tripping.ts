/**
 * Trips in and out: distance, time, speed in m/h and stands/h with and without connections, and
 * the in-slips time of each trip connection — the data of "Tripping analyses" and the Tripping
 * statistics (spec 3.11 tripping_distance_data, tripping_time_data, tripping_speed_data,
 * TrippingStatTable, TrippingAnalysisChart, TrippingConnectionsAnalysisChart).
 */
import { Activity } from '../activities';
import { FLAG_IN_SLIPS, FLAG_MOVING } from '../rig-state/primitives';
import { histogram, summarize, type Histogram, type Summary } from './distribution';

export interface Trip {
  readonly direction: 'in' | 'out';
  readonly startMs: number;
  readonly endMs: number;
  /** Wall time from the first to the last tripping second, including interruptions (breaking circulation), s. */
  readonly durationS: number;
  readonly fromDepthM: number;
  readonly toDepthM: number;
  readonly distanceM: number;
  /** Seconds classified as tripping (interruptions excluded). */
  readonly trippingS: number;
  /** Tripping seconds with the string in slips (the trip's connections). */
  readonly inSlipsS: number;
  /** Tripping seconds out of slips (moving pipe, latching, short pauses). */
  readonly outOfSlipsS: number;
  /** Stands moved: continuous pipe movements of at least `minStandM`. */
  readonly stands: number;
  /** Duration of each in-slips period, s. */
  readonly connectionsS: number[];
  /** Distance over tripping time, connections included. */
  readonly speedMph: number;
  /** Distance over out-of-slips time: connections excluded. */
  readonly speedExclConnectionsMph: number;
  readonly standsPerHour: number;
  readonly standsPerHourExclConnections: number;
}

export interface TripOptions {
  /** Other activity inside a trip shorter than this (circulating, reaming a tight spot) does not end it, s. */
  readonly maxInterruptS?: number;
  /** A pipe movement shorter than this is not a stand, m. */
  readonly minStandM?: number;
}

/**
 * Trips from detected activities. `flags` are the detection primitives (in slips, moving): in
 * slips counts only while the bit stands still, since a light BHA hanging from the elevator reads
 * like slips on the hook load.
 */
export function detectTrips(
  t: ArrayLike<number>,
  activity: ArrayLike<number>,
  flags: ArrayLike<number>,
  bitDepthM: ArrayLike<number>,
  options: TripOptions = {},
): Trip[] {
  const maxInterruptMs = (options.maxInterruptS ?? 3600) * 1000;
  const minStandM = options.minStandM ?? 10;
  const n = t.length;
  const trips: Trip[] = [];
  let i = 0;
  while (i < n) {
    const code = activity[i];
    if (code !== Activity.TRIP_IN && code !== Activity.TRIP_OUT) {
      i++;
      continue;
    }
    // Extend over this direction's seconds, bridging short interruptions of other (non-drilling) work.
    const start = i;
    let last = i;
    let j = i + 1;
    while (j < n) {
      const c = activity[j];
      if (c === code) {
        last = j;
        j++;
        continue;
      }
      if (c === Activity.ROTARY_DRILLING || c === Activity.SLIDE_DRILLING || c === Activity.OUT_OF_HOLE || c === Activity.CONNECTION) break;
      if (c === Activity.TRIP_IN || c === Activity.TRIP_OUT) break;
      if (t[j] - t[last] > maxInterruptMs) break;
      j++;
    }
    trips.push(summarizeTrip(t, activity, flags, bitDepthM, start, last + 1, code, minStandM));
    i = last + 1;
  }
  return trips;
}

function summarizeTrip(
  t: ArrayLike<number>,
  activity: ArrayLike<number>,
  flags: ArrayLike<number>,
  bitDepthM: ArrayLike<number>,
  start: number,
  end: number,
  code: number,
  minStandM: number,
): Trip {
  const stepS = end - start > 1 ? Math.min(1, (t[start + 1] - t[start]) / 1000) : 1;
  let trippingS = 0;
  let inSlipsS = 0;
  let stands = 0;
  const connectionsS: number[] = [];
  let slipsRun = 0;
  let moveFromM = NaN;
  for (let k = start; k < end; k++) {
    if (activity[k] !== code) continue;
    trippingS += stepS;
    const slips = (flags[k] & FLAG_IN_SLIPS) !== 0 && (flags[k] & FLAG_MOVING) === 0;
    if (slips) {
      inSlipsS += stepS;
      slipsRun += stepS;
      if (moveFromM === moveFromM) {
        if (Math.abs(bitDepthM[k] - moveFromM) >= minStandM) stands++;
        moveFromM = NaN;
      }
    } else {
      if (slipsRun > 0) connectionsS.push(slipsRun);
      slipsRun = 0;
      if (moveFromM !== moveFromM) moveFromM = bitDepthM[k];
    }
  }
  if (slipsRun > 0) connectionsS.push(slipsRun);
  if (moveFromM === moveFromM && Math.abs(bitDepthM[end - 1] - moveFromM) >= minStandM) stands++;
  // The depth just before the first tripping second: that second's movement is part of the trip.
  const fromDepthM = start > 0 ? bitDepthM[start - 1] : bitDepthM[start];
  const toDepthM = bitDepthM[end - 1];
  const distanceM = Math.abs(toDepthM - fromDepthM);
  const outOfSlipsS = trippingS - inSlipsS;
  const perHour = (x: number, s: number) => (s > 0 ? x / (s / 3600) : NaN);
  return {
    direction: code === Activity.TRIP_IN ? 'in' : 'out',
    startMs: t[start],
    endMs: t[end - 1] + stepS * 1000,
    durationS: (t[end - 1] - t[start]) / 1000 + stepS,
    fromDepthM,
    toDepthM,
    distanceM,
    trippingS,
    inSlipsS,
    outOfSlipsS,
    stands,
    connectionsS,
    speedMph: perHour(distanceM, trippingS),
    speedExclConnectionsMph: perHour(distanceM, outOfSlipsS),
    standsPerHour: perHour(stands, trippingS),
    standsPerHourExclConnections: perHour(stands, outOfSlipsS),
  };
}

/** Tripping connection buckets, s: 0–1, 1–1.5, 1.5–2, 2–3, 3–5, ≥ 5 min. */
export const TRIP_CONNECTION_BUCKETS_S = [0, 60, 90, 120, 180, 300, Infinity] as const;

export interface TrippingAnalysis {
  readonly trips: Trip[];
  readonly byDirection: Record<
    'in' | 'out',
    {
      readonly trips: number;
      readonly distanceM: number;
      readonly trippingS: number;
      readonly inSlipsS: number;
      readonly stands: number;
      readonly speedMph: number;
      readonly speedExclConnectionsMph: number;
      readonly standsPerHour: number;
      readonly standsPerHourExclConnections: number;
      readonly connections: Summary;
      readonly connectionDistribution: Histogram;
    }
  >;
}

/** Totals per direction (speeds from summed distance and time, not averaged per trip). */
export function trippingAnalysis(trips: readonly Trip[]): TrippingAnalysis {
  const dir = (d: 'in' | 'out') => {
    const sel = trips.filter((x) => x.direction === d);
    const distanceM = sel.reduce((s, x) => s + x.distanceM, 0);
    const trippingS = sel.reduce((s, x) => s + x.trippingS, 0);
    const inSlipsS = sel.reduce((s, x) => s + x.inSlipsS, 0);
    const stands = sel.reduce((s, x) => s + x.stands, 0);
    const outS = trippingS - inSlipsS;
    const conns = sel.flatMap((x) => x.connectionsS);
    return {
      trips: sel.length,
      distanceM,
      trippingS,
      inSlipsS,
      stands,
      speedMph: trippingS ? distanceM / (trippingS / 3600) : NaN,
      speedExclConnectionsMph: outS ? distanceM / (outS / 3600) : NaN,
      standsPerHour: trippingS ? stands / (trippingS / 3600) : NaN,
      standsPerHourExclConnections: outS ? stands / (outS / 3600) : NaN,
      connections: summarize(conns),
      connectionDistribution: histogram(conns, TRIP_CONNECTION_BUCKETS_S),
    };
  };
  return { trips: [...trips], byDirection: { in: dir('in'), out: dir('out') } };
}
