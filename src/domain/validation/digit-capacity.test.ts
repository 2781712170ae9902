import { describe, expect, it } from 'vitest';
import { digitCapacity } from './digit-capacity';

describe("digit capacity 'Invalid value'", () => {
  const rule = digitCapacity(5, 2);
  it('accepts up to 5 digits before and 2 after, with a dot or a comma', () => {
    for (const v of ['12345', '12345.67', '1,5', '-0.25', 99.5]) expect(rule(v)).toBe(true);
  });
  it('rejects too many digits either side and other text', () => {
    for (const v of ['123456', '1.234', '1,234.5', '.5', 'abc', '1.']) expect(rule(v)).toBe('Invalid value');
  });
  it('with no decimals allowed, a decimal point is invalid', () => {
    expect(digitCapacity(3, 0)('12')).toBe(true);
    expect(digitCapacity(3, 0)('1.2')).toBe('Invalid value');
  });
});
