import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { SEEDED_MEMORY_DIRS } from '../../../server/db/pglite';

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

/**
 * A fresh PostgreSQL database for one test file; dropped by the returned function. Empty, or a copy
 * of one of the run's seeded template databases (made by the global setup: migrated, demo
 * organisation in, with the short history: DRILLSPACE_PG_SEEDED, or the longer one:
 * DRILLSPACE_PG_SEEDED_HISTORY) when there is one.
 */
export async function createPostgresDatabase(opts: { seeded?: SeededTemplate | null } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `drillspace_t_${randomBytes(5).toString('hex')}`;
  const template = opts.seeded ? process.env[opts.seeded === 'history' ? 'DRILLSPACE_PG_SEEDED_HISTORY' : 'DRILLSPACE_PG_SEEDED'] : undefined;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      break;
    } catch (e) {
      // Two files copying the template at once: PostgreSQL lets one copy at a time.
      if (!template || attempt > 50 || !/being accessed by other users/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
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

/** The demo history every test server gets unless it asks otherwise (TEST_HISTORY_DAYS). */
const TEST_HISTORY_DAYS = process.env.TEST_HISTORY_DAYS ?? '0.05';

/**
 * The longer demo history of the second seeded template: the tests of logs, the time journal, mud
 * reports, multi-well and engineering read a day and more of drilling. Each asked for its own history
 * before (1 to 1.5 days, both databases: ten generations a run); now the global setup writes it once
 * per database and they start from a copy.
 */
export const HISTORY_TEST_DAYS = 1.5;

export type SeededTemplate = keyof typeof SEEDED_MEMORY_DIRS;

/**
 * Which of the run's seeded templates (the global setup's: demo organisation and a history already
 * in) a test server with these overrides starts from: the default short history or the longer one;
 * none when it asks for another history, no demo, a file drive elsewhere or a data folder of its own.
 */
export function seededTemplate(overrides: Partial<ServerConfig>): SeededTemplate | null {
  if (overrides.demo === false || overrides.driveS3Url || overrides.dataDir !== undefined) return null;
  if (overrides.demoHistoryDays === undefined || overrides.demoHistoryDays === Number(TEST_HISTORY_DAYS)) return 'short';
  return overrides.demoHistoryDays === HISTORY_TEST_DAYS ? 'history' : null;
}

const MEMORY_DIRS: Record<SeededTemplate, string> = SEEDED_MEMORY_DIRS;

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
    // One key for the run: the seeded templates' sealed credentials open on every test server.
    SECRETS_KEY: 'test-secrets-key-0123456789-abcdefghij',
    DEMO_HISTORY_DAYS: TEST_HISTORY_DAYS,
  });
  const seeded = seededTemplate(overrides);
  const memory = seeded ? MEMORY_DIRS[seeded] : 'memory://';
  return { ...base, databaseUrl: kind === 'postgres' ? databaseUrl : null, dataDir: kind === 'pglite' ? memory : base.dataDir, ...overrides };
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
