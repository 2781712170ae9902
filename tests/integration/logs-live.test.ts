/**
 * The live rig simulator on the real server, both databases, watched by the real @stomp/stompjs
 * client: each second arrives on /topic/{id}/live and lands in the store, a drilled stand arrives on
 * /topic/{id}/stand/detected with its row stored (and a survey station when the hole is deep enough),
 * and after a stop and an hour of downtime the simulator resumes from its saved state and fills the
 * gap. Simulated time runs 600× faster than the wall clock so stands come within a test's patience.
 */
import { Client, type IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHANNEL_IDS } from '../../src/domain/drilling/channels';
import { startLiveSimulator } from '../../server/simulator/live/live-simulator';
import { startServer, type RunningServer } from '../../server/start';
import { createPostgresDatabase, describeEachDatabase, testConfig } from './support/databases';

const SPEED = 600;

describeEachDatabase('live rig simulator', (kind) => {
  let server: RunningServer;
  let drop: (() => Promise<void>) | null = null;
  let base = '';
  let token = '';
  let client: Client;
  const ids: Record<string, string> = {};
  const live: Record<string, { time: number; values: Record<string, number | null> }[]> = {};
  const stands: { well_id: string; time: number; stand: any }[] = [];
  let startedAtS = 0;
  let t0 = 0;
  const clock = (offsetS = 0) => ({ nowS: () => startedAtS + offsetS + Math.floor(((Date.now() - t0) / 1000) * SPEED), catchUpThresholdS: Infinity });
  const call = async (path: string, init: RequestInit = {}) =>
    (
      await fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) } })
    ).json();
  const waitFor = async (what: string, ok: () => boolean, ms = 120_000) => {
    for (const end = Date.now() + ms; !ok();) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    let url: string | null = null;
    if (kind === 'postgres') ({ url, drop } = await createPostgresDatabase());
    server = await startServer({ ...testConfig(kind, url), port: 0, host: '127.0.0.1', demoHistoryDays: 0.05, simulator: false }, { log: () => {} });
    await server.background;
    base = server.url!;
    const login = await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'engineer@demo.drillspace', password: 'drillspace-engineer' }),
      })
    ).json();
    token = login.token;
    for (const w of (await call('/api/wells?limit=100')).data) ids[w.name] = w.id;
    client = await new Promise<Client>((resolve, reject) => {
      const c = new Client({
        webSocketFactory: () => new WebSocket(`${base.replace('http', 'ws')}/ws`, ['v12.stomp']),
        connectHeaders: { Authorization: `Bearer ${token}`, 'session-id': login.session_id },
        reconnectDelay: 0,
        onConnect: () => resolve(c),
        onStompError: (f) => reject(new Error(f.headers.message)),
      });
      c.activate();
    });
    for (const name of ['Red Hawk 2H', 'Bluebonnet 12-1H']) {
      const id = ids[name];
      live[id] = [];
      client.subscribe(`/topic/${id}/live`, (m: IMessage) => live[id].push(JSON.parse(m.body)));
      client.subscribe(`/topic/${id}/stand/detected`, (m: IMessage) => stands.push(JSON.parse(m.body)));
    }
    await new Promise((r) => setTimeout(r, 300));
    const { rows } = await server.db.query<{ last_s: string }>(
      `select max(last_s) as last_s from log_well_state s join wells w on w.id = s.well_id where w.realtime`,
    );
    startedAtS = Number(rows[0].last_s);
    t0 = Date.now();
    server.services.logs.simulator = startLiveSimulator({
      db: server.db,
      logs: server.services.logs,
      publish: (d, b) => server.services.publish(d, b),
      log: () => {},
      clock: clock(),
    });
  }, 300_000);

  afterAll(async () => {
    await client?.deactivate();
    await server?.close();
    await drop?.();
  });

  it('publishes every second of both realtime wells on /live, and the values land in the store', async () => {
    const id = ids['Bluebonnet 12-1H'];
    await waitFor('live seconds', () => live[id].length >= 1200);
    const msgs = live[id];
    for (let i = 1; i < msgs.length; i++) expect(msgs[i].time).toBe(msgs[i - 1].time + 1);
    const m = msgs[600];
    expect(Object.keys(m.values).sort()).toEqual([...CHANNEL_IDS, 'activity', 'activityTruth'].sort());
    expect(m.values.activity).toBeTypeOf('number');
    const w = await call(`/api/logs/${id}/window?from=${m.time}&to=${m.time + 1}&width=2&channels=hookloadT,holeDepthM`);
    expect(w.data.channels.hookloadT.last[0]).toBeCloseTo(m.values.hookloadT!, 2);
    expect(w.data.channels.holeDepthM.last[0]).toBeCloseTo(m.values.holeDepthM!, 2);
    expect(live[ids['Red Hawk 2H']].length).toBeGreaterThan(600);
  });

  it('announces each drilled stand on /stand/detected after storing it, with a survey station below the last', async () => {
    const before = new Map<string, number>();
    for (const name of ['Red Hawk 2H', 'Bluebonnet 12-1H']) {
      const { rows } = await server.db.query<{ md: number }>('select max(md_m) as md from survey_stations where well_id = $1', [ids[name]]);
      before.set(ids[name], Number(rows[0].md));
    }
    await waitFor('a stand', () => stands.length > 0, 240_000);
    const s = stands[0];
    expect(Number.isInteger(s.time)).toBe(true);
    expect(s.stand).toMatchObject({ index: expect.any(Number), to_depth_m: expect.any(Number) });
    expect(s.stand.to_depth_m - s.stand.from_depth_m).toBeCloseTo(s.stand.drilled_m, 6);
    const conn = await call('/api/charts/connections', {
      method: 'POST',
      body: JSON.stringify({ well_id: s.well_id, parameters: {}, payload: { start_date: startedAtS - 86_400, end_date: s.time + 3600 } }),
    });
    expect(conn.data.rop_and_time.some((r: { start: number; toDepthM: number }) => r.start === s.stand.start && r.toDepthM === s.stand.to_depth_m)).toBe(true);
    // A station comes with a stand at least 20 m below the last survey (the MWD's course length).
    const deep = () => stands.find((x) => x.stand.to_depth_m >= before.get(x.well_id)! + 20);
    await waitFor('a stand 20 m below the last survey', () => deep() !== undefined, 240_000);
    const d = deep()!;
    await waitFor('its survey station', () => false, 1500).catch(() => {});
    const { rows } = await server.db.query<{ md: number; n: number }>(
      `select min(md_m) as md, count(*) as n from survey_stations where well_id = $1 and source = 'simulator'`,
      [d.well_id],
    );
    console.log(
      `[${kind}] ${stands.length} stands; stand ${d.stand.index} to ${d.stand.to_depth_m.toFixed(2)} m (last survey ${before.get(d.well_id)} m): ${rows[0].n} simulator stations from ${rows[0].md} m`,
    );
    expect(Number(rows[0].md)).toBeCloseTo(Math.round(d.stand.to_depth_m * 100) / 100, 2);
  });

  it('stops cleanly and, after an hour down, resumes from its saved state and fills the gap', async () => {
    const id = ids['Red Hawk 2H'];
    await server.services.logs.simulator!.stop();
    const { rows } = await server.db.query<{ last_s: string; clean_stop: boolean }>('select last_s, clean_stop from log_well_state where well_id = $1', [id]);
    expect(rows[0].clean_stop).toBe(true);
    const lastS = Number(rows[0].last_s);
    // At 600× the client may still be reading the backlog: every second up to the saved one arrives.
    await waitFor('the last second before the stop', () => live[id].at(-1)!.time >= lastS);
    const published = live[id].length;
    expect(live[id][published - 1].time).toBe(lastS);
    // An hour of downtime: the restarted simulator's clock starts 3600 s after where it stopped.
    startedAtS = lastS + 3600;
    t0 = Date.now();
    server.services.logs.simulator = startLiveSimulator({
      db: server.db,
      logs: server.services.logs,
      publish: (d, b) => server.services.publish(d, b),
      log: () => {},
      wellIds: [id],
      clock: clock(),
    });
    await waitFor('live after restart', () => live[id].length > published + 10);
    expect(live[id][published].time).toBeGreaterThan(lastS + 3600);
    const gap = await call(`/api/logs/${id}/window?from=${lastS - 60}&to=${lastS + 3660}&width=10000&channels=hookloadT`);
    expect(gap.data.bucket_s).toBe(1);
    expect(gap.data.channels.hookloadT.last.filter((v: number | null) => v === null)).toHaveLength(0);
    const st = await call(`/api/logs/${id}/status`);
    expect(st.data).toMatchObject({ live: true, state: 'done', generating: false });
  });
});
