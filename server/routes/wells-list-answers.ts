/**
 * GET /api/wells answered from kept rows (issue 10: the list at 50 connections). The list query costs
 * ~1.3 ms of CPU in PGlite, planning as much as executing; the rows it answers change only when a
 * well, its company, project or rigs are written (the wells data version, migration 057) or when what
 * the caller may see changes (their auth_version, migrations 005 and 008). Rows are kept under
 * (who: 'admin' or user id and auth_version, the query) and that version, read from the database on
 * every request, so a write by any instance or outside the API is seen by the next request, and one
 * user's rows are never another's. The connection (online / offline) depends on the clock: it is laid
 * over the kept rows on every request from the times each well stays online until.
 */
import type { Queryable } from '../db/db';
import { VersionedCache } from '../lib/answer-cache';
import type { ListContext, ListPage } from '../lib/resource';
import { ONLINE_UNTIL_SQL } from './wells-serialize';

const KEPT_BYTES_PER_DB = 8 * 1024 * 1024;
/**
 * How long the times wells stay online until are reused (one small query a second, not one a request):
 * a well that just came online may show offline for up to this long; one whose time ran out shows
 * offline at once.
 */
const ONLINE_READ_EVERY_MS = 1000;

/** A kept page: each row's JSON up to its connection value, and the total. */
interface KeptPage {
  rows: { id: string; head: string }[];
  total: number;
}

const kept = new WeakMap<Queryable, VersionedCache<KeptPage>>();
const online = new WeakMap<Queryable, { readAtMs: number; untilS: Promise<Map<string, number>> }>();

/** The kept pages of a database (their hits and misses tell reuse). */
export function wellsListPages(db: Queryable): VersionedCache<KeptPage> {
  let c = kept.get(db);
  if (!c) kept.set(db, (c = new VersionedCache<KeptPage>(KEPT_BYTES_PER_DB, (p) => p.rows.reduce((n, r) => n + r.head.length + 64, 64))));
  return c;
}

/** The answer's rows as JSON ending where the connection's value goes: `{...,"connection":"`. */
function keep(page: ListPage): KeptPage {
  const rows = (page.data as Record<string, unknown>[]).map((row) => {
    const { connection: _laidOver, ...columns } = row;
    const json = JSON.stringify({ ...columns, connection: '' });
    return { id: String(row.id), head: json.slice(0, -'"}'.length) };
  });
  return { rows, total: page.total };
}

async function wellsDataVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ v: string }>(`select version::text as v from data_versions where name = 'wells'`);
  return rows[0].v;
}

/** Well id → the time (epoch s) it stays online until; read again once older than ONLINE_READ_EVERY_MS. */
function onlineUntil(db: Queryable): Promise<Map<string, number>> {
  const held = online.get(db);
  const nowMs = performance.now();
  if (held && nowMs - held.readAtMs < ONLINE_READ_EVERY_MS) return held.untilS;
  const untilS = db.query<{ well_id: string; until_s: number }>(ONLINE_UNTIL_SQL).then(({ rows }) => new Map(rows.map((r) => [r.well_id, r.until_s])));
  online.set(db, { readAtMs: nowMs, untilS });
  // A failed read is not kept: the next request reads again.
  void untilS.catch(() => {
    if (online.get(db)?.untilS === untilS) online.delete(db);
  });
  return untilS;
}

/** The wells list's answer (JSON text) for ResourceSpec.listAnswer. */
export async function wellsListAnswer({ db, user, query, reply }: ListContext, compute: () => Promise<ListPage>): Promise<string> {
  const who = user.isAdmin ? 'admin' : `${user.id}@${user.authVersion}`;
  const page = await wellsListPages(db).get(`${who}|${JSON.stringify(query)}`, await wellsDataVersion(db), async () => keep(await compute()));
  const until = await onlineUntil(db);
  const nowS = Date.now() / 1000;
  const rows = page.rows.map((r) => `${r.head}${(until.get(r.id) ?? -Infinity) > nowS ? 'online' : 'offline'}"}`);
  reply.type('application/json; charset=utf-8');
  return `{"data":[${rows.join(',')}],"total":${page.total}}`;
}
