/**
 * The live frac on the real server, watched by the real @stomp/stompjs client (issue 19): Red Hawk 1H
 * (completion frac, its first 3 stages recorded in a short demo history) pumps stage 4 at 1 Hz, the
 * stage heel-side of stage 3. Each second arrives on /topic/{id}/frac/live with the treatment
 * channels, and equals that second in GET frac_live's lines (1 s buckets at full width), so a pane
 * opened mid-stage and fed by the topic draws one line. The topic needs VIEW_COMPLETION like the
 * route: the viewer's SUBSCRIBE is refused ('Access denied') and the route answers 403.
 */
import type { Client, IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FRAC_CHANNELS } from '../../src/domain/completions/frac-channels';
import type { FracLiveMessage } from '../../src/api/realtime/topics';
import { LEAD_S, MAX_CATCH_UP_S } from '../../server/completions/live-frac';
import { startServer, type RunningServer } from '../../server/start';
import { createPostgresDatabase, describeEachDatabase, testConfig } from './support/databases';
import { connectStomp } from './support/stomp-session';

const T = FRAC_CHANNELS.treating.id;
const Q = FRAC_CHANNELS.slurryRate.id;

describeEachDatabase('live frac over STOMP', (kind) => {
  let server: RunningServer;
  let drop: (() => Promise<void>) | null = null;
  let base = '';
  let rh1 = '';
  const clients: Client[] = [];
  const login = async (user: string) => {
    const r = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${user}@demo.drillspace`, password: `drillspace-${user}` }),
    });
    return (await r.json()) as { token: string; session_id: string };
  };
  const get = async (path: string, token: string) => {
    const r = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: r.status, body: await r.json() };
  };
  const stomp = async (s: { token: string; session_id: string }) => {
    const c = await connectStomp(base, { token: s.token, sessionId: s.session_id });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    let url: string | null = null;
    if (kind === 'postgres') ({ url, drop } = await createPostgresDatabase());
    server = await startServer({ ...testConfig(kind, url), port: 0, host: '127.0.0.1', fracLive: true }, { log: () => {} });
    await server.background;
    base = server.url!;
    const admin = await login('admin');
    rh1 = (await get('/api/wells?limit=100', admin.token)).body.data.find((w: { name: string }) => w.name === 'Red Hawk 1H').id;
  }, 180_000);

  afterAll(async () => {
    for (const c of clients) await c.deactivate();
    await server?.close();
    await drop?.();
  });

  it('streams the stage after the last recorded one at 1 Hz, each second as in its lines so far', async () => {
    const user = await login('completions');
    const client = await stomp(user);
    const got: FracLiveMessage[] = [];
    client.subscribe(`/topic/${rh1}/frac/live`, (m: IMessage) => got.push(JSON.parse(m.body)));
    for (const end = Date.now() + 20_000; got.length < 4 && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
    expect(got.length).toBeGreaterThanOrEqual(4);
    const recorded = (await get(`/api/completions/${rh1}/frac_stages`, user.token)).body.data.stages;
    expect(recorded.map((s: { stage_no: number }) => s.stage_no)).toEqual([1, 2, 3]);
    for (const m of got) {
      expect(m).toMatchObject({ well_id: rh1, stage_no: 4, start_s: got[0].start_s });
      expect(Object.keys(m.values).sort()).toEqual(
        Object.values(FRAC_CHANNELS)
          .map((c) => c.id)
          .sort(),
      );
    }
    // One message a second, in order; joined LEAD_S into the record, so the pad is being pumped. A subscriber
    // there before the join gets the last MAX_CATCH_UP_S seconds at once.
    expect(got.slice(1).every((m, i) => m.time === got[i].time + 1)).toBe(true);
    expect(got[0].time - got[0].start_s).toBeGreaterThanOrEqual(LEAD_S - MAX_CATCH_UP_S + 1);
    expect(got.at(-1)!.values[Q]).toBeGreaterThan(5);
    expect(got.at(-1)!.values[T]).toBeGreaterThan(20);

    const r = await get(`/api/completions/${rh1}/frac_live?width=20000&channels=${T},${Q}`, user.token);
    expect(r.status).toBe(200);
    const live = r.body.data.live;
    expect(live).toMatchObject({ stage_no: 4, start_s: got[0].start_s, plug_md_m: recorded[2].top_md_m, bottom_md_m: recorded[2].top_md_m });
    expect(live.top_md_m).toBeCloseTo(recorded[2].top_md_m - (recorded[2].bottom_md_m - recorded[2].top_md_m), 6);
    expect(live.series.bucket_s).toBe(1);
    expect(live.series.x.length).toBe(live.elapsed_s);
    expect(live.elapsed_s).toBeGreaterThan(got.at(-1)!.time - live.start_s);
    expect(r.body.data.units).toEqual({ [T]: 'MPa', [Q]: 'm3/min' });
    for (const m of got) {
      const i = m.time - live.start_s;
      expect(live.series.x[i]).toBe(i);
      expect(live.series.y[T][i]).toBe(m.values[T]);
      expect(live.series.y[Q][i]).toBe(m.values[Q]);
    }
  }, 60_000);

  it('asks VIEW_COMPLETION of the topic and the route, and answers no live stage for a well not being fractured', async () => {
    const viewer = await login('viewer');
    expect((await get(`/api/completions/${rh1}/frac_live`, viewer.token)).status).toBe(403);
    const client = await stomp(viewer);
    const refused = new Promise<string>((resolve) => {
      client.onStompError = (f) => resolve(f.headers.message);
    });
    client.subscribe(`/topic/${rh1}/frac/live`, () => {});
    expect(await refused).toMatch(/Access denied/);

    const admin = await login('admin');
    const wells = (await get('/api/wells?limit=100', admin.token)).body.data as { id: string; name: string }[];
    const mesquite = wells.find((w) => w.name === 'Mesquite 7H')!.id;
    const none = await get(`/api/completions/${mesquite}/frac_live`, admin.token);
    expect(none.status).toBe(200);
    expect(none.body.data.live).toBeNull();
    expect((await get(`/api/completions/${rh1}/frac_live?width=1`, admin.token)).body.message).toMatch(/width/);
  });
});
