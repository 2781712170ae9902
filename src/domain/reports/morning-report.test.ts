import { describe, expect, it } from 'vitest';
import { morningFileName, morningReportDay } from './morning-report';

const at = (iso: string) => Date.parse(iso) / 1000;
const SHIFT_06 = 21_600;

describe('morningReportDay', () => {
  it('at 07:00 local is yesterday 06:00 to today 06:00 (America/Chicago, CST = UTC−6)', () => {
    const d = morningReportDay(at('2026-01-15T13:00:00Z'), 'America/Chicago', SHIFT_06);
    expect(d).toEqual({ date: '2026-01-14', startS: at('2026-01-14T12:00:00Z'), endS: at('2026-01-15T12:00:00Z') });
  });

  it('exactly at the boundary is the day that just ended', () => {
    const d = morningReportDay(at('2026-01-15T12:00:00Z'), 'America/Chicago', SHIFT_06);
    expect(d.date).toBe('2026-01-14');
    expect(d.endS).toBe(at('2026-01-15T12:00:00Z'));
  });

  it('just before the boundary is the day before', () => {
    const d = morningReportDay(at('2026-01-15T11:59:59Z'), 'America/Chicago', SHIFT_06);
    expect(d.date).toBe('2026-01-13');
  });

  it('the day holding the spring change lasts 23 h (clocks forward 2026-03-08 02:00 in Chicago)', () => {
    const d = morningReportDay(at('2026-03-08T12:00:00Z'), 'America/Chicago', SHIFT_06);
    expect(d.date).toBe('2026-03-07');
    expect(d.startS).toBe(at('2026-03-07T12:00:00Z'));
    expect(d.endS - d.startS).toBe(23 * 3600);
  });

  it('a midnight shift in UTC is the calendar day', () => {
    expect(morningReportDay(at('2026-05-02T00:30:00Z'), 'UTC', 0)).toEqual({
      date: '2026-05-01',
      startS: at('2026-05-01T00:00:00Z'),
      endS: at('2026-05-02T00:00:00Z'),
    });
  });
});

describe('morningFileName', () => {
  it('keeps letters, digits, dot, dash and underscore', () => {
    expect(morningFileName('Red Hawk 2H / pad A', '2026-01-14')).toBe('morning-report-Red_Hawk_2H_pad_A-2026-01-14.pdf');
  });
});
