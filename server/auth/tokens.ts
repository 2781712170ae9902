import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

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

  sign(claims: TokenClaims): Promise<string> {
    const jwt = new SignJWT({ sid: claims.sid, ...(claims.imp ? { imp: claims.imp } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlS}s`);
    return jwt.sign(this.secret);
  }

  /** Verified claims, or a reason that mentions JWT (the realtime client signs out on it). */
  async verify(token: string): Promise<{ ok: true; claims: TokenClaims } | { ok: false; message: string }> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, message: 'JWT is malformed' };
      return { ok: true, claims: { sub: payload.sub, sid: payload.sid, imp: typeof payload.imp === 'string' ? payload.imp : undefined, exp: payload.exp } };
    } catch (e) {
      if (e instanceof errors.JWTExpired) return { ok: false, message: 'JWT expired' };
      return { ok: false, message: 'JWT is invalid' };
    }
  }
}
