import { describe, expect, it } from 'vitest';
import { negotiateHeartbeat } from './heart-beat';

describe('negotiateHeartbeat', () => {
  it('uses the larger of the two intervals in each direction', () => {
    expect(negotiateHeartbeat('4000,20000', 10000)).toEqual({ header: '10000,10000', sendEveryMs: 20000, expectEveryMs: 10000 });
  });

  it('turns a direction off when either side says 0', () => {
    expect(negotiateHeartbeat('0,5000', 10000)).toMatchObject({ sendEveryMs: 10000, expectEveryMs: 0 });
    expect(negotiateHeartbeat('5000,0', 10000)).toMatchObject({ sendEveryMs: 0, expectEveryMs: 10000 });
    expect(negotiateHeartbeat(undefined, 10000)).toMatchObject({ sendEveryMs: 0, expectEveryMs: 0 });
    expect(negotiateHeartbeat('5000,5000', 0)).toEqual({ header: '0,0', sendEveryMs: 0, expectEveryMs: 0 });
  });

  it('rejects a malformed header', () => {
    expect(() => negotiateHeartbeat('10000', 10000)).toThrow(/heart-beat/);
    expect(() => negotiateHeartbeat('-1,5', 10000)).toThrow(/heart-beat/);
  });
});
