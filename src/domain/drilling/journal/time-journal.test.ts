import { describe, expect, it } from 'vitest';
import { Activity } from '../activities';
import { reportingDayAt, reportingDays, zoneOffsetS } from './reporting-days';
import { timeJournal, type ManualEntry } from './time-journal';
import { nptByType, nptS } from './troubles';

const utc = (iso: string) => Date.parse(iso) / 1000;
const CHICAGO = 'America/Chicago';

describe('reporting days across daylight-saving changes (day shift 06:00, spec 9.7)', () => {
  // US law: clocks go forward at 02:00 on the second Sunday of March (2026-03-08) and back at
  // 02:00 on the first Sunday of November (2026-11-01). 06:00 CST is 12:00 UTC, 06:00 CDT 11:00 UTC.
  it('the day of the spring change lasts 23 h and starts at 06:00 local on both sides', () => {
    const days = reportingDays(utc('2026-03-06T12:00:00Z'), utc('2026-03-09T11:00:00Z'), CHICAGO);
    expect(days.map((d) => d.date)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08']);
    expect(days.map((d) => d.startS)).toEqual([utc('2026-03-06T12:00:00Z'), utc('2026-03-07T12:00:00Z'), utc('2026-03-08T11:00:00Z')]);
    expect(days.map((d) => (d.endS - d.startS) / 3600)).toEqual([24, 23, 24]);
  });

  it('the day of the autumn change lasts 25 h', () => {
    const d = reportingDayAt(utc('2026-11-01T07:30:00Z'), CHICAGO);
    expect(d).toEqual({ date: '2026-10-31', startS: utc('2026-10-31T11:00:00Z'), endS: utc('2026-11-01T12:00:00Z') });
  });

  it('02:00 local before the shift belongs to the previous day; 06:00 sharp starts the new one', () => {
    expect(reportingDayAt(utc('2026-03-08T08:00:00Z'), CHICAGO).date).toBe('2026-03-07');
    expect(reportingDayAt(utc('2026-03-08T11:00:00Z'), CHICAGO).date).toBe('2026-03-08');
    expect(reportingDayAt(utc('2026-03-08T10:59:59Z'), CHICAGO).date).toBe('2026-03-07');
  });

  it('other day shifts and zones east of Greenwich', () => {
    expect(reportingDayAt(utc('2026-03-29T05:00:00Z'), 'Europe/London', 7 * 3600)).toEqual({
      date: '2026-03-28',
      startS: utc('2026-03-28T07:00:00Z'),
      endS: utc('2026-03-29T06:00:00Z'),
    });
    expect(zoneOffsetS('Asia/Kolkata', utc('2026-01-01T00:00:00Z'))).toBe(5.5 * 3600);
    expect(zoneOffsetS('Not/AZone', 0)).toBe(0);
  });
});

const iv = (startS: number, endS: number, code: number, holeFromM: number, holeToM = holeFromM) => ({ startS, endS, code, holeFromM, holeToM });

describe('time journal', () => {
  const day0 = utc('2026-03-07T12:00:00Z');
  const days = reportingDays(day0, utc('2026-03-09T11:00:00Z'), CHICAGO);
  const H = 3600;
  // Drilling stands with connections, a 2 h NPT hold, a trip out across the DST day boundary.
  const intervals = [
    iv(day0, day0 + 1800, Activity.ROTARY_DRILLING, 3000, 3020),
    iv(day0 + 1800, day0 + 2100, Activity.CONNECTION, 3020),
    iv(day0 + 2100, day0 + 2400, Activity.CIRCULATING, 3020),
    iv(day0 + 2400, day0 + 4200, Activity.SLIDE_DRILLING, 3020, 3030),
    iv(day0 + 4200, day0 + 4200 + 2 * H, Activity.OTHER, 3030),
    iv(day0 + 4200 + 2 * H, day0 + 24 * H, Activity.ROTARY_DRILLING, 3030, 3400),
    iv(day0 + 24 * H, day0 + 30 * H, Activity.TRIP_OUT, 3400),
  ];
  const troubles = [
    { type: 'STUCK_PIPE', startS: day0 + 4200, endS: day0 + 4200 + 2 * H },
    { type: 'RIG_EQUIPMENT', startS: day0 + 22 * H, endS: day0 + 25 * H },
  ];

  it('folds connections and short circulation into the drilling entry; long holds stand alone', () => {
    const j = timeJournal({ days, intervals, manual: [], troubles });
    expect(j.days[0].hours).toBe(23);
    const acts = j.days[0].rows.map((r) => [r.activity, r.durationS]);
    expect(acts).toEqual([
      ['DRILLING', 4200],
      ['OTHER', 2 * H],
      ['DRILLING', 23 * H - 4200 - 2 * H],
    ]);
    // day 0 holds 23 h (spring change): the last 1 h of the 24 h drilling interval is next day's
    expect(j.days[1].rows[0]).toMatchObject({ activity: 'DRILLING', durationS: H, mode: 'auto' });
    expect(j.days[1].rows[0].holeFromM).toBeCloseTo(3030 + 370 * ((23 * H - 4200 - 2 * H) / (24 * H - 4200 - 2 * H)), 6);
    expect(j.days[0].rows.every((r) => r.durationS > 0)).toBe(true);
  });

  it('NPT of the days adds up to the sum of the trouble durations', () => {
    const j = timeJournal({ days, intervals, manual: [], troubles });
    expect(j.days.map((d) => d.nptS)).toEqual([2 * H + H, 2 * H]);
    expect(j.nptS).toBe(nptS(troubles));
    expect(j.nptS).toBe(5 * H);
    expect(nptByType(troubles)).toEqual([
      { type: 'RIG_EQUIPMENT', count: 1, nptS: 3 * H },
      { type: 'STUCK_PIPE', count: 1, nptS: 2 * H },
    ]);
  });

  it('a manual correction overrides the auto seconds it covers and is marked', () => {
    const m: ManualEntry = {
      id: 'm1',
      startS: day0 + 4200,
      endS: day0 + 4200 + H,
      activity: 'RIG_SERVICE',
      comment: 'Top drive service',
      holeFromM: 3030,
      holeToM: 3030,
      correction: true,
    };
    const j = timeJournal({ days, intervals, manual: [m], troubles });
    const rows = j.days[0].rows;
    expect(rows.map((r) => [r.activity, r.mode, r.durationS])).toEqual([
      ['DRILLING', 'auto', 4200],
      ['RIG_SERVICE', 'manual', H],
      ['OTHER', 'auto', H],
      ['DRILLING', 'auto', 23 * H - 4200 - 2 * H],
    ]);
    expect(rows[1]).toMatchObject({ id: 'm1', correction: true, comment: 'Top drive service' });
    // the day still holds exactly its 23 hours
    expect(rows.reduce((s, r) => s + r.durationS, 0)).toBe(23 * H);
  });
});
