import { describe, expect, it } from 'vitest';
import { worstOffsets } from './ac-alert';
import type { Firing } from './types';

const firing = (key: string, sf: number): Firing => ({ conditionKey: key, message: key, value: sf, threshold: 1.5, unit: 'SF', depthM: 1000, timeS: 0 });

describe('Top-N of the AC alert', () => {
  const all = [firing('a', 1.2), firing('b', 0.8), firing('c', 1.4), firing('d', 0.95)];

  it('keeps the N offsets of lowest separation factor', () => {
    expect(worstOffsets(all, 3).map((f) => f.conditionKey)).toEqual(['b', 'd', 'a']);
  });

  it('keeps every offset without a Top-N, and all of them when fewer than N are under the threshold', () => {
    expect(worstOffsets(all, null)).toHaveLength(4);
    expect(worstOffsets(all.slice(0, 2), 5).map((f) => f.conditionKey)).toEqual(['b', 'a']);
  });
});
