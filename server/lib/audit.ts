import type { Queryable } from '../db/db';

/** Append one line to the audit log. Who did what to which object, with details. */
export async function audit(db: Queryable, actorId: string | null, action: string, object?: { type: string; id: string }, details: Record<string, unknown> = {}): Promise<void> {
  await db.query('insert into audit_log (actor_id, action, object_type, object_id, details) values ($1, $2, $3, $4, $5)', [
    actorId,
    action,
    object?.type ?? null,
    object?.id ?? null,
    JSON.stringify(details),
  ]);
}
