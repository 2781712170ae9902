import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  formatPattern,
  formatTime,
  formatTime12h,
  formatUsDate,
  toEpochMs,
} from './date-time';

// 2024-03-05 14:07:09.123 UTC, a Tuesday
const T = Date.UTC(2024, 2, 5, 14, 7, 9, 123);

describe('spec date and time formats (in UTC by default, whatever the machine zone)', () => {
  it('date YYYY-MM-DD', () => expect(formatDate(T)).toBe('2024-03-05'));
  it('time HH:mm:ss', () => expect(formatTime(T)).toBe('14:07:09'));
  it('US date MM/DD/YYYY', () => expect(formatUsDate(T)).toBe('03/05/2024'));
  it('12-hour time hh:mm A', () => {
    expect(formatTime12h(T)).toBe('02:07 PM');
    expect(formatTime12h(Date.UTC(2024, 0, 1, 0, 30))).toBe('12:30 AM');
    expect(formatTime12h(Date.UTC(2024, 0, 1, 12, 0))).toBe('12:00 PM');
  });
  it('datetime YYYY-MM-DD HH:mm:ss', () => expect(formatDateTime(T)).toBe('2024-03-05 14:07:09'));
  it("display date 'DD MMM, YYYY'", () => expect(formatDisplayDate(T)).toBe('05 Mar, 2024'));
});

describe('display time follows the is24hr setting', () => {
  it('24-hour users see HH:mm', () => {
    expect(formatDisplayTime(T, { is24hr: true })).toBe('14:07');
    expect(formatDisplayDateTime(T, { is24hr: true })).toBe('05 Mar, 2024 14:07');
  });
  it('12-hour users see hh:mm A', () => {
    expect(formatDisplayTime(T, { is24hr: false })).toBe('02:07 PM');
    expect(formatDisplayDateTime(T, { is24hr: false })).toBe('05 Mar, 2024 02:07 PM');
  });
});

describe('time zones are explicit', () => {
  it('a fixed offset shifts the wall clock', () => {
    expect(formatDateTime(T, { timeZone: '+05:30' })).toBe('2024-03-05 19:37:09');
    expect(formatDateTime(T, { timeZone: '-10:00' })).toBe('2024-03-05 04:07:09');
  });
  it('an IANA zone applies its offset at that instant, DST included', () => {
    expect(formatDateTime(T, { timeZone: 'America/Chicago' })).toBe('2024-03-05 08:07:09'); // CST, −6
    expect(formatDateTime(Date.UTC(2024, 6, 1, 12), { timeZone: 'America/Chicago' })).toBe('2024-07-01 07:00:00'); // CDT, −5
    expect(formatDate(Date.UTC(2024, 2, 5, 22), { timeZone: 'Asia/Dubai' })).toBe('2024-03-06');
  });
  it('an unknown zone is a programming error', () => {
    expect(() => formatDate(T, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('inputs', () => {
  it('takes epoch ms, Date and ISO strings', () => {
    expect(formatDateTime(new Date(T))).toBe('2024-03-05 14:07:09');
    expect(formatDateTime('2024-03-05T14:07:09Z')).toBe('2024-03-05 14:07:09');
    expect(formatDateTime('2024-03-05T16:07:09+02:00')).toBe('2024-03-05 14:07:09');
  });
  it('an ISO string without an offset is UTC', () => {
    expect(toEpochMs('2024-03-05T14:07:09')).toBe(Date.UTC(2024, 2, 5, 14, 7, 9));
    expect(toEpochMs('2024-03-05 14:07')).toBe(Date.UTC(2024, 2, 5, 14, 7));
    expect(toEpochMs('2024-03-05')).toBe(Date.UTC(2024, 2, 5));
  });
  it.each([null, undefined, NaN, 'yesterday', '2024-02-30', new Date(NaN)])('shows the empty sign for %s', (v) => {
    expect(formatDate(v as never)).toBe('-');
  });
});

describe('formatPattern', () => {
  it('keeps bracketed literals and prints milliseconds', () => {
    expect(formatPattern(T, '[Day] DD [at] HH:mm:ss.SSS')).toBe('Day 05 at 14:07:09.123');
  });
});
