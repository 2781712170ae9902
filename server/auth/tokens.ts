import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** session id, also sent by the realtime client as the session-id header */
  sid: string;
  /** the admin who is impersonating, when this is a login-as-user token */
  imp?: string;
  /** expiry, epoch seconds */
  exp?: number;
}

/** JWT_SECRET from the environment, or one generated once and kept in DATA_DIR. */
export function loadJwtSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlS: number,
  ) {}

  /** `ttlS`: a shorter life for a token the server uses itself (the PDF renderer's, server/exports). */
  sign(claims: TokenClaims, ttlS = this.ttlS): Promise<string> {
    const jwt = new SignJWT({ sid: claims.sid, ...(claims.imp ? { imp: claims.imp } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${ttlS}s`);
    return jwt.sign(this.secret);
  }

  /** A MAC of `text` under the signing secret (download links that carry no bearer token). */
  mac(text: string): string {
    return createHmac('sha256', this.secret).update(`link:${text}`).digest('base64url');
  }

  /**
   * Verified claims, or a reason that mentions JWT (the realtime client signs out on it).
   *
   * HS256 checked with node:crypto, synchronously: jose verifies through WebCrypto, an asynchronous
   * job per call that cost ~0.1 ms of CPU on every authenticated request (6 % of GET /api/wells);
   * this is a few µs. The rules are jose's jwtVerify's for the tokens sign() makes: alg HS256 and
   * nothing else, no crit header, the signature over the exact text, exp/nbf/iat numbers when
   * present, expired from the second exp names.
   */
  async verify(token: string): Promise<{ ok: true; claims: TokenClaims } | { ok: false; message: string }> {
    const invalid = { ok: false as const, message: 'JWT is invalid' };
    const parts = token.split('.');
    if (parts.length !== 3) return invalid;
    const [head, body, signature] = parts;
    const header = jsonPart(head);
    if (!header || header.alg !== 'HS256' || 'crit' in header) return invalid;
    const expected = createHmac('sha256', this.secret).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || given.toString('base64url') !== signature) return invalid;
    const payload = jsonPart(body);
    if (!payload) return invalid;
    const nowS = Math.floor(Date.now() / 1000);
    for (const claim of ['exp', 'nbf', 'iat']) if (claim in payload && typeof payload[claim] !== 'number') return invalid;
    if (typeof payload.nbf === 'number' && payload.nbf > nowS) return invalid;
    if (typeof payload.exp === 'number' && payload.exp <= nowS) return { ok: false, message: 'JWT expired' };
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, message: 'JWT is malformed' };
    return {
      ok: true,
      claims: { sub: payload.sub, sid: payload.sid, imp: typeof payload.imp === 'string' ? payload.imp : undefined, exp: payload.exp as number | undefined },
    };
  }
}

/** A JWT part decoded: a JSON object, or null. */
function jsonPart(part: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
