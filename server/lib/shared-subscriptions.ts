/**
 * Sharing a subscription (alerts and scheduled reports, spec 7.6): share_copy gives each recipient
 * their own copy, marked shared_by/shared_from; unsubscribe_shared lets a recipient leave one.
 * What differs per kind (the table, what a recipient must be allowed to see, how a copy is made, the
 * words) is declared by the caller; the rules and the audit rows are the same.
 */
import { USER_STATUS } from '../../src/domain/user-statuses';
import type { Db, Queryable } from '../db/db';
import { audit } from './audit';
import { HttpError } from './http-error';

/** share_candidates reads users a page at a time, up to a bound, and answers 50 candidates at most (a search narrows both). */
const SHARE_PAGE = 200;
const SHARE_SCAN_MAX = 5_000;
const SHARE_CANDIDATES = 50;

export interface SharedKind<Row> {
  table: 'alert_subscriptions' | 'report_subscriptions';
  /** 'subscription', 'report': the word the messages use. */
  noun: string;
  /** Whether the user exists and may receive a copy of this row from the actor; `refusal` says why not. */
  mayReceive(db: Queryable, userId: string, row: Row, actorId: string): Promise<{ exists: boolean; allowed: boolean; refusal: string }>;
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
    const r = await kind.mayReceive(db, id, row, actorId);
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

export interface ShareCandidate {
  id: string;
  name: string;
  email: string;
}

/**
 * The users the form offers for a copy of `row`: not suspended, not the caller, matching `search` (name
 * or e-mail) and allowed to receive it (kind.mayReceive, the rule share_copy applies). Users are read by
 * name a page at a time until enough may receive it: in a large organisation most may not, and one page
 * would hide the ones further down the alphabet. `more`: the list stops short (a search narrows it).
 */
export async function shareCandidates<Row>(
  db: Queryable,
  kind: SharedKind<Row>,
  actorId: string,
  row: Row,
  search: string | undefined,
): Promise<{ data: ShareCandidate[]; more: boolean }> {
  const args: unknown[] = [actorId, USER_STATUS.suspended];
  let where = 'u.id <> $1 and u.status <> $2';
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where += ` and (u.name ilike $${args.push(like)} or u.email ilike $${args.length})`;
  }
  const out: ShareCandidate[] = [];
  let more = false;
  for (let offset = 0; ; offset += SHARE_PAGE) {
    if (offset >= SHARE_SCAN_MAX) {
      more = true;
      break;
    }
    const { rows } = await db.query<ShareCandidate>(
      `select u.id, u.name, u.email from users u where ${where} order by u.name, u.id limit ${SHARE_PAGE} offset ${offset}`,
      args,
    );
    for (const r of rows) {
      if (out.length >= SHARE_CANDIDATES) {
        more = true;
        break;
      }
      if ((await kind.mayReceive(db, r.id, row, actorId)).allowed) out.push(r);
    }
    if (more || rows.length < SHARE_PAGE) break;
  }
  return { data: out, more };
}
