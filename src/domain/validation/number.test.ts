import { describe, expect, it } from 'vitest';
import { numberOrFraction, numeric, parseFraction, positiveInteger, readNumber } from './number';

describe("numeric: 'Should be a number'", () => {
  it('accepts an optional sign with an integer or a decimal', () => {
    for (const v of ['12', '-3.5', '+0.25', '.5', ' 7 ', 42, -1.5]) expect(numeric(v)).toBe(true);
  });
  it('rejects everything else', () => {
    for (const v of ['abc', '1.2.3', '1,5', '1e5', '--1', '1.', Infinity, {}]) expect(numeric(v)).toBe('Should be a number');
  });
  it('leaves empty input to required', () => {
    expect(numeric('')).toBe(true);
    expect(numeric(undefined)).toBe(true);
  });
});

describe('fractions parse as numbers', () => {
  it("'1 1/2' is 1.5", () => {
    expect(parseFraction('1 1/2')).toBe(1.5);
    expect(readNumber('9 5/8')).toBe(9.625);
    expect(readNumber('12,5')).toBe(12.5);
    expect(readNumber('1,2,3')).toBeNull();
  });
  it('numberOrFraction accepts fractions and decimals, rejects text', () => {
    expect(numberOrFraction('1 1/2')).toBe(true);
    expect(numberOrFraction('2.25')).toBe(true);
    expect(numberOrFraction('1 1/')).toBe('Should be a number');
  });
});

describe("positiveInteger: 'Should be a integer and positive'", () => {
  it('accepts integers above zero', () => {
    for (const v of [1, '42', '+7']) expect(positiveInteger(v)).toBe(true);
  });
  it('rejects zero, negatives, decimals and text', () => {
    for (const v of [0, '0', -3, '-3', 1.5, '1.5', 'x']) expect(positiveInteger(v)).toBe('Should be a integer and positive');
  });
});
