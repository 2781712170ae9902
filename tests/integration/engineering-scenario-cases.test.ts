/**
 * Cases of an engineering scenario, its real-time view, the engineering meta and calculator (spec 7.8
 * "cases CRUD, data, reorder (PUT order); rt_data_view; engineering/meta, calculator"; issue 16) on both
 * databases: the demo scenario's sensitivity cases in order; a case added, renamed, reordered by PUT
 * order and deleted, each audited; a case's data runs on the scenario's inputs with the case's laid
 * over them (a poorer hole: more drag tripping out); cases do not spoil the no-trace cancel of a draft;
 * rt_data_view compares recorded hook load with the model; 400 naming the field, 404, 409, 403.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { rigCrewOn } from './support/accounts';
import { describeEachDatabase, HISTORY_TEST_DAYS } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('engineering scenario cases API', (kind) => {
  const t = useTestServer(kind, { demoHistoryDays: HISTORY_TEST_DAYS });
  let admin = '';
  let engineer = '';
  let viewer = '';
  let well = '';
  let scenario = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[];
    well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
    await t.server.db.query(
      `insert into user_roles (user_id, object_id, object_type, role_id) select u.id, $1, 'WELL', r.id from users u, roles r where u.email = $2 and r.name = 'Viewer'`,
      [well, 'viewer@demo.drillspace'],
    );
    const c = await t.call('POST', `/api/wells/${well}/engineering/scenarios`, {
      token: engineer,
      body: { name: 'Cases study', inputs: { mud_density_kg_m3: 1200 } },
    });
    scenario = c.body.data.id;
  });

  const url = (rest = '') => `/api/wells/${well}/engineering/scenarios/${scenario}${rest}`;
  const names = async () => ((await t.call('GET', url('/cases'), { token: viewer })).body.data as { name: string }[]).map((c) => c.name);
  const auditOf = async (id: string) =>
    (await t.server.db.query<{ action: string }>('select action from audit_log where object_id = $1 order by id', [id])).rows.map((r) => r.action);

  it('seeds the demo scenario’s sensitivity cases in order, and answers them with the scenario', async () => {
    const demo = (await t.call('GET', `/api/wells/${well}/engineering/scenarios`, { token: viewer })).body.data.find(
      (s: { source: string }) => s.source === 'demo',
    );
    const one = (await t.call('GET', `/api/wells/${well}/engineering/scenarios/${demo.id}`, { token: viewer })).body.data;
    expect(one.cases.map((c: { name: string }) => c.name)).toEqual([
      'Clean hole (FF 0.15 / 0.20)',
      'Poor hole cleaning (FF 0.25 / 0.40)',
      expect.stringMatching(/^Mud \+0\.1 sg \(\d\.\d\d sg\)$/),
    ]);
    expect(one.cases[1].inputs).toEqual({ friction: { cased: 0.25, open: 0.4 } });
  });

  it('adds, renames, reorders and deletes cases, auditing each write', async () => {
    const add = async (name: string, inputs?: object) => {
      const r = await t.call('POST', url('/cases'), { token: engineer, body: { name, inputs } });
      expect(r.status).toBe(201);
      return r.body.data as { id: string; position: number };
    };
    const a = await add('Low FF', { friction: { cased: 0.1, open: 0.15 } });
    const b = await add('High FF', { friction: { cased: 0.3, open: 0.45 } });
    const c = await add('Flow 2000', { flow_lpm: 2000 });
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    const p = await t.call('PATCH', url(`/cases/${c.id}`), { token: engineer, body: { name: 'Flow 2,000 L/min' } });
    expect([p.status, p.body.data.name, p.body.data.inputs]).toEqual([200, 'Flow 2,000 L/min', { flow_lpm: 2000 }]);
    const o = await t.call('PUT', url('/cases/order'), { token: engineer, body: { ids: [c.id, a.id, b.id] } });
    expect(o.status).toBe(200);
    expect(o.body.data.map((x: { id: string }) => x.id)).toEqual([c.id, a.id, b.id]);
    expect(await names()).toEqual(['Flow 2,000 L/min', 'Low FF', 'High FF']);
    expect((await t.call('DELETE', url(`/cases/${a.id}`), { token: engineer })).status).toBe(200);
    expect(await names()).toEqual(['Flow 2,000 L/min', 'High FF']);
    expect((await t.call('GET', url(`/cases/${a.id}`), { token: viewer })).status).toBe(404);
    expect(await auditOf(c.id)).toEqual(['engineering_scenario_cases.create', 'engineering_scenario_cases.update']);
    expect(await auditOf(a.id)).toEqual(['engineering_scenario_cases.create', 'engineering_scenario_cases.delete']);
    expect(await auditOf(scenario)).toContain('engineering_scenarios.reorder_cases');
    // Deleting the scenario takes its cases with it.
    const tmp = (await t.call('POST', `/api/wells/${well}/engineering/scenarios`, { token: engineer, body: { name: 'Short-lived' } })).body.data.id;
    await t.call('POST', `/api/wells/${well}/engineering/scenarios/${tmp}/cases`, { token: engineer, body: { name: 'Gone too' } });
    await t.call('DELETE', `/api/wells/${well}/engineering/scenarios/${tmp}`, { token: engineer });
    expect((await t.server.db.query('select 1 from engineering_scenario_cases where scenario_id = $1', [tmp])).rows).toHaveLength(0);
  });

  it('computes a case on the scenario’s inputs with the case’s laid over them', async () => {
    const poor = (await t.call('POST', url('/cases'), { token: engineer, body: { name: 'Poor hole', inputs: { friction: { cased: 0.35, open: 0.5 } } } })).body
      .data.id;
    const base = (await t.call('GET', url('/data'), { token: viewer })).body.data;
    const r = await t.call('GET', url(`/cases/${poor}/data`), { token: viewer });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect([d.case_id, d.changes, d.torque_drag.inputs.friction, d.torque_drag.inputs.mud_density_kg_m3]).toEqual([
      poor,
      ['friction'],
      { cased: 0.35, open: 0.5 },
      1200, // the scenario's, not the demo case's
    ]);
    // More friction: more drag picking up, less slacking off, more torque rotating.
    expect(d.torque_drag.at_td.tripOut.hook_load_kn).toBeGreaterThan(base.torque_drag.at_td.tripOut.hook_load_kn);
    expect(d.torque_drag.at_td.tripIn.hook_load_kn).toBeLessThan(base.torque_drag.at_td.tripIn.hook_load_kn);
    expect(d.torque_drag.at_td.rotatingOffBottom.surface_torque_knm).toBeGreaterThan(base.torque_drag.at_td.rotatingOffBottom.surface_torque_knm);
  });

  it('a draft edited then cancelled still leaves no trace, cases and all', async () => {
    const trace = async () => ({
      scenario: (await t.server.db.query('select * from engineering_scenarios where id = $1', [scenario])).rows,
      drafts: (await t.server.db.query('select * from engineering_scenario_drafts where scenario_id = $1', [scenario])).rows,
      cases: (await t.server.db.query('select * from engineering_scenario_cases where scenario_id = $1 order by id', [scenario])).rows,
      audit: (await t.server.db.query('select id from audit_log where object_id = $1 order by id', [scenario])).rows,
    });
    const before = await trace();
    await t.call('POST', url('/edit'), { token: engineer });
    await t.call('PATCH', url(), { token: engineer, body: { inputs: { mud_density_kg_m3: 1500 } } });
    const cases = (await t.call('GET', url('/cases'), { token: engineer })).body.data;
    // The case's data over the draft runs on the draft's mud.
    const dd = (await t.call('GET', url(`/cases/${cases[0].id}/data?draft=true`), { token: engineer })).body.data;
    expect([dd.from_draft, dd.torque_drag.inputs.mud_density_kg_m3]).toEqual([true, 1500]);
    expect((await t.call('POST', url('/cancel'), { token: engineer })).status).toBe(200);
    expect(await trace()).toEqual(before);
  });

  it('sets the recorded hook load against the model at the same depth and mode', async () => {
    const r = await t.call('GET', url('/rt_data_view'), { token: viewer });
    expect(r.status).toBe(200);
    const v = r.body.data;
    expect(v.friction).toEqual({ cased: 0.2, open: 0.3 });
    const n = v.points.time.length;
    expect(n).toBeGreaterThan(0); // the demo well trips and drills with a recorded hook load
    expect(n).toBeLessThanOrEqual(300);
    for (const k of ['bit_md_m', 'mode', 'measured_kn', 'predicted_kn']) expect(v.points[k]).toHaveLength(n);
    expect(v.latest).toMatchObject({ time: v.points.time[n - 1], measured_kn: v.points.measured_kn[n - 1] });
    expect(v.latest.deviation_kn).toBeCloseTo(v.latest.measured_kn - v.latest.predicted_kn, 1);
    // The model carries the block: every prediction is above the block weight alone.
    expect(Math.min(...v.points.predicted_kn)).toBeGreaterThan(v.block_weight_t * 9.80665);
    // A case with more friction predicts more pick-up load at the same recorded points.
    const poor = (await t.call('POST', url('/cases'), { token: engineer, body: { name: 'Sticky hole', inputs: { friction: { cased: 0.3, open: 0.45 } } } }))
      .body.data;
    const w = (await t.call('GET', url(`/rt_data_view?case_id=${poor.id}`), { token: viewer })).body.data;
    expect(w.case_id).toBe(poor.id);
    const out = v.points.mode.flatMap((m: string, i: number) => (m === 'tripOut' && v.points.bit_md_m[i] > 500 ? [i] : []));
    for (const i of out) expect(w.points.predicted_kn[i]).toBeGreaterThanOrEqual(v.points.predicted_kn[i]);
  });

  it('answers the engineering meta and calculator', async () => {
    const m = (await t.call('GET', '/api/engineering/meta', { token: viewer })).body.data;
    expect(m.inputs_schema.properties.mud_density_kg_m3).toMatchObject({ minimum: 800, maximum: 2600 });
    expect(m.demo_case.friction).toEqual({ cased: 0.2, open: 0.3 });
    expect(m.calculations).toContain('bit_pressure_drop');
    const c = await t.call('POST', '/api/engineering/calculator', { token: viewer, body: { calc: 'buoyancy', mud_density_kg_m3: 1200 } });
    expect([c.status, c.body.data.buoyancy_factor]).toEqual([200, 0.8471]);
    const bad = await t.call('POST', '/api/engineering/calculator', { token: viewer, body: { calc: 'ecd', mud_density_kg_m3: 1200, annular_loss_mpa: 1 } });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('body.tvd_m')]);
    expect((await t.call('POST', '/api/engineering/calculator', { token: viewer, body: { calc: 'pi' } })).status).toBe(400);
  });

  it('answers 400 naming the field, 404, 409 for a duplicate name, 403 without the permission', async () => {
    const cases = (await t.call('GET', url('/cases'), { token: engineer })).body.data as { id: string; name: string }[];
    const bad = async (method: 'POST' | 'PATCH' | 'PUT', path: string, body: unknown, field: string) => {
      const r = await t.call(method, url(path), { token: engineer, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toContain(field);
    };
    await bad('POST', '/cases', { name: ' ' }, 'body.name');
    await bad('POST', '/cases', { name: 'x', inputs: { wob_t: -1 } }, 'body.inputs.wob_t');
    await bad('PATCH', `/cases/${cases[0].id}`, {}, 'body.inputs');
    await bad('PUT', '/cases/order', { ids: [cases[0].id] }, 'body.ids'); // the others left out
    await bad('PUT', '/cases/order', { ids: [...cases.map((c) => c.id), randomUUID()] }, 'body.ids');
    await bad('PUT', '/cases/order', { ids: [cases[0].id, cases[0].id] }, 'body.ids');
    const dup = await t.call('POST', url('/cases'), { token: engineer, body: { name: cases[0].name.toUpperCase() } });
    expect([dup.status, dup.body.message]).toEqual([409, expect.stringContaining('body.name')]);
    const rn = await t.call('PATCH', url(`/cases/${cases[1].id}`), { token: engineer, body: { name: cases[0].name } });
    expect(rn.status).toBe(409);
    expect((await t.call('GET', url(`/cases/${randomUUID()}`), { token: engineer })).status).toBe(404);
    expect((await t.call('GET', url(`/rt_data_view?case_id=${randomUUID()}`), { token: engineer })).status).toBe(404);
    expect((await t.call('GET', `/api/wells/${well}/engineering/scenarios/${randomUUID()}/cases`, { token: engineer })).status).toBe(404);
    const q = await t.call('GET', url('/rt_data_view?case_id=nope'), { token: engineer });
    expect([q.status, q.body.message]).toEqual([400, expect.stringContaining('query.case_id')]);
    expect((await t.call('POST', url('/cases'), { token: viewer, body: { name: 'Mine' } })).status).toBe(403);
    expect((await t.call('PUT', url('/cases/order'), { token: viewer, body: { ids: cases.map((c) => c.id) } })).status).toBe(403);
    const crew = await rigCrewOn(t, admin, well);
    expect((await t.call('GET', url('/cases'), { token: crew })).status).toBe(403);
    expect((await t.call('GET', url('/rt_data_view'), { token: crew })).status).toBe(403);
  });
});
