import type { Queryable } from '../db/db';

/**
 * Global permissions per (user, auth_version), resolved once and kept in-process. The per-request auth
 * query reads auth_version, which a trigger bumps on every change to the user's permissions, status,
 * flags or password (migration 005), so a stale entry is never looked up again: a changed user simply
 * misses. The realtime control message for a changed user also drops the entry on every instance so
 * memory does not hold dead versions. Keyed by user id, one cache per database: nothing is shared
 * between users or between two servers in one process (tests).
 */
const MAX_ENTRIES = 10_000;

interface Entry {
  version: number;
  permissions: ReadonlySet<string>;
}

const caches = new WeakMap<Queryable, Map<string, Entry>>();

function cacheOf(db: Queryable): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

export async function globalPermissionsOf(db: Queryable, userId: string, version: number): Promise<ReadonlySet<string>> {
  const cache = cacheOf(db);
  const hit = cache.get(userId);
  if (hit && hit.version === version) return hit.permissions;
  const { rows } = await db.query<{ permission: string }>('select permission from user_global_permissions where user_id = $1', [userId]);
  const permissions: ReadonlySet<string> = new Set(rows.map((r) => r.permission));
  // A concurrent request may have stored a newer version meanwhile: never go backwards.
  const now = cache.get(userId);
  if (!now || now.version <= version) {
    if (!now && cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(userId, { version, permissions });
  }
  return permissions;
}

/** Forget a user's cached permissions (their auth changed); '*' forgets everyone's. */
export function forgetPermissions(db: Queryable, userId: string): void {
  if (userId === '*') cacheOf(db).clear();
  else cacheOf(db).delete(userId);
}
