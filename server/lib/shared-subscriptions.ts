/**
 * Sharing a subscription (alerts and scheduled reports, spec 7.6): share_copy gives each recipient
 * their own copy, marked shared_by/shared_from; unsubscribe_shared lets a recipient leave one.
 * What differs per kind (the table, what a recipient must be allowed to see, how a copy is made, the
 * words) is declared by the caller; the rules and the audit rows are the same.
 */
import type { Db, Queryable } from '../db/db';
import { audit } from './audit';
import { HttpError } from './http-error';

export interface SharedKind<Row> {
  table: 'alert_subscriptions' | 'report_subscriptions';
  /** 'subscription', 'report': the word the messages use. */
  noun: string;
  /** Whether the user exists and may receive a copy of this row; `refusal` says why not. */
  mayReceive(db: Queryable, userId: string, row: Row): Promise<{ exists: boolean; allowed: boolean; refusal: string }>;
  copy(tx: Queryable, id: string, ownerId: string, opts: { sharedBy: string }): Promise<string>;
}

export async function shareCopies<Row>(
  db: Db,
  kind: SharedKind<Row>,
  actorId: string,
  subscriptionId: string,
  row: Row,
  userIds: readonly string[],
): Promise<{ shared: number; subscription_ids: string[] }> {
  const recipients = [...new Set(userIds)];
  if (recipients.includes(actorId)) throw new HttpError(409, `You cannot share a ${kind.noun} with yourself: clone it instead`);
  for (const id of recipients) {
    const r = await kind.mayReceive(db, id, row);
    if (!r.exists) throw new HttpError(404, `User ${id} not found`);
    if (!r.allowed) throw new HttpError(409, `User ${id} ${r.refusal}`);
    const dup = await db.query(`select 1 from ${kind.table} where owner_id = $1 and shared_from = $2`, [id, subscriptionId]);
    if (dup.rows.length) throw new HttpError(409, `User ${id} already has a copy of this ${kind.noun}`);
  }
  const ids = await db.transaction(async (tx) => {
    const out: string[] = [];
    for (const id of recipients) out.push(await kind.copy(tx, subscriptionId, id, { sharedBy: actorId }));
    await audit(tx, actorId, `${kind.table}.share_copy`, { type: kind.table, id: subscriptionId }, { user_ids: recipients });
    return out;
  });
  return { shared: ids.length, subscription_ids: ids };
}

export async function leaveShared(
  db: Db,
  table: SharedKind<unknown>['table'],
  noun: string,
  actorId: string,
  subscriptionId: string,
  sharedBy: string | null,
): Promise<void> {
  if (!sharedBy) throw new HttpError(409, `This ${noun} was not shared with you: delete it instead`);
  await db.transaction(async (tx) => {
    await tx.query(`delete from ${table} where id = $1`, [subscriptionId]);
    await audit(tx, actorId, `${table}.unsubscribe_shared`, { type: table, id: subscriptionId }, { shared_by: sharedBy });
  });
}
