import { describe, expect, it } from 'vitest';
import { isBlank, isEmptyInput, isMissing, validate } from './rule';

describe('rule helpers', () => {
  it('validate returns the first failing message', () => {
    const fail = (m: string) => () => m;
    expect(validate('x', [() => true, fail('first'), fail('second')])).toBe('first');
    expect(validate('x', [() => true])).toBe(true);
  });
  it('missing, blank and empty input', () => {
    expect([isMissing(null), isMissing(undefined), isMissing(NaN), isMissing(0)]).toEqual([true, true, true, false]);
    expect([isBlank(' '), isBlank('a'), isBlank(null)]).toEqual([true, false, false]);
    expect([isEmptyInput(''), isEmptyInput(null), isEmptyInput(0)]).toEqual([true, true, false]);
  });
});
