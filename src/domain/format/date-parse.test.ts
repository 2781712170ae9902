import { describe, expect, it } from 'vitest';
import { parseDateTime, parseIsoDateTime } from './date-parse';

describe('parseIsoDateTime', () => {
  it('reads offsets and fractions of a second', () => {
    expect(parseIsoDateTime('2024-03-05T14:07:09.5Z')).toBe(Date.UTC(2024, 2, 5, 14, 7, 9, 500));
    expect(parseIsoDateTime('2024-03-05T14:07:09-0600')).toBe(Date.UTC(2024, 2, 5, 20, 7, 9));
  });
  it('rejects impossible dates', () => {
    expect(parseIsoDateTime('2023-02-29')).toBeNull();
    expect(parseIsoDateTime('2024-03-05T24:30')).toBeNull();
  });
});

describe('parseDateTime reads what users type, in their zone', () => {
  it('YYYY-MM-DD HH:mm:ss in UTC', () => {
    expect(parseDateTime('2024-03-05 14:07:09')).toBe(Date.UTC(2024, 2, 5, 14, 7, 9));
  });
  it('US date with 12-hour time', () => {
    expect(parseDateTime('03/05/2024 02:07 PM')).toBe(Date.UTC(2024, 2, 5, 14, 7));
    expect(parseDateTime('03/05/2024 12:15 am')).toBe(Date.UTC(2024, 2, 5, 0, 15));
  });
  it('in an IANA zone', () => {
    expect(parseDateTime('2024-03-05 08:07:09', { timeZone: 'America/Chicago' })).toBe(Date.UTC(2024, 2, 5, 14, 7, 9));
  });
  it('a time skipped by DST moves forward; a repeated one takes the first', () => {
    // 2024-03-10 02:30 does not exist in Chicago: it reads as 03:30 CDT (08:30Z).
    expect(parseDateTime('2024-03-10 02:30', { timeZone: 'America/Chicago' })).toBe(Date.UTC(2024, 2, 10, 8, 30));
    // 2024-10-27 02:30 happens twice in Berlin: first at CEST (00:30Z).
    expect(parseDateTime('2024-10-27 02:30', { timeZone: 'Europe/Berlin' })).toBe(Date.UTC(2024, 9, 27, 0, 30));
  });
  it.each(['', 'tomorrow', '2024-13-01', '02/30/2024', '2024-03-05 13:00 PM', '2024-03-05 25:00'])('rejects %j', (t) => {
    expect(parseDateTime(t)).toBeNull();
  });
});
