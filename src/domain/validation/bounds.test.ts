import { describe, expect, it } from 'vitest';
import { between, greaterThan, lowerThan } from './bounds';

describe("lower bound 'Should be greater than {n}'", () => {
  it('is strict unless orEqual', () => {
    expect(greaterThan(5)(6)).toBe(true);
    expect(greaterThan(5)(5)).toBe('Should be greater than 5');
    expect(greaterThan(5)('4.9')).toBe('Should be greater than 5');
    expect(greaterThan(5, { orEqual: true })(5)).toBe(true);
  });
  it('reads fractions and refuses text', () => {
    expect(greaterThan(1)('1 1/2')).toBe(true);
    expect(greaterThan(1)('abc')).toBe('Should be a number');
  });
});

describe("upper bound 'Should be lower than {n}'", () => {
  it('is strict unless orEqual', () => {
    expect(lowerThan(10)(9.99)).toBe(true);
    expect(lowerThan(10)(10)).toBe('Should be lower than 10');
    expect(lowerThan(10, { orEqual: true })('10')).toBe(true);
    expect(lowerThan(0.5)(1)).toBe('Should be lower than 0.5');
  });
});

describe("range 'Should be between {a} and {b}'", () => {
  it('includes both ends', () => {
    expect(between(0, 180)(0)).toBe(true);
    expect(between(0, 180)(180)).toBe(true);
    expect(between(0, 180)(180.1)).toBe('Should be between 0 and 180');
    expect(between(-90, 90)('-91')).toBe('Should be between -90 and 90');
  });
  it('leaves empty input to required', () => {
    expect(between(0, 1)('')).toBe(true);
  });
});
