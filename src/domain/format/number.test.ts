import { describe, expect, it } from 'vitest';
import { formatNumber, numberLocaleFromSample, parseNumberMask, roundTo, toFiniteNumber } from './number';

describe('formatNumber', () => {
  it.each([null, undefined, NaN, 'NaN', '-'])('shows the empty sign for %s', (v) => {
    expect(formatNumber(v)).toBe('-');
  });

  it('shows the empty sign for values that are not numbers', () => {
    expect(formatNumber('abc')).toBe('-');
    expect(formatNumber({})).toBe('-');
    expect(formatNumber(Infinity)).toBe('-');
  });

  it('values below machine epsilon show as 0, never as a signed zero', () => {
    expect(formatNumber(1e-17)).toBe('0');
    expect(formatNumber(-1e-17, { mask: '0.00' })).toBe('0.00');
    expect(formatNumber(-0.001, { mask: '0.00' })).toBe('0.00');
  });

  it("integers use mask '0'", () => {
    expect(formatNumber(1234)).toBe('1234');
    expect(formatNumber(-7)).toBe('-7');
    expect(formatNumber('42')).toBe('42');
  });

  it('non-integers default to two decimals', () => {
    expect(formatNumber(3.14159)).toBe('3.14');
  });

  it('numeric masks set the number of decimals and round half away from zero', () => {
    expect(formatNumber(1.005, { mask: '0.00' })).toBe('1.01');
    expect(formatNumber(-1.005, { mask: '0.00' })).toBe('-1.01');
    expect(formatNumber(2, { mask: '0.000' })).toBe('2.000');
    expect(formatNumber(2.5, { mask: '0' })).toBe('3');
  });

  it('optional decimals drop trailing zeros', () => {
    expect(formatNumber(1.5, { mask: '0.[00]' })).toBe('1.5');
    expect(formatNumber(1.257, { mask: '0.[00]' })).toBe('1.26');
    expect(formatNumber(2, { mask: '0.0#' })).toBe('2.0');
  });

  it('thousands separators follow the locale', () => {
    expect(formatNumber(1234567.891, { mask: '0,0.00' })).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, { mask: '0,0.00', locale: { decimal: ',', thousands: '.' } })).toBe('1.234.567,89');
    expect(formatNumber(-1234, { mask: '#,##0', locale: { decimal: ',', thousands: ' ' } })).toBe('-1 234');
    expect(formatNumber(999, { mask: '0,0' })).toBe('999');
  });
});

describe('parseNumberMask', () => {
  it('reads grouping and decimals', () => {
    expect(parseNumberMask('0,0.00')).toEqual({ grouping: true, minDecimals: 2, maxDecimals: 2 });
    expect(parseNumberMask('0.0[00]')).toEqual({ grouping: false, minDecimals: 1, maxDecimals: 3 });
  });

  it('rejects a mask it does not understand', () => {
    expect(() => parseNumberMask('abc')).toThrow("Unknown number mask 'abc'");
  });
});

describe('numberLocaleFromSample', () => {
  it('reads separators from the locale sample', () => {
    expect(numberLocaleFromSample('1,234.56')).toEqual({ thousands: ',', decimal: '.' });
    expect(numberLocaleFromSample('1.234,56')).toEqual({ thousands: '.', decimal: ',' });
    expect(numberLocaleFromSample('1 234,56')).toEqual({ thousands: ' ', decimal: ',' });
    expect(numberLocaleFromSample('1234.56')).toEqual({ thousands: '', decimal: '.' });
  });
});

describe('helpers', () => {
  it('toFiniteNumber accepts numbers and numeric strings only', () => {
    expect(toFiniteNumber(' -1.5 ')).toBe(-1.5);
    expect(toFiniteNumber('1,5')).toBeNull();
    expect(toFiniteNumber('')).toBeNull();
    expect(toFiniteNumber(NaN)).toBeNull();
  });

  it('roundTo rounds decimal halves up in magnitude', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.675, 2)).toBe(-2.68);
    expect(roundTo(1234.5, 0)).toBe(1235);
  });
});
