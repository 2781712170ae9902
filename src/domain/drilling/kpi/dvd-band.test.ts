/**
 * The multi-well DvD band against a hand-computed example. Quantiles are Hyndman & Fan (1996) type 7,
 * the method of numpy.percentile(..., method='linear') and Excel PERCENTILE.INC: for sorted x of n
 * values, q at position (n − 1)·q between closest ranks. numpy.percentile([2.5, 4.5, 5], [10, 50, 90])
 * = [2.9, 4.5, 4.9]; numpy.percentile([5, 7, 10], [10, 50, 90]) = [5.4, 7.0, 9.4].
 */
import { describe, expect, it } from 'vitest';
import { daysAtDepth, daysAtDepths, depthGrid, dvdBand, type DvdCurve } from './dvd-band';

const A: DvdCurve = { days: [0, 10], depthM: [0, 1000] };
const B: DvdCurve = { days: [0, 5, 20], depthM: [0, 1000, 2000] };
const C: DvdCurve = { days: [0, 4, 8], depthM: [0, 400, 1200] };

describe('days at depth (first passage)', () => {
  it('interpolates between the last point above and the first at or below the depth', () => {
    expect(daysAtDepth(A, 500)).toBeCloseTo(5, 12);
    expect(daysAtDepth(C, 500)).toBeCloseTo(4.5, 12); // 4 + (500 − 400) / (1200 − 400) · 4
    expect(daysAtDepth(C, 1000)).toBeCloseTo(7, 12);
  });
  it('takes the first time the depth was reached, not a later one after the record dropped', () => {
    const D: DvdCurve = { days: [0, 1, 2, 3], depthM: [0, 600, 400, 800] };
    expect(daysAtDepth(D, 500)).toBeCloseTo(500 / 600, 12);
    expect(daysAtDepth(D, 700)).toBeCloseTo(2.75, 12);
  });
  it('is null for a depth the well never reached, or passed before its record began', () => {
    expect(daysAtDepth(C, 1500)).toBeNull();
    expect(daysAtDepth({ days: [1.5, 2], depthM: [300, 400] }, 100)).toBeNull();
    expect(daysAtDepth({ days: [1.5, 2], depthM: [300, 400] }, 300)).toBe(1.5);
    expect(daysAtDepth({ days: [1.5, 2], depthM: [300, 400] }, 350)).toBeCloseTo(1.75, 12);
    expect(daysAtDepth({ days: [], depthM: [] }, 100)).toBeNull();
  });
});

describe('days at every depth of a grid in one pass', () => {
  it('equals daysAtDepth depth by depth, drops and gaps in the record included', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let k = 0; k < 20; k++) {
      const days: number[] = [];
      const depthM: number[] = [];
      let d = 100 + rnd() * 400;
      for (let i = 0; i < 200; i++) {
        days.push(i / 24);
        d += rnd() < 0.1 ? -rnd() * 30 : rnd() < 0.3 ? 0 : rnd() * 20;
        depthM.push(d);
      }
      const c = { days, depthM };
      const grid = depthGrid([c], 25);
      expect(daysAtDepths(c, grid)).toEqual(grid.map((g) => daysAtDepth(c, g)));
    }
  });
});

describe('P10 / P50 / P90 band', () => {
  it('matches the hand-computed quantiles of the wells that reached each depth', () => {
    expect(depthGrid([A, B, C], 500)).toEqual([500, 1000, 1500, 2000]);
    const b = dvdBand([A, B, C], 500);
    expect(b.depthM).toEqual([500, 1000, 1500, 2000]);
    expect(b.wells).toEqual([3, 3, 1, 1]);
    // 500 m: days 2.5 (B), 4.5 (C), 5 (A)
    expect(b.p10Days[0]).toBeCloseTo(2.9, 12);
    expect(b.p50Days[0]).toBeCloseTo(4.5, 12);
    expect(b.p90Days[0]).toBeCloseTo(4.9, 12);
    // 1000 m: days 5 (B), 7 (C), 10 (A)
    expect(b.p10Days[1]).toBeCloseTo(5.4, 12);
    expect(b.p50Days[1]).toBeCloseTo(7, 12);
    expect(b.p90Days[1]).toBeCloseTo(9.4, 12);
    // Only B went deeper: one well is not a spread.
    expect(b.p50Days.slice(2)).toEqual([null, null]);
  });
  it('P10 ≤ P50 ≤ P90 wherever there is a band', () => {
    const b = dvdBand([A, B, C, { days: [0, 3, 9], depthM: [0, 900, 1600] }], 100);
    for (let i = 0; i < b.depthM.length; i++) {
      if (b.p50Days[i] === null) continue;
      expect(b.p10Days[i]!).toBeLessThanOrEqual(b.p50Days[i]!);
      expect(b.p50Days[i]!).toBeLessThanOrEqual(b.p90Days[i]!);
    }
  });
});
