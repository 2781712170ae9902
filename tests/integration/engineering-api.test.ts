/**
 * Torque & drag and hydraulics through the API on the demo wells (issue 16): they run on the well's
 * own survey (the same numbers as the domain on the stations the directional engine loads), fall back
 * to the definitive plan for a well not yet drilled and say so, refuse a well with neither (422, not
 * 500), name the field of a bad body (400), and need VIEW_SCENARIO (the Rig Crew role lacks it).
 */
import { beforeAll, expect, it } from 'vitest';
import { DEMO_STRING } from '../../src/domain/engineering/demo-case';
import { pathElements, torqueDrag } from '../../src/domain/engineering/torque-drag';
import { wellPath } from '../../src/domain/engineering/well-path';
import { wellTrajectories } from '../../server/directional/directional-cache';
import { rigCrewOn } from './support/accounts';
import { describeEachDatabase, HISTORY_TEST_DAYS } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('engineering API', (kind) => {
  const t = useTestServer(kind, { demoHistoryDays: HISTORY_TEST_DAYS });
  let engineer = '';
  let admin = '';
  let crew = '';
  let wellId = '';
  let plannedId = '';

  beforeAll(async () => {
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    admin = await t.login(ADMIN.email, ADMIN.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token: engineer });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    const { rows } = await t.server.db.query<{ id: string }>(
      `select w.id from wells w where exists (select 1 from well_plans p where p.well_id = w.id and p.is_definitive)
         and not exists (select 1 from survey_stations s where s.well_id = w.id) order by w.name limit 1`,
    );
    plannedId = rows[0].id;
    crew = await rigCrewOn(t, admin, wellId);
  });

  it('torque and drag on the survey: the broomstick per mode and friction, the same numbers as the domain, the recorded hook load', async () => {
    const r = await t.call('POST', `/api/wells/${wellId}/engineering/torque_drag`, { token: engineer, body: {} });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    const d = r.body.data;
    expect(d.trajectory.source).toBe('survey');
    expect(d.inputs.defaulted).toEqual(expect.arrayContaining(['string', 'mud_density_kg_m3', 'friction', 'shoe_md_m']));
    expect(d.inputs.note).toMatch(/Demo defaults used/);
    expect(d.broomstick.curves).toHaveLength(16);
    expect(d.broomstick.bit_md_m.at(-1)).toBeCloseTo(d.trajectory.td_md_m, 6);
    const atTd = (mode: string, f: number) => d.broomstick.curves.find((c: any) => c.mode === mode && c.friction === f).hook_load_kn.at(-1);
    // The broom: pick-up above rotating above slack-off, spreading with friction.
    expect(atTd('tripOut', 0.3)).toBeGreaterThan(atTd('rotatingOffBottom', 0.3));
    expect(atTd('rotatingOffBottom', 0.3)).toBeGreaterThan(atTd('tripIn', 0.3));
    expect(atTd('tripOut', 0.4) - atTd('tripIn', 0.4)).toBeGreaterThan(atTd('tripOut', 0.1) - atTd('tripIn', 0.1));
    // The route runs the domain on the engine's survey: recompute it here.
    const traj = await wellTrajectories(t.server.db, wellId);
    const el = pathElements(wellPath(traj.fact(), 1));
    const mine = torqueDrag(el, el.path.mdM.length - 1, 'tripOut', {
      string: DEMO_STRING,
      mudDensityKgM3: 1200,
      shoeMdM: d.inputs.shoe_md_m,
      frictionCased: 0.2,
      frictionOpen: 0.3,
    });
    // The string's own load at the surface (the answer's block weight is rounded to 10 kg).
    expect(Math.abs(d.profile.tension_kn.tripOut[0] - mine.hookLoadN / 1000)).toBeLessThan(0.02);
    expect(d.at_td.rotatingOffBottom.surface_torque_knm).toBeGreaterThan(0);
    expect(d.profile.md_m[0]).toBe(0);
    // Block weight answered to 10 kg (±0.049 kN), loads to 0.01 kN (±0.005 each): at most 0.059 kN apart.
    expect(Math.abs(d.profile.tension_kn.tripOut[0] - (d.at_td.tripOut.hook_load_kn - d.inputs.block_weight_t * 9.80665))).toBeLessThan(0.06);
    // A day of demo history: drilling at least, with the string on the hook.
    expect(d.measured.bit_md_m.length).toBeGreaterThan(0);
    expect(d.measured.hook_load_kn.length).toBe(d.measured.bit_md_m.length);
    expect(d.inputs.block_weight_from).toMatch(/estimated from the recorded hook load|demo rig/);
  });

  it('a string given in the body is used as given, and the answer says nothing was defaulted for it', async () => {
    const body = {
      string: [{ name: 'DP', length_m: 1, od_m: 0.127, id_m: 0.1086, weight_kg_per_m: 30 }],
      mud_density_kg_m3: 1100,
      friction: { cased: 0.15, open: 0.25 },
      broomstick_frictions: [0.2],
      shoe_md_m: 1000,
      block_weight_t: 0,
      wob_t: 10,
      bit_torque_knm: 3,
    };
    const r = await t.call('POST', `/api/wells/${wellId}/engineering/torque_drag`, { token: engineer, body });
    expect(r.status).toBe(200);
    expect(r.body.data.inputs.defaulted).toEqual([]);
    expect(r.body.data.broomstick.curves).toHaveLength(4);
  });

  it('a well with no survey runs on its definitive plan and says so; a well with neither is a 422 with the reason', async () => {
    const r = await t.call('POST', `/api/wells/${plannedId}/engineering/torque_drag`, { token: admin, body: { output_step_m: 100 } });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    expect(r.body.data.trajectory.source).toBe('plan');
    expect(r.body.data.trajectory.note).toMatch(/no survey yet/);
    expect(r.body.data.measured.bit_md_m).toEqual([]);
    const asked = await t.call('POST', `/api/wells/${plannedId}/engineering/hydraulics`, { token: admin, body: { trajectory: 'survey' } });
    expect([asked.status, asked.body.message]).toEqual([422, 'body.trajectory: this well has no survey: add survey stations or use the plan']);
    const made = await t.call('POST', '/api/wells', { token: admin, body: { name: 'Empty Engineering 1' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    for (const what of ['torque_drag', 'hydraulics']) {
      const e = await t.call('POST', `/api/wells/${made.body.data.id}/engineering/${what}`, { token: admin, body: {} });
      expect(e.status).toBe(422);
      expect(e.body.message).toMatch(/no survey and no definitive plan/);
    }
  });

  it('a bad body is a 400 naming the field; the Rig Crew has no VIEW_SCENARIO', async () => {
    const cases: [string, string, unknown, string][] = [
      ['torque_drag', 'friction', { friction: { cased: 0.2, open: 1.5 } }, 'body.friction.open: must be between 0 and 1'],
      [
        'torque_drag',
        'string',
        { string: [{ name: 'DP', length_m: 10, od_m: 0.1, id_m: 0.2, weight_kg_per_m: 30 }] },
        'body.string.0.id_m: id_m must be less than od_m',
      ],
      ['torque_drag', 'unknown', { frictoin: 0.2 }, "body: unknown field 'frictoin'"],
      [
        'hydraulics',
        'fluid',
        { fluid: { density_kg_m3: 1200, model: 'herschel_bulkley', r600: 50, r300: 30 } },
        'body.fluid.r3: herschel_bulkley needs r3, less than r300',
      ],
      ['hydraulics', 'nozzles', { nozzles_32nds: [12.5] }, 'body.nozzles_32nds.0: must be whole 32nds'],
      [
        'hydraulics',
        'flow index',
        { fluid: { density_kg_m3: 1200, model: 'power_law', r600: 31, r300: 30 } },
        'body.fluid.r600: r600 and r300 must give a flow index n between 0.1 and 1 (r600 between 1.07 and 2 times r300)',
      ],
      ['hydraulics', 'bit depth', { bit_md_m: 19_000 }, ''],
    ];
    for (const [what, label, body, message] of cases) {
      const r = await t.call('POST', `/api/wells/${wellId}/engineering/${what}`, { token: engineer, body });
      expect(r.status, label).toBe(400);
      if (message) expect(r.body.message, label).toBe(message);
      else expect(r.body.message, label).toMatch(/^body\.bit_md_m: 19000 m is below the end of the survey/);
    }
    for (const what of ['torque_drag', 'hydraulics']) {
      const r = await t.call('POST', `/api/wells/${wellId}/engineering/${what}`, { token: crew, body: {} });
      expect([r.status, r.body.message]).toEqual([403, 'Missing permission VIEW_SCENARIO on this well']);
    }
  });

  it('hydraulics on the survey: the standpipe is the sum of its parts, ECD above the mud weight, a curve over 100 flow rates', async () => {
    const flows = Array.from({ length: 100 }, (_, i) => 1000 + i * 25);
    const r = await t.call('POST', `/api/wells/${wellId}/engineering/hydraulics`, { token: engineer, body: { flow_rates_lpm: flows, flow_lpm: 2400 } });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    const x = r.body.data.result;
    expect(r.body.data.trajectory.source).toBe('survey');
    expect(r.body.data.inputs.defaulted).toEqual(expect.arrayContaining(['string', 'fluid', 'hole', 'nozzles_32nds']));
    const parts = x.sections.reduce((a: number, s: any) => a + s.loss_pa, 0) + x.bit_loss_pa + x.surface_loss_pa;
    expect(Math.abs(x.standpipe_pa - parts)).toBeLessThanOrEqual(x.sections.length + 2);
    expect(x.sections.map((s: any) => s.where)).toContain('annulus');
    expect(x.ecd_bit_kg_m3).toBeGreaterThan(1200);
    expect(x.ecd_shoe_kg_m3).toBeGreaterThan(1200);
    // 2,400 L/min of 1.2 sg mud through the demo string: a standpipe pressure of the demo rigs' 10–30 MPa.
    expect(x.standpipe_pa).toBeGreaterThan(10e6);
    expect(x.standpipe_pa).toBeLessThan(30e6);
    const c = r.body.data.curve;
    expect(c.flow_lpm).toHaveLength(100);
    for (let i = 1; i < 100; i++) expect(c.standpipe_pa[i]).toBeGreaterThan(c.standpipe_pa[i - 1]);
  });
});
