import { describe, expect, it } from 'vitest';
import { daysVsDepth, timeAtDepth } from './days-vs-depth';
import { reportingDays, zoneOffsetS } from '../journal/reporting-days';

const utc = (iso: string) => Date.parse(iso) / 1000;

describe('reporting days in a time zone', () => {
  it('start at the day shift on the local clock across the spring daylight-saving change (23 h day)', () => {
    // Denver: MST (−7 h) until 2026-03-08 02:00 local, then MDT (−6 h).
    const days = reportingDays(utc('2026-03-07T06:00:00Z'), utc('2026-03-10T06:00:00Z'), 'America/Denver', 21_600);
    expect(days.map((d) => [d.date, new Date(d.startS * 1000).toISOString(), (d.endS - d.startS) / 3600])).toEqual([
      ['2026-03-06', '2026-03-06T13:00:00.000Z', 24],
      ['2026-03-07', '2026-03-07T13:00:00.000Z', 23],
      ['2026-03-08', '2026-03-08T12:00:00.000Z', 24],
      ['2026-03-09', '2026-03-09T12:00:00.000Z', 24],
    ]);
  });

  it('and across the autumn change (25 h day), each day ending where the next starts', () => {
    const days = reportingDays(utc('2026-10-31T12:00:00Z'), utc('2026-11-03T12:00:00Z'), 'America/Denver', 21_600);
    // Clocks go back at 02:00 on 1 November: the reporting day of 31 October holds the repeated hour.
    expect(days.map((d) => [d.date, (d.endS - d.startS) / 3600])).toEqual([
      ['2026-10-31', 25],
      ['2026-11-01', 24],
      ['2026-11-02', 24],
    ]);
    for (let i = 1; i < days.length; i++) expect(days[i].startS).toBe(days[i - 1].endS);
    // 06:00 local on 31 October is MDT (12:00Z); on 1 November MST (13:00Z).
    expect(new Date(days[0].startS * 1000).toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(new Date(days[1].startS * 1000).toISOString()).toBe('2026-11-01T13:00:00.000Z');
  });

  it('a day shift inside the skipped hour starts just after it; UTC and half-hour zones are plain', () => {
    // 02:30 on 8 March does not exist in Denver: that day starts at 03:30 MDT = 09:30Z.
    const skipped = reportingDays(utc('2026-03-08T12:00:00Z'), utc('2026-03-08T13:00:00Z'), 'America/Denver', 9000);
    expect(new Date(skipped[0].startS * 1000).toISOString()).toBe('2026-03-08T09:30:00.000Z');
    // 01:30 on 1 November is shown twice (07:30Z MDT, 08:30Z MST): the day starts at the first.
    const twice = reportingDays(utc('2026-11-01T10:00:00Z'), utc('2026-11-01T11:00:00Z'), 'America/Denver', 5400);
    expect(new Date(twice[0].startS * 1000).toISOString()).toBe('2026-11-01T07:30:00.000Z');
    expect(reportingDays(utc('2026-05-01T05:59:59Z'), utc('2026-05-01T06:00:01Z'), 'UTC', 21_600).map((d) => d.date)).toEqual(['2026-04-30', '2026-05-01']);
    expect(zoneOffsetS('Asia/Kolkata', utc('2026-05-01T00:00:00Z'))).toBe(19_800);
    expect(zoneOffsetS('Not/AZone', 0)).toBe(0);
  });
});

describe('days vs depth', () => {
  // Four hours of 15-minute buckets from 04:00Z: 1000 m, +10 m a bucket, a gap in bucket 5.
  const t0 = utc('2026-05-01T04:00:00Z');
  const record = {
    t: Array.from({ length: 16 }, (_, i) => t0 + i * 900),
    bucketS: 900,
    last: Array.from({ length: 16 }, (_, i) => (i === 5 ? null : 1000 + 10 * i)),
  };
  const spud = utc('2026-04-30T06:00:00Z');
  const days = reportingDays(t0, t0 + 4 * 3600, 'UTC', 21_600);
  const d = daysVsDepth(record, spud, days, t0 + 4 * 3600);

  it('plots the recorded depth at each bucket end against days since spud, leaving out buckets with nothing', () => {
    expect(d.curve).toHaveLength(15);
    expect(d.curve[0]).toEqual({ t: t0 + 900, days: (t0 + 900 - spud) / 86_400, depthM: 1000 });
    expect(d.curve.at(-1)!.depthM).toBe(1150);
    expect(d.deepestM).toBe(1150);
  });

  it('books depth at the day boundary (06:00Z) to both days: the last value recorded before it', () => {
    expect(d.days.map((r) => [r.date, r.depthStartM, r.depthEndM, r.progressM])).toEqual([
      // The record starts inside the first day: no start depth, so no progress is claimed.
      ['2026-04-30', null, 1070, null],
      ['2026-05-01', 1070, 1150, 80],
    ]);
    // Neither day is whole: no mean progress per day.
    expect(d.meanProgressMPerDay).toBeNull();
  });

  it('uses the last recorded value when the bucket before a boundary is empty', () => {
    const gap = { ...record, last: record.last.map((v, i) => (i === 7 ? null : v)) };
    const g = daysVsDepth(gap, spud, days, t0 + 4 * 3600);
    expect(g.days[0].depthEndM).toBe(1060);
    expect(g.days[1].progressM).toBe(90);
  });
});

describe('time at depth', () => {
  const spud = 1_700_000_000;
  const curve = [
    { days: 0, depthM: 0 },
    { days: 1, depthM: 500 },
    { days: 2, depthM: 500 },
    { days: 3, depthM: 1100 },
  ];

  it('interpolates between the points either side, and takes the first time a flat stretch reached the depth', () => {
    expect(timeAtDepth(curve, spud, 250)).toBe(spud + 0.5 * 86_400);
    expect(timeAtDepth(curve, spud, 500)).toBe(spud + 86_400);
    expect(timeAtDepth(curve, spud, 800)).toBe(spud + 2.5 * 86_400);
  });

  it('is unknown past the deepest point, and before a record that began deeper', () => {
    expect(timeAtDepth(curve, spud, 1200)).toBeNull();
    expect(timeAtDepth(curve.slice(1), spud, 37)).toBeNull();
    expect(timeAtDepth(curve.slice(1), spud, 500)).toBe(spud + 86_400);
  });
});
