import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe("formatDuration 'Xh Ym Zs'", () => {
  it('shows all parts', () => expect(formatDuration(3725)).toBe('1h 2m 5s'));
  it('omits hours when zero', () => expect(formatDuration(125)).toBe('2m 5s'));
  it('omits minutes when zero', () => expect(formatDuration(3605)).toBe('1h 5s'));
  it('seconds are optional', () => {
    expect(formatDuration(3725, { seconds: false })).toBe('1h 2m');
    expect(formatDuration(7200, { seconds: false })).toBe('2h');
  });
  it('rounds to the smallest unit shown', () => {
    expect(formatDuration(3580, { seconds: false })).toBe('1h');
    expect(formatDuration(59.6)).toBe('1m');
  });
  it('hours run past a day', () => expect(formatDuration(90000)).toBe('25h'));
  it('zero and negative durations', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(20, { seconds: false })).toBe('0m');
    expect(formatDuration(-90)).toBe('-1m 30s');
  });
  it('empty values show the empty sign', () => {
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration('NaN')).toBe('-');
  });
});
