import { describe, expect, it } from 'vitest';
import { elapsedToEpochMs, parseHeaderDateTime, parseIsoTime } from './time-index';

describe('time index to epoch ms', () => {
  it('ISO 8601 with Z, offsets, fractions, and the end-of-day hour 24', () => {
    expect(parseIsoTime('2016-10-07T05:23:24.000Z')).toEqual({ ms: Date.UTC(2016, 9, 7, 5, 23, 24), zoned: true });
    expect(parseIsoTime('2018-01-23T08:18:18.731-06:00')?.ms).toBe(Date.UTC(2018, 0, 23, 14, 18, 18, 731));
    expect(parseIsoTime('2023-05-23T11:14:43.4618214Z')?.ms).toBe(Date.UTC(2023, 4, 23, 11, 14, 43, 462));
    expect(parseIsoTime('2006-06-06T24:00:00.000Z')?.ms).toBe(Date.UTC(2006, 5, 7));
    expect(parseIsoTime('2024-03-01 06:00:00')).toEqual({ ms: Date.UTC(2024, 2, 1, 6), zoned: false });
    expect(parseIsoTime('2024-13-01T00:00:00Z')).toBeUndefined();
    expect(parseIsoTime('yesterday')).toBeUndefined();
  });

  it('clock-time headers of logging software', () => {
    expect(parseHeaderDateTime('04:09:47 07-May-20')).toBe(Date.UTC(2020, 4, 7, 4, 9, 47));
    expect(parseHeaderDateTime('2019/04/07 19:11')).toBe(Date.UTC(2019, 3, 7, 19, 11));
    expect(parseHeaderDateTime('13/12/1986')).toBe(Date.UTC(1986, 11, 13));
    expect(parseHeaderDateTime('13-DEC-86')).toBe(Date.UTC(1986, 11, 13));
    expect(parseHeaderDateTime('0.0000')).toBeUndefined();
  });

  it('elapsed seconds from a start, exact to the millisecond', () => {
    const start = Date.UTC(2024, 0, 1);
    expect([...elapsedToEpochMs([0, 1.1, 2.8], start)]).toEqual([start, start + 1100, start + 2800]);
    expect([...elapsedToEpochMs([0, 2], start, 60)]).toEqual([start, start + 120_000]);
  });
});
