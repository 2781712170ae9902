/**
 * Drilling programs (spec 7.8 drill_prog) on both databases without demo history: the demo program of
 * Red Hawk 2H composed from its design, casing, BHAs, mud program and AFE (days and cost hand-checked
 * against the AFE's rates), the life of a program (create, edit, submit, approve, locked, copy,
 * delete) with its audit rows and permission refusals, bad input answering 400 naming the field, 404
 * for dangling ids, 409 for a duplicate name; and the field check saying so when there is no data.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('drilling programs API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let well = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[];
    well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
  });

  const url = (rest = '') => `/api/wells/${well}/drill_prog${rest}`;

  it('composes the demo program from the well: sections, casing, BHAs, mud, and the AFE’s days and cost', async () => {
    const list = (await t.call('GET', url(), { token: engineer })).body.data;
    expect(list).toHaveLength(1);
    expect([list[0].status, list[0].author_name, list[0].approved_by_name]).toEqual(['approved', 'Dana Driller', 'Avery Admin']);
    const p = (await t.call('GET', url(`/${list[0].id}`), { token: engineer })).body.data;
    expect(p.sections.map((s: { name: string; from_m: number; to_m: number }) => [s.name, s.from_m, s.to_m])).toEqual([
      ['Surface 17½"', 0, 550],
      ['Intermediate 12¼"', 550, 2190],
      ['Curve and lateral 8½"', 2190, 6250],
    ]);
    expect(p.sections.map((s: { casing: { name: string } }) => s.casing.name)).toEqual(['13⅜" surface', '9⅝" intermediate', '5½" production']);
    expect(p.sections[2].bhas.map((b: { run_no: number }) => b.run_no)).toEqual([3, 4]);
    expect(p.sections[1].mud).toMatchObject({ source: 'mud program', mud_type: 'OBM', density_min_kg_m3: 1100, density_max_kg_m3: 1200 });
    // The AFE: 550 m at 400 m/d + 1 d casing, 1,640 m at 420 m/d + 1.5 d, 4,060 m at 380 m/d + 2 d = 20.46 d;
    // day rates 48,500 USD/d × 20.46 d + metre rates 60 USD/m × 6,250 m = 992,310 + 375,000.
    expect(p.totals).toMatchObject({ sections: 3, td_m: 6250, planned_days: 20.46, planned_cost: 1_367_310, currency: 'USD' });
    expect(p.sections[0].planned_days).toBe(2.38);
    expect(p.sections[2].to_tvd_m).toBeGreaterThan(2900);
  });

  it('creates, edits, submits, approves (then locked), copies and deletes, each audited and permission-checked', async () => {
    const c = await t.call('POST', url(), { token: engineer, body: { name: 'Sidetrack option' } });
    expect(c.status).toBe(201);
    const p = c.body.data;
    expect([p.status, p.version, p.design_name, p.sections.length]).toEqual(['draft', 1, 'Base design', 3]);
    expect(p.sections[2].parameters).toMatchObject({ wob_min_t: 6, wob_max_t: 16, flow_min_lpm: 2000, flow_max_lpm: 2700 });
    const ranges = p.sections.map((s: { parameters: Record<string, unknown> }) => s.parameters);
    ranges[2] = { ...ranges[2], flow_max_lpm: 2600, notes: 'Hold 2,600 L/min: losses in the Wolfcamp on offsets.' };
    const u = await t.call('PATCH', url(`/${p.id}`), { token: engineer, body: { sections: ranges } });
    expect([u.status, u.body.data.version, u.body.data.sections[2].parameters.flow_max_lpm]).toEqual([200, 2, 2600]);
    expect((await t.call('POST', url(`/${p.id}/approve`), { token: admin })).status).toBe(409); // a draft is submitted first
    expect((await t.call('POST', url(`/${p.id}/submit`), { token: engineer })).body.data.status).toBe('submitted');
    expect((await t.call('POST', url(`/${p.id}/approve`), { token: engineer })).status).toBe(403); // no DRILLING_PROGRAM_APPROVE
    const a = await t.call('POST', url(`/${p.id}/approve`), { token: admin });
    expect([a.status, a.body.data.status, a.body.data.approved_by_name]).toEqual([200, 'approved', 'Avery Admin']);
    expect((await t.call('PATCH', url(`/${p.id}`), { token: admin, body: { notes: 'late change' } })).status).toBe(409);
    expect((await t.call('DELETE', url(`/${p.id}`), { token: admin })).status).toBe(409);
    const viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    expect((await t.call('POST', url(`/${p.id}/copy`), { token: viewer, body: { name: 'Copy' } })).status).toBe(403); // no DRILLING_PROGRAM_COPY
    expect((await t.call('POST', url(`/${p.id}/submit`), { token: viewer })).status).toBe(403); // no DRILLING_PROGRAM_SUBMIT
    const cp = await t.call('POST', url(`/${p.id}/copy`), { token: engineer, body: { name: 'Sidetrack option B' } });
    expect([cp.status, cp.body.data.status, cp.body.data.version, cp.body.data.sections[2].parameters.flow_max_lpm]).toEqual([201, 'draft', 1, 2600]);
    expect((await t.call('DELETE', url(`/${cp.body.data.id}`), { token: engineer })).status).toBe(200);
    expect((await t.call('GET', url(`/${cp.body.data.id}`), { token: engineer })).status).toBe(404);
    for (const action of ['create', 'update', 'submit', 'approve']) {
      const rows = (await t.call('GET', `/api/admin/audit?action=drilling_programs.${action}&object_id=${p.id}`, { token: admin })).body.data;
      expect(rows.length, action).toBe(1);
    }
    const del = (await t.call('GET', `/api/admin/audit?action=drilling_programs.delete&object_id=${cp.body.data.id}`, { token: admin })).body.data;
    expect(del).toHaveLength(1);
  });

  it('answers 400 naming the field, 404 for dangling ids, 409 for a duplicate name, 403 without EDIT_DESIGN', async () => {
    const base = (await t.call('GET', url(), { token: admin })).body.data[0];
    const one = (await t.call('GET', url(`/${base.id}`), { token: admin })).body.data.sections[0].parameters;
    const cases: [unknown, number, string][] = [
      [{}, 400, 'name'],
      [{ name: '  ' }, 400, 'name'],
      [{ name: 'X', sections: [{ ...one, wob_max_t: 2 }] }, 400, 'sections.0.wob_max_t'],
      [{ name: 'X', sections: [{ ...one, rpm_min: 'fast' }] }, 400, 'rpm_min'],
      [{ name: 'X', sections: [one, one] }, 400, 'sections.1.section'],
      [{ name: 'X', extra: 1 }, 400, 'extra'],
      [{ name: 'X', design_id: randomUUID() }, 404, 'design_id'],
      [{ name: 'drilling PROGRAM' }, 409, 'name'],
    ];
    for (const [body, status, field] of cases) {
      const r = await t.call('POST', url(), { token: admin, body });
      expect([r.status, JSON.stringify(r.body)], JSON.stringify(body)).toEqual([status, expect.stringContaining(field)]);
    }
    const viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    expect((await t.call('POST', url(), { token: viewer, body: { name: 'Mine' } })).status).toBe(403);
    expect((await t.call('GET', url(`/${randomUUID()}`), { token: admin })).status).toBe(404);
    expect((await t.call('POST', url(`/${randomUUID()}/submit`), { token: admin })).status).toBe(404);
  });

  it('the field check names the program and says when the well has recorded nothing', async () => {
    const f = (await t.call('GET', `/api/wells/${well}/field_engineering`, { token: engineer })).body.data;
    expect(f.program.status).toBe('approved');
    expect([f.data, f.checks]).toEqual([null, []]);
    expect(f.note).toMatch(/no recorded bit depth/);
  });

  it('keeps each replaced version: list them, read an old one back; the project lists its wells’ programs', async () => {
    const c = await t.call('POST', url(), { token: engineer, body: { name: 'Versioned' } });
    const id = c.body.data.id;
    expect((await t.call('PATCH', url(`/${id}`), { token: engineer, body: { notes: 'second' } })).body.data.version).toBe(2);
    const v = await t.call('GET', url(`/${id}/versions`), { token: engineer });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body.data.map((x: { version: number; current: boolean }) => [x.version, x.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const old = await t.call('GET', url(`/${id}/versions/1`), { token: engineer });
    expect([old.status, old.body.data.version, old.body.data.notes, old.body.data.current]).toEqual([200, 1, '', false]);
    expect((await t.call('GET', url(`/${id}/versions/7`), { token: engineer })).body.message).toMatch(/^params\.version/);
    expect((await t.call('GET', url(`/${id}/versions/x`), { token: engineer })).status).toBe(400);
    const projectId = (await t.call('GET', `/api/wells/${well}`, { token: admin })).body.data.project_id;
    const list = await t.call('GET', `/api/projects/${projectId}/drill_prog`, { token: admin });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.some((p: { id: string; well_name: string }) => p.id === id && p.well_name === 'Red Hawk 2H')).toBe(true);
  });
  it('the project list holds only the programs of wells whose designs the caller may view (VIEW_DESIGN per well)', async () => {
    const projectId = (await t.call('GET', `/api/wells/${well}`, { token: admin })).body.data.project_id;
    const all = (await t.call('GET', `/api/projects/${projectId}/drill_prog`, { token: admin })).body.data as { well_id: string; well_name: string }[];
    const other = all.find((p) => p.well_id !== well)!;
    expect(other, 'the demo project holds a program of a second well').toBeTruthy();
    expect(all.some((p) => p.well_id === well)).toBe(true);
    const made = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { name: 'Sam Seesonly', email: 'sam.seesonly@example.com', password: 'sees-only-pass-1' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // Red Hawk 2H with VIEW_WELL alone (listed, its designs not viewable); the other well with VIEW_DESIGN too.
    const grant = (wellId: string, name: string, permissions: string[]) =>
      t.server.db.query(
        `with r as (insert into roles (name, object_type, permissions) values ($3, 'WELL', $4::jsonb) returning id)
         insert into user_roles (user_id, object_id, object_type, role_id) select $1, $2, 'WELL', id from r`,
        [made.body.data.id, wellId, name, JSON.stringify(permissions)],
      );
    await grant(well, 'Well list only', ['VIEW_WELL']);
    await grant(other.well_id, 'Designs reader', ['VIEW_WELL', 'VIEW_DESIGN']);
    const sam = await t.login('sam.seesonly@example.com', 'sees-only-pass-1');
    expect((await t.call('GET', '/api/wells?limit=100', { token: sam })).body.data.map((w: { id: string }) => w.id).sort()).toEqual(
      [well, other.well_id].sort(),
    );
    expect((await t.call('GET', url(), { token: sam })).status).toBe(403);
    const seen = await t.call('GET', `/api/projects/${projectId}/drill_prog`, { token: sam });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    const wellsSeen = [...new Set(seen.body.data.map((p: { well_id: string }) => p.well_id))];
    expect(wellsSeen).toEqual([other.well_id]);
    expect(seen.body.data).toHaveLength(all.filter((p) => p.well_id === other.well_id).length);
  });
});
