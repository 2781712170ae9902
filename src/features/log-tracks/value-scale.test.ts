import { describe, expect, it } from 'vitest';
import { canvasDash, clampThickness } from './dash-pattern';
import { DASH_STYLES } from '../../domain/constants/display';
import { normalizeScale, scaleGrid, toUnit } from './value-scale';

describe('value scales', () => {
  it('maps linearly and by decades', () => {
    expect(toUnit({ kind: 'linear', min: 0, max: 200 }, 50)).toBe(0.25);
    expect(toUnit({ kind: 'log', min: 0.2, max: 2000 }, 2)).toBeCloseTo(0.25, 12);
    expect(Number.isNaN(toUnit({ kind: 'log', min: 1, max: 100 }, 0))).toBe(true);
  });
  it('repairs bounds a log scale cannot use', () => {
    expect(normalizeScale({ kind: 'log', min: 0, max: 100 })).toEqual({ kind: 'log', min: 10, max: 100 });
    expect(normalizeScale({ kind: 'linear', min: 5, max: 5 })).toEqual({ kind: 'linear', min: 4, max: 6 });
  });
  it('grids with 1-2-5 steps and decades', () => {
    expect(scaleGrid({ kind: 'linear', min: 0, max: 25 }, 4).major).toEqual([0, 10, 20]);
    const log = scaleGrid({ kind: 'log', min: 0.2, max: 2000 });
    expect(log.major).toEqual([1, 10, 100, 1000]);
    expect(log.minor).toContain(0.3);
    expect(log.minor).toContain(900);
    expect(log.minor).not.toContain(2000);
  });
});

describe('line styles (spec 9.6)', () => {
  it('has a canvas dash for each of the 11 dash styles, scaled like plotly', () => {
    expect(DASH_STYLES).toHaveLength(11);
    for (const d of DASH_STYLES) expect(canvasDash(d.id, 2).every((x) => x > 0)).toBe(true);
    expect(canvasDash('solid', 5)).toEqual([]);
    expect(canvasDash('dash', 1)).toEqual([9, 9]);
    expect(canvasDash('dash', 5)).toEqual([15, 15]);
    expect(canvasDash('dashdotdot', 1)).toEqual([9, 3, 3, 3, 3, 3]);
  });
  it('keeps line thickness within 1–5 px', () => {
    expect([0, 1, 3.4, 5, 9].map(clampThickness)).toEqual([1, 1, 3, 5, 5]);
  });
});
