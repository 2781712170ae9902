import { describe, expect, it } from 'vitest';
import { formatDecimals, formatNumber, formatQuantity, roundTo } from './number';

// The live well showed "Bit depth NaN.0 m": a bit at surface reads 1e-7 m, whose string form
// "1e-7" broke the decimal shift of roundTo. Spec 9.8: below machine epsilon is 0; anything else
// is a number, never NaN.
describe('numbers written in exponent form', () => {
  it('round small magnitudes to zero at the mask', () => {
    expect(formatNumber(1e-7, { mask: '0,0.0' })).toBe('0.0');
    expect(formatNumber(-2.5e-9, { mask: '0.00' })).toBe('0.00');
    expect(formatNumber(1.26e-3, { mask: '0.00' })).toBe('0.00');
    expect(formatNumber(5e-7, { mask: '0.[000000]' })).toBe('0.000001');
    expect(roundTo(1.5e-7, 1)).toBe(0);
  });

  it('round huge magnitudes without NaN', () => {
    expect(roundTo(1.234e25, 2)).toBe(1.234e25);
    expect(formatNumber(9.87654321e20, { mask: '0' })).not.toContain('NaN');
  });
});

describe('fixed decimals and quantities (spec 9.8: the empty sign, units shown)', () => {
  it('match toFixed for numbers and show - for empty values', () => {
    for (const v of [0, 1.25, -3.456, 1234.5, 0.005]) expect(formatDecimals(v, 2)).toBe(roundTo(v, 2).toFixed(2));
    for (const v of [null, undefined, NaN, 'NaN', '-']) expect(formatDecimals(v, 1)).toBe('-');
    expect(formatDecimals(-0.0001, 2)).toBe('0.00');
  });

  it('keep the unit beside an empty value', () => {
    expect(formatQuantity(1e-7, 1, 'm')).toBe('0.0 m');
    expect(formatQuantity(NaN, 1, 'm')).toBe('- m');
    expect(formatQuantity(2.345, 2, '°')).toBe('2.35 °');
  });
});
