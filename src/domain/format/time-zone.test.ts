import { describe, expect, it } from 'vitest';
import { wallClockToEpochMs, zoneOffsetMs } from './time-zone';

describe('zoneOffsetMs', () => {
  it('UTC and fixed offsets', () => {
    expect(zoneOffsetMs(0, 'UTC')).toBe(0);
    expect(zoneOffsetMs(0, '+05:30')).toBe(5.5 * 3_600_000);
    expect(zoneOffsetMs(0, '-0300')).toBe(-3 * 3_600_000);
  });
  it('IANA zones change offset with DST', () => {
    expect(zoneOffsetMs(Date.UTC(2024, 0, 15), 'America/Chicago')).toBe(-6 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2024, 6, 15), 'America/Chicago')).toBe(-5 * 3_600_000);
  });
  it('an instant with milliseconds keeps a whole-minute offset', () => {
    expect(zoneOffsetMs(Date.UTC(2024, 6, 15, 1, 2, 3, 999), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });
});

describe('wallClockToEpochMs', () => {
  it('is the inverse of the offset outside transitions', () => {
    expect(wallClockToEpochMs(Date.UTC(2024, 6, 15, 7), 'America/Chicago')).toBe(Date.UTC(2024, 6, 15, 12));
  });
});
