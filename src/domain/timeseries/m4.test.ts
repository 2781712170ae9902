import { describe, expect, it } from 'vitest';
import { chunksCovering, levelFor, LEVEL_BUCKET_S } from './levels';
import { aggregateM4 } from './m4';

const raw = (startS: number, xs: number[]) => ({ startS, bucketS: 1, min: xs, max: xs, first: xs, last: xs });

describe('M4 aggregation', () => {
  it('keeps a one-second spike inside a wide bucket', () => {
    const xs = Array.from({ length: 600 }, () => 10);
    xs[311] = 250;
    const r = aggregateM4([raw(1000, xs)], 1000, 300, 2);
    expect(r.max).toEqual([10, 250]);
    expect(r.min).toEqual([10, 10]);
    expect(r.first).toEqual([10, 10]);
  });

  it('takes first and last by time across several sources and leaves gaps empty', () => {
    const r = aggregateM4([raw(20, [7, 8]), raw(10, [1, 2, NaN])], 10, 10, 3);
    expect(r.first).toEqual([1, 7, null]);
    expect(r.last).toEqual([2, 8, null]);
    expect(r.min[2]).toBeNull();
  });
});

describe('levels of detail', () => {
  it('picks the coarsest level no wider than the target bucket', () => {
    expect(levelFor(0.5)).toBe(0);
    expect(levelFor(7.2)).toBe(0);
    expect(levelFor(172.8)).toBe(1);
    expect(LEVEL_BUCKET_S[levelFor(5184)]).toBe(3600);
  });

  it('reads a bounded number of chunks for 1 hour, 1 day and 30 days at 500 buckets', () => {
    for (const windowS of [3600, 86400, 30 * 86400]) {
      const level = levelFor(windowS / 500);
      expect(chunksCovering(level, 1_700_000_123, 1_700_000_123 + windowS).length).toBeLessThanOrEqual(3);
    }
    // the worst case sits just under the first M4 level: about 4 hours of raw seconds
    const worst = 30 * 500 - 1;
    expect(chunksCovering(levelFor(worst / 500), 1_700_000_123, 1_700_000_123 + worst).length).toBeLessThanOrEqual(6);
  });
});
