/**
 * One small database interface over PGlite (embedded, the default) and PostgreSQL (DATABASE_URL).
 * Both speak the same SQL with $1 parameters, so routes and migrations never know which one runs.
 */
import type { Db } from './types';

export type { Db, Queryable } from './types';

export async function openDb(opts: { databaseUrl: string | null; dataDir: string; embeddedFsync?: boolean }): Promise<Db> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(opts.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(opts.dataDir, { fsync: opts.embeddedFsync });
}
