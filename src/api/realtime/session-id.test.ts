import { describe, expect, it } from 'vitest';
import { sessionIdFromJwt } from './session-id';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('sessionIdFromJwt', () => {
  it('reads the sid claim of a JWT (base64url, no padding)', () => {
    expect(sessionIdFromJwt(`${b64url({ alg: 'HS256' })}.${b64url({ sub: 'u1', sid: 'a1b2-c3~?>', exp: 1 })}.sig`)).toBe('a1b2-c3~?>');
  });
  it('gives null for a token without a sid or that is not a JWT', () => {
    expect(sessionIdFromJwt(`${b64url({})}.${b64url({ sub: 'u1' })}.sig`)).toBeNull();
    expect(sessionIdFromJwt('opaque-token')).toBeNull();
    expect(sessionIdFromJwt('a.%%%.b')).toBeNull();
  });
});
