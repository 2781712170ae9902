/**
 * Every KPI computed from detected activities and channels, checked against what the simulator
 * knows happened (its truth events and totals). The detector never sees the truth.
 */
import { describe, expect, it } from 'vitest';
import type { StandEvent, TripEvent, ZeroEvent } from '../../../../server/simulator/rig-model/events';
import { createRigModel } from '../../../../server/simulator/rig-model/rig-model';
import { Activity, ACTIVITIES } from '../activities';
import { detectRigStates } from '../rig-state/detect';
import { connectionAnalysis } from './connections';
import { activitiesByDay } from './activity-stats';
import { drillingStats } from './drilling-stats';
import { createStandDetector, detectStands } from './stand-detector';
import { detectTrips, trippingAnalysis } from './tripping';
import { detectZeroReadings, timeZeroReadings, ZERO_STEP_RULES, zeroReadingStats } from './zero-readings';

const model = createRigModel({
  seed: 5,
  startTimeMs: Date.UTC(2026, 3, 1, 4, 30),
  startDepthM: 1400,
  targetDepthM: 1800,
  params: { nptProbability: 0.03 },
});
const chunk = model.nextChunk(7 * 86_400);
const series = { t: chunk.t, channels: chunk.channels };
const rig = detectRigStates(series);
const truthStands = chunk.events.filter((e): e is StandEvent => e.type === 'stand').map((e) => e.stand);
const truthTrips = chunk.events.filter((e): e is TripEvent => e.type === 'trip');
const truthZeros = chunk.events.filter((e): e is ZeroEvent => e.type === 'zero');
const totals = model.getState().totals;

describe('stands and connections against the simulator truth', () => {
  const stands = detectStands(series);

  it('finds every generated connection with its slips-to-slips and weight-to-weight times to within 2 s', () => {
    const truthConn = truthStands.filter((s) => s.connection);
    const detectedConn = stands.filter((s) => s.connection);
    expect(truthConn.length).toBeGreaterThan(30);
    expect(detectedConn.length).toBe(truthConn.length);
    for (const tr of truthConn) {
      const d = detectedConn.find((s) => Math.abs(s.toDepthM - tr.toDepthM) < 0.05);
      expect(d, `stand to ${tr.toDepthM.toFixed(2)} m`).toBeDefined();
      expect(Math.abs(d!.connection!.slipsToSlipsS - tr.connection!.slipsToSlipsS)).toBeLessThanOrEqual(2);
      expect(Math.abs(d!.connection!.weightToWeightS - tr.connection!.weightToWeightS)).toBeLessThanOrEqual(2);
      expect(Math.abs(d!.drilledM - tr.drilledM)).toBeLessThan(0.05);
    }
    const a = connectionAnalysis(stands);
    const trueW2w = truthConn.map((s) => s.connection!.weightToWeightS).sort((p, q) => p - q);
    expect(a.weightToWeight.median).toBeCloseTo(trueW2w[trueW2w.length >> 1], -1);
    expect(a.weightToWeightDistribution.counts.reduce((s, c) => s + c, 0)).toBe(truthConn.length);
    expect(a.ratingCounts.GOOD + a.ratingCounts.NEUTRAL + a.ratingCounts.BAD).toBe(truthConn.length);
    console.log(
      `connections: ${a.rows.length}; slips-to-slips median ${(a.slipsToSlips.median / 60).toFixed(1)} min, ` +
        `weight-to-weight median ${(a.weightToWeight.median / 60).toFixed(1)} min (truth ${(trueW2w[trueW2w.length >> 1] / 60).toFixed(1)} min); ` +
        `w2w distribution ${a.weightToWeightDistribution.labels.map((l, k) => `${l}: ${a.weightToWeightDistribution.counts[k]}`).join(', ')}`,
    );
  });

  it('gives the same stands fed one second at a time, across a JSON save and restore of its state', () => {
    const bw = rig.blockWeightT;
    const first = createStandDetector({ blockWeightT: bw });
    const out = first.pushSeries(series, 0, 200_000);
    const second = createStandDetector({ blockWeightT: bw }, JSON.parse(JSON.stringify(first.getState())));
    for (let i = 200_000; i < chunk.t.length; i++) {
      out.push(
        ...second.push({
          tMs: chunk.t[i],
          bitDepthM: chunk.channels.bitDepthM[i],
          holeDepthM: chunk.channels.holeDepthM[i],
          hookloadT: chunk.channels.hookloadT[i],
          rpm: chunk.channels.rpm[i],
        }),
      );
    }
    expect(out).toEqual(detectStands(series, { blockWeightT: bw }));
  });
});

describe('tripping against the simulator truth', () => {
  const trips = detectTrips(chunk.t, rig.activity, rig.primitives.flags, chunk.channels.bitDepthM);

  it('finds each generated trip with its direction, depths, duration, stands and in-slips time', () => {
    expect(truthTrips.length).toBeGreaterThanOrEqual(2);
    // A trip still under way when the data end has no truth event yet.
    const ended = trips.filter((d) => d.endMs < chunk.t[chunk.t.length - 1]);
    expect(ended.length).toBe(truthTrips.length);
    truthTrips.forEach((tr, k) => {
      const d = ended[k];
      // A wiper trip turns round in the slips: the stand pulled last before running back in belongs to
      // either direction (the detector gives the turnaround slips to the trip that follows, within two hours, from about the same depth), so there
      // the end may differ by one stand and its time.
      const next = trips.find((x) => x.startMs >= d.endMs);
      const prev = [...trips].reverse().find((x) => x.endMs <= d.startMs);
      const turns = (a: typeof d | undefined, b: typeof d | undefined) =>
        a !== undefined && b !== undefined && a.direction !== b.direction && b.startMs - a.endMs < 7_200_000 && Math.abs(b.fromDepthM - a.toDepthM) < 40;
      const endsTurning = turns(d, next);
      const startsTurning = turns(prev, d);
      const turnaround = endsTurning || startsTurning;
      expect(d.direction).toBe(tr.direction);
      expect(Math.abs(d.fromDepthM - tr.fromDepthM), `trip start (turnaround: ${startsTurning})`).toBeLessThan(startsTurning ? 31 : 2);
      expect(Math.abs(d.toDepthM - tr.toDepthM), `trip end (turnaround: ${endsTurning})`).toBeLessThan(endsTurning ? 31 : 2);
      const durationDiffS = Math.abs(d.durationS - (tr.endMs - tr.startMs) / 1000);
      // At a turnaround, one stand's time (a stand out or in takes 2–5 min); else within 1 %.
      if (turnaround) expect(durationDiffS).toBeLessThan(300);
      else expect(durationDiffS / d.durationS).toBeLessThan(0.01);
      expect(Math.abs(d.stands - tr.stands)).toBeLessThanOrEqual(1);
      if (turnaround) expect(Math.abs(d.inSlipsS - tr.inSlipsS)).toBeLessThan(300);
      else expect(Math.abs(d.inSlipsS - tr.inSlipsS) / tr.inSlipsS).toBeLessThan(0.03);
      expect(d.speedExclConnectionsMph).toBeGreaterThan(d.speedMph);
    });
    const a = trippingAnalysis(trips);
    for (const dir of ['in', 'out'] as const) {
      const x = a.byDirection[dir];
      console.log(
        `trip ${dir}: ${x.trips} trips, ${x.distanceM.toFixed(0)} m, ${x.speedMph.toFixed(0)} m/h (${x.speedExclConnectionsMph.toFixed(0)} m/h without connections), ` +
          `${x.standsPerHour.toFixed(1)} stands/h (${x.standsPerHourExclConnections.toFixed(1)} without), connection median ${x.connections.median.toFixed(0)} s`,
      );
    }
  });
});

describe('drilling statistics against the simulator truth', () => {
  it('splits footage and on-bottom time between rotary and slide as generated (within 1 %)', () => {
    const s = drillingStats(chunk.t, rig.activity, chunk.channels.holeDepthM);
    expect(Math.abs(s.rotary.footageM - totals.rotaryFootageM) / totals.rotaryFootageM).toBeLessThan(0.01);
    expect(Math.abs(s.slide.footageM - totals.slideFootageM) / totals.slideFootageM).toBeLessThan(0.01);
    expect(Math.abs(s.rotary.onBottomS - totals.rotaryS) / totals.rotaryS).toBeLessThan(0.01);
    expect(Math.abs(s.slide.onBottomS - totals.slideS) / totals.slideS).toBeLessThan(0.01);
    const trueRotaryRop = totals.rotaryFootageM / (totals.rotaryS / 3600);
    const trueSlideRop = totals.slideFootageM / (totals.slideS / 3600);
    expect(s.rotary.ropMph).toBeCloseTo(trueRotaryRop, 0);
    expect(s.slide.ropMph).toBeCloseTo(trueSlideRop, 0);
    console.log(
      `drilling: ${s.total.footageM.toFixed(0)} m in ${(s.total.onBottomS / 3600).toFixed(1)} h on bottom; ` +
        `rotary ${s.rotary.footageM.toFixed(0)} m at ${s.rotary.ropMph.toFixed(1)} m/h (truth ${trueRotaryRop.toFixed(1)}), ` +
        `slide ${s.slide.footageM.toFixed(0)} m at ${s.slide.ropMph.toFixed(1)} m/h (truth ${trueSlideRop.toFixed(1)})`,
    );
  });
});

describe('activities by reporting day against the simulator truth', () => {
  it('books each activity to the right 06:00–06:00 day, within 1–5 % of the true time', () => {
    const detected = activitiesByDay(chunk.t, rig.activity);
    const truth = activitiesByDay(chunk.t, chunk.truth);
    expect(detected.days.map((d) => d.date)).toEqual(truth.days.map((d) => d.date));
    // Data start at 04:30 UTC: the first 1.5 h belong to the previous day's report.
    expect(detected.days[0]).toMatchObject({ date: '2026-03-31', totalS: 5400 });
    expect(detected.totalS).toBe(7 * 86_400);
    for (const a of ACTIVITIES) {
      const tr = truth.totalByCode[a.code];
      if (tr < 3600) continue;
      // Short activities (reaming, circulating) lose a few seconds at each boundary: 5 %; the rest 1 %.
      const tolerance = tr < 0.05 * truth.totalS ? 0.05 : 0.01;
      expect(Math.abs(detected.totalByCode[a.code] - tr) / tr, a.id).toBeLessThan(tolerance);
    }
    expect(truth.totalByCode[Activity.OUT_OF_HOLE]).toBeGreaterThan(0);
  });
});

describe('zero WOB and zero diff-P readings against the simulator truth', () => {
  it('finds the re-zeroes the driller made, at the right second', () => {
    const stands = detectStands(series, { blockWeightT: rig.blockWeightT });
    for (const channel of ['wobT', 'diffPMPa'] as const) {
      // A drift barely above the detection step can hide under the noise: score the clear ones.
      const rule = ZERO_STEP_RULES[channel].minStep * 1.25;
      const truth = truthZeros.filter((z) => z.channel === channel);
      const visible = truth.filter((z) => Math.abs(z.offsetBefore) >= rule);
      const found = detectZeroReadings({ series, primitives: rig.primitives, thresholds: rig.thresholds }, channel);
      const matched = visible.filter((z) => found.some((f) => Math.abs(f.timeMs - z.timeMs) <= 2000));
      const spurious = found.filter((f) => !truth.some((z) => Math.abs(f.timeMs - z.timeMs) <= 2000));
      expect(visible.length).toBeGreaterThan(15);
      expect(matched.length / visible.length, `${channel} recall`).toBeGreaterThan(0.95);
      expect(spurious.length / found.length, `${channel} spurious`).toBeLessThan(0.05);
      const stats = zeroReadingStats(channel, timeZeroReadings(found, stands), stands);
      expect(stats.count).toBe(found.length);
      expect(stats.toBottom.median).toBeGreaterThan(5);
      expect(stats.toBottom.median).toBeLessThan(60);
      console.log(
        `zero ${channel}: truth ${truth.length} (${visible.length} with a visible drift), found ${found.length}, matched ${matched.length}, ` +
          `spurious ${spurious.length}; ${(stats.connectionsWithZeroShare * 100).toFixed(0)} % of connections zeroed, ` +
          `median ${stats.afterSlips.median.toFixed(0)} s after slips, ${stats.toBottom.median.toFixed(0)} s before bottom`,
      );
    }
  });
});
