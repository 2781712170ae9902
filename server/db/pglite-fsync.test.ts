/**
 * EMBEDDED_FSYNC: with it, each commit of the embedded database reaches the disk (a WAL fsync passed
 * through PGlite's file layer); without it (the default) nothing is synced and writes rely on the
 * operating system. Counted by the file layer's syncs, so the test fails if Postgres still runs with
 * fsync off (-F) or if the file layer's sync still does nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedFileSyncs, openPglite } from './pglite';

const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'drillspace-fsync-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function commits(fsync: boolean, n: number): Promise<{ syncs: number; kept: number }> {
  const dir = freshDir();
  const db = await openPglite(dir, { fsync });
  await db.exec('create table t (id int primary key, note text)');
  const before = embeddedFileSyncs();
  for (let i = 0; i < n; i++) await db.query('insert into t values ($1, $2)', [i, `commit ${i}`]);
  const syncs = embeddedFileSyncs() - before;
  await db.close();
  const again = await openPglite(dir, { fsync });
  const { rows } = await again.query<{ n: string | number }>('select count(*) as n from t');
  await again.close();
  return { syncs, kept: Number(rows[0].n) };
}

describe('embedded database durability (EMBEDDED_FSYNC)', () => {
  it('syncs every commit to the disk when on', async () => {
    const r = await commits(true, 20);
    expect(r.syncs).toBeGreaterThanOrEqual(20);
    expect(r.kept).toBe(20);
  }, 60_000);

  it('syncs nothing by default (the operating system keeps what was written)', async () => {
    const r = await commits(false, 20);
    expect(r.syncs).toBe(0);
    expect(r.kept).toBe(20);
  }, 60_000);
});
