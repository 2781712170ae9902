/**
 * Well designs through the API on both databases (issue 16), on the demo seed without history: the
 * seeded design follows the well's plan and mud program; a new one is generated from the well's data;
 * a change keeps the previous version and is audited; bad sections are a 400 naming the field, a
 * duplicate name 409, a dangling plan, design or casing link 404; a Bakken well's design follows its own
 * casing program, and the viewer may read a well he sees but not write.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('designs API', (kind) => {
  const t = useTestServer(kind);
  let engineer = '';
  let admin = '';
  let viewer = '';
  let wellId = '';

  beforeAll(async () => {
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    admin = await t.login(ADMIN.email, ADMIN.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const wells = await t.call('GET', '/api/wells?limit=100', { token: engineer });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
  });

  it('the demo design: three sections to the plan TD with their casing, volumes hand-checkable', async () => {
    const r = await t.call('GET', `/api/wells/${wellId}/designs?stage=drilling`, { token: engineer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data[0];
    expect(d.sections.map((s: { hole_in: number; casing_od_in: number }) => [s.hole_in, s.casing_od_in])).toEqual([
      [17.5, 13.375],
      [12.25, 9.625],
      [8.5, 5.5],
    ]);
    expect(d.plan_name).toBeTruthy();
    expect(d.problems).toEqual([]);
    // Open hole of the surface section: π/4 · (17.5 · 0.0254)² · length.
    const s0 = d.sections[0];
    expect(d.figures[0].open_hole_m3).toBeCloseTo((Math.PI / 4) * (17.5 * 0.0254) ** 2 * (s0.to_m - s0.from_m), 6);
  });

  it('a Bakken well’s demo design drills its casing program’s holes (13½" / 8¾" / 6"), each section linked to its string; a dangling link is a 404', async () => {
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[];
    const bakken = wells.find((w) => w.name === 'Northstar Federal 21-4H')!.id;
    const d = (await t.call('GET', `/api/wells/${bakken}/designs?stage=drilling`, { token: admin })).body.data[0];
    const casing = (await t.call('GET', `/api/wells/${bakken}/casing`, { token: admin })).body.data.strings as { id: string; name: string }[];
    const nameOf = (id: string) => casing.find((c) => c.id === id)?.name;
    expect(
      d.sections.map((s: { hole_in: number; casing_od_in: number; casing_assembly_id: string }) => [s.hole_in, s.casing_od_in, nameOf(s.casing_assembly_id)]),
    ).toEqual([
      [13.5, 9.625, '9⅝" surface'],
      [8.75, 7, '7" intermediate'],
      [6, 4.5, '4½" production liner'],
    ]);
    // Its mud windows are the Bakken program's: invert OBM to the landing, brine in the lateral.
    expect(d.sections.map((s: { mud_type: string }) => s.mud_type)).toEqual(['WBM', 'OBM', 'BRINE']);
    expect(d.problems).toEqual([]);
    // Relinked to the 7" string: fine; to a string of another well or none: 404 naming the section.
    const relinked = d.sections.map((s: Record<string, unknown>, i: number) => (i === 2 ? { ...s, casing_assembly_id: d.sections[1].casing_assembly_id } : s));
    const ok = await t.call('PATCH', `/api/wells/${bakken}/designs/${d.id}`, { token: admin, body: { sections: relinked } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const other = (await t.call('GET', `/api/wells/${wellId}/casing`, { token: admin })).body.data.strings[0].id;
    const dangling = d.sections.map((s: Record<string, unknown>, i: number) => (i === 1 ? { ...s, casing_assembly_id: other } : s));
    const r404 = await t.call('PATCH', `/api/wells/${bakken}/designs/${d.id}`, { token: admin, body: { sections: dangling } });
    expect(r404.status).toBe(404);
    expect(r404.body.message).toMatch(/^body\.sections\.1\.casing_assembly_id: no casing string/);
    const notUuid = d.sections.map((s: Record<string, unknown>, i: number) => (i === 0 ? { ...s, casing_assembly_id: 'x' } : s));
    const r400 = await t.call('PATCH', `/api/wells/${bakken}/designs/${d.id}`, { token: admin, body: { sections: notUuid } });
    expect(r400.status).toBe(400);
    expect(r400.body.message).toMatch(/sections\.0\.casing_assembly_id/);
  });

  it('create generated, edit keeps the version and is audited, delete', async () => {
    const c = await t.call('POST', `/api/wells/${wellId}/designs`, { token: engineer, body: { stage: 'drilling', name: 'Wider lateral option' } });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.data.source).toBe('generated');
    const id = c.body.data.id;
    const sections = c.body.data.sections.map((s: Record<string, unknown>, i: number) => (i === 2 ? { ...s, hole_in: 8.75 } : s));
    const u = await t.call('PATCH', `/api/wells/${wellId}/designs/${id}`, { token: engineer, body: { sections, notes: '8¾" lateral' } });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    expect(u.body.data.version).toBe(2);
    expect(u.body.data.sections[2].hole_in).toBe(8.75);
    const v = await t.call('GET', `/api/wells/${wellId}/designs/${id}/versions`, { token: engineer });
    expect(v.body.data.map((x: { version: number }) => x.version)).toEqual([1]);
    expect(v.body.data[0].snapshot.sections[2].hole_in).toBe(8.5);
    const audit = await t.call('GET', '/api/admin/audit?action=well_designs.update', { token: admin });
    expect(audit.body.data[0].details.after.notes).toBe('8¾" lateral');
    expect((await t.call('DELETE', `/api/wells/${wellId}/designs/${id}`, { token: engineer })).status).toBe(200);
    expect((await t.call('GET', `/api/wells/${wellId}/designs/${id}`, { token: engineer })).status).toBe(404);
  });

  it('refusals: 400 naming the field, 409 duplicate, 404 dangling, 403 viewer', async () => {
    const list = (await t.call('GET', `/api/wells/${wellId}/designs?stage=drilling`, { token: engineer })).body.data;
    const base = list[0];
    const bad = base.sections.map((s: Record<string, unknown>, i: number) => (i === 1 ? { ...s, casing_od_in: 13 } : s));
    const r400 = await t.call('PATCH', `/api/wells/${wellId}/designs/${base.id}`, { token: engineer, body: { sections: bad } });
    expect(r400.status).toBe(400);
    expect(r400.body.message).toMatch(/sections\.1\.casing_od_in/);
    const rType = await t.call('POST', `/api/wells/${wellId}/designs`, { token: engineer, body: { stage: 'drilling', name: 'x', sections: [{ name: 'a' }] } });
    expect(rType.status).toBe(400);
    const dup = await t.call('POST', `/api/wells/${wellId}/designs`, { token: engineer, body: { stage: 'drilling', name: base.name.toUpperCase() } });
    expect(dup.status).toBe(409);
    const plan = await t.call('POST', `/api/wells/${wellId}/designs`, {
      token: engineer,
      body: { stage: 'drilling', name: 'p', plan_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(plan.status).toBe(404);
    expect((await t.call('GET', `/api/wells/${wellId}/designs/00000000-0000-4000-8000-000000000000`, { token: engineer })).status).toBe(404);
    const seen = (await t.call('GET', '/api/wells?limit=1', { token: viewer })).body.data[0].id;
    expect((await t.call('GET', `/api/wells/${seen}/designs`, { token: viewer })).status).toBe(200);
    expect((await t.call('POST', `/api/wells/${seen}/designs`, { token: viewer, body: { stage: 'drilling', name: 'v' } })).status).toBe(403);
  });
});
