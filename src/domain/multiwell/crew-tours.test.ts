import { describe, expect, it } from 'vitest';
import { zoneOffsetS } from '../drilling/journal/reporting-days';
import { tourWindows } from './crew-tours';

describe('crew tours', () => {
  it('splits a span at 06:00 and 18:00 local (day_shift 6 h, UTC−6), every second in one tour', () => {
    // 2026-01-10 00:00 UTC = 2026-01-09 18:00 local: the night tour of the 9th runs until 06:00 local = 12:00 UTC.
    const from = Date.UTC(2026, 0, 10) / 1000;
    const to = from + 2 * 86_400;
    const w = tourWindows(from, to, 21_600, () => -6 * 3600);
    expect(w.map((x) => [x.tour, (x.fromS - from) / 3600, (x.toS - from) / 3600])).toEqual([
      ['night', 0, 12],
      ['day', 12, 24],
      ['night', 24, 36],
      ['day', 36, 48],
    ]);
    expect(w.reduce((s, x) => s + x.toS - x.fromS, 0)).toBe(to - from);
  });

  it('gives the night tour 11 h on the day the clocks go forward (America/Chicago, 8 March 2026)', () => {
    const tz = 'America/Chicago';
    // Reporting day of 7 March starts 06:00 CST = 12:00 UTC; the next starts 06:00 CDT on the 8th = 11:00 UTC.
    const from = Date.UTC(2026, 2, 7, 12) / 1000;
    const w = tourWindows(from, from + 23 * 3600, 21_600, (s) => zoneOffsetS(tz, s));
    expect(w.map((x) => [x.tour, (x.toS - x.fromS) / 3600])).toEqual([
      ['day', 12],
      ['night', 11],
    ]);
  });

  it('clips to the span and gives nothing for an empty one', () => {
    const from = Date.UTC(2026, 0, 10, 13) / 1000;
    const w = tourWindows(from, from + 3600, 21_600, () => 0);
    expect(w).toEqual([{ tour: 'day', fromS: from, toS: from + 3600 }]);
    expect(tourWindows(from, from, 21_600, () => 0)).toEqual([]);
  });
});
