import { describe, expect, it } from 'vitest';
import { phone } from './phone';

describe("phone 'Phone number is invalid'", () => {
  it('accepts international and national formats', () => {
    for (const v of ['+1 (713) 555-0199', '+44 20 7946 0958', '713.555.0199', '5550199']) expect(phone(v)).toBe(true);
  });
  it('rejects letters, too few or too many digits', () => {
    for (const v of ['call me', '555-01', '+1 713 555 0199 12345', '713-555-O199', '1+2345678']) {
      expect(phone(v)).toBe('Phone number is invalid');
    }
  });
});
