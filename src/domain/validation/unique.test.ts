import { describe, expect, it } from 'vitest';
import { unique, uniqueAmong } from './unique';

describe("unique 'The value must be unique'", () => {
  it('flags a value already taken, ignoring case and surrounding spaces', () => {
    const rule = unique(['Casing 1', 'Casing 2']);
    expect(rule('casing 1 ')).toBe('The value must be unique');
    expect(rule('Casing 3')).toBe(true);
  });
  it('can compare case-sensitively', () => {
    expect(unique(['ABC'], { ignoreCase: false })('abc')).toBe(true);
  });
  it('uniqueAmong flags every repeated value of a column', () => {
    expect(uniqueAmong([100, 200, 100, '', ''])).toEqual(['The value must be unique', true, 'The value must be unique', true, true]);
  });
});
