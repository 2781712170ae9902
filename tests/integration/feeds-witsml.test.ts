/**
 * A growing WITSML 1.4.1.1 log polled from a store, end to end: the replayer serves the Volve F-4
 * rig-sensor log as a store that grows 2,000× faster than real time, in the file's own mnemonics
 * and SI units (N, Pa, m3/s, c/s), behind basic authentication; a data source polls it by index
 * range. Mid-stream the server restarts once. Afterwards every row is stored once, at its second,
 * equal to the file's value after unit conversion, with no gap, and none reached the well twice
 * (the row at the inclusive range start is dropped by the client). A source with a wrong password and one asking for a log the store does not hold show a
 * clear error on their state (no crash, no data), and the password is in no state or answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { curveColumns, readReplayRows, type ReplayFile } from '../../server/replay/file-rows';
import { WitsmlStore } from '../../server/replay/witsml-store';
import { startServer, type RunningServer } from '../../server/start';
import { describeRefdata, refPath } from '../support/refdata';
import { createPostgresDatabase, describeEachDatabase, testConfig } from './support/databases';
import { compareStoredWithFile } from './support/feed-file-compare';

const ROWS = 900;
const IDS = { uidWell: 'W-F4', uidWellbore: 'WB-F4', uidLog: 'L-GenTime-22' };
const PASSWORD = 'store-pass-7';

const waitFor = async (what: string, ok: () => boolean | Promise<boolean>, ms = 90_000) => {
  for (const end = Date.now() + ms; !(await ok());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describeRefdata('WITSML 1.4.1.1 store polling end to end', () => {
  describeEachDatabase('growing store → poll → store', (kind) => {
    let config: ServerConfig;
    let server: RunningServer;
    let drop: (() => Promise<void>) | null = null;
    let dir = '';
    let file: ReplayFile;
    let store: WitsmlStore;
    let url = '';
    const ids: Record<string, string> = {};
    let wellId = '';

    const boot = async () => {
      server = await startServer(config, { listen: false, log: () => {} });
    };
    const add = async (name: string, password: string, uidLog: string) => {
      const { rows } = await server.db.query<{ id: string }>(
        `insert into well_data_sources (well_id, name, protocol, mode, url, remote, poll_s, username, secret_enc, enabled)
         values ($1, $2, 'witsml141', 'connect', $3, $4::jsonb, 1, 'reader', $5, true) returning id`,
        [wellId, name, url, JSON.stringify({ uid_well: IDS.uidWell, uid_wellbore: IDS.uidWellbore, uid_log: uidLog }), server.services.secrets.seal(password)],
      );
      ids[name] = rows[0].id;
    };

    beforeAll(async () => {
      let dbUrl: string | null = null;
      if (kind === 'postgres') ({ url: dbUrl, drop } = await createPostgresDatabase());
      dir = mkdtempSync(join(tmpdir(), 'drillspace-witsml-'));
      // A file key (DATA_DIR/secrets-key) that survives the restart, as in production.
      config = { ...testConfig(kind, dbUrl), demo: false, dataDir: dir };
      file = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml'));
      file.rows = file.rows.slice(0, ROWS);
      store = new WitsmlStore({
        rows: file.rows,
        ...curveColumns(file),
        ids: IDS,
        username: 'reader',
        password: PASSWORD,
        speed: 400,
        maxRows: 200,
      });
      await boot();
      await server.close();
      url = await store.listen();
      await boot();
      wellId = (await server.db.query<{ id: string }>(`insert into wells (name, realtime) values ('F-4 from a store', true) returning id`)).rows[0].id;
      const other = (await server.db.query<{ id: string }>(`insert into wells (name) values ('Other') returning id`)).rows[0].id;
      await add('store', PASSWORD, IDS.uidLog);
      wellId = other;
      await add('wrong password', 'not-the-password', IDS.uidLog);
      const third = (await server.db.query<{ id: string }>(`insert into wells (name) values ('Third') returning id`)).rows[0].id;
      wellId = third;
      await add('unknown log', PASSWORD, 'no-such-log');
      await server.services.feeds!.reconcile();
    }, 120_000);

    afterAll(async () => {
      await server?.close();
      await store?.stop();
      await drop?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('stores every row once, converted, across a server restart; bad credentials and an unknown log are clear errors', async () => {
      const feeds = () => server.services.feeds!;
      await waitFor('a third of the rows', () => (feeds().feedWell(ids.store)?.counters.good ?? 0) >= ROWS / 3);
      await server.close();
      await boot();
      const lastS = Math.floor(file.rows[ROWS - 1].timeS);
      await waitFor('the last row', () => feeds().feedWell(ids.store)?.lastS === lastS);
      // The rows may all have been stored before the restart: the new feed shows online once its first poll is answered.
      await waitFor('online again', () => feeds().health(ids.store)?.status === 'online');
      await feeds().feedWell(ids.store)!.flushNow();

      const h = feeds().health(ids.store)!;
      expect(h.counters).toEqual({ good: ROWS, bad: 0, duplicate: 0 });
      expect(h.status).toBe('online');
      const wrong = feeds().health(ids['wrong password'])!;
      expect(wrong.status).toBe('error');
      expect(wrong.error).toBe('the store refused the credentials (HTTP 401)');
      expect(wrong.counters.good).toBe(0);
      const unknown = feeds().health(ids['unknown log'])!;
      expect([unknown.status, unknown.error]).toEqual(['error', 'the store answered error -433: no log matches the query']);
      expect(store.refused).toBeGreaterThan(0);

      const { stored, compared } = await compareStoredWithFile(server, ids.store, file, lastS);
      expect(compared).toBeGreaterThan(ROWS * 10);
      expect(stored.bitDepthM.every((x) => Number.isFinite(x))).toBe(true);
      const state = await server.db.query('select * from well_data_source_state');
      expect(JSON.stringify(state.rows)).not.toContain(PASSWORD);
    }, 240_000);
  });
});
