import { describe, expect, it } from 'vitest';
import { Activity } from '../activities';
import { FLAG_IN_SLIPS } from '../rig-state/primitives';
import { activitiesByDay } from './activity-stats';
import { connectionAnalysis, rateWeightToWeight } from './connections';
import { histogram, minuteLabel, summarize } from './distribution';
import { drillingStatsByDay } from './drilling-stats';
import { reportingDayLabel, reportingDayStartMs } from './reporting-day';
import { ropAndTime } from './rop-and-time';
import type { Stand } from './stand-types';
import { detectTrips } from './tripping';

const H = 3_600_000;
const D0 = Date.UTC(2026, 4, 10);

describe('reporting day', () => {
  it('starts at 06:00 local by default and honours the well day_shift and UTC offset', () => {
    expect(reportingDayLabel(reportingDayStartMs(D0 + 5 * H))).toBe('2026-05-09');
    expect(reportingDayStartMs(D0 + 6 * H)).toBe(D0 + 6 * H);
    expect(reportingDayStartMs(D0 + 23 * H)).toBe(D0 + 6 * H);
    expect(reportingDayStartMs(D0 + 1 * H, { dayShiftS: 0 })).toBe(D0);
    // A well at UTC+3 with a 07:00 day: 03:30 UTC is 06:30 local, before 07:00, so the previous day.
    const o = { dayShiftS: 7 * 3600, utcOffsetS: 3 * 3600 };
    const start = reportingDayStartMs(D0 + 3.5 * H, o);
    expect(start).toBe(D0 - 24 * H + 4 * H);
    expect(reportingDayLabel(start, o)).toBe('2026-05-09');
  });

  it('splits activity seconds at the day boundary', () => {
    // 10 minutes each side of 06:00: rotary before, connection after.
    const t = Array.from({ length: 1200 }, (_, i) => D0 + 6 * H - 600_000 + i * 1000);
    const act = t.map((_, i) => (i < 600 ? Activity.ROTARY_DRILLING : Activity.CONNECTION));
    const r = activitiesByDay(t, act);
    expect(r.days.map((d) => [d.date, d.secondsByCode[Activity.ROTARY_DRILLING], d.secondsByCode[Activity.CONNECTION]])).toEqual([
      ['2026-05-09', 600, 0],
      ['2026-05-10', 0, 600],
    ]);
    expect(r.totalS).toBe(1200);
  });
});

describe('distributions', () => {
  it('summarises and buckets values', () => {
    const s = summarize([60, 120, 180, 240, 300, NaN]);
    expect(s).toMatchObject({ count: 5, mean: 180, median: 180, min: 60, max: 300, sum: 900 });
    expect(s.p90).toBeCloseTo(276, 6);
    const h = histogram([30, 130, 170, 200, 1000], [0, 120, 180, 240, Infinity], minuteLabel);
    expect(h.counts).toEqual([1, 2, 1, 1]);
    expect(h.labels).toEqual(['0–2 min', '2–3 min', '3–4 min', '≥ 4 min']);
    expect(h.shares[1]).toBeCloseTo(0.4, 9);
  });
});

function stand(index: number, w2wS: number, s2sS: number, rotaryM = 20, slideM = 7): Stand {
  const startMs = D0 + index * H;
  const endMs = startMs + 3000_000;
  return {
    index,
    startMs,
    endMs,
    fromDepthM: 1000 + 27 * index,
    toDepthM: 1027 + 27 * index,
    drilledM: rotaryM + slideM,
    rotaryM,
    slideM,
    rotaryS: 2000,
    slideS: 900,
    connection: {
      offBottomMs: endMs,
      slipsInMs: endMs + 60_000,
      slipsOutMs: endMs + 60_000 + s2sS * 1000,
      onBottomMs: endMs + w2wS * 1000,
      slipsToSlipsS: s2sS,
      weightToWeightS: w2wS,
      holeDepthM: 1027 + 27 * index,
    },
  };
}

describe('connections', () => {
  it('rates weight-to-weight (≤ 6 min good, ≤ 10 min neutral) and splits it around the slips', () => {
    expect([200, 360, 361, 600, 601].map(rateWeightToWeight)).toEqual(['GOOD', 'GOOD', 'NEUTRAL', 'NEUTRAL', 'BAD']);
    const a = connectionAnalysis([stand(1, 300, 150), stand(2, 480, 200), stand(3, 900, 400), { ...stand(4, 0, 0), connection: null }]);
    expect(a.rows.map((r) => [r.rating, r.preSlipsS, r.postSlipsS])).toEqual([
      ['GOOD', 60, 90],
      ['NEUTRAL', 60, 220],
      ['BAD', 60, 440],
    ]);
    expect(a.weightToWeight).toMatchObject({ count: 3, median: 480, max: 900 });
    // Buckets 0–2, 2–3, 3–4, 4–5, 5–6, 6–8, 8–10, 10–15, ≥ 15 min: 5, 8 and 15 min.
    expect(a.weightToWeightDistribution.counts).toEqual([0, 0, 0, 0, 1, 0, 1, 0, 1]);
    expect(a.ratingCounts).toEqual({ GOOD: 1, NEUTRAL: 1, BAD: 1 });
  });
});

describe('ROP and time', () => {
  it('gives rotary and slide ROP per stand from footage over on-bottom time', () => {
    const [row] = ropAndTime([stand(1, 300, 150, 20, 7)]);
    expect(row.rotaryRopMph).toBeCloseTo(36, 9); // 20 m in 2000 s
    expect(row.slideRopMph).toBeCloseTo(28, 9); // 7 m in 900 s
    expect(row.ropMph).toBeCloseTo((27 / 2900) * 3600, 9);
    expect(row.standS).toBe(3000);
    expect(row.weightToWeightS).toBe(300);
  });
});

describe('drilling statistics by day', () => {
  it('books new hole to the activity of the second it was made in', () => {
    // One hour: 40 min rotary at 30 m/h, 20 min slide at 12 m/h.
    const t = Array.from({ length: 3600 }, (_, i) => D0 + 7 * H + i * 1000);
    const act = t.map((_, i) => (i < 2400 ? Activity.ROTARY_DRILLING : Activity.SLIDE_DRILLING));
    const hole: number[] = [];
    let h = 1000;
    for (let i = 0; i < 3600; i++) {
      if (i > 0) h += i < 2400 ? 30 / 3600 : 12 / 3600;
      hole.push(h);
    }
    const [day] = drillingStatsByDay(t, act, hole);
    expect(day.date).toBe('2026-05-10');
    expect(day.rotary.ropMph).toBeCloseTo(30, 1);
    expect(day.slide.ropMph).toBeCloseTo(12, 1);
    expect(day.total.footageM).toBeCloseTo(24, 1);
    expect(day.slideFootageShare).toBeCloseTo(4 / 24, 2);
  });
});

describe('trips', () => {
  it('measures speed with and without connections and counts stands', () => {
    // Three stands out: 60 s pulling 27 m, 90 s in slips, from 1000 m.
    // One still second before the trip, at 1000 m.
    const t: number[] = [D0 - 1000];
    const act: number[] = [Activity.CIRCULATING];
    const flags: number[] = [0];
    const bit: number[] = [1000];
    let b = 1000;
    for (let s = 0; s < 3; s++) {
      for (let k = 0; k < 60; k++) {
        b -= 27 / 60;
        t.push(D0 + (t.length - 1) * 1000);
        act.push(Activity.TRIP_OUT);
        flags.push(0);
        bit.push(b);
      }
      for (let k = 0; k < 90; k++) {
        t.push(D0 + (t.length - 1) * 1000);
        act.push(Activity.TRIP_OUT);
        flags.push(FLAG_IN_SLIPS);
        bit.push(b);
      }
    }
    const [trip] = detectTrips(t, act, flags, bit);
    expect(trip).toMatchObject({ direction: 'out', stands: 3, trippingS: 450, inSlipsS: 270, outOfSlipsS: 180 });
    expect(trip.distanceM).toBeCloseTo(81, 6);
    expect(trip.speedMph).toBeCloseTo(81 / (450 / 3600), 6);
    expect(trip.speedExclConnectionsMph).toBeCloseTo(81 / (180 / 3600), 6);
    expect(trip.standsPerHour).toBeCloseTo(24, 6);
    expect(trip.connectionsS).toEqual([90, 90, 90]);
  });
});
