import { describe, expect, it } from 'vitest';
import { m4Polyline } from './m4-polyline';

describe('m4Polyline', () => {
  it('draws first, min, max, last across a rising bucket and keeps the spike', () => {
    const p = m4Polyline({ t: [100, 130], min: [1, 2], max: [9, 2], first: [2, 2], last: [3, 2] }, 30, 100);
    expect(p.y).toEqual([2, 1, 9, 3, 2]); // a flat bucket is one point
    expect(p.x[0]).toBe(0);
    expect(p.x[4]).toBe(30);
    expect(Math.max(...(p.y as number[]))).toBe(9);
  });

  it('draws max before min in a falling bucket, one point per raw second, one null per gap', () => {
    expect(m4Polyline({ t: [0], min: [1], max: [9], first: [8], last: [2] }, 30, 0).y).toEqual([8, 9, 1, 2]);
    const raw = m4Polyline(
      { t: [10, 11, 12, 13], min: [5, null, null, 6], max: [5, null, null, 6], first: [5, null, null, 6], last: [5, null, null, 6] },
      1,
      10,
    );
    expect(raw).toEqual({ x: [0, 1, 3], y: [5, null, 6] });
  });
});
