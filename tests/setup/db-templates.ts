/**
 * Vitest global setup: the databases test servers start from, made once per run so they always
 * match the checkout under test. The workers inherit the variables naming them.
 *
 * - DRILLSPACE_PGLITE_TEMPLATE: a migrated, empty PGlite cluster dumped to a file, which every
 *   in-memory test database loads instead of running initdb and the migrations (about 3 s saved per
 *   database, a hundred databases a run);
 * - DRILLSPACE_PGLITE_SEEDED (and _FILES, the demo files its seed wrote): the same with the demo
 *   organisation and the default short history seeded, for every test server that asks for nothing
 *   else ('memory://seeded', support/databases.ts startsSeeded);
 * - DRILLSPACE_PG_SEEDED: the same on PostgreSQL, a database the test databases are copied from
 *   (CREATE DATABASE … TEMPLATE), when PostgreSQL is reachable;
 * - DRILLSPACE_PGLITE_SEEDED_HISTORY and DRILLSPACE_PG_SEEDED_HISTORY: both again with the longer
 *   history (HISTORY_TEST_DAYS) the log, journal, mud, multi-well and engineering tests read
 *   ('memory://seeded-history', support/databases.ts seededTemplate). Their demo files go into the
 *   same folder as the short template's.
 *
 * Seeding a test server was most of its start (the demo steps, then the histories' fits and
 * generation: seconds each, a hundred servers a run); the seed records the steps it did, so a
 * server on a seeded copy finds nothing left to do.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../../server/config';
import { openPostgres } from '../../server/db/postgres';
import { writeFilledTemplate, writeMigratedTemplate } from '../../server/db/pglite-template';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/types';
import { runDemoSeed } from '../../server/seed';
import { createPostgresDatabase, HISTORY_TEST_DAYS, PG_ADMIN_URL, postgresReachable, testConfig } from '../integration/support/databases';

async function seedDemo(db: Db, kind: 'pglite' | 'postgres', url: string | null, overrides: Partial<ServerConfig>): Promise<void> {
  const { background } = await runDemoSeed(db, testConfig(kind, url, overrides), { log: () => {} });
  await background();
}

/** A seeded PostgreSQL template database: its name, and how to drop it after the run. */
async function pgTemplate(overrides: Partial<ServerConfig>): Promise<{ name: string; drop(): Promise<void> }> {
  const created = await createPostgresDatabase();
  const db = await openPostgres(created.url);
  try {
    await migrate(db);
    await seedDemo(db, 'postgres', created.url, overrides);
  } finally {
    await db.close();
  }
  return { name: new URL(created.url).pathname.slice(1), drop: created.drop };
}

const LONG = { demoHistoryDays: HISTORY_TEST_DAYS };

export default async function setup(): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'drillspace-pglite-template-'));
  const migrated = join(dir, 'migrated.tar');
  await writeMigratedTemplate(migrated);
  process.env.DRILLSPACE_PGLITE_TEMPLATE = migrated;

  const pg = (await postgresReachable()) ? Promise.all([pgTemplate({}), pgTemplate(LONG)]) : Promise.resolve(null);
  const seeded = join(dir, 'seeded.tar');
  const seededHistory = join(dir, 'seeded-history.tar');
  // The seeds' demo files go where a 'memory://seeded…' database keeps them in this process. The
  // variables naming the templates are set once all are written: a seed on 'memory://seeded…' would
  // otherwise copy that folder into itself.
  await Promise.all([
    writeFilledTemplate(migrated, seeded, (db) => seedDemo(db, 'pglite', null, {})),
    writeFilledTemplate(migrated, seededHistory, (db) => seedDemo(db, 'pglite', null, LONG)),
  ]);
  const pgTemplates = await pg;
  process.env.DRILLSPACE_PGLITE_SEEDED_FILES = join(tmpdir(), `drillspace-files-${process.pid}`);
  process.env.DRILLSPACE_PGLITE_SEEDED = seeded;
  process.env.DRILLSPACE_PGLITE_SEEDED_HISTORY = seededHistory;
  if (pgTemplates) {
    process.env.DRILLSPACE_PG_SEEDED = pgTemplates[0].name;
    process.env.DRILLSPACE_PG_SEEDED_HISTORY = pgTemplates[1].name;
  }
  console.log(
    `[setup] test database templates ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (PostgreSQL: ${process.env.DRILLSPACE_PG_SEEDED ?? 'not reachable'} at ${PG_ADMIN_URL})`,
  );
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(process.env.DRILLSPACE_PGLITE_SEEDED_FILES!, { recursive: true, force: true });
    await Promise.all((pgTemplates ?? []).map((t) => t.drop()));
  };
}
