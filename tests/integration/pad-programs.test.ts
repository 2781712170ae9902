/**
 * Well planning of a project (issue 20) on both databases without demo history: the seeded Red Hawk
 * pad program, its anti-collision matrix equal cell by cell to each well's own AC summary (the
 * single-well engine), the drilling order's effect, the project's wells in one frame, create / edit /
 * delete with audit rows, and bad input: 400 naming the field, 404 for dangling ids, 409 for a taken
 * name, 403 without EDIT_DRILLING_PROGRAM or without access to the project; a well whose plan is below
 * the minimum SF against the wells drilled before it cannot have its drilling program approved.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const ANALYST = { email: 'analyst@demo.drillspace', password: 'drillspace-analyst' };
const PRODUCTION = { email: 'production@demo.drillspace', password: 'drillspace-production' };

describeEachDatabase('pad programs API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let analyst = '';
  let production = '';
  let project = '';
  let otherProjectWell = '';
  const well: Record<string, string> = {};

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    analyst = await t.login(ANALYST.email, ANALYST.password);
    production = await t.login(PRODUCTION.email, PRODUCTION.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string; project_id: string }[];
    for (const w of wells) well[w.name] = w.id;
    project = wells.find((w) => w.name === 'Red Hawk 2H')!.project_id;
    otherProjectWell = wells.find((w) => w.name === 'Bluebonnet 12-1H')!.id;
  });

  const base = () => `/api/projects/${project}/pad_programs`;

  it('seeds the Red Hawk pad program: four wells in slot order on Lone Star 27', async () => {
    const r = await t.call('GET', base(), { token: analyst });
    expect(r.status).toBe(200);
    const p = r.body.data.find((x: { name: string }) => x.name === 'Red Hawk pad 2026');
    expect(p.rig_name).toBe('Lone Star 27');
    expect(p.wells.map((w: { name: string; slot_name: string; position: number }) => [w.position, w.name, w.slot_name])).toEqual([
      [1, 'Red Hawk 1H', 'Slot 1'],
      [2, 'Red Hawk 2H', 'Slot 2'],
      [3, 'Red Hawk 3H', 'Slot 3'],
      [4, 'Red Hawk 4H', 'Slot 4'],
    ]);
    // 27 + 34 + 27 + 28 days; 1H released 27 days after its spud
    expect(p.total_days).toBe(116);
    const w1 = p.wells[0];
    expect((Date.parse(w1.planned_release) - Date.parse(w1.planned_spud)) / 86_400_000).toBe(27);
  });

  it("the pad's AC matrix equals each well's own AC summary, cell by cell", async () => {
    const p = (await t.call('GET', base(), { token: admin })).body.data.find((x: { name: string }) => x.name === 'Red Hawk pad 2026');
    const r = await t.call('GET', `${base()}/${p.id}/anti_collision`, { token: analyst });
    expect(r.status).toBe(200);
    const ac = r.body.data;
    expect(ac.wells.map((w: { trajectory: string }) => w.trajectory)).toEqual(['survey+plan', 'survey+plan', 'plan', 'plan']);
    for (const [i, ref] of ac.wells.entries()) {
      const summary = (await t.call('GET', `/api/wells/${ref.well_id}/wps/ac_report/summary`, { token: admin })).body.data;
      for (const [j, off] of ac.wells.entries()) {
        if (i === j) {
          expect(ac.matrix[i][j]).toBeNull();
          continue;
        }
        const single = summary.offsets.find((o: { well_id: string }) => o.well_id === off.well_id);
        expect(ac.matrix[i][j].min_sf, `${ref.name} → ${off.name}`).toBe(single.min_sf);
        expect(ac.matrix[i][j].ref_md, `${ref.name} → ${off.name}`).toBe(single.min_sf_ref_md);
      }
    }
    // 2H and 3H stay vertical 10 m apart in the top hole: SF below 1 (demo-profiles.ts)
    const f = ac.flagged.find((x: { a_name: string; b_name: string }) => x.a_name === 'Red Hawk 2H' && x.b_name === 'Red Hawk 3H');
    expect(f.risk).toBe('stop');
    expect(f.min_sf).toBeLessThan(1);
    expect(ac.worst_risk).toBe('stop');
    // order: 1H first clears nothing; 3H (third) is checked against 1H and 2H only
    expect(ac.order[0]).toMatchObject({ position: 1, name: 'Red Hawk 1H', after: [], against_drilled: null });
    expect(ac.order[2].after).toEqual(['Red Hawk 1H', 'Red Hawk 2H']);
    const third = Math.min(ac.matrix[2][0].min_sf, ac.matrix[2][1].min_sf);
    expect(ac.order[2].against_drilled.min_sf).toBe(third);
  });

  it('well trajectories: every project well in the frame of the first, slots 10 m apart', async () => {
    const r = await t.call('GET', `/api/projects/${project}/well_trajectories`, { token: analyst });
    expect(r.status).toBe(200);
    const d = r.body.data;
    type Row = { name: string; trajectory: string; located: boolean; survey: unknown[]; slot: { ns: number; ew: number } };
    // The project's wells drilled before the pad (archive demo wells) are listed by their surface
    // location, without directional data; the pad's wells carry the trajectories.
    const all: Row[] = d.wells;
    expect(all.map((w) => w.name)).toEqual([...all.map((w) => w.name)].sort());
    expect(all.filter((w) => w.trajectory === 'none').every((w) => w.located && w.survey.length === 0 && !w.name.startsWith('Red Hawk'))).toBe(true);
    const pad = all.filter((w) => w.trajectory !== 'none');
    expect(pad.map((w) => w.name)).toEqual(['Red Hawk 1H', 'Red Hawk 2H', 'Red Hawk 3H', 'Red Hawk 4H']);
    expect(d.frame.name).toBe('Red Hawk 1H');
    const slots = pad.map((w) => Math.hypot(w.slot.ns, w.slot.ew));
    expect(slots[0]).toBe(0);
    for (const [i, s] of slots.entries()) expect(s).toBeCloseTo(10 * i, 1);
    const wells = d.wells.filter((w: Row) => w.trajectory !== 'none');
    expect(wells[2].survey).toEqual([]);
    expect(wells[2].plan_points.length).toBeGreaterThan(10);
    expect(wells[0].last_survey.md).toBe(6120);
  });

  it('creates, edits and deletes a program with audit rows; rules answer 400, 404, 409, 403', async () => {
    const body = {
      name: 'Red Hawk alternative',
      description: 'Outside wells first',
      wells: [
        { well_id: well['Red Hawk 4H'], slot_name: 'Slot 4', planned_spud: '2027-01-10', duration_days: 28 },
        { well_id: well['Red Hawk 3H'], slot_name: 'Slot 3', planned_spud: '2027-02-08', duration_days: 27 },
      ],
    };
    const c = await t.call('POST', base(), { token: engineer, body });
    expect(c.status).toBe(201);
    const id = c.body.data.id;
    expect(c.body.data.wells.map((w: { name: string; planned_release: string }) => [w.name, w.planned_release])).toEqual([
      ['Red Hawk 4H', '2027-02-07'],
      ['Red Hawk 3H', '2027-03-07'],
    ]);
    expect((await t.call('POST', base(), { token: engineer, body: { ...body, name: 'red hawk ALTERNATIVE' } })).status).toBe(409);

    const swapped = { ...body, wells: [body.wells[1], { ...body.wells[0], planned_spud: '2027-03-09' }] };
    const u = await t.call('PUT', `${base()}/${id}`, { token: engineer, body: swapped });
    expect(u.status).toBe(200);
    expect(u.body.data.wells.map((w: { name: string }) => w.name)).toEqual(['Red Hawk 3H', 'Red Hawk 4H']);

    const bad = async (b: unknown, status: number, field: RegExp) => {
      const r = await t.call('POST', base(), { token: engineer, body: b });
      expect(r.status, JSON.stringify(b)).toBe(status);
      expect(r.body.message).toMatch(field);
    };
    await bad({ ...body, name: '' }, 400, /name/);
    await bad({ ...body, name: 'x', wells: [] }, 400, /wells/);
    await bad({ ...body, name: 'x', wells: [{ ...body.wells[0], duration_days: -3 }] }, 400, /duration_days/);
    await bad({ ...body, name: 'x', wells: [{ ...body.wells[0], planned_spud: '2027-02-30' }] }, 400, /planned_spud/);
    await bad({ ...body, name: 'x', wells: [body.wells[0], body.wells[0]] }, 400, /wells\.1\.well_id/);
    await bad({ ...body, name: 'x', wells: [body.wells[1], body.wells[0]] }, 400, /wells\.1\.planned_spud/);
    await bad({ ...body, name: 'x', wells: [{ well_id: otherProjectWell }] }, 400, /wells\.0\.well_id: Bluebonnet/);
    await bad({ ...body, name: 'x', wells: [{ well_id: randomUUID() }] }, 404, /Well .* not found/);
    await bad({ ...body, name: 'x', rig_id: randomUUID() }, 404, /Rig .* not found/);
    expect((await t.call('GET', `${base()}/${randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await t.call('GET', `${base()}/${randomUUID()}/anti_collision`, { token: admin })).status).toBe(404);
    expect((await t.call('GET', `/api/projects/${randomUUID()}/pad_programs`, { token: admin })).status).toBe(404);

    // the analyst views the project (VIEW_DRILLING_PROGRAM) but may not edit it; production has no role on it
    expect((await t.call('POST', base(), { token: analyst, body: { ...body, name: 'y' } })).status).toBe(403);
    expect((await t.call('DELETE', `${base()}/${id}`, { token: analyst })).status).toBe(403);
    expect((await t.call('GET', base(), { token: production })).status).toBe(403);

    expect((await t.call('DELETE', `${base()}/${id}`, { token: engineer })).status).toBe(200);
    expect((await t.call('GET', `${base()}/${id}`, { token: engineer })).status).toBe(404);
    const log = await t.server.db.query<{ action: string }>(`select action from audit_log where object_id = $1 order by id`, [id]);
    expect(log.rows.map((x) => x.action)).toEqual(['pad_program.create', 'pad_program.update', 'pad_program.delete']);
  });

  it('refuses to approve the drilling program of a well below the minimum SF against the wells drilled before it', async () => {
    const p = (await t.call('GET', base(), { token: admin })).body.data.find((x: { name: string }) => x.name === 'Red Hawk pad 2026');
    const ac = (await t.call('GET', `${base()}/${p.id}/anti_collision`, { token: admin })).body.data;
    // 3H, third in the order, against 1H and 2H: 10 m from 2H in the vertical top hole (SF < 1)
    const third = ac.order.find((o: { name: string }) => o.name === 'Red Hawk 3H').against_drilled;
    expect(third.name).toBe('Red Hawk 2H');
    expect(third.min_sf).toBeLessThan(1);
    const prog = (await t.call('GET', `/api/wells/${well['Red Hawk 3H']}/drill_prog`, { token: engineer })).body.data[0];
    const url = `/api/wells/${well['Red Hawk 3H']}/drill_prog/${prog.id}`;
    expect(prog.status).toBe('draft');
    expect((await t.call('POST', `${url}/submit`, { token: engineer })).status).toBe(200);
    const refused = await t.call('POST', `${url}/approve`, { token: admin });
    expect(refused.status).toBe(409);
    const md = Math.round(third.ref_md).toLocaleString('en-US');
    expect(refused.body.message).toBe(
      `Red Hawk 3H cannot be approved: its separation factor against Red Hawk 2H is ${third.min_sf.toFixed(2)} at ${md} m MD, ` +
        'below the minimum of 1.00 (pad program Red Hawk pad 2026). Change the plan or the drilling order.',
    );
    expect((await t.call('GET', url, { token: admin })).body.data.status).toBe('submitted');

    // drilled first, 3H has nothing to clear: approved; the pad's order is put back
    const order = (first: string[]) => ({
      name: p.name,
      wells: first.map((n) => ({ well_id: well[n], slot_name: p.wells.find((w: { name: string }) => w.name === n).slot_name })),
    });
    expect(
      (await t.call('PUT', `${base()}/${p.id}`, { token: engineer, body: order(['Red Hawk 3H', 'Red Hawk 1H', 'Red Hawk 2H', 'Red Hawk 4H']) })).status,
    ).toBe(200);
    const ok = await t.call('POST', `${url}/approve`, { token: admin });
    expect([ok.status, ok.body.data?.status]).toEqual([200, 'approved']);
    const back = {
      name: p.name,
      wells: p.wells.map((w: { well_id: string; slot_name: string; planned_spud: string; duration_days: number }) => ({
        well_id: w.well_id,
        slot_name: w.slot_name,
        planned_spud: w.planned_spud,
        duration_days: w.duration_days,
      })),
    };
    expect((await t.call('PUT', `${base()}/${p.id}`, { token: engineer, body: back })).status).toBe(200);
  });
});
