import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../constants/alerts-and-reports';
import { dayCuts, nextDueMs, periodStartMs } from './schedule';

const CHI = 'America/Chicago';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const daily = { time: '06:00', days: WEEKDAYS };

describe('nextDueMs', () => {
  it('06:00 in Chicago is 12:00 UTC in winter (CST) and 11:00 UTC in summer (CDT)', () => {
    expect(iso(nextDueMs(daily, CHI, Date.parse('2026-01-15T00:00:00Z')))).toBe('2026-01-15T12:00:00.000Z');
    expect(iso(nextDueMs(daily, CHI, Date.parse('2026-07-15T00:00:00Z')))).toBe('2026-07-15T11:00:00.000Z');
  });

  it('is strictly after: at the due instant the next one is the following day', () => {
    expect(iso(nextDueMs(daily, CHI, Date.parse('2026-01-15T12:00:00Z')))).toBe('2026-01-16T12:00:00.000Z');
    expect(iso(nextDueMs(daily, CHI, Date.parse('2026-01-15T11:59:59Z')))).toBe('2026-01-15T12:00:00.000Z');
  });

  it('crosses the spring-forward change (8 March 2026): 06:00 CST then 06:00 CDT, 23 h apart', () => {
    const a = nextDueMs(daily, CHI, Date.parse('2026-03-07T00:00:00Z'))!;
    const b = nextDueMs(daily, CHI, a)!;
    const c = nextDueMs(daily, CHI, b)!;
    expect([iso(a), iso(b), iso(c)]).toEqual(['2026-03-07T12:00:00.000Z', '2026-03-08T11:00:00.000Z', '2026-03-09T11:00:00.000Z']);
    expect((b - a) / 3_600_000).toBe(23);
  });

  it('crosses the fall-back change (1 November 2026): 25 h between the 06:00s', () => {
    const a = nextDueMs(daily, CHI, Date.parse('2026-10-31T00:00:00Z'))!;
    const b = nextDueMs(daily, CHI, a)!;
    expect([iso(a), iso(b)]).toEqual(['2026-10-31T11:00:00.000Z', '2026-11-01T12:00:00.000Z']);
    expect((b - a) / 3_600_000).toBe(25);
  });

  it('a time skipped by the gap (02:30 on 8 March) runs at 03:30 CDT; a repeated one (01:30 on 1 November) runs once', () => {
    const gap = { time: '02:30', days: WEEKDAYS };
    expect(iso(nextDueMs(gap, CHI, Date.parse('2026-03-08T06:00:00Z')))).toBe('2026-03-08T08:30:00.000Z');
    const rep = { time: '01:30', days: WEEKDAYS };
    const first = nextDueMs(rep, CHI, Date.parse('2026-11-01T05:00:00Z'))!;
    expect(iso(first)).toBe('2026-11-01T06:30:00.000Z');
    expect(iso(nextDueMs(rep, CHI, first))).toBe('2026-11-02T07:30:00.000Z');
  });

  it('weekly on Monday at 06:00: from a Friday, the next Monday (2 March 2026 then 9 March across the change)', () => {
    const weekly = { time: '06:00', days: ['monday'] as const };
    const a = nextDueMs(weekly, CHI, Date.parse('2026-02-27T18:00:00Z'))!;
    expect(iso(a)).toBe('2026-03-02T12:00:00.000Z');
    expect(iso(nextDueMs(weekly, CHI, a))).toBe('2026-03-09T11:00:00.000Z');
  });

  it('only the chosen days; in UTC and a zone east of Greenwich; none chosen is null', () => {
    const weekdays = { time: '06:00', days: WEEKDAYS.slice(0, 5) };
    // Friday 16 January 2026 after 06:00 → Monday 19th.
    expect(iso(nextDueMs(weekdays, 'UTC', Date.parse('2026-01-16T07:00:00Z')))).toBe('2026-01-19T06:00:00.000Z');
    // 06:00 in Tokyo (UTC+9) is 21:00 UTC the day before.
    expect(iso(nextDueMs(daily, 'Asia/Tokyo', Date.parse('2026-01-15T22:00:00Z')))).toBe('2026-01-16T21:00:00.000Z');
    expect(nextDueMs({ time: '06:00', days: [] }, CHI, 0)).toBeNull();
  });
});

describe('periodStartMs and dayCuts', () => {
  it('a day before the spring-forward 06:00 is 23 hours, a week 167, a month the same wall time', () => {
    const due = Date.parse('2026-03-08T11:00:00Z');
    expect((due - periodStartMs('day', due, CHI)) / 3_600_000).toBe(23);
    expect((due - periodStartMs('week', due, CHI)) / 3_600_000).toBe(167);
    expect(iso(periodStartMs('month', due, CHI))).toBe('2026-02-08T12:00:00.000Z');
    expect(iso(periodStartMs('quarter', due, CHI))).toBe('2025-12-08T12:00:00.000Z');
    expect(due - periodStartMs('hour', due, CHI)).toBe(3_600_000);
  });

  it('cuts a week at local midnights', () => {
    const due = Date.parse('2026-01-19T12:00:00Z');
    const cuts = dayCuts(periodStartMs('week', due, CHI), due, CHI);
    expect(cuts.map(iso)).toEqual([
      '2026-01-12T12:00:00.000Z',
      '2026-01-13T06:00:00.000Z',
      '2026-01-14T06:00:00.000Z',
      '2026-01-15T06:00:00.000Z',
      '2026-01-16T06:00:00.000Z',
      '2026-01-17T06:00:00.000Z',
      '2026-01-18T06:00:00.000Z',
      '2026-01-19T06:00:00.000Z',
      '2026-01-19T12:00:00.000Z',
    ]);
  });
});
