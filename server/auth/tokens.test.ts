import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens';

const secret = new TextEncoder().encode('a secret of forty-eight characters for the tests');
const tokens = new TokenService(secret, 3600);
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A token signed by hand with HS256 over whatever header and payload. */
const signed = (header: unknown, payload: unknown, key: Uint8Array = secret) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};
const nowS = () => Math.floor(Date.now() / 1000);

describe('session tokens', () => {
  it('verifies what it signs, with the claims', async () => {
    const token = await tokens.sign({ sub: 'u1', sid: 's1', imp: 'admin1' });
    const v = await tokens.verify(token);
    expect(v.ok && v.claims).toMatchObject({ sub: 'u1', sid: 's1', imp: 'admin1' });
    expect(v.ok && v.claims.exp! - nowS()).toBeGreaterThan(3590);
  });

  it('verifies a token signed by jose with the same secret (tokens issued before this verifier)', async () => {
    const token = await new SignJWT({ sid: 's2' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u2')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await tokens.verify(token)).toMatchObject({ ok: true, claims: { sub: 'u2', sid: 's2' } });
  });

  it('refuses a changed payload, another key, another algorithm, a crit header, a re-encoded signature', async () => {
    const token = await tokens.sign({ sub: 'u1', sid: 's1' });
    const [h, , s] = token.split('.');
    const forged = `${h}.${b64({ sub: 'admin', sid: 's1', exp: nowS() + 60 })}.${s}`;
    const payload = { sub: 'u1', sid: 's1', exp: nowS() + 60 };
    for (const bad of [
      forged,
      signed({ alg: 'HS256' }, payload, new TextEncoder().encode('another key')),
      `${b64({ alg: 'none' })}.${b64(payload)}.`,
      signed({ alg: 'HS512' }, payload),
      signed({ alg: 'HS256', crit: ['exp'] }, payload),
      `${token}=`,
      token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      'not.a.jwt',
      'two.parts',
      '',
    ]) {
      expect(await tokens.verify(bad), bad).toEqual({ ok: false, message: 'JWT is invalid' });
    }
  });

  it('says expired from the second exp names, and checks nbf and the claim types', async () => {
    expect(await tokens.verify(signed({ alg: 'HS256' }, { sub: 'u', sid: 's', exp: nowS() }))).toEqual({ ok: false, message: 'JWT expired' });
    expect((await tokens.verify(signed({ alg: 'HS256' }, { sub: 'u', sid: 's', exp: nowS() + 5 }))).ok).toBe(true);
    expect(await tokens.verify(signed({ alg: 'HS256' }, { sub: 'u', sid: 's', nbf: nowS() + 60 }))).toEqual({ ok: false, message: 'JWT is invalid' });
    expect(await tokens.verify(signed({ alg: 'HS256' }, { sub: 'u', sid: 's', exp: String(nowS() + 60) }))).toEqual({ ok: false, message: 'JWT is invalid' });
    expect(await tokens.verify(signed({ alg: 'HS256' }, { sub: 'u', exp: nowS() + 60 }))).toEqual({ ok: false, message: 'JWT is malformed' });
    expect(await tokens.verify(signed({ alg: 'HS256' }, ['an', 'array']))).toEqual({ ok: false, message: 'JWT is invalid' });
  });
});
