import type { Queryable } from '../db/db';

/**
 * Ends sessions whose reason is gone. Run inside the transaction that makes the change; then call
 * services.userAuthChanged(userId) after commit so open realtime connections follow on every instance.
 */

/** A password change: every session of the user ends, except the one that made the change. */
export async function endSessionsAfterPasswordChange(db: Queryable, userId: string, keepSessionId: string | null): Promise<void> {
  await db.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)', [
    userId,
    keepSessionId,
  ]);
}

/** Suspension or demotion: every session of the user ends, and every impersonation they started. */
export async function endAllSessionsOf(db: Queryable, userId: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where (user_id = $1 or impersonated_by = $1) and revoked_at is null', [userId]);
}

/** Loss of LOGIN_AS_USER: the impersonations the user started end; their own sessions stay. */
export async function endImpersonationsBy(db: Queryable, userId: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where impersonated_by = $1 and revoked_at is null', [userId]);
}
