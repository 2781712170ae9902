/**
 * Growing WITSML 2.0 channels over ETP 1.2, end to end: the replayer's ETP producer serves the
 * Volve F-4 rig-sensor log's channels (the file's mnemonics and SI units: N, Pa, m3/s, c/s)
 * growing 300× faster than real time, behind basic authentication; a data source subscribes to
 * them (ChannelSubscribe) by their URIs. Mid-stream every connection is cut once; the feed
 * reconnects and subscribes again from just after its last index. Later the server restarts; the
 * new one subscribes from just after the well's last second. Afterwards every row is stored
 * once, at its second, equal to the file's value after unit conversion, with no gap and no
 * duplicate. A source with a wrong password (HTTP 401 on the upgrade) and one asking for a channel
 * the store does not hold (ProtocolException 11) show a clear error on their state, no data, no
 * crash; the password is in no state row and no log line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { EtpProducer } from '../../server/replay/etp-producer';
import { curveColumns, readReplayRows, type ReplayFile } from '../../server/replay/file-rows';
import { startServer, type RunningServer } from '../../server/start';
import { describeRefdata, refPath } from '../support/refdata';
import { createPostgresDatabase, describeEachDatabase, testConfig } from './support/databases';
import { compareStoredWithFile } from './support/feed-file-compare';

const ROWS = 900;
const PASSWORD = 'etp-pass-31';

const serverLog: string[] = [];
const waitFor = async (what: string, ok: () => boolean | Promise<boolean>, ms = 60_000) => {
  for (const end = Date.now() + ms; !(await ok());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; server said: ${serverLog.slice(-5).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describeRefdata('ETP 1.2 ChannelSubscribe end to end', () => {
  describeEachDatabase('ETP producer → WebSocket → feed → store', (kind) => {
    let server: RunningServer;
    let drop: (() => Promise<void>) | null = null;
    let dir = '';
    let file: ReplayFile;
    let producer: EtpProducer;
    let url = '';
    let config: ServerConfig;
    const ids: Record<string, string> = {};

    const add = async (wellName: string, name: string, password: string, uris: string[]) => {
      const well = (await server.db.query<{ id: string }>(`insert into wells (name, realtime) values ($1, true) returning id`, [wellName])).rows[0].id;
      const { rows } = await server.db.query<{ id: string }>(
        `insert into well_data_sources (well_id, name, protocol, mode, url, remote, username, secret_enc, enabled)
         values ($1, $2, 'etp12', 'connect', $3, $4::jsonb, 'reader', $5, true) returning id`,
        [well, name, url, JSON.stringify({ uris }), server.services.secrets.seal(password)],
      );
      ids[name] = rows[0].id;
    };

    beforeAll(async () => {
      let dbUrl: string | null = null;
      if (kind === 'postgres') ({ url: dbUrl, drop } = await createPostgresDatabase());
      dir = mkdtempSync(join(tmpdir(), 'drillspace-etp-'));
      // A file key (DATA_DIR/secrets-key) that survives the restart, as in production.
      config = { ...testConfig(kind, dbUrl), demo: false, dataDir: dir };
      file = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml'));
      file.rows = file.rows.slice(0, ROWS);
      producer = new EtpProducer({
        rows: file.rows,
        ...curveColumns(file),
        username: 'reader',
        password: PASSWORD,
        speed: 100,
        batchRows: 40,
      });
      url = await producer.listen();
      server = await startServer(config, { listen: false, log: (m) => serverLog.push(m) });
      const uris = producer.uris.map((u) => u.uri);
      await add('F-4 over ETP', 'etp', PASSWORD, uris);
      await add('Other', 'wrong password', 'not-the-password', uris);
      await add('Third', 'unknown channel', PASSWORD, [uris[0], 'eml:///witsml20.Channel(00000000-0000-0000-0000-000000000000)']);
      await server.services.feeds!.reconcile();
    }, 60_000);

    afterAll(async () => {
      await server?.close();
      await producer?.stop();
      await drop?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('stores every row once, converted, across a forced disconnect and a server restart; bad credentials and an unknown channel are clear errors', async () => {
      const feeds = () => server.services.feeds!;
      await waitFor('a third of the rows', () => (feeds().feedWell(ids.etp)?.counters.good ?? 0) >= ROWS / 3);
      const sessionsBefore = producer.sessionsOpened;
      producer.dropConnections();
      await waitFor('two thirds of the rows', () => (feeds().feedWell(ids.etp)?.counters.good ?? 0) >= (2 * ROWS) / 3);
      const beforeRestart = feeds().feedWell(ids.etp)!.counters.good;
      await server.close();
      server = await startServer(config, { listen: false, log: (m) => serverLog.push(m) });
      const lastS = Math.floor(file.rows[ROWS - 1].timeS);
      await waitFor('the last row', () => feeds().feedWell(ids.etp)?.lastS === lastS);
      await feeds().feedWell(ids.etp)!.flushNow();
      expect(producer.sessionsOpened).toBeGreaterThan(sessionsBefore);
      expect(serverLog.some((m) => m.includes('data source etp: disconnected'))).toBe(true);

      const h = feeds().health(ids.etp)!;
      expect(beforeRestart).toBeLessThan(ROWS);
      expect(h.counters).toEqual({ good: ROWS, bad: 0, duplicate: 0 });
      // Back online: the last row can be stored a moment before the re-opened session reports in.
      await waitFor('the feed online again', () => feeds().health(ids.etp)!.status === 'online', 15_000);
      await waitFor(
        'the refusals',
        () => feeds().health(ids['wrong password'])?.status === 'error' && feeds().health(ids['unknown channel'])?.status === 'error',
      );
      const wrong = feeds().health(ids['wrong password'])!;
      expect([wrong.error, wrong.counters.good]).toEqual(['the ETP server refused the credentials (HTTP 401)', 0]);
      expect(producer.refused).toBeGreaterThan(0);
      const unknown = feeds().health(ids['unknown channel'])!;
      expect(unknown.error).toBe('the ETP server answered error 11: no channel at eml:///witsml20.Channel(00000000-0000-0000-0000-000000000000)');
      expect(unknown.counters.good).toBe(0);

      const { stored, compared } = await compareStoredWithFile(server, ids.etp, file, lastS);
      expect(compared).toBeGreaterThan(ROWS * 10);
      expect(stored.bitDepthM.every((x) => Number.isFinite(x))).toBe(true);
      const state = await server.db.query('select * from well_data_source_state');
      expect(JSON.stringify(state.rows)).not.toContain(PASSWORD);
      expect(serverLog.join('\n')).not.toContain(PASSWORD);
    }, 60_000);
  });
});
