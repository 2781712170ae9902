import { describe, expect, it } from 'vitest';
import { formatDayRange } from './day-range';

const NOW = Date.UTC(2026, 10, 29, 10, 0); // 29 Nov 2026

describe('a report header day range (spec 9.8 display date)', () => {
  it('within the current year: days and months only', () => expect(formatDayRange(Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 15), NOW)).toBe('01 Mar – 15 Apr'));
  it('to now from this year: no year', () => expect(formatDayRange(Date.UTC(2026, 10, 1), null, NOW)).toBe('01 Nov – now'));
  it('to now from last year: the year on the start', () => expect(formatDayRange(Date.UTC(2025, 10, 30), null, NOW)).toBe('30 Nov, 2025 – now'));
  it('a multi-year range: the year on both ends', () =>
    expect(formatDayRange(Date.UTC(2024, 7, 21), Date.UTC(2026, 0, 3), NOW)).toBe('21 Aug, 2024 – 03 Jan, 2026'));
  it('a range wholly in an earlier year: with its year', () =>
    expect(formatDayRange(Date.UTC(2024, 7, 21), Date.UTC(2024, 8, 18), NOW)).toBe('21 Aug, 2024 – 18 Sep, 2024'));
  it('the year is the zone’s: 31 Dec 23:30 UTC is already next year in Berlin', () =>
    expect(formatDayRange(Date.UTC(2025, 11, 31, 23, 30), null, NOW, { timeZone: 'Europe/Berlin' })).toBe('01 Jan – now'));
});
