/**
 * Mud program edits on both databases, without demo history: Red Hawk 2H's program (TD 6250 m:
 * surface to 550 m, intermediate to 2190 m, curve and lateral 8½" to TD) written and changed section
 * by section — a narrower weight window, a section removed and added back — each persisting, audited
 * with its before and after; overlaps and duplicates a 409 naming the section, bad input a 400
 * naming the field, an absent section or well a 404, a caller without EDIT_MUD a 403.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('mud program edit API', (kind) => {
  // No demo history: with it, the seed writes the wells' mud programs this test starts without.
  const t = useTestServer(kind, { demoHistoryDays: 0 });
  let admin = '';
  let engineer = '';
  let well = '';
  const program = async () => (await t.call('GET', `/api/wells/${well}/mud_program`, { token: engineer })).body.data.sections;

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[];
    well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
  });

  it('adds, updates, removes and adds back sections; each write persists and is audited', async () => {
    // Without demo history the well has no program yet: the engineer writes the demo's (TD 6250 m).
    const sections = [
      { section: 'surface', name: 'Surface 17½"', from_m: 0, to_m: 550, hole_size_in: 17.5, mud_type: 'WBM', density_min_kg_m3: 1030, density_max_kg_m3: 1100 },
      {
        section: 'intermediate',
        name: 'Intermediate 12¼"',
        from_m: 550,
        to_m: 2190,
        hole_size_in: 12.25,
        mud_type: 'OBM',
        density_min_kg_m3: 1100,
        density_max_kg_m3: 1200,
      },
      {
        section: 'lateral',
        name: 'Curve and lateral 8½"',
        from_m: 2190,
        to_m: 6250,
        hole_size_in: 8.5,
        mud_type: 'OBM',
        density_min_kg_m3: 1250,
        density_max_kg_m3: 1450,
      },
    ];
    for (const b of sections) {
      const c = await t.call('POST', `/api/wells/${well}/mud_program`, { token: engineer, body: b });
      expect(c.status, JSON.stringify(c.body)).toBe(201);
    }
    expect(
      (await program()).map((s: { section: string; from_m: number; to_m: number; hole_size_in: number }) => [s.section, s.from_m, s.to_m, s.hole_size_in]),
    ).toEqual([
      ['surface', 0, 550, 17.5],
      ['intermediate', 550, 2190, 12.25],
      ['lateral', 2190, 6250, 8.5],
    ]);
    const u = await t.call('PATCH', `/api/wells/${well}/mud_program/lateral`, { token: engineer, body: { density_min_kg_m3: 1300, density_max_kg_m3: 1400 } });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    expect(u.body.data).toMatchObject({ section: 'lateral', from_m: 2190, to_m: 6250, density_min_kg_m3: 1300, density_max_kg_m3: 1400, mud_type: 'OBM' });
    expect((await program())[2]).toMatchObject({ planned_density_min_kg_m3: 1300, planned_density_max_kg_m3: 1400 });
    const upd = (await t.call('GET', '/api/admin/audit?action=mud_program.update', { token: admin })).body.data[0];
    expect(upd.details).toMatchObject({
      section: 'lateral',
      before: { density_min_kg_m3: 1250, density_max_kg_m3: 1450 },
      after: { density_min_kg_m3: 1300, density_max_kg_m3: 1400 },
    });

    const intermediate = (await program())[1];
    expect((await t.call('DELETE', `/api/wells/${well}/mud_program/intermediate`, { token: engineer })).status).toBe(200);
    expect((await program()).map((s: { section: string }) => s.section)).toEqual(['surface', 'lateral']);
    const del = (await t.call('GET', '/api/admin/audit?action=mud_program.delete', { token: admin })).body.data[0];
    expect(del.details).toMatchObject({ section: 'intermediate', before: { from_m: 550, to_m: 2190, hole_size_in: 12.25 } });

    const body = {
      section: 'intermediate',
      name: 'Intermediate 12¼"',
      from_m: 550,
      to_m: 2190,
      hole_size_in: 12.25,
      mud_type: 'WBM',
      density_min_kg_m3: 1080,
      density_max_kg_m3: 1180,
    };
    const c = await t.call('POST', `/api/wells/${well}/mud_program`, { token: engineer, body });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect((await program())[1]).toMatchObject({ section: 'intermediate', name: intermediate.name, planned_mud_type: 'WBM', planned_density_min_kg_m3: 1080 });
    const cr = (await t.call('GET', '/api/admin/audit?action=mud_program.create', { token: admin })).body.data[0];
    expect(cr.details).toMatchObject({ section: 'intermediate', after: { mud_type: 'WBM', from_m: 550 } });
  });

  it('400 names the field, 404 for an absent section or well, 409 for a duplicate or an overlap, 403 without EDIT_MUD', async () => {
    const url = `/api/wells/${well}/mud_program`;
    const ok = {
      section: 'surface',
      name: 'Surface',
      from_m: 0,
      to_m: 500,
      hole_size_in: 17.5,
      mud_type: 'WBM',
      density_min_kg_m3: 1030,
      density_max_kg_m3: 1100,
    };
    const cases: [string, string, string, unknown, RegExp][] = [
      ['POST', url, 'unknown section', { ...ok, section: 'pilot' }, /section/],
      ['POST', url, 'no name', { ...ok, name: '' }, /name/],
      ['POST', url, 'density too high', { ...ok, density_max_kg_m3: 9000 }, /density_max_kg_m3/],
      ['POST', url, 'misspelt field', { ...ok, densty: 1 }, /densty/],
      ['PATCH', `${url}/lateral`, 'upside down', { to_m: 1000 }, /to_m/],
      ['PATCH', `${url}/lateral`, 'window upside down', { density_min_kg_m3: 1500 }, /density_max_kg_m3/],
      ['PATCH', `${url}/lateral`, 'empty', {}, /at least one field/],
      ['PATCH', `${url}/lateral`, 'mud type', { mud_type: 'SBM' }, /mud_type/],
    ];
    for (const [method, u, what, body, field] of cases) {
      const r = await t.call(method, u, { token: engineer, body });
      expect(r.status, what).toBe(400);
      expect(r.body.message, what).toMatch(field);
    }
    const dup = await t.call('POST', url, { token: engineer, body: ok });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/already has a surface section/);
    const overlap = await t.call('PATCH', `${url}/lateral`, { token: engineer, body: { from_m: 2000 } });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toMatch(/overlaps the Intermediate 12¼" section \(550–2190 m\)/);
    expect((await t.call('PATCH', `${url}/pilot`, { token: engineer, body: { name: 'x' } })).status).toBe(400);
    await t.call('DELETE', `${url}/surface`, { token: admin });
    const gone = await t.call('PATCH', `${url}/surface`, { token: engineer, body: { name: 'x' } });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toMatch(/section/);
    expect((await t.call('DELETE', `${url}/surface`, { token: engineer })).status).toBe(404);
    expect((await t.call('POST', `/api/wells/${randomUUID()}/mud_program`, { token: admin, body: ok })).status).toBe(404);
    const viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    expect((await t.call('POST', url, { token: viewer, body: ok })).status).toBe(403);
    expect((await t.call('DELETE', `${url}/lateral`, { token: viewer })).status).toBe(403);
  });
});
