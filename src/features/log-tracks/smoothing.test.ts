import { describe, expect, it } from 'vitest';
import { smooth } from './smoothing';

describe('smoothing (spec 9.6 SIMPLE / MEDIAN)', () => {
  it('SIMPLE is a centred moving average, shorter at the ends', () => {
    expect([...smooth([1, 2, 3, 4, 5], { type: 'SIMPLE', window: 3 })]).toEqual([1.5, 2, 3, 4, 4.5]);
  });
  it('MEDIAN removes a single spike that SIMPLE smears', () => {
    const spike = [10, 10, 100, 10, 10];
    expect([...smooth(spike, { type: 'MEDIAN', window: 3 })]).toEqual([10, 10, 10, 10, 10]);
    expect(smooth(spike, { type: 'SIMPLE', window: 3 })[1]).toBe(40);
  });
  it('keeps gaps as gaps and leaves them out of neighbours', () => {
    const out = smooth([1, Number.NaN, 3, 5], { type: 'SIMPLE', window: 3 });
    expect(out[0]).toBe(1);
    expect(Number.isNaN(out[1])).toBe(true);
    expect(out[2]).toBe(4);
    expect([...smooth([1, Number.NaN, 3, 5, 7], { type: 'MEDIAN', window: 5 })].map((x) => (Number.isNaN(x) ? null : x))).toEqual([2, null, 4, 5, 5]);
  });
});
