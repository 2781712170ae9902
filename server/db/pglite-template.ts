/**
 * The template in-memory test databases start from (pglite.ts, DRILLSPACE_PGLITE_TEMPLATE): a fresh
 * cluster with every migration applied, dumped to a file. Made once per test run, so it always
 * matches the migrations of the checkout under test.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import type { Db } from './types';
import { asDb, START_PARAMS } from './pglite';

export async function writeMigratedTemplate(file: string): Promise<void> {
  // A fresh cluster (initdb), never itself loaded from a template.
  const pg = await PGlite.create({ startParams: START_PARAMS });
  const db = asDb(pg);
  await migrate(db);
  const dump = await pg.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}

/**
 * The seeded template ('memory://seeded' in pglite.ts): the migrated template loaded, `fill` run on
 * it (the test setup runs the demo seed with its history there), dumped to `file`.
 */
export async function writeFilledTemplate(migrated: string, file: string, fill: (db: Db) => Promise<void>): Promise<void> {
  const pg = await PGlite.create({ startParams: START_PARAMS, loadDataDir: new Blob([readFileSync(migrated)]) });
  const db = asDb(pg);
  await fill(db);
  const dump = await pg.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}
