import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable, QueryResult } from './types';
import { makePrivate, restrictNewFiles } from './private-files';
import { preparedQueries } from './pglite-prepared';

/**
 * PGlite runs in this thread and its answers resolve as microtasks: a loop of queries (history
 * generation, an import, a recalculation) would never let HTTP or realtime in. Every answer comes
 * back on a turn of the event loop of its own, as a network database's would.
 */
function wrap(q: { query<T>(sql: string, params: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>; exec: PGlite['exec'] }): Queryable {
  return {
    async exec(sql: string) {
      await q.exec(sql);
      await yieldToEventLoop();
    },
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[]);
      await yieldToEventLoop();
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
  };
}

/**
 * PGlite storing under DATA_DIR/pg ('memory://' keeps it in memory, for tests). One process at a
 * time: DATA_DIR is locked (data-dir-lock.ts) and kept private to the server's user (0700/0600).
 */
export async function openPglite(dataDir: string): Promise<Db> {
  let pg: PGlite;
  let unlock = () => {};
  if (dataDir === 'memory://') pg = await PGlite.create();
  else {
    restrictNewFiles();
    unlock = lockDataDir(dataDir);
    try {
      const dir = join(dataDir, 'pg');
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      pg = await PGlite.create(dir);
      makePrivate(dataDir);
    } catch (e) {
      unlock();
      throw e;
    }
  }
  // Outside transactions (the API's reads), statements are prepared once per SQL text.
  const base = wrap({ query: preparedQueries(pg), exec: (sql) => pg.exec(sql) });
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
