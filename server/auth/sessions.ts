import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { TokenService } from './tokens';

/** A new session and its token; an impersonation names the impersonator and their own session. */
export async function openSession(
  db: Queryable,
  tokens: TokenService,
  userId: string,
  impersonator: { userId: string; sessionId: string } | null = null,
): Promise<{ token: string; sessionId: string }> {
  const { rows } = await db.query<{ id: string }>('insert into sessions (user_id, impersonated_by, impersonator_session_id) values ($1, $2, $3) returning id', [
    userId,
    impersonator?.userId ?? null,
    impersonator?.sessionId ?? null,
  ]);
  const sessionId = rows[0].id;
  const token = await tokens.sign({ sub: userId, sid: sessionId, imp: impersonator?.userId });
  return { token, sessionId };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A one-time password token (reset link or forced change); only its hash is stored. */
export async function issuePasswordToken(db: Queryable, userId: string, purpose: 'reset' | 'change', ttlS = 24 * 3600): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(`insert into password_tokens (token_hash, user_id, purpose, expires_at) values ($1, $2, $3, now() + ($4 || ' seconds')::interval)`, [
    sha256(token),
    userId,
    purpose,
    String(ttlS),
  ]);
  return token;
}

/** Consumes a password token: the user id when it is valid, unused and unexpired. */
export async function consumePasswordToken(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `update password_tokens set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning user_id`,
    [sha256(token)],
  );
  return rows[0]?.user_id ?? null;
}
