/**
 * The streaming pipeline against the batch domain functions over the same four days: activities,
 * time log, stands, trips, zero readings and activity seconds must be what analyzeDrilling-style
 * batch calls give, also across a JSON save and restore of the pipeline's state mid-stream.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_COUNT } from '../../../src/domain/drilling/activities';
import { detectRigStates } from '../../../src/domain/drilling/rig-state/detect';
import { autoTimeLog } from '../../../src/domain/drilling/rig-state/time-log';
import { detectStands } from '../../../src/domain/drilling/kpi/stand-detector';
import { detectTrips } from '../../../src/domain/drilling/kpi/tripping';
import { detectZeroReadings } from '../../../src/domain/drilling/kpi/zero-readings';
import { drillingStats } from '../../../src/domain/drilling/kpi/drilling-stats';
import { createRigModel } from '../../simulator/rig-model';
import type { ActivityBin } from './activity-bins';
import type { IntervalRow } from './interval-builder';
import { DETECTION_CHANNELS, type SecondsBlock } from './rolling-rig-state';
import { DETECTION_MARGIN_S, WellPipeline, type PipelineOutput } from './well-pipeline';

const model = createRigModel({ seed: 5, startTimeMs: Date.UTC(2026, 3, 1, 4, 30), startDepthM: 1400, targetDepthM: 1800, params: { nptProbability: 0.03 } });
const chunk = model.nextChunk(4 * 86_400);
const series = { t: chunk.t, channels: chunk.channels };
const startS = chunk.t[0] / 1000;
const N = chunk.t.length;

function block(i: number, n: number) {
  // The simulator sends no pump strokes: the block carries none, as the live simulator's do.
  const channels = Object.fromEntries(DETECTION_CHANNELS.filter((c) => c !== 'pumpSpm').map((c) => [c, chunk.channels[c].subarray(i, i + n)]));
  return { startS: startS + i, n, channels: channels as unknown as SecondsBlock['channels'], truth: chunk.truth.subarray(i, i + n) };
}

interface Collected {
  activity: Uint8Array;
  intervals: IntervalRow[];
  truthIntervals: IntervalRow[];
  bins: ActivityBin[];
  stands: PipelineOutput['stands'];
  trips: PipelineOutput['trips'];
  zeros: PipelineOutput['zeros'];
  notes: PipelineOutput['notes'];
}

function collect(into: Collected, out: PipelineOutput): void {
  if (out.activity) into.activity.set(out.activity.codes, out.activity.startS - startS);
  for (const g of out.intervals) (g.source === 'auto' ? into.intervals : into.truthIntervals).push(...g.rows);
  for (const g of out.bins) if (g.source === 'auto') into.bins.push(...g.rows);
  into.stands.push(...out.stands);
  into.trips.push(...out.trips);
  into.zeros.push(...out.zeros);
  into.notes.push(...out.notes);
}

const fresh = (): Collected => ({
  activity: new Uint8Array(N).fill(255),
  intervals: [],
  truthIntervals: [],
  bins: [],
  stands: [],
  trips: [],
  zeros: [],
  notes: [],
});

describe('well pipeline = batch domain functions', () => {
  // Hour blocks for the first two days, then a save and restore, then minutes (as live does).
  const got = fresh();
  let p = new WellPipeline({ emitEveryS: 3600 });
  const half = 2 * 86_400;
  for (let i = 0; i < half; i += 3600) collect(got, p.push(block(i, 3600)));
  const saved = JSON.parse(JSON.stringify(p.getState()));
  p = new WellPipeline({ emitEveryS: 60 }, saved);
  const ctx = p.contextNeeded()!;
  const trip = ctx.tripFromS === null ? undefined : { from: ctx.tripFromS - startS, to: saved.rolling.emittedToS - startS };
  p.restoreContext(
    block(ctx.fromS - startS, ctx.toS - ctx.fromS),
    trip && {
      activity: got.activity.subarray(trip.from, trip.to),
      // As the server restores it (restore-context.ts): primitives with the pipeline's own block weight.
      flags: detectRigStates(series, { blockWeightT: saved.rolling.blockWeightT }).primitives.flags.subarray(trip.from, trip.to),
      bitDepthM: chunk.channels.bitDepthM.subarray(trip.from, trip.to),
    },
  );
  for (let i = half; i < N; i += 60) collect(got, p.push(block(i, 60)));
  const finalS = p.getState().rolling.emittedToS! - startS;
  const bw = p.blockWeightT!;
  const batch = detectRigStates(series, { blockWeightT: bw });

  it('finalises every second but the last margin, with the batch activity', () => {
    expect(finalS).toBe(N - DETECTION_MARGIN_S);
    let same = 0;
    for (let i = 0; i < finalS; i++) if (got.activity[i] === batch.activity[i]) same++;
    expect(same / finalS).toBeGreaterThan(0.9999);
  });

  it('builds the auto time log rows of autoTimeLog', () => {
    const rows = autoTimeLog(chunk.t.subarray(0, finalS), batch.activity.subarray(0, finalS), chunk.channels.holeDepthM, chunk.channels.bitDepthM);
    // The last batch row is still open in the pipeline.
    expect(got.intervals.map((r) => [r.startS * 1000, r.endS * 1000, r.code])).toEqual(rows.slice(0, -1).map((r) => [r.startMs, r.endMs, r.code]));
    expect(got.intervals[5].holeToM).toBe(rows[5].holeToM);
    const truthRows = autoTimeLog(chunk.t, chunk.truth, chunk.channels.holeDepthM, chunk.channels.bitDepthM);
    expect(got.truthIntervals.length).toBe(truthRows.length - 1);
  });

  it('finds the stands detectStands finds', () => {
    expect(got.stands).toEqual(detectStands(series, { blockWeightT: bw }));
    expect(got.stands.filter((s) => s.connection).length).toBeGreaterThan(20);
  });

  it('summarises the trips detectTrips summarises', () => {
    const trips = detectTrips(
      chunk.t.subarray(0, finalS),
      batch.activity.subarray(0, finalS),
      batch.primitives.flags.subarray(0, finalS),
      chunk.channels.bitDepthM.subarray(0, finalS),
    );
    expect(got.trips.length).toBeGreaterThan(0);
    expect(got.trips).toEqual(trips.slice(0, got.trips.length));
  });

  it('finds the zero readings detectZeroReadings finds', () => {
    for (const ch of ['wobT', 'diffPMPa'] as const) {
      const z = detectZeroReadings({ series, primitives: batch.primitives, thresholds: batch.thresholds }, ch).filter(
        (r) => r.timeMs < (startS + finalS) * 1000,
      );
      expect(got.zeros.filter((r) => r.channel === ch)).toEqual(z);
    }
  });

  it('counts activity seconds and footage per 15 minutes as drilling-stats does', () => {
    const closedS = got.bins.length * 900;
    const seconds = new Array(ACTIVITY_COUNT).fill(0);
    for (const b of got.bins) b.seconds.forEach((s, k) => (seconds[k] += s));
    const expected = new Array(ACTIVITY_COUNT).fill(0);
    for (let i = 0; i < closedS - (got.bins[0].binS - startS); i++) expected[batch.activity[i]]++;
    expect(seconds).toEqual(expected);
    const n = got.bins.at(-1)!.binS + 900 - startS;
    const stats = drillingStats(chunk.t.subarray(0, n), batch.activity.subarray(0, n), chunk.channels.holeDepthM.subarray(0, n));
    expect(got.bins.reduce((s, b) => s + b.rotaryM, 0)).toBeCloseTo(stats.rotary.footageM, 6);
    expect(got.bins.reduce((s, b) => s + b.slideS, 0)).toBe(stats.slide.onBottomS);
  });

  it('estimates the block weight once from the data and has nothing to say: the simulator sends every input at 1 Hz, without gaps or heave', () => {
    const st = p.getState().rolling;
    expect(st.estimate?.blockWeightT).toBeCloseTo(20, 0);
    expect(st.parameters?.blockWeightT.source).toBe('estimated');
    expect(got.notes).toEqual([]);
  });
});

describe("well pipeline with the well configuration's overrides", () => {
  it("hands them to detection and stand detection, from the next seconds on, keeping the stream's estimate", () => {
    const day = 86_400;
    const plain = new WellPipeline({ emitEveryS: 3600 });
    const over = new WellPipeline({ emitEveryS: 3600 });
    const outs: PipelineOutput[] = [];
    const plainOuts: PipelineOutput[] = [];
    for (let i = 0; i < 2 * day; i += 3600) {
      outs.push(over.push(block(i, 3600)));
      plainOuts.push(plain.push(block(i, 3600)));
    }
    // A slips threshold under the block weight: the string is never in slips, so no connection and no trip stand.
    over.setOverrides({ slipsBelowT: 10 });
    const after: PipelineOutput[] = [];
    const plainAfter: PipelineOutput[] = [];
    for (let i = 2 * day; i < N; i += 3600) {
      after.push(over.push(block(i, 3600)));
      plainAfter.push(plain.push(block(i, 3600)));
    }
    const connections = (o: PipelineOutput[]) => o.flatMap((x) => x.stands).filter((s) => s.connection).length;
    const codes = (o: PipelineOutput[]) => o.flatMap((x) => (x.activity ? Array.from(x.activity.codes) : []));
    expect(connections(outs)).toBe(connections(plainOuts));
    expect(connections(plainAfter)).toBeGreaterThan(5);
    expect(connections(after)).toBe(0);
    expect(codes(plainAfter).filter((c) => c === 2).length).toBeGreaterThan(600);
    expect(codes(after).filter((c) => c === 2).length).toBe(0);
    const st = over.getState().rolling;
    expect(st.parameters?.slipsBelowT).toEqual({ value: 10, source: 'override' });
    expect(st.estimate?.blockWeightT).toBeCloseTo(20, 0);
  });
});
