import { describe, expect, it } from 'vitest';
import { kpiDistribution, niceEdges, niceStep } from './kpi-distribution';

describe('kpi distribution', () => {
  it('percentiles as Excel PERCENTILE.INC (hand-checked)', () => {
    // 10..50: rank (5-1)*0.1 = 0.4 → 10 + 0.4*10 = 14; P50 = 30; rank 3.6 → 40 + 0.6*10 = 46.
    const d = kpiDistribution([10, 20, 30, 40, 50].map((v, i) => ({ label: `W${i}`, value: v })));
    expect(d.p10).toBeCloseTo(14, 10);
    expect(d.p50).toBeCloseTo(30, 10);
    expect(d.p90).toBeCloseTo(46, 10);
    expect(d.mean).toBe(30);
    // 1..10: P10 rank 0.9 → 1.9; P50 rank 4.5 → 5.5; P90 rank 8.1 → 9.1. Order of input does not matter.
    const e = kpiDistribution([7, 3, 10, 1, 5, 2, 9, 4, 8, 6].map((v) => ({ label: String(v), value: v })));
    expect([e.p10, e.p50, e.p90].map((x) => Number(x!.toFixed(6)))).toEqual([1.9, 5.5, 9.1]);
  });

  it('items without a value are listed, not counted as zero', () => {
    const d = kpiDistribution([
      { label: 'Stage 1', value: 100 },
      { label: 'Stage 2', value: null },
      { label: 'Stage 3', value: 300 },
    ]);
    expect(d.count).toBe(2);
    expect(d.without).toEqual(['Stage 2']);
    expect(d.p50).toBe(200);
  });

  it('nice buckets: widths 1/2/2.5/5 × 10^k, the maximum inside the last bucket', () => {
    expect(niceStep(40, 5)).toBe(10);
    expect(niceStep(23, 10)).toBe(2.5);
    expect(niceStep(0.7, 10)).toBeCloseTo(0.1, 12);
    expect(niceStep(1234, 10)).toBe(200);
    expect(niceEdges([10, 20, 30, 40, 50], 5)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(niceEdges([0.12, 0.31, 0.77], 10)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]);
    const d = kpiDistribution(
      [10, 20, 30, 40, 50].map((v) => ({ label: String(v), value: v })),
      5,
    );
    expect(d.histogram.counts).toEqual([1, 1, 1, 1, 1]);
    // One value: one bucket holding it.
    const one = kpiDistribution([{ label: 'a', value: 42 }]);
    expect(one.histogram.counts.reduce((s, c) => s + c, 0)).toBe(1);
    expect(one.p10).toBe(42);
  });

  it('empty: nulls, no buckets', () => {
    const d = kpiDistribution([]);
    expect(d).toMatchObject({ count: 0, p50: null, mean: null, histogram: { counts: [] } });
  });
});
