/**
 * The multi-well API (spec 7.10) over a generated demo history, on both databases: the tree and
 * search list only the wells the caller may see; multi-well/dvd draws each well exactly as its
 * single-well charts/days_vs_depth does, its P50 band is the median of the wells' days at each depth
 * (Hyndman-Fan type 7, tested by hand in dvd-band.test.ts), its KPIs are those of the single-well
 * reports; unknown wells are 404 naming them, wells the caller may not see 403, bad bodies 400 naming the field.
 */
import { beforeAll, expect, it } from 'vitest';
import { quantile } from '../../src/domain/drilling/kpi/distribution';
import { daysAtDepth } from '../../src/domain/drilling/kpi/dvd-band';
import { createRigModel } from '../../server/simulator/rig-model';
import { SIMULATOR_CHANNEL_META } from '../../server/timeseries/channel-meta';
import { ChunkWriter } from '../../server/timeseries/chunk-writer';
import { describeEachDatabase, HISTORY_TEST_DAYS } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const DRILLED = ['Red Hawk 2H', 'Bluebonnet 12-1H', 'Bluebonnet 12-2H', 'Prairie 5H'];
/** Wells spudded together at 300 m and drilled by the rig model (different seeds, so different speeds): their depths overlap. */
const SYNTHETIC = ['Synthetic A', 'Synthetic B', 'Synthetic C', 'Synthetic D'];
const SYNTHETIC_DAYS = 2;

describeEachDatabase('multi-well API', (kind) => {
  const t = useTestServer(kind, { demoHistoryDays: HISTORY_TEST_DAYS });
  let admin = '';
  let engineer = '';
  let viewer = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    for (const w of wells.body.data) ids[w.name] = w.id;
    const t0 = Math.floor(Date.now() / 1000 / 3600) * 3600 - 10 * 86_400;
    for (const [k, name] of SYNTHETIC.entries()) {
      const { rows } = await t.server.db.query<{ id: string }>(
        `insert into wells (name, project_id, start_date, status) select $2, project_id, $3, 3 from wells where id = $1 returning id`,
        [ids['Red Hawk 2H'], name, t0],
      );
      const id = rows[0].id;
      const model = createRigModel({ seed: 11 + k, startTimeMs: t0 * 1000, startDepthM: 300, targetDepthM: 5500, maxDepthM: 6000 });
      const w = new ChunkWriter(t.server.db, id, true);
      for (let s = 0; s < SYNTHETIC_DAYS * 86_400; s += 3600) await w.append(t0 + s, { holeDepthM: model.nextChunk(3600).channels.holeDepthM }, 3600);
      await w.flush(SIMULATOR_CHANNEL_META, 'simulator');
      ids[name] = id;
    }
  }, 300_000);

  const treeWells = (tree: any): { name: string; pad: string; project: string; company: string }[] =>
    tree.companies.flatMap((c: any) =>
      c.projects.flatMap((p: any) =>
        p.pads.flatMap((pad: any) => pad.wells.map((w: any) => ({ name: w.name, pad: pad.name, project: p.name, company: c.name }))),
      ),
    );

  it('lists company → project → pad → well, only the wells the caller may see', async () => {
    const all = await t.call('GET', '/api/multi-well/tree', { token: admin });
    expect(all.status).toBe(200);
    const every = treeWells(all.body.data);
    expect(every.length).toBe(Object.keys(ids).length);
    expect(every.filter((w) => w.name.startsWith('Synthetic')).length).toBe(SYNTHETIC.length);
    expect(all.body.data.wells).toBe(every.length);
    // The Red Hawk wells share the Delaware pad (their survey site).
    const redHawk = every.filter((w) => w.name.startsWith('Red Hawk'));
    expect(new Set(redHawk.map((w) => `${w.company} / ${w.project} / ${w.pad}`)).size).toBe(1);
    expect(redHawk[0].project).toBe('Delaware Basin Pad Development');
    const mine = await t.call('GET', '/api/multi-well/tree', { token: viewer });
    expect(treeWells(mine.body.data).map((w) => w.name)).toEqual(['Prairie 5H']);
    expect((await t.call('GET', '/api/multi-well/tree', {})).status).toBe(401);
    expect((await t.call('GET', '/api/multi-well/tree?x=1', { token: admin })).status).toBe(400);
  });

  it('searches and counts with text, status, stage and project filters', async () => {
    const s = await t.call('POST', '/api/multi-well/search', { token: admin, body: { text: 'red hawk' } });
    expect(s.status).toBe(200);
    expect(s.body.data.map((w: any) => w.name).sort()).toEqual(['Red Hawk 1H', 'Red Hawk 2H', 'Red Hawk 3H', 'Red Hawk 4H']);
    const project = s.body.data[0].project_id;
    const drilling = await t.call('POST', '/api/multi-well/search', { token: admin, body: { project_id: project, stage: 'drilling' } });
    expect(drilling.body.data.every((w: any) => w.stage === 'drilling' && w.project_id === project)).toBe(true);
    const n = await t.call('POST', '/api/multi-well/search_count', { token: admin, body: { project_id: project, stage: 'drilling' } });
    expect(n.body.data.count).toBe(drilling.body.data.length);
    const active = await t.call('POST', '/api/multi-well/search_count', { token: admin, body: { status: 1 } });
    const activeRows = await t.call('POST', '/api/multi-well/search', { token: admin, body: { status: 1 } });
    expect(active.body.data.count).toBe(activeRows.body.data.length);
    // The viewer only finds the well he may see.
    const v = await t.call('POST', '/api/multi-well/search', { token: viewer, body: {} });
    expect(v.body.data.map((w: any) => w.name)).toEqual(['Prairie 5H']);
    expect((await t.call('POST', '/api/multi-well/search_count', { token: viewer, body: { text: 'red hawk' } })).body.data.count).toBe(0);
    // Bad payloads: 400 naming the field.
    const badStatus = await t.call('POST', '/api/multi-well/search', { token: admin, body: { status: 7 } });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toMatch(/body\.status/);
    const badStage = await t.call('POST', '/api/multi-well/search_count', { token: admin, body: { stage: 'flying' } });
    expect([badStage.status, /body\.stage/.test(badStage.body.message)]).toEqual([400, true]);
    const extra = await t.call('POST', '/api/multi-well/search', { token: admin, body: { wells: 1 } });
    expect(extra.status).toBe(400);
  });

  it('draws each of 8 wells as its single-well Days vs Depth, with the P10/P50/P90 band across them and KPIs', async () => {
    const wellIds = [...DRILLED, ...SYNTHETIC].map((n) => ids[n]);
    const r = await t.call('POST', '/api/multi-well/dvd', { token: admin, body: { well_ids: wellIds, step_m: 25 } });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.wells.map((w: any) => w.name)).toEqual([...DRILLED, ...SYNTHETIC]);
    const nowS = Math.floor(Date.now() / 1000);
    for (const w of d.wells) {
      const one = await t.call('POST', '/api/charts/days_vs_depth', {
        token: admin,
        body: { well_id: w.well_id, payload: { start_date: nowS - 300 * 86_400, end_date: nowS + 60 } },
      });
      expect(one.status).toBe(200);
      expect(w.curve.days).toEqual(one.body.data.curve.days);
      expect(w.curve.depth_m).toEqual(one.body.data.curve.depth_m);
      expect([w.spud, w.spud_from, w.deepest_m]).toEqual([one.body.data.spud, one.body.data.spud_from, one.body.data.deepest_m]);
      expect(w.curve.days.length).toBeGreaterThan(10);
    }
    // The band: at every depth, the median of the days each well first reached it.
    const b = d.band;
    expect(b.step_m).toBe(25);
    let checked = 0;
    for (let i = 0; i < b.depth_m.length; i++) {
      const days = d.wells
        .map((w: any) => daysAtDepth({ days: w.curve.days, depthM: w.curve.depth_m }, b.depth_m[i]))
        .filter((x: number | null) => x !== null)
        .sort((x: number, y: number) => x - y);
      expect(b.wells[i]).toBe(days.length);
      if (days.length < 2) {
        expect(b.p50_days[i]).toBeNull();
        continue;
      }
      expect(b.p50_days[i]).toBeCloseTo(quantile(days, 0.5), 9);
      expect(b.p10_days[i]).toBeLessThanOrEqual(b.p50_days[i]);
      expect(b.p50_days[i]).toBeLessThanOrEqual(b.p90_days[i]);
      checked++;
    }
    // The synthetic wells overlap from 300 m down: a band of four wells or more there.
    expect(checked).toBeGreaterThan(10);
    expect(Math.max(...b.wells)).toBeGreaterThanOrEqual(SYNTHETIC.length);
    expect(b.method).toMatch(/type 7/);
    // KPIs: a number, or null with the reason; never NaN (JSON would carry it as null without a reason).
    for (const w of d.wells) {
      for (const [k, v] of Object.entries(w.kpis)) {
        if (k === 'missing') continue;
        if (v === null) expect(w.kpis.missing[k]).toMatch(/\w/);
        else expect(Number.isFinite(v)).toBe(true);
      }
      expect(w.kpis.npt_share).toBeGreaterThanOrEqual(0);
      expect(w.kpis.npt_share).toBeLessThanOrEqual(1);
    }
  });

  it('gives the KPIs of the single-well reports over the well record', async () => {
    const id = ids['Red Hawk 2H'];
    const r = await t.call('POST', '/api/multi-well/dvd', { token: engineer, body: { well_ids: [id] } });
    expect(r.status).toBe(200);
    const k = r.body.data.wells[0].kpis;
    const payload = { start_date: k.from_s, end_date: k.to_s };
    const act = await t.call('POST', '/api/logs/auto/activities_data', { token: engineer, body: { well_id: id, payload } });
    const drilling = act.body.data.analysis_stat_data.drilling.total;
    expect(k.rop_m_per_h).toBeCloseTo(drilling.ropMph, 9);
    expect(k.footage_m).toBeCloseTo(drilling.footageM, 9);
    const conn = await t.call('POST', '/api/charts/connections', { token: engineer, body: { well_id: id, parameters: {}, payload } });
    const w2w = conn.body.data.analysis_connection_data.weightToWeight;
    expect(k.connections).toBe(w2w.count);
    expect(k.weight_to_weight_median_s).toBeCloseTo(w2w.median, 9);
    // One band needs two wells: a single well has none.
    expect(r.body.data.band.p50_days.every((x: number | null) => x === null)).toBe(true);
  });

  it('spreads a KPI over BHA runs: a run the record holds only the end of counts over its recorded part; a run wholly before the record has none', async () => {
    const well = ids['Red Hawk 2H'];
    const runs = (await t.call('GET', `/api/wells/${well}/bha`, { token: admin })).body.data.assemblies as {
      run_no: number;
      depth_in_m: number | null;
      depth_out_m: number | null;
    }[];
    const dvd = (await t.call('POST', '/api/multi-well/dvd', { token: admin, body: { well_ids: [well] } })).body.data.wells[0];
    const firstDepth = dvd.curve.depth_m[0] as number;
    const deepest = dvd.deepest_m as number;
    const r = await t.call('POST', '/api/multi-well/custom_distribution', { token: admin, body: { well_ids: [well], over: 'runs', kpi: 'run_hours' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const byRun = new Map((r.body.data.items as { label: string; value: number | null }[]).map((x) => [x.label, x.value]));
    const drilled = runs.filter((x) => x.depth_in_m !== null && x.depth_out_m !== null && x.depth_out_m > x.depth_in_m);
    expect(drilled.length).toBeGreaterThan(0);
    for (const run of drilled) {
      const value = byRun.get(`Red Hawk 2H · Run ${run.run_no}`);
      const endsInRecord = run.depth_out_m! > firstDepth && run.depth_out_m! <= deepest;
      if (run.depth_out_m! <= firstDepth) expect(value, `run ${run.run_no} is before the record`).toBeNull();
      else if (endsInRecord) expect(value, `run ${run.run_no} ends inside the record`).toBeGreaterThan(0);
    }
  });

  it('refuses unknown wells (404 naming them), wells the caller may not see (403) and bad bodies (400 naming the field)', async () => {
    const ghost = '00000000-0000-4000-8000-000000000001';
    const ghost2 = '00000000-0000-4000-8000-000000000002';
    const unknown = await t.call('POST', '/api/multi-well/dvd', { token: admin, body: { well_ids: [ids['Red Hawk 2H'], ghost, ghost2] } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain(ghost);
    expect(unknown.body.message).toContain(ghost2);
    const refused = await t.call('POST', '/api/multi-well/dvd', { token: viewer, body: { well_ids: [ids['Prairie 5H'], ids['Red Hawk 2H']] } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(ids['Red Hawk 2H']);
    expect(refused.body.message).not.toContain(ids['Prairie 5H']);
    expect((await t.call('POST', '/api/multi-well/dvd', { token: viewer, body: { well_ids: [ids['Prairie 5H']] } })).status).toBe(200);
    for (const [body, field] of [
      [{ well_ids: [] }, 'body.well_ids'],
      [{ well_ids: ['not-a-uuid'] }, 'body.well_ids'],
      [{ well_ids: [ids['Prairie 5H'], ids['Prairie 5H']] }, 'body.well_ids'],
      [{ well_ids: [ids['Prairie 5H']], step_m: 1 }, 'body.step_m'],
      [{}, 'body.well_ids'],
    ] as const) {
      const bad = await t.call('POST', '/api/multi-well/dvd', { token: admin, body });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(field);
    }
    expect((await t.call('POST', '/api/multi-well/dvd', { body: { well_ids: [ids['Prairie 5H']] } })).status).toBe(401);
  });
});
