/**
 * A real well streamed live over WITS0: the replayer sends the Volve F-4 rig-sensor log (WITSML
 * 1.4.1.1, SI units) as WITS0 records over TCP to a data source listening in a running server;
 * mid-stream the connection is cut once and the server is restarted once. Afterwards the well's
 * stored 1 Hz series holds, at every record's second, the file's value after unit conversion
 * (through WITS0's kDaN / kPa / kN·m and back), every record exactly once (counted, none missing,
 * the re-sent ones dropped as duplicates), every second between records held (no gap), detection's
 * activity, a live message per record, and garbage sent on the side counted and nothing else.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTIVITY_CHANNEL } from '../../server/timeseries/channel-meta';
import { readReplayRows, type ReplayRow } from '../../server/replay/file-rows';
import { Wits0Sender } from '../../server/replay/wits0-sender';
import { startServer, type RunningServer } from '../../server/start';
import type { ServerConfig } from '../../server/config';
import { createPostgresDatabase, describeEachDatabase, testConfig } from './support/databases';
import { describeRefdata, refPath } from '../support/refdata';

const ROWS = 1200;

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const serverLog: string[] = [];
const waitFor = async (what: string, ok: () => boolean | Promise<boolean>, ms = 60_000) => {
  for (const end = Date.now() + ms; !(await ok());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; server said: ${serverLog.slice(-5).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describeRefdata('WITS0 feed end to end', () => {
  describeEachDatabase('replayer → TCP → feed → store', (kind) => {
    let config: ServerConfig;
    let server: RunningServer;
    let drop: (() => Promise<void>) | null = null;
    let dir: string | null = null;
    let wellId = '';
    let sourceId = '';
    let port = 0;
    let rows: ReplayRow[] = [];
    const live: { time: number; values: Record<string, number | null> }[] = [];

    const boot = async () => {
      server = await startServer(config, { listen: false, log: (m) => serverLog.push(m) });
      const publish = server.services.publish;
      server.services.publish = (d, b) => {
        if (d === `/topic/${wellId}/live`) live.push(b as (typeof live)[number]);
        publish(d, b);
      };
      // The manager's first pass takes the lease and opens the listener.
      await waitFor('the listener', () => ['offline', 'online', 'quiet'].includes(server.services.feeds?.health(sourceId)?.status ?? 'none'));
    };
    const state = async () =>
      (
        await server.db.query<{ good_records: string; bad_records: string; duplicate_records: string; last_s: string }>(
          'select * from well_data_source_state where source_id = $1',
          [sourceId],
        )
      ).rows[0];

    beforeAll(async () => {
      let url: string | null = null;
      if (kind === 'postgres') ({ url, drop } = await createPostgresDatabase());
      else dir = mkdtempSync(join(tmpdir(), 'drillspace-feed-'));
      config = { ...testConfig(kind, url), demo: false, ...(dir ? { dataDir: dir } : {}) };
      rows = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml')).rows.slice(0, ROWS);
      port = await freePort();
      server = await startServer(config, { listen: false, log: (m) => serverLog.push(m) });
      wellId = (await server.db.query<{ id: string }>(`insert into wells (name, realtime) values ('Volve F-4 replay', true) returning id`)).rows[0].id;
      sourceId = (
        await server.db.query<{ id: string }>(
          `insert into well_data_sources (well_id, name, protocol, mode, host, port, enabled) values ($1, 'EDR WITS0', 'wits0', 'listen', '127.0.0.1', $2, true) returning id`,
          [wellId, port],
        )
      ).rows[0].id;
      await server.close();
      await boot();
    }, 120_000);

    afterAll(async () => {
      await server?.close();
      await drop?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('stores every record once, converted, across a dropped connection and a server restart', async () => {
      const sender = new Wits0Sender({ rows, mode: 'connect', host: '127.0.0.1', port, speed: 2000, overlapS: 15, retryMs: 100 });
      const done = sender.run();
      await waitFor('a third of the file', () => sender.next >= ROWS / 3);
      sender.dropConnection();
      await waitFor('two thirds of the file', () => sender.next >= (2 * ROWS) / 3);
      await server.close();
      await boot();
      // Garbage on a side connection: one line that is not WITS, one record whose only item is not a number.
      const side = connect({ host: '127.0.0.1', port });
      await new Promise<void>((r) => side.once('connect', () => r()));
      side.end('LINE NOISE\r\n&&\r\n0108abc\r\n!!\r\n');
      await done;
      const lastS = Math.floor(rows[rows.length - 1].timeS);
      await waitFor('the last record stored', () => server.services.feeds?.feedWell(sourceId)?.lastS === lastS);
      await waitFor('the garbage counted', async () => server.services.feeds?.health(sourceId)?.counters.bad === 2);
      await server.services.feeds!.feedWell(sourceId)!.flushNow();
      await sender.stop();

      const s = await state();
      expect(Number(s.good_records)).toBe(ROWS);
      expect(Number(s.bad_records)).toBe(2);
      // After the drop and after the restart the replayer re-sent what it could not know arrived: the
      // repeats that did arrive were dropped (the rest were lost in flight, which is why it re-sends).
      expect(Number(s.duplicate_records)).toBeGreaterThan(0);
      expect(Number(s.duplicate_records)).toBeLessThanOrEqual(sender.written - ROWS);

      const firstS = Math.floor(rows[0].timeS);
      const channels = [...new Set(rows.flatMap((r) => Object.keys(r.values)))];
      expect(channels).toEqual(
        expect.arrayContaining(['bitDepthM', 'holeDepthM', 'blockPosM', 'hookloadT', 'wobT', 'rpm', 'torqueKNm', 'sppMPa', 'flowInLpm', 'pumpSpm']),
      );
      const stored = await server.services.logs.store.raw(wellId, [...channels, ACTIVITY_CHANNEL], firstS, lastS + 1);
      // The store keeps raw seconds as int16 steps of a chunk's range (timeseries/codec.ts), an import's too.
      const step: Record<string, number> = {};
      for (const c of channels) {
        const vs = rows.map((r) => r.values[c]).filter((v) => v !== undefined);
        step[c] = (Math.max(...vs) - Math.min(...vs)) / 65534;
      }
      let compared = 0;
      for (const r of rows) {
        const i = Math.floor(r.timeS) - firstS;
        for (const [c, v] of Object.entries(r.values)) {
          const got = stored[c][i];
          const want = Math.fround(v);
          if (!(Math.abs(got - want) <= step[c] + 1e-6 * Math.abs(want))) throw new Error(`${c} at row ${rows.indexOf(r)}: stored ${got}, file ${want}`);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(ROWS * 10);
      // No gap: every second between the first and the last record holds a bit depth.
      expect(stored.bitDepthM.every((x) => Number.isFinite(x))).toBe(true);
      // Detection ran on the stream: finalised activity for the seconds at least its margin old.
      expect(stored[ACTIVITY_CHANNEL].filter((x) => Number.isFinite(x)).length).toBeGreaterThan(600);

      // One live message per stored record, in time order, none twice; each carries its values.
      const times = live.map((m) => m.time);
      expect(new Set(times).size).toBe(times.length);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.length).toBe(ROWS);
      const lastMsg = live[live.length - 1];
      expect(lastMsg.values.bitDepthM).toBeCloseTo(rows[rows.length - 1].values.bitDepthM, 4);
    }, 180_000);
  });
});
