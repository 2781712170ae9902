/**
 * Stored engineering scenarios (spec 7.8 engineering/scenarios, spec 4 edit → apply | cancel; issue 16)
 * on both databases: the demo scenario of a drilling well; a scenario edited then cancelled leaves no
 * trace in the database (scenario row, drafts and audit as before); an applied draft becomes version 2
 * and its data runs on the new inputs (a heavier mud: lower hook load, higher ECD); a draft of version 1
 * applied after someone else applied is refused (409); 400 naming the field, 404, 409 without a draft,
 * 403 without EDIT_SCENARIO (viewer) or VIEW_SCENARIO (rig crew).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { rigCrewOn } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('engineering scenarios API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let viewer = '';
  let well = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[];
    well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
    // The demo viewer sees another well: given the Viewer role (VIEW_SCENARIO, no EDIT_SCENARIO) on this one.
    await t.server.db.query(
      `insert into user_roles (user_id, object_id, object_type, role_id) select u.id, $1, 'WELL', r.id from users u, roles r where u.email = $2 and r.name = 'Viewer'`,
      [well, 'viewer@demo.drillspace'],
    );
  });

  const url = (rest = '') => `/api/wells/${well}/engineering/scenarios${rest}`;
  /** Everything the database holds of one scenario: its row, its drafts and its audit rows. */
  const trace = async (id: string) => ({
    scenario: (await t.server.db.query('select * from engineering_scenarios where id = $1', [id])).rows,
    drafts: (await t.server.db.query('select * from engineering_scenario_drafts where scenario_id = $1', [id])).rows,
    audit: (await t.server.db.query('select action, details from audit_log where object_id = $1 order by id', [id])).rows,
  });

  it('seeds one base case per drilling well, with the well’s own mud', async () => {
    const list = (await t.call('GET', url(), { token: viewer })).body.data;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Base case 8½"']);
    expect(list[0]).toMatchObject({ version: 1, source: 'demo', author_name: 'Dana Driller', editing: false });
    expect(list[0].inputs).toMatchObject({ friction: { cased: 0.2, open: 0.3 }, wob_t: 12, flow_lpm: 2400 });
    expect(list[0].inputs.mud_density_kg_m3).toBeGreaterThanOrEqual(1000);
  });

  it('a scenario edited then cancelled leaves no trace in the database', async () => {
    const c = await t.call('POST', url(), { token: engineer, body: { name: 'Cancel me', inputs: { mud_density_kg_m3: 1200 } } });
    expect(c.status).toBe(201);
    const id = c.body.data.id as string;
    const before = await trace(id);
    const e = await t.call('POST', url(`/${id}/edit`), { token: engineer });
    expect([e.status, e.body.data.draft.base_version, e.body.data.draft.inputs]).toEqual([201, 1, { mud_density_kg_m3: 1200 }]);
    const p = await t.call('PATCH', url(`/${id}`), { token: engineer, body: { name: 'Renamed', inputs: { mud_density_kg_m3: 1500, wob_t: 20 } } });
    expect([p.status, p.body.data.name, p.body.data.draft.name, p.body.data.draft.inputs.mud_density_kg_m3]).toEqual([200, 'Cancel me', 'Renamed', 1500]);
    // Another user sees the applied scenario, not the engineer's draft.
    const seen = (await t.call('GET', url(`/${id}`), { token: admin })).body.data;
    expect([seen.name, seen.inputs.mud_density_kg_m3, seen.draft]).toEqual(['Cancel me', 1200, null]);
    const x = await t.call('POST', url(`/${id}/cancel`), { token: engineer });
    expect([x.status, x.body.data.draft]).toEqual([200, null]);
    expect(await trace(id)).toEqual(before);
    expect((await t.call('POST', url(`/${id}/cancel`), { token: engineer })).status).toBe(409); // nothing to cancel
  });

  it('applies a draft as version 2 and computes on it; a stale draft is refused', async () => {
    const c = await t.call('POST', url(), { token: engineer, body: { name: 'Heavy mud', inputs: { mud_density_kg_m3: 1100 } } });
    const id = c.body.data.id as string;
    const v1 = (await t.call('GET', url(`/${id}/data`), { token: engineer })).body.data;
    await t.call('POST', url(`/${id}/edit`), { token: engineer });
    await t.call('POST', url(`/${id}/edit`), { token: admin });
    await t.call('PATCH', url(`/${id}`), { token: engineer, body: { inputs: { mud_density_kg_m3: 1500, flow_lpm: 2000 } } });
    // The draft computes before it is applied, for its author only.
    const draft = (await t.call('GET', url(`/${id}/data?draft=true`), { token: engineer })).body.data;
    expect([draft.from_draft, draft.torque_drag.inputs.mud_density_kg_m3, draft.hydraulics.inputs.flow_lpm]).toEqual([true, 1500, 2000]);
    expect((await t.call('GET', url(`/${id}/data?draft=true`), { token: viewer })).body.data.from_draft).toBe(false);
    const a = await t.call('POST', url(`/${id}/apply`), { token: engineer });
    expect([a.status, a.body.data.version, a.body.data.inputs, a.body.data.draft]).toEqual([200, 2, { mud_density_kg_m3: 1500, flow_lpm: 2000 }, null]);
    const v2 = (await t.call('GET', url(`/${id}/data`), { token: viewer })).body.data;
    expect(v2.version).toBe(2);
    // More buoyancy: less hook load picking up; heavier mud: a higher ECD at the bit.
    expect(v2.torque_drag.at_td.tripOut.hook_load_kn).toBeLessThan(v1.torque_drag.at_td.tripOut.hook_load_kn);
    expect(v2.hydraulics.result.ecd_bit_kg_m3).toBeGreaterThan(v1.hydraulics.result.ecd_bit_kg_m3);
    const stale = await t.call('POST', url(`/${id}/apply`), { token: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/version 2 by Dana Driller since your draft of version 1/);
    const rows = (await t.call('GET', `/api/admin/audit?action=engineering_scenarios.apply&object_id=${id}`, { token: admin })).body.data;
    expect(rows).toHaveLength(1);
    expect((await t.call('DELETE', url(`/${id}`), { token: engineer })).status).toBe(200);
    expect((await t.call('GET', url(`/${id}`), { token: engineer })).status).toBe(404);
  });

  it('answers 400 naming the field, 404 for dangling ids, 409 for a duplicate name or no draft, 403 without the permission', async () => {
    const bad = async (body: unknown, field: string) => {
      const r = await t.call('POST', url(), { token: engineer, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toContain(field);
    };
    await bad({ name: '' }, 'body.name');
    await bad({ name: 'x', inputs: { mud_density_kg_m3: 100 } }, 'body.inputs.mud_density_kg_m3');
    await bad({ name: 'x', inputs: { friction: { cased: 2, open: 0.3 } } }, 'body.inputs.friction.cased');
    await bad({ name: 'x', inputs: { rheology: { model: 'power_law', r600: 30, r300: 40 } } }, 'body.inputs.rheology.r600');
    await bad({ name: 'x', inputs: { colour: 'red' } }, 'body.inputs');
    const base = (await t.call('GET', url(), { token: engineer })).body.data[0];
    expect((await t.call('POST', url(), { token: engineer, body: { name: base.name.toUpperCase() } })).status).toBe(409);
    expect((await t.call('PATCH', url(`/${base.id}`), { token: engineer, body: { inputs: {} } })).status).toBe(409); // no draft
    expect((await t.call('POST', url(`/${base.id}/apply`), { token: engineer })).status).toBe(409);
    await t.call('POST', url(`/${base.id}/edit`), { token: engineer });
    const empty = await t.call('PATCH', url(`/${base.id}`), { token: engineer, body: {} });
    expect([empty.status, empty.body.message]).toEqual([400, expect.stringContaining('body.inputs')]);
    await t.call('POST', url(`/${base.id}/cancel`), { token: engineer });
    const q = await t.call('GET', url(`/${base.id}/data?measured_from=20&measured_to=10`), { token: engineer });
    expect([q.status, q.body.message]).toEqual([400, expect.stringContaining('query.measured_from')]);
    expect((await t.call('GET', url(`/${randomUUID()}`), { token: engineer })).status).toBe(404);
    expect((await t.call('POST', url(`/${randomUUID()}/edit`), { token: engineer })).status).toBe(404);
    expect((await t.call('POST', url(`/${base.id}/edit`), { token: viewer })).status).toBe(403); // no EDIT_SCENARIO
    expect((await t.call('POST', url(), { token: viewer, body: { name: 'Mine' } })).status).toBe(403);
    const crew = await rigCrewOn(t, admin, well);
    expect((await t.call('GET', url(), { token: crew })).status).toBe(403); // no VIEW_SCENARIO
  });
});
