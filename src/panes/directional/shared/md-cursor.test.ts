import { describe, expect, it } from 'vitest';
import { nearestIndexByMd, valuesAtMd } from './md-cursor';

const rows = [
  { md: 0, tvd: 0 },
  { md: 30, tvd: 30 },
  { md: 60, tvd: 59 },
  { md: 90, tvd: 87 },
];

describe('MD cursor', () => {
  it('finds the nearest row', () => {
    expect(nearestIndexByMd(rows, 44, (r) => r.md)).toBe(1);
    expect(nearestIndexByMd(rows, 46, (r) => r.md)).toBe(2);
    expect(nearestIndexByMd(rows, -10, (r) => r.md)).toBe(0);
    expect(nearestIndexByMd(rows, 1000, (r) => r.md)).toBe(3);
    expect(nearestIndexByMd(rows, null, (r) => r.md)).toBeNull();
    expect(nearestIndexByMd([], 10, (r: { md: number }) => r.md)).toBeNull();
  });

  it('interpolates a position inside the rows, nothing outside', () => {
    expect(valuesAtMd(rows, 75, ['tvd'])!.tvd).toBeCloseTo(73, 9);
    expect(valuesAtMd(rows, 90, ['tvd'])!.tvd).toBe(87);
    expect(valuesAtMd(rows, 0, ['tvd'])!.tvd).toBe(0);
    expect(valuesAtMd(rows, 91, ['tvd'])).toBeNull();
  });
});
