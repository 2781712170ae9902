/**
 * BHA and casing API (issue 16, equipment) on both databases, over the demo seed without history:
 * every demo well's runs and casing program consistent with its depth, the assembly figures
 * (cumulative length, weights, bit-to-sensor offsets) recomputed here from the components, the
 * buoyed weight appearing only once a mud report covers the run, add / replace / delete audited,
 * and bad input a 400 naming the field (riser refused), 404 for unknown ids, 409 for duplicates,
 * 403 without EDIT_DESIGN.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

describeEachDatabase('equipment API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let viewer = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    for (const w of (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data) ids[w.name] = w.id;
  });

  it('every demo well has 3–4 BHA runs and a casing program, shoes deepening as the holes narrow', async () => {
    let wells = 0;
    for (const [name, id] of Object.entries(ids)) {
      const bha = await t.call('GET', `/api/wells/${id}/bha`, { token: admin });
      expect(bha.status, name).toBe(200);
      const casing = (await t.call('GET', `/api/wells/${id}/casing`, { token: admin })).body.data.strings;
      if (!bha.body.data.assemblies.length) continue;
      wells++;
      expect(bha.body.data.assemblies.length, name).toBeGreaterThanOrEqual(2);
      expect(bha.body.data.assemblies.length, name).toBeLessThanOrEqual(4);
      expect(casing.length, name).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < casing.length; i++) {
        expect(casing[i].shoe_m).toBeGreaterThan(casing[i - 1].shoe_m);
        expect(casing[i].hole_size_in).toBeLessThan(casing[i - 1].hole_size_in);
        expect(casing[i].od_in).toBeLessThan(casing[i - 1].id_in);
      }
      for (const a of bha.body.data.assemblies) expect(a.max_od_in, `${name} ${a.name}`).toBeLessThanOrEqual(a.hole_size_in);
    }
    expect(wells).toBeGreaterThanOrEqual(8);
  });

  it('Red Hawk 2H (drilled to 4,420 m of 6,250 m): lateral run in the hole, production casing still planned, figures add up', async () => {
    const w = ids['Red Hawk 2H'];
    const runs = (await t.call('GET', `/api/wells/${w}/bha`, { token: engineer })).body.data.assemblies;
    expect(runs.map((r: any) => r.status)).toEqual(['pulled', 'pulled', 'pulled', 'in_hole']);
    expect(runs[3].depth_out_m).toBeCloseTo(4420, -1);
    const cur = await t.call('GET', `/api/bha/wells/${w}/current`, { token: engineer });
    expect(cur.body.data.id).toBe(runs[3].id);
    const casing = (await t.call('GET', `/api/wells/${w}/casing`, { token: engineer })).body.data.strings;
    expect(casing.map((c: any) => [c.casing_type, c.status])).toEqual([
      ['conductor', 'set'],
      ['surface', 'set'],
      ['intermediate', 'set'],
      ['production', 'planned'],
    ]);
    const inter = casing[2];
    // 9⅝" 40 lb/ft: 59.53 kg/m over the string's length
    expect(inter.air_weight_kg).toBeCloseTo(inter.length_m * 40 * 1.488164, -1);
    expect(inter.shoe_tvd_m).toBeGreaterThan(0);
    expect(inter.shoe_tvd_m).toBeLessThanOrEqual(inter.shoe_m + 0.1);
    expect(inter.shoe_frac_sg).toBeGreaterThan(1.3);
    expect(inter.slurries.map((s: any) => s.kind)).toEqual(['lead', 'tail']);
    expect(inter.cement_volume_m3).toBeGreaterThan(20);

    const a = (await t.call('GET', `/api/wells/${w}/bha/${runs[3].id}`, { token: engineer })).body.data.assembly;
    expect(a.components[0].type).toBe('bit');
    expect(a.total_length_m).toBeCloseTo(sum(a.components.map((c: any) => c.length_m)), 3);
    expect(a.air_weight_kg).toBeCloseTo(sum(a.components.map((c: any) => c.length_m * c.weight_kg_m)), 0);
    let top = 0;
    for (const c of a.components) {
      if (c.sensor_offset_m !== null) expect(c.bit_to_sensor_m).toBeCloseTo(top + c.sensor_offset_m, 3);
      top += c.length_m;
      expect(c.cumulative_length_m).toBeCloseTo(top, 3);
    }
    expect(a.sensors[0]).toMatchObject({ type: 'mwd' });
    expect(a.sensors[0].bit_to_sensor_m).toBeGreaterThan(10);
    expect(a.sensors[0].bit_to_sensor_m).toBeLessThan(25);
    expect(a.motor_bend_deg).toBe(1.5);
  });

  it('the buoyed weight comes from the mud program, is not guessed without mud, and a mud report in the run gives BF = 1 − ρ/7850', async () => {
    const w = ids['Red Hawk 2H'];
    const runs = (await t.call('GET', `/api/wells/${w}/bha`, { token: engineer })).body.data.assemblies;
    const lateral = runs[3];
    // before any report: the mud program's window for the section (middle), said so
    expect(lateral.mud_source).toMatch(/mud program/);
    expect(lateral.buoyed_weight_kg).toBeCloseTo(lateral.air_weight_kg * (1 - lateral.mud_density_kg_m3 / 7850), 0);
    // a run of a well with no mud program and no report: no buoyed weight, and the answer says why
    const put = await t.call('POST', `/api/wells/${w}/bha`, {
      token: engineer,
      body: {
        run_no: 12,
        name: 'odd size',
        hole_size_in: 26,
        depth_in_m: 7000,
        depth_out_m: 7100,
        components: [{ type: 'bit', description: 'b', od_in: 26, id_in: 0, length_m: 0.5, weight_kg_m: 400 }],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(201);
    expect(put.body.data.buoyed_weight_kg).toBeNull();
    expect(put.body.data.missing.join(' ')).toMatch(/buoyed weight not computed/);
    await t.call('DELETE', `/api/wells/${w}/bha/${put.body.data.id}`, { token: engineer });
    const r = await t.call('POST', `/api/wells/${w}/mud_reports`, {
      token: engineer,
      body: { date: '2026-01-05', at: 1_767_600_000, section: 'lateral', mud_type: 'OBM', density_kg_m3: 1300, hole_depth_m: lateral.depth_out_m - 5 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const after = (await t.call('GET', `/api/wells/${w}/bha/${lateral.id}`, { token: engineer })).body.data.assembly;
    expect(after.mud_density_kg_m3).toBe(1300);
    expect(after.buoyancy_factor).toBeCloseTo(1 - 1300 / 7850, 4); // 0.8344
    expect(after.buoyed_weight_kg).toBeCloseTo(after.air_weight_kg * (6550 / 7850), 0);
    expect(after.mud_source).toMatch(/mud report/);
    await t.call('DELETE', `/api/wells/${w}/mud_reports/${r.body.data.id}`, { token: engineer });
  });

  it('the engineer adds, replaces and deletes a BHA; each write is audited; a duplicate run is a 409', async () => {
    const w = ids['Red Hawk 2H'];
    const body = {
      run_no: 9,
      name: 'Run 9: clean-out',
      hole_size_in: 8.5,
      components: [
        { type: 'bit', description: '8½" mill tooth', od_in: 8.5, id_in: 0, length_m: 0.3, weight_kg_m: 150 },
        { type: 'drill_collar', description: '6½" collar', od_in: 6.5, id_in: 2.8125, length_m: 9.3, weight_kg_m: 136.6 },
      ],
    };
    const created = await t.call('POST', `/api/wells/${w}/bha`, { token: engineer, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.total_length_m).toBeCloseTo(9.6, 6);
    expect(created.body.data.air_weight_kg).toBeCloseTo(45 + 1270.38, 1);
    expect((await t.call('POST', `/api/wells/${w}/bha`, { token: engineer, body })).status).toBe(409);
    const put = await t.call('PUT', `/api/wells/${w}/bha/${id}`, {
      token: engineer,
      body: {
        ...body,
        status: 'pulled',
        depth_in_m: 100,
        depth_out_m: 120,
        components: [...body.components, { type: 'mwd', description: 'MWD', od_in: 6.75, id_in: 3, length_m: 9, weight_kg_m: 140, sensor_offset_m: 4 }],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.components[2].bit_to_sensor_m).toBeCloseTo(13.6, 6);
    expect(put.body.data.footage_m).toBe(20);
    const audit = (await t.call('GET', '/api/admin/audit?action=bha_assemblies.update', { token: admin })).body.data;
    expect(audit[0].object_id ?? audit[0].object?.id ?? JSON.stringify(audit[0])).toContain(id);
    expect((await t.call('DELETE', `/api/wells/${w}/bha/${id}`, { token: engineer })).status).toBe(200);
    expect((await t.call('GET', `/api/wells/${w}/bha/${id}`, { token: engineer })).status).toBe(404);
    expect((await t.call('DELETE', `/api/wells/${w}/bha/${id}`, { token: engineer })).status).toBe(404);
  });

  it('bad BHA input is a 400 naming the field; a viewer is refused', async () => {
    const w = ids['Red Hawk 2H'];
    const ok = {
      run_no: 11,
      name: 'x',
      hole_size_in: 8.5,
      components: [{ type: 'bit', description: 'b', od_in: 8.5, id_in: 0, length_m: 0.3, weight_kg_m: 150 }],
    };
    const idOverOd = await t.call('POST', `/api/wells/${w}/bha`, { token: engineer, body: { ...ok, components: [{ ...ok.components[0], id_in: 9 }] } });
    expect(idOverOd.status).toBe(400);
    expect(idOverOd.body.message).toMatch(/components\.0\.id_in/);
    const big = await t.call('POST', `/api/wells/${w}/bha`, { token: engineer, body: { ...ok, hole_size_in: 6 } });
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/hole_size_in/);
    const type = await t.call('POST', `/api/wells/${w}/bha`, { token: engineer, body: { ...ok, components: [{ ...ok.components[0], type: 'banana' }] } });
    expect(type.status).toBe(400);
    expect(type.body.message).toMatch(/components\.0\.type/);
    expect((await t.call('POST', `/api/wells/${w}/bha`, { token: engineer, body: { ...ok, extra: 1 } })).status).toBe(400);
    expect((await t.call('PUT', `/api/wells/${w}/bha/${randomUUID()}`, { token: engineer, body: ok })).status).toBe(404);
    const pw = ids['Prairie 5H'];
    expect((await t.call('GET', `/api/wells/${pw}/bha`, { token: viewer })).status).toBe(200);
    expect((await t.call('POST', `/api/wells/${pw}/bha`, { token: viewer, body: ok })).status).toBe(403);
  });

  it('casing: riser is refused, a string too big for the casing above is a 400 on od_in, a good one is added and removed', async () => {
    const w = ids['Red Hawk 2H'];
    const liner = {
      name: '7" contingency liner',
      casing_type: 'production',
      od_in: 7,
      id_in: 6.184,
      weight_lb_ft: 29,
      grade: 'P-110',
      top_m: 2000,
      shoe_m: 3000,
      hole_size_in: 8.5,
      slurries: [{ kind: 'tail', top_m: 2500, bottom_m: 3000, density_kg_m3: 1900 }],
    };
    const riser = await t.call('POST', `/api/wells/${w}/casing`, { token: engineer, body: { ...liner, casing_type: 'riser' } });
    expect(riser.status).toBe(400);
    expect(riser.body.message).toMatch(/casing_type.*[Rr]iser/);
    const tooBig = await t.call('POST', `/api/wells/${w}/casing`, { token: engineer, body: { ...liner, od_in: 10.75, id_in: 9.95, hole_size_in: 12.25 } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/od_in/);
    const below = await t.call('POST', `/api/wells/${w}/casing`, {
      token: engineer,
      body: { ...liner, slurries: [{ kind: 'tail', top_m: 2900, bottom_m: 3100, density_kg_m3: 1900 }] },
    });
    expect(below.status).toBe(400);
    expect(below.body.message).toMatch(/slurries\.0\.bottom_m/);
    const added = await t.call('POST', `/api/wells/${w}/casing`, { token: engineer, body: liner });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // 500 m of 8½" hole around 7": (8.5² − 7²) · π/4 · 0.0254² · 500 = 5.897 m³
    expect(added.body.data.cement_volume_m3).toBeCloseTo(5.9, 1);
    expect((await t.call('POST', `/api/wells/${w}/casing`, { token: engineer, body: liner })).status).toBe(409);
    const one = await t.call('GET', `/api/wells/${w}/casing/${added.body.data.id}`, { token: engineer });
    expect(one.body.data.string.name).toBe(liner.name);
    expect((await t.call('DELETE', `/api/wells/${w}/casing/${added.body.data.id}`, { token: engineer })).status).toBe(200);
    expect((await t.call('GET', `/api/wells/${w}/casing/${added.body.data.id}`, { token: engineer })).status).toBe(404);
  });
});
