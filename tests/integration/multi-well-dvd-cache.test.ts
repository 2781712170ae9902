/**
 * The multi-well Days vs Depth holds each well's curve between requests (dvd-curve-cache.ts) and reads
 * every well's KPI sources in one batch (kpi-sources-of-wells.ts): the answers must stay those
 * computed afresh. After new hole depth arrives (live, not yet flushed) and after the spud moves, the
 * held curve equals the single-well chart's and the uncached computation; the batched KPIs equal
 * each well's own wellKpis. On the shared seeded embedded server (the cache only runs there).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createRigModel } from '../../server/simulator/rig-model';
import { SIMULATOR_CHANNEL_META } from '../../server/timeseries/channel-meta';
import { ChunkWriter } from '../../server/timeseries/chunk-writer';
import { computeWellCurve, wellCurve } from '../../server/multiwell/dvd-curve-cache';
import { wellKpis } from '../../server/multiwell/well-kpis';
import { wellDatesOf } from '../../server/routes/logs/days-vs-depth';
import { noteSeriesWrite } from '../../server/timeseries/write-version';
import { ADMIN, useTestServer } from './support/test-server';

describe('multi-well DvD: held curves and batched KPIs equal the computed ones', () => {
  const t = useTestServer('pglite');
  let admin = '';
  let id = '';
  let other = '';
  const t0 = Math.floor(Date.now() / 1000 / 3600) * 3600 - 3 * 86_400;
  const model = createRigModel({ seed: 5, startTimeMs: t0 * 1000, startDepthM: 300, targetDepthM: 5500, maxDepthM: 6000 });

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    other = wells.body.data.find((w: any) => w.name === 'Red Hawk 2H').id;
    const { rows } = await t.server.db.query<{ id: string }>(
      `insert into wells (name, project_id, start_date, status) select 'Cache Test 1H', project_id, $2, 3 from wells where id = $1 returning id`,
      [other, t0],
    );
    id = rows[0].id;
    const w = new ChunkWriter(t.server.db, id, true);
    for (let s = 0; s < 12 * 3600; s += 3600) await w.append(t0 + s, { holeDepthM: model.nextChunk(3600).channels.holeDepthM }, 3600);
    await w.flush(SIMULATOR_CHANNEL_META, 'simulator');
  }, 60_000);

  const multi = async () => {
    const r = await t.call('POST', '/api/multi-well/dvd', { token: admin, body: { well_ids: [id, other] } });
    expect(r.status).toBe(200);
    return r.body.data.wells as any[];
  };
  /** The well as the single-well chart draws it, and as computed without the cache. */
  const expectFresh = async (w: any) => {
    const nowS = Math.floor(Date.now() / 1000);
    const one = await t.call('POST', '/api/charts/days_vs_depth', {
      token: admin,
      body: { well_id: w.well_id, payload: { start_date: nowS - 300 * 86_400, end_date: nowS + 60 } },
    });
    expect(w.curve).toEqual({ days: one.body.data.curve.days, depth_m: one.body.data.curve.depth_m });
    expect([w.spud, w.spud_from, w.deepest_m]).toEqual([one.body.data.spud, one.body.data.spud_from, one.body.data.deepest_m]);
    const dates = (await wellDatesOf(t.server.db, [w.well_id])).get(w.well_id)!;
    const c = await computeWellCurve(t.server.db, t.server.services.logs.store, w.well_id, dates, nowS);
    expect(w.curve).toEqual({ days: c.days, depth_m: c.depthM });
    expect(w.kpis).toEqual(await wellKpis(t.server.db, w.well_id, c.firstS, c.lastS === null ? null : c.lastS + 1));
  };

  it('reuses a curve while nothing moved, and recomputes it after new depth and a new spud', async () => {
    const store = t.server.services.logs.store;
    expect(store.answers).not.toBeNull();
    const before = (await multi()).find((w) => w.well_id === id);
    for (const w of await multi()) await expectFresh(w);
    // Nothing moved: the same held curve.
    const nowS = Math.floor(Date.now() / 1000);
    const dates = (await wellDatesOf(t.server.db, [id])).get(id)!;
    const held = await wellCurve(t.server.db, store, id, dates, nowS);
    expect(await wellCurve(t.server.db, store, id, dates, nowS)).toBe(held);
    // Any write to the well's series (a rebuilt chunk need not move its last second) lets the held curve go.
    noteSeriesWrite(id);
    expect(await wellCurve(t.server.db, store, id, dates, nowS)).not.toBe(held);

    // Six more hours of drilling arrive through the live writer (open chunks, nothing flushed yet).
    const live = store.writer(id);
    for (let s = 12 * 3600; s < 18 * 3600; s += 3600) await live.append(t0 + s, { holeDepthM: model.nextChunk(3600).channels.holeDepthM }, 3600);
    const after = (await multi()).find((w) => w.well_id === id);
    expect(after.curve.days.length).toBeGreaterThan(before.curve.days.length);
    expect(after.deepest_m).toBeGreaterThan(before.deepest_m);
    await expectFresh(after);

    // The spud moves a day earlier: every day of the curve moves by one.
    await t.server.db.query('update wells set start_date = $2 where id = $1', [id, t0 - 86_400]);
    const moved = (await multi()).find((w) => w.well_id === id);
    expect(moved.spud).toBe(t0 - 86_400);
    expect(moved.curve.days[0]).toBeCloseTo(after.curve.days[0] + 1, 5);
    await expectFresh(moved);
  }, 30_000);
});
