/**
 * Tool catalogue, rig inventory and shipments (issue 16) on both databases, on the demo seed without
 * history: the seeded catalogue and inventory seen from a drilling well, the catalogue's curators,
 * components added / refused (400 naming the field, 404 dangling, 409 duplicate serial) and audited,
 * and a shipment planned, loaded, dispatched and delivered, its components moving with it.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('equipment inventory API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let viewer = '';
  let rig = '';
  const wells: Record<string, string> = {};
  let yard = '';
  let rig27 = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    rig = await t.login('rigmanager@demo.drillspace', 'drillspace-rig');
    for (const w of (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data) wells[w.name] = w.id;
    yard = (await t.call('GET', '/api/bha/yards', { token: engineer })).body.data.find((y: { name: string }) => y.name === 'Odessa Tool Yard').id;
    const inv = await t.call('GET', `/api/bha/wells/${wells['Red Hawk 2H']}/inventory`, { token: admin });
    rig27 = inv.body.data.rigs[0].id;
  });

  it('the catalogue lists models with their dimensions, filtered by tool type; only curators change it', async () => {
    const all = await t.call('GET', '/api/bha/catalog', { token: engineer });
    expect(all.status).toBe(200);
    expect(all.body.can_edit).toBe(false);
    const motors = await t.call('GET', '/api/bha/catalog?tool_type=motor', { token: engineer });
    expect(motors.body.data.length).toBeGreaterThanOrEqual(4);
    expect(motors.body.data.every((m: { tool_type: string }) => m.tool_type === 'motor')).toBe(true);
    const m675 = motors.body.data.find((m: { name: string }) => m.name.startsWith('6-3/4"'));
    expect(m675).toMatchObject({ od_mm: 171.45, max_flow_lpm: 2460, max_torque_knm: 12.5 });
    const bad = await t.call('GET', '/api/bha/catalog?tool_type=casing', { token: engineer });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/tool_type/);

    const body = { tool_type: 'stabilizer', name: '8-3/4" IB stabiliser', od_mm: 222.3, id_mm: 71.4, length_m: 1.6, weight_kg: 310 };
    expect((await t.call('POST', '/api/bha/catalog', { token: engineer, body })).status).toBe(403);
    const made = await t.call('POST', '/api/bha/catalog', { token: admin, body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ weight_kg_m: 193.8, component_count: 0 });
    expect((await t.call('POST', '/api/bha/catalog', { token: admin, body })).status).toBe(409);
    const bore = await t.call('PATCH', `/api/bha/catalog/${made.body.data.id}`, { token: admin, body: { id_mm: 230 } });
    expect(bore.status).toBe(400);
    expect(bore.body.message).toMatch(/^body\.id_mm: the bore/);
    const bitBore = await t.call('POST', '/api/bha/catalog', { token: admin, body: { ...body, tool_type: 'bit', name: 'x' } });
    expect(bitBore.body.message).toMatch(/body\.id_mm: a bit has no bore/);
    expect((await t.call('DELETE', `/api/bha/catalog/${made.body.data.id}`, { token: admin })).status).toBe(200);
    const inUse = await t.call('DELETE', `/api/bha/catalog/${m675.id}`, { token: admin });
    expect(inUse.status).toBe(409);
  });

  it("a drilling well sees its rig's BHA in the hole, the yards' stock and the counts", async () => {
    // the viewer holds Prairie 5H only; the rig manager (rig crew on Red Hawk 2H) reads it, cannot edit it
    expect((await t.call('GET', `/api/bha/wells/${wells['Red Hawk 2H']}/inventory`, { token: viewer })).status).toBe(403);
    const crew = await t.call('GET', `/api/bha/wells/${wells['Red Hawk 2H']}/inventory`, { token: rig });
    expect(crew.status).toBe(200);
    expect(crew.body.can_edit).toBe(false);
    const v = await t.call('GET', `/api/bha/wells/${wells['Red Hawk 2H']}/inventory`, { token: engineer });
    expect(v.status).toBe(200);
    const d = v.body.data;
    expect(d.rigs.map((x: { name: string }) => x.name)).toEqual(['Lone Star 27']);
    const inHole = d.components.filter((c: { status: string }) => c.status === 'in_hole');
    expect(inHole.map((c: { tool_type: string }) => c.tool_type)).toEqual(
      expect.arrayContaining(['bit', 'motor', 'mwd', 'jar', 'drill_collar', 'hwdp', 'stabilizer']),
    );
    expect(d.counts.total).toBe(d.components.length);
    expect(d.counts.byStatus.in_hole).toBe(inHole.length);
    // nothing from another rig: Lone Star 31's pieces are not seen from Red Hawk 2H
    expect(d.components.some((c: { location_name: string }) => c.location_name === 'Lone Star 31')).toBe(false);
    const motors = await t.call('GET', `/api/bha/wells/${wells['Red Hawk 2H']}/inventory?tool_type=motor&status=in_hole`, { token: engineer });
    expect(motors.body.data.components).toHaveLength(1);
    expect(motors.body.data.components[0]).toMatchObject({ serial_number: 'VD675-01412', hours_drilling: 86.5, location_name: 'Lone Star 27' });
  });

  it('components: added on the rig, 400 naming the field, 404 dangling, 409 duplicate serial, audited, removed', async () => {
    const w = wells['Red Hawk 2H'];
    const motor = (await t.call('GET', '/api/bha/catalog?tool_type=motor', { token: engineer })).body.data[0];
    const ok = {
      catalog_id: motor.id,
      serial_number: 'T-MTR-0001',
      status: 'on_rig',
      location: `rig:${rig27}`,
      hours_drilling: 12.5,
      last_inspection: '2026-11-01',
    };
    const made = await t.call('POST', `/api/bha/wells/${w}/inventory`, { token: engineer, body: ok });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ serial_number: 'T-MTR-0001', status: 'on_rig', location_name: 'Lone Star 27', hours_circulating: 0 });
    const dup = await t.call('POST', `/api/bha/wells/${w}/inventory`, { token: engineer, body: { ...ok, serial_number: 't-mtr-0001' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/^body\.serial_number/);
    const dangling = await t.call('POST', `/api/bha/wells/${w}/inventory`, {
      token: engineer,
      body: { ...ok, serial_number: 'T2', catalog_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(dangling.status).toBe(404);
    expect(dangling.body.message).toMatch(/^body\.catalog_id/);
    const wrongPlace = await t.call('POST', `/api/bha/wells/${w}/inventory`, { token: engineer, body: { ...ok, serial_number: 'T3', status: 'in_yard' } });
    expect(wrongPlace.status).toBe(400);
    expect(wrongPlace.body.message).toMatch(/^body\.status: in yard is at a yard, not a rig/);
    const transit = await t.call('POST', `/api/bha/wells/${w}/inventory`, { token: engineer, body: { ...ok, serial_number: 'T4', status: 'in_transit' } });
    expect(transit.body.message).toMatch(/^body\.status: in transit is set by dispatching/);
    const hours = await t.call('PATCH', `/api/bha/wells/${w}/inventory/${made.body.data.id}`, { token: engineer, body: { hours_drilling: -1 } });
    expect(hours.status).toBe(400);
    expect(hours.body.message).toMatch(/hours_drilling/);
    const moved = await t.call('PATCH', `/api/bha/wells/${w}/inventory/${made.body.data.id}`, {
      token: engineer,
      body: { status: 'repair', location: `yard:${yard}` },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'repair', location_name: 'Odessa Tool Yard' });
    const crewWrite = await t.call('PATCH', `/api/bha/wells/${w}/inventory/${made.body.data.id}`, { token: rig, body: { notes: 'x' } });
    expect(crewWrite.status).toBe(403);
    expect(crewWrite.body.message).toMatch(/EDIT_DESIGN/);
    const audit = await t.call('GET', '/api/admin/audit?action=rig_components.update', { token: admin });
    expect(audit.body.data[0].details).toMatchObject({ well_id: w, before: { status: 'on_rig' }, after: { status: 'repair' } });
    expect((await t.call('DELETE', `/api/bha/wells/${w}/inventory/${made.body.data.id}`, { token: engineer })).status).toBe(200);
    expect((await t.call('GET', `/api/bha/wells/${w}/inventory/${made.body.data.id}`, { token: engineer })).status).toBe(404);
  });

  it('a shipment is planned, loaded, dispatched and delivered; its components move with it in one step', async () => {
    const w = wells['Red Hawk 2H'];
    const list = await t.call('GET', `/api/bha/wells/${w}/shipments`, { token: engineer });
    expect(list.status).toBe(200);
    expect(list.body.data.shipments.map((s: { state: string }) => s.state).sort()).toEqual(['delivered', 'planned']);
    const inv = (await t.call('GET', `/api/bha/wells/${w}/inventory?status=in_yard`, { token: engineer })).body.data.components;
    const jar = inv.find((c: { serial_number: string }) => c.serial_number === 'VJ800-0712');
    const collar = inv.find((c: { serial_number: string }) => c.serial_number === 'DC80-0901');
    const inHole = (await t.call('GET', `/api/bha/wells/${w}/inventory?status=in_hole&tool_type=jar`, { token: engineer })).body.data.components[0];

    const nowhere = await t.call('POST', `/api/bha/wells/${w}/shipments`, {
      token: engineer,
      body: { from: `yard:${yard}`, to: `yard:${yard}`, planned_date: '2026-12-01' },
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toMatch(/^body\.to: the destination is the origin/);
    const noRig = await t.call('POST', `/api/bha/wells/${w}/shipments`, {
      token: engineer,
      body: { from: `yard:${yard}`, to: 'rig:00000000-0000-4000-8000-000000000000', planned_date: '2026-12-01' },
    });
    expect(noRig.status).toBe(404);
    expect(noRig.body.message).toMatch(/^body\.to: no such rig/);
    const made = await t.call('POST', `/api/bha/wells/${w}/shipments`, {
      token: engineer,
      body: { from: `yard:${yard}`, to: `rig:${rig27}`, planned_date: '2026-12-01', carrier: 'Test Haulers' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const s = made.body.data;
    expect(s).toMatchObject({ state: 'planned', from_name: 'Odessa Tool Yard', to_name: 'Lone Star 27', item_count: 0 });
    const base = `/api/bha/wells/${w}/shipments/${s.id}`;
    expect((await t.call('POST', `${base}/dispatch`, { token: engineer })).status).toBe(409); // empty
    const wrong = await t.call('POST', `${base}/tools`, { token: engineer, body: { component_ids: [inHole.id] } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toMatch(/in the hole/);
    const loaded = await t.call('POST', `${base}/tools`, { token: engineer, body: { component_ids: [jar.id, collar.id] } });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    expect(loaded.body.data).toMatchObject({ item_count: 2, weight_kg: jar.weight_kg + collar.weight_kg });
    expect((await t.call('POST', `${base}/tools`, { token: engineer, body: { component_ids: [jar.id] } })).status).toBe(409);
    // a loaded component moves only with its shipment
    const hand = await t.call('PATCH', `/api/bha/wells/${w}/inventory/${jar.id}`, { token: engineer, body: { status: 'repair' } });
    expect(hand.status).toBe(409);
    expect((await t.call('POST', `${base}/deliver`, { token: engineer })).body.message).toMatch(/dispatch the shipment before/);

    const gone = await t.call('POST', `${base}/dispatch`, { token: engineer });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.data.state).toBe('in_transit');
    expect(gone.body.data.tools.every((c: { status: string; location: string | null }) => c.status === 'in_transit' && c.location === null)).toBe(true);
    expect((await t.call('PATCH', base, { token: engineer, body: { carrier: 'x' } })).status).toBe(409);
    expect((await t.call('DELETE', base, { token: engineer })).status).toBe(409);

    const here = await t.call('POST', `${base}/deliver`, { token: engineer });
    expect(here.status).toBe(200);
    expect(here.body.data.state).toBe('delivered');
    expect(here.body.data.delivered_at).toBeGreaterThanOrEqual(here.body.data.shipped_at);
    expect(here.body.data.tools.map((c: { status: string; location: string }) => [c.status, c.location])).toEqual([
      ['on_rig', `rig:${rig27}`],
      ['on_rig', `rig:${rig27}`],
    ]);
    const audit = await t.call('GET', '/api/admin/audit?action=shipments.deliver', { token: admin });
    expect(audit.body.data[0].details.after).toMatchObject({ state: 'delivered', components: 2, place: 'Lone Star 27' });
    // a delivered component keeps its shipment record: it cannot be deleted
    expect((await t.call('DELETE', `/api/bha/wells/${w}/inventory/${jar.id}`, { token: engineer })).status).toBe(409);
  });
});
