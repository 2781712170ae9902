/**
 * What EMBEDDED_FSYNC costs (issue 11's fsync decision): the embedded database with and without
 * syncing each commit to the disk. Small commits one after another (an API write each: a station, a
 * user, a live chunk) and one bulk transaction (an import), in a fresh DATA_DIR each way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedFileSyncs, openPglite } from '../server/db/pglite';
import { fmt } from './_http-load';

const SMALL_COMMITS = 300;
const BULK_ROWS = 20_000;

async function measure(fsync: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'drillspace-durability-'));
  try {
    const db = await openPglite(dir, { fsync });
    await db.exec('create table t (id int primary key, payload text)');
    const syncs0 = embeddedFileSyncs();
    let t0 = performance.now();
    for (let i = 0; i < SMALL_COMMITS; i++) await db.query('insert into t values ($1, $2)', [i, 'x'.repeat(200)]);
    const perCommitMs = (performance.now() - t0) / SMALL_COMMITS;
    t0 = performance.now();
    await db.transaction(async (tx) => {
      for (let i = 0; i < BULK_ROWS; i += 1000) {
        const ids = Array.from({ length: 1000 }, (_, k) => SMALL_COMMITS + i + k);
        await tx.query('insert into t select id, repeat($2, 200) from unnest($1::int[]) as id', [ids, 'y']);
      }
    });
    const bulkMs = performance.now() - t0;
    const syncs = embeddedFileSyncs() - syncs0;
    await db.close();
    return { perCommitMs, bulkMs, syncs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Record<string, number | string>> {
  const off = await measure(false);
  const on = await measure(true);
  return {
    [`${SMALL_COMMITS} small commits: ms per commit, default / EMBEDDED_FSYNC=on`]: `${fmt(off.perCommitMs, 2)} / ${fmt(on.perCommitMs, 2)}`,
    [`one transaction of ${BULK_ROWS} rows (ms), default / on`]: `${fmt(off.bulkMs, 0)} / ${fmt(on.bulkMs, 0)}`,
    'file syncs passed to the disk, default / on': `${off.syncs} / ${on.syncs}`,
  };
}
