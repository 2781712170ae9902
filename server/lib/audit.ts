import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from '../db/db';

/** Who is behind the request being handled: set once per request by the route helper. */
interface AuditContext {
  impersonatorId: string | null;
}

const context = new AsyncLocalStorage<AuditContext>();

/** Runs a request's handler so that every audit row it writes names the impersonator, if any. */
export function withAuditContext<T>(user: { impersonatedBy: string | null } | null, fn: () => T): T {
  return context.run({ impersonatorId: user?.impersonatedBy ?? null }, fn);
}

/**
 * Append one line to the audit log: who did what to which object, with details. actor_id is the user
 * the request ran as; impersonator_id the admin behind an impersonated session (both actors, always).
 */
export async function audit(
  db: Queryable,
  actorId: string | null,
  action: string,
  object?: { type: string; id: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  const impersonatorId = context.getStore()?.impersonatorId ?? null;
  await db.query('insert into audit_log (actor_id, impersonator_id, action, object_type, object_id, details) values ($1, $2, $3, $4, $5, $6)', [
    actorId,
    impersonatorId,
    action,
    object?.type ?? null,
    object?.id ?? null,
    JSON.stringify(details),
  ]);
}
