import { describe, expect, it } from 'vitest';
import { canonicalUnit, depthsToMetres, isKnownUnit, M_PER_FT, toDegrees, toMetres, unitKind } from './units';

describe('unit spellings and conversions', () => {
  it('recognises the length spellings of real headers', () => {
    for (const u of ['M', 'm', 'meters', 'METRES', 'metre']) expect(canonicalUnit(u)).toBe('m');
    for (const u of ['F', 'FT', 'ft', 'FEET', 'foot']) expect(canonicalUnit(u)).toBe('ft');
    expect(canonicalUnit('S')).toBe('s');
    expect(canonicalUnit('dega')).toBe('deg');
    expect(canonicalUnit('unitless')).toBe('');
    expect(canonicalUnit('kkgf')).toBe('kkgf');
  });

  it('feet to metres with the international foot, US survey feet apart', () => {
    expect(toMetres(8481, 'F')).toBeCloseTo(2585.0088, 9);
    expect(toMetres(100, 'FEET')).toBeCloseTo(30.48, 12);
    expect(toMetres(1, 'usft')).toBeCloseTo(1200 / 3937, 15);
    expect([...depthsToMetres([0, 1000], 'ft')]).toEqual([0, 1000 * M_PER_FT]);
    expect(() => toMetres(1, 'psi')).toThrow(/not a length unit/);
  });

  it('angles: radians and dega to degrees, no unit read as degrees', () => {
    expect(toDegrees(Math.PI, 'rad')).toBeCloseTo(180, 12);
    expect(toDegrees(45, 'dega')).toBe(45);
    expect(toDegrees(12, '')).toBe(12);
  });

  it('classifies units and knows drilling unit spellings', () => {
    expect(unitKind('ms')).toBe('time');
    expect(unitKind('DateTime')).toBe('datetime');
    expect(unitKind('rad')).toBe('angle');
    expect(unitKind('Euc')).toBe('none');
    for (const u of ['kkgf', 'kPa', 'kN.m', 'L/min', 'g/cm3', 'gAPI', '%', 'ppm', 'm/h', 'c/s', 'galUS/min']) expect(isKnownUnit(u), u).toBe(true);
    for (const w of ['Depth', 'Bit', 'Wellbore', '']) expect(isKnownUnit(w), w).toBe(false);
  });
});
