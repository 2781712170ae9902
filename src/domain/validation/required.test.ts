import { describe, expect, it } from 'vitest';
import { required } from './required';

describe('required', () => {
  it("missing values: 'Required field'", () => {
    for (const v of [undefined, null, NaN, []]) expect(required(v)).toBe('Required field');
  });
  it("blank strings: 'This field could not be empty'", () => {
    for (const v of ['', '   ', '\t\n']) expect(required(v)).toBe('This field could not be empty');
  });
  it('any value passes, zero and false included', () => {
    for (const v of ['a', 0, false, ['x']]) expect(required(v)).toBe(true);
  });
});
