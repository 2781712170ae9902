import { describe, expect, it } from 'vitest';
import { email } from './email';

describe("email 'E-mail is invalid'", () => {
  it('accepts ordinary addresses', () => {
    for (const v of ['jane.doe@operator.com', 'dd+alerts@rig-42.co.uk', ' a@b.io ']) expect(email(v)).toBe(true);
  });
  it('rejects addresses that cannot receive mail', () => {
    for (const v of ['jane', 'jane@', '@op.com', 'jane@localhost', 'jane doe@op.com', 'jane@op..com', 'jane@-op.com']) {
      expect(email(v)).toBe('E-mail is invalid');
    }
  });
});
