/**
 * Growing WITSML 2.0 channels over ETP 1.2, end to end, once per channel protocol: the replayer's
 * ETP producer serves the Volve F-4 rig-sensor log's channels (the file's mnemonics and SI units:
 * N, Pa, m3/s, c/s) growing 100× faster than real time, behind basic authentication; a data source
 * takes them by their URIs.
 * - Offering both ChannelSubscribe and ChannelStreaming: the feed subscribes (ChannelSubscribe is
 *   preferred); after a drop it subscribes again from just after its last index.
 * - Offering ChannelStreaming only: the feed consumes the producer's stream (ChannelMetadata,
 *   StartStreaming, ChannelData); after a drop or a restart the producer sends the last hour it
 *   holds again and the feed drops what it already has.
 * Mid-stream every connection is cut once; later the server restarts; the new one resumes after the
 * well's last second. Afterwards every row is stored once, at its second, equal to the file's value
 * after unit conversion, with no gap and no duplicate. A source with a wrong password (HTTP 401 on
 * the upgrade) and one asking for a channel the endpoint does not hold (ProtocolException 11 from
 * a store; absent from a producer's ChannelMetadata) show a clear error on their state, no data,
 * no crash; the password is in no state row and no log line.
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

const UNKNOWN = 'eml:///witsml20.Channel(00000000-0000-0000-0000-000000000000)';
const CASES = [
  { offered: 'both', subscribes: true, unknownError: `the ETP server answered error 11: no channel at ${UNKNOWN}` },
  { offered: 'streaming', subscribes: false, unknownError: `the ETP producer does not stream ${UNKNOWN}` },
] as const;

describeRefdata('ETP 1.2 ChannelSubscribe and ChannelStreaming end to end', () => {
  for (const c of CASES)
    describeEachDatabase(`ETP producer (${c.offered}) → WebSocket → feed → store`, (kind) => {
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
          channelProtocols: c.offered,
          // A streamer resends the last hour it holds: more than a restart takes at 100×.
          holdS: 3600,
        });
        url = await producer.listen();
        server = await startServer(config, { listen: false, log: (m) => serverLog.push(m) });
        const uris = producer.uris.map((u) => u.uri);
        await add('F-4 over ETP', 'etp', PASSWORD, uris);
        await add('Other', 'wrong password', 'not-the-password', uris);
        await add('Third', 'unknown channel', PASSWORD, [uris[0], UNKNOWN]);
        await server.services.feeds!.reconcile();
      }, 120_000);

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
        // Held while the server restarts, so that the restart is mid-stream however slow the machine; what the
        // producer records meanwhile comes at once on resuming.
        producer.pause();
        const beforeRestart = feeds().feedWell(ids.etp)!.counters.good;
        await server.close();
        server = await startServer(config, { listen: false, log: (m) => serverLog.push(m) });
        producer.resume();
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
        // Which protocol carried the data: the first session, the one after the drop and the one after the restart.
        await waitFor('the third session', () => Math.max(producer.subscriptions, producer.streamsStarted) >= 3, 15_000);
        expect([producer.subscriptions >= 3, producer.streamsStarted >= 3]).toEqual([c.subscribes, !c.subscribes]);
        expect(producer.subscriptions * producer.streamsStarted).toBe(0);
        await waitFor(
          'the refusals',
          () => feeds().health(ids['wrong password'])?.status === 'error' && feeds().health(ids['unknown channel'])?.status === 'error',
        );
        const wrong = feeds().health(ids['wrong password'])!;
        expect([wrong.error, wrong.counters.good]).toEqual(['the ETP server refused the credentials (HTTP 401)', 0]);
        expect(producer.refused).toBeGreaterThan(0);
        const unknown = feeds().health(ids['unknown channel'])!;
        expect(unknown.error).toBe(c.unknownError);
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
