import { describe, expect, it } from 'vitest';
import { HOLD_MAX_S } from '../timeseries/import/commit-import';
import { MAX_FILL_S, SecondsBuilder } from './seconds-builder';

describe('feed samples to 1 Hz seconds', () => {
  it('holds a sample until the next, at most HOLD_MAX_S, and drops repeats', () => {
    const b = new SecondsBuilder();
    const a = b.take({ timeS: 1000.4, values: { bitDepthM: 10 } })!;
    expect([a.startS, a.n, a.restart, a.channels.bitDepthM[0]]).toEqual([1000, 1, true, 10]);
    // Detection's channels are always there (NaN when the feed has none).
    expect(Number.isNaN(a.channels.hookloadT[0])).toBe(true);
    const c = b.take({ timeS: 1003, values: { bitDepthM: 11 } })!;
    expect([c.startS, c.n, c.restart]).toEqual([1001, 3, false]);
    expect(Array.from(c.channels.bitDepthM)).toEqual([10, 10, 11]);
    expect(b.take({ timeS: 1003.9, values: { bitDepthM: 99 } })).toBeNull();
    expect(b.take({ timeS: 990, values: { bitDepthM: 99 } })).toBeNull();
    const far = b.take({ timeS: 1003 + HOLD_MAX_S + 5, values: { hookloadT: 50 } })!;
    expect(far.n).toBe(HOLD_MAX_S + 5);
    expect(far.channels.bitDepthM[HOLD_MAX_S - 2]).toBe(11);
    expect(Number.isNaN(far.channels.bitDepthM[HOLD_MAX_S - 1])).toBe(true);
    expect(far.channels.hookloadT[far.n - 1]).toBe(50);
  });

  it('continues from a saved state and starts afresh after a silence too long to fill', () => {
    const b = new SecondsBuilder();
    b.take({ timeS: 100, values: { rpm: 60 } });
    const resumed = new SecondsBuilder(JSON.parse(JSON.stringify(b.getState())));
    expect(resumed.take({ timeS: 100, values: { rpm: 1 } })).toBeNull();
    expect(Array.from(resumed.take({ timeS: 102, values: { rpm: 70 } })!.channels.rpm)).toEqual([60, 70]);
    const late = resumed.take({ timeS: 102 + MAX_FILL_S + 1, values: { rpm: 80 } })!;
    expect([late.n, late.restart]).toEqual([1, true]);
  });
});
