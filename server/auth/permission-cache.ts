import { MANAGED_COMPANY_SQL, userGrantsSql, type Grants } from '../lib/access';
import type { Queryable } from '../db/db';

/**
 * What a user may do, per (user, auth_version), resolved once and kept in-process: their global
 * permissions and their grants on wells and projects (roles held directly or through a group, and the
 * company whose wells they manage). A trigger bumps auth_version on every change to any of it (their
 * company, their global permissions, their roles and groups: migrations 005 and 008) and every lookup
 * passes the version just read from the database, so a stale entry is never used: a changed user
 * simply misses. The realtime control message for a changed user also drops the entry on every
 * instance so memory does not hold dead versions. Keyed by user id, one cache per database: nothing
 * is shared between users or between two servers in one process (tests).
 */
const MAX_ENTRIES = 10_000;

interface Entry {
  version: number;
  global?: ReadonlySet<string>;
  grants?: Grants;
}

const caches = new WeakMap<Queryable, Map<string, Entry>>();

function cacheOf(db: Queryable): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

async function cached<K extends 'global' | 'grants'>(
  db: Queryable,
  userId: string,
  version: number,
  key: K,
  load: () => Promise<NonNullable<Entry[K]>>,
): Promise<NonNullable<Entry[K]>> {
  const cache = cacheOf(db);
  const hit = cache.get(userId);
  if (hit && hit.version === version && hit[key]) return hit[key];
  const value = await load();
  // A concurrent request may have stored a newer version meanwhile: never go backwards.
  const now = cache.get(userId);
  if (now && now.version === version) now[key] = value;
  else if (!now || now.version < version) {
    if (!now && cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(userId, { version, [key]: value });
  }
  return value;
}

export function globalPermissionsOf(db: Queryable, userId: string, version: number): Promise<ReadonlySet<string>> {
  return cached(db, userId, version, 'global', async () => {
    const { rows } = await db.query<{ permission: string }>('select permission from user_global_permissions where user_id = $1', [userId]);
    return new Set(rows.map((r) => r.permission));
  });
}

/** The user's grants on wells and projects at auth_version `version`. */
export function grantsOf(db: Queryable, userId: string, version: number): Promise<Grants> {
  return cached(db, userId, version, 'grants', async () => {
    const { rows } = await db.query<{ object_type: 'WELL' | 'PROJECT'; object_id: string; permissions: string[] }>(userGrantsSql('$1'), [userId]);
    const managed = await db.query<{ company_id: string | null }>(MANAGED_COMPANY_SQL, [userId]);
    const grants = { WELL: new Map<string, Set<string>>(), PROJECT: new Map<string, Set<string>>(), managedCompanyId: managed.rows[0]?.company_id ?? null };
    for (const r of rows) {
      const held = grants[r.object_type].get(r.object_id) ?? new Set<string>();
      for (const p of r.permissions) held.add(p);
      grants[r.object_type].set(r.object_id, held);
    }
    return grants as Grants;
  });
}

/** Forget a user's cached permissions (their auth changed); '*' forgets everyone's. */
export function forgetPermissions(db: Queryable, userId: string): void {
  if (userId === '*') cacheOf(db).clear();
  else cacheOf(db).delete(userId);
}
