import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { loadConfig, type ServerConfig } from '../../../server/config';

/** The local PostgreSQL service (trust auth, database `test`), or PG_TEST_URL. */
export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pgReachable: Promise<boolean> | null = null;
export function postgresReachable(): Promise<boolean> {
  pgReachable ??= (async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.end();
      return true;
    } catch {
      return false;
    }
  })();
  return pgReachable;
}

/** A fresh, empty PostgreSQL database for one test file; dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `drillspace_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type DbKind = 'pglite' | 'postgres';

/** Config for a test server: in-memory PGlite or a fresh PostgreSQL database, demo data on. */
export function testConfig(kind: DbKind, databaseUrl: string | null, overrides: Partial<ServerConfig> = {}): ServerConfig {
  // A short demo history keeps every suite's background seeding to seconds; log tests ask for more.
  const base = loadConfig({
    ...process.env,
    PORT: '0',
    DEMO: '1',
    SIMULATOR: '0',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-0123456789-abcdefghij',
    DEMO_HISTORY_DAYS: process.env.TEST_HISTORY_DAYS ?? '0.05',
  });
  return { ...base, databaseUrl: kind === 'postgres' ? databaseUrl : null, dataDir: kind === 'pglite' ? 'memory://' : base.dataDir, ...overrides };
}

/**
 * Runs a suite against both databases. PostgreSQL runs when reachable; on a user's machine without it
 * the suite skips with a message, but under CI=true an unreachable PostgreSQL is a failure.
 */
export function describeEachDatabase(name: string, fn: (kind: DbKind) => void): void {
  describe(`${name} [pglite]`, () => fn('pglite'));
  if (!PG_OK) {
    if (process.env.CI === 'true') throw new Error(`CI=true but PostgreSQL is not reachable at ${PG_ADMIN_URL}`);
    console.warn(`[skip] ${name} [postgres]: PostgreSQL not reachable at ${PG_ADMIN_URL}`);
    describe.skip(`${name} [postgres]`, () => fn('postgres'));
    return;
  }
  describe(`${name} [postgres]`, () => fn('postgres'));
}

/** Resolved once when a test file imports this module. */
export const PG_OK = await postgresReachable();
