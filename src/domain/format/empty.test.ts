import { describe, expect, it } from 'vitest';
import { EMPTY_SIGN, isEmptyValue } from './empty';

describe('isEmptyValue', () => {
  it("null, undefined, NaN, 'NaN' and '-' are empty", () => {
    for (const v of [null, undefined, NaN, 'NaN', '-']) expect(isEmptyValue(v)).toBe(true);
    expect(EMPTY_SIGN).toBe('-');
  });
  it('zero and blank strings are values', () => {
    for (const v of [0, '', 'x', false]) expect(isEmptyValue(v)).toBe(false);
  });
});
