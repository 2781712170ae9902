/**
 * Data feed quiet (issue 22): a WITS0 source on a well, fed by the replayer with the Volve F-4
 * rig-sensor log at its own pace; the replayer stops, and the engineer watching the well for
 * feed_quiet hears one alert over STOMP within the quiet limit plus a few seconds, carrying the
 * seconds without data, the limit and the source's name; the replayer starts again and the alert
 * clears (stored closed). One firing per quiet spell.
 */
import type { Client, IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AlertMessage } from '../../src/api/realtime/topics';
import { userAlertsTopic } from '../../src/api/realtime/topics';
import { readReplayRows, type ReplayRow } from '../../server/replay/file-rows';
import { Wits0Sender } from '../../server/replay/wits0-sender';
import { startServer, type RunningServer } from '../../server/start';
import { httpCall, signIn, type Call } from './support/accounts';
import { createPostgresDatabase, describeEachDatabase, testConfig, type DbKind } from './support/databases';
import { waitFor } from './support/poll';
import { connectStomp } from './support/stomp-session';
import { ENGINEER } from './support/test-server';
import { describeRefdata, refPath } from '../support/refdata';
import { freePort } from './support/free-port';

const QUIET_S = 4;

describeRefdata('data feed quiet alert', () => {
  describeEachDatabase('WITS0 replayer stops → feed_quiet over STOMP → data again → cleared', (kind: DbKind) => {
    let server: RunningServer;
    let drop: (() => Promise<void>) | null = null;
    let call: Call;
    let eng = { token: '', sessionId: '' };
    let engineerId = '';
    let well = '';
    let sourceId = '';
    let port = 0;
    let rows: ReplayRow[] = [];
    const senders: Wits0Sender[] = [];

    beforeAll(async () => {
      let url: string | null = null;
      if (kind === 'postgres') ({ url, drop } = await createPostgresDatabase());
      server = await startServer(
        { ...testConfig(kind, url, { demoHistoryDays: 0 }), port: 0, host: '127.0.0.1', simulator: false, feedQuietS: QUIET_S },
        { log: () => {} },
      );
      await server.background;
      call = httpCall(server.url!);
      eng = await signIn(call, ENGINEER.email, ENGINEER.password);
      engineerId = (await server.db.query<{ id: string }>('select id from users where email = $1', [ENGINEER.email])).rows[0].id;
      const wells = await call('GET', '/api/wells?limit=100', { token: eng.token });
      well = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
      rows = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml')).rows.slice(0, 60);
      port = await freePort();
    }, 180_000);

    afterAll(async () => {
      for (const s of senders) await s.stop();
      await server?.close();
      await drop?.();
    });

    it('fires once per quiet spell with its numbers, and clears when data returns', async () => {
      const sub = await call('POST', '/api/alerts/subscriptions', {
        token: eng.token,
        body: { name: 'Rig feed silent', well_id: well, type: 'feed_quiet', severity: 'critical', channels: ['summary', 'sound'] },
      });
      expect(sub.status, JSON.stringify(sub.body)).toBe(200);
      await server.services.alerts!.reload();
      const client: Client = await connectStomp(server.url!, eng);
      const got: { m: AlertMessage; atMs: number }[] = [];
      await new Promise<void>((resolve) => {
        client.watchForReceipt('quiet-sub', () => resolve());
        client.subscribe(userAlertsTopic(engineerId), (f: IMessage) => got.push({ m: JSON.parse(f.body), atMs: Date.now() }), { receipt: 'quiet-sub' });
      });

      sourceId = (
        await server.db.query<{ id: string }>(
          `insert into well_data_sources (well_id, name, protocol, mode, host, port, enabled) values ($1, 'EDR WITS0 rig 7', 'wits0', 'listen', '127.0.0.1', $2, true) returning id`,
          [well, port],
        )
      ).rows[0].id;
      await server.services.feeds!.reconcile();
      const shift = Math.floor(Date.now() / 1000 - rows[0].timeS);
      const first = new Wits0Sender({ rows: rows.slice(0, 30), mode: 'connect', host: '127.0.0.1', port, speed: 1, timeShiftS: shift, retryMs: 100 });
      senders.push(first);
      const firstRun = first.run();
      const feeds = server.services.feeds!;
      await waitFor(
        async () => feeds.health(sourceId)?.counters.good ?? 0,
        (n) => n >= 3,
        15_000,
        'records stored',
      );
      await first.stop();
      await firstRun.catch(() => {});
      const lastDataMs = feeds.feedWell(sourceId)!.lastDataMs!;

      const fired = await waitFor(
        async () => got.filter((g) => g.m.state === 'fired'),
        (x) => x.length >= 1,
        (QUIET_S + 5) * 1000,
        'the feed_quiet alert over STOMP',
      );
      const f = fired[0];
      const afterS = (f.atMs - lastDataMs) / 1000;
      console.log(`feed quiet [${kind}]: last data → alert over STOMP ${afterS.toFixed(1)} s (quiet limit ${QUIET_S} s)`);
      expect(afterS).toBeGreaterThanOrEqual(QUIET_S);
      expect(afterS).toBeLessThan(QUIET_S + 3);
      expect(f.m).toMatchObject({ type: 'feed_quiet', severity: 'critical', subscription_name: 'Rig feed silent', well_name: 'Red Hawk 2H' });
      expect(f.m.numbers.threshold).toBe(QUIET_S);
      expect(f.m.numbers.unit).toBe('s');
      expect(f.m.numbers.value).toBeGreaterThanOrEqual(QUIET_S);
      expect(f.m.numbers.value).toBeLessThan(QUIET_S + 3);
      expect(f.m.numbers.lastDataS).toBe(Math.floor(lastDataMs / 1000));
      expect(f.m.message).toMatch(
        new RegExp(`^Data feed EDR WITS0 rig 7 quiet: no data for ${Math.round(Number(f.m.numbers.value))} s \\(limit ${QUIET_S} s, `),
      );

      // Still quiet a few seconds on: the same spell, no second firing.
      await new Promise((r) => setTimeout(r, 3000));
      expect(got.filter((g) => g.m.state === 'fired')).toHaveLength(1);
      const open = await server.db.query<{ open: boolean }>(`select open from alert_events where subscription_id = $1`, [sub.body.data.id]);
      expect(open.rows).toEqual([{ open: true }]);

      // Data again: the alert clears.
      const again = new Wits0Sender({ rows: rows.slice(30), mode: 'connect', host: '127.0.0.1', port, speed: 1, timeShiftS: shift + 30, retryMs: 100 });
      senders.push(again);
      void again.run().catch(() => {});
      const cleared = await waitFor(
        async () => got.filter((g) => g.m.state === 'cleared'),
        (x) => x.length >= 1,
        10_000,
        'the all-clear over STOMP',
      );
      expect(cleared[0].m).toMatchObject({ id: f.m.id, type: 'feed_quiet', severity: 'ok' });
      expect(cleared[0].m.message).toBe(`Cleared: ${f.m.message}`);
      const closed = await server.db.query<{ open: boolean; cleared: boolean }>(
        `select open, cleared_at is not null as cleared from alert_events where subscription_id = $1`,
        [sub.body.data.id],
      );
      expect(closed.rows).toEqual([{ open: false, cleared: true }]);
      await again.stop();
      await client.deactivate();
    }, 90_000);
  });
});
