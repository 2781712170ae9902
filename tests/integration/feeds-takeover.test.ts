/**
 * One holder per feed, and a takeover when it dies (issue 22): a server process on PostgreSQL runs
 * a started WITS0 source; a second instance on the same database does not run it while the first
 * lives (its lease), and after the first is killed (SIGKILL: no release, no clean stop) the second
 * takes the feed over (listening on the source's port) within 30 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { FeedManager } from '../../server/feeds/feed-manager';
import { SecretBox } from '../../server/feeds/secrets';
import { logServicesFor } from '../../server/timeseries/log-services';
import { createPostgresDatabase, PG_ADMIN_URL, PG_OK } from './support/databases';
import { freePort } from './support/free-port';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect({ host: '127.0.0.1', port });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!PG_OK && process.env.CI === 'true') throw new Error(`CI=true but PostgreSQL is not reachable at ${PG_ADMIN_URL}`);

describe.skipIf(!PG_OK)('feed lease takeover [postgres]', () => {
  let url = '';
  let drop: () => Promise<void>;
  let db: Db;
  let child: ChildProcess | null = null;
  let b: FeedManager | null = null;
  const dir = mkdtempSync(join(tmpdir(), 'drillspace-takeover-'));
  let sourceId = '';
  let port = 0;

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    db = await openDb({ databaseUrl: url, dataDir: dir });
    await migrate(db);
    const wellId = (await db.query<{ id: string }>(`insert into wells (name) values ('Takeover well') returning id`)).rows[0].id;
    port = await freePort();
    sourceId = (
      await db.query<{ id: string }>(
        `insert into well_data_sources (well_id, name, protocol, mode, host, port, enabled) values ($1, 'EDR', 'wits0', 'listen', '127.0.0.1', $2, true) returning id`,
        [wellId, port],
      )
    ).rows[0].id;
  }, 60_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await b?.close();
    await db?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the feed on one instance only and moves it to the other within 30 s of a kill', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATABASE_URL: url, DEMO: '0', SIMULATOR: '0', PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'a'), LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 600 && !(await accepts(port)); i++) await sleep(100);
    expect(await accepts(port)).toBe(true);
    const holderA = (await db.query<{ lease_instance: string }>('select lease_instance from well_data_source_state where source_id = $1', [sourceId])).rows[0]
      .lease_instance;

    b = new FeedManager({ db, logs: logServicesFor(db), publish: () => {}, log: () => {}, secrets: SecretBox.load('takeover-test', dir) });
    b.start();
    // Several of B's passes while A lives: B never runs the feed.
    await sleep(6000);
    expect(b.health(sourceId)).toBeNull();

    const killedAt = Date.now();
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = null;
    while (b.health(sourceId) === null && Date.now() - killedAt < 40_000) await sleep(100);
    const takeoverS = (Date.now() - killedAt) / 1000;
    console.log(`feed takeover ${takeoverS.toFixed(1)} s after the holder was killed`);
    expect(b.health(sourceId)).not.toBeNull();
    expect(takeoverS).toBeLessThan(30);
    expect(await accepts(port)).toBe(true);
    const holderB = (await db.query<{ lease_instance: string }>('select lease_instance from well_data_source_state where source_id = $1', [sourceId])).rows[0]
      .lease_instance;
    expect(holderB).toBe(b.instance);
    expect(holderB).not.toBe(holderA);
  }, 120_000);
});
