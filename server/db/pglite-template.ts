/**
 * The template in-memory test databases start from (pglite.ts, DRILLSPACE_PGLITE_TEMPLATE): a fresh
 * cluster with every migration applied, dumped to a file. Made once per test run, so it always
 * matches the migrations of the checkout under test.
 */
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import { SETTINGS, wrap } from './pglite';

export async function writeMigratedTemplate(file: string): Promise<void> {
  const pg = await PGlite.create({ startParams: [...PGlite.defaultStartParams, ...SETTINGS.flatMap((x) => ['-c', x])] });
  const q = wrap({ query: (sql, params) => pg.query(sql, params), exec: (sql) => pg.exec(sql) });
  await migrate({ kind: 'pglite', ...q, transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))), close: () => pg.close() });
  const dump = await pg.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
}
