import { describe, expect, it } from 'vitest';
import { formatFraction, parseFraction } from './fraction';

describe('parseFraction', () => {
  it("'1 1/2' parses as 1.5", () => expect(parseFraction('1 1/2')).toBe(1.5));
  it('proper fractions, hyphenated and negative ones', () => {
    expect(parseFraction('3/4')).toBe(0.75);
    expect(parseFraction('9-5/8')).toBe(9.625);
    expect(parseFraction('-1 1/2')).toBe(-1.5);
    expect(parseFraction(' 13 3/8 ')).toBe(13.375);
  });
  it('plain numbers parse too', () => {
    expect(parseFraction('2.5')).toBe(2.5);
    expect(parseFraction(7)).toBe(7);
  });
  it('rejects what is not a number', () => {
    expect(parseFraction('1/0')).toBeNull();
    expect(parseFraction('1 1/')).toBeNull();
    expect(parseFraction('abc')).toBeNull();
    expect(parseFraction('')).toBeNull();
  });
});

describe('formatFraction', () => {
  it('writes casing sizes the way drillers do', () => {
    expect(formatFraction(9.625)).toBe('9 5/8');
    expect(formatFraction(13.375)).toBe('13 3/8');
    expect(formatFraction(0.5)).toBe('1/2');
    expect(formatFraction(7)).toBe('7');
    expect(formatFraction(-1.5)).toBe('-1 1/2');
  });
  it('rounds to the nearest step', () => {
    expect(formatFraction(8.52, 8)).toBe('8 1/2');
    expect(formatFraction(0.99, 8)).toBe('1');
  });
});
