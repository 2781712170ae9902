import { describe, expect, it } from 'vitest';
import { fromMetres, ftToM, mToFt, ratePer30mFrom, ratePer30mIn, rateCourseM, toMetres } from './units';

describe('units', () => {
  it('converts with the international foot', () => {
    expect(ftToM(12500)).toBeCloseTo(3810, 10); // ISCWSA #2 TD, listed as 3810 m in the Corva file
    expect(mToFt(3810)).toBeCloseTo(12500, 10);
    expect(toMetres(100, 'ft')).toBeCloseTo(30.48, 12);
    expect(fromMetres(30.48, 'ft')).toBeCloseTo(100, 12);
    expect(toMetres(7, 'm')).toBe(7);
  });

  it('expresses rates per 30 m or per 100 ft (30.48 m)', () => {
    expect(rateCourseM('ft')).toBeCloseTo(30.48, 12);
    expect(ratePer30mIn(3, 'ft')).toBeCloseTo(3.048, 12);
    expect(ratePer30mIn(3, 'm')).toBe(3);
    expect(ratePer30mFrom(3.048, 'ft')).toBeCloseTo(3, 12);
  });
});
