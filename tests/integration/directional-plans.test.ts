/**
 * Plans, projections and analysis through the API on both databases: plans designed from segments
 * equal the engine's plan design, projections and back-to-plan equal the engine's, plan vs actual and
 * build/walk come from the survey, targets/boundaries/formation tops answer with where the well meets
 * them, and per-well permissions hold (the viewer sees Prairie 5H only; a directional driller edits).
 */
import { expect, it } from 'vitest';
import { backToPlan } from '../../src/domain/directional/comparison/back-to-plan';
import { deviationFromPlan } from '../../src/domain/directional/comparison/plan-vs-actual';
import { interpolateAtTvd } from '../../src/domain/directional/interpolate';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import { planFromSegments } from '../../src/domain/directional/plan/plan-segments';
import { projectWithMethod } from '../../src/domain/directional/projection/projection-methods';
import { projectTrajectoryMode } from '../../src/domain/directional/projection/trajectory-modes';
import { useAdminSession } from './support/admin-session';
import { describeEachDatabase } from './support/databases';
import { useTestServer } from './support/test-server';

const asStations = (rows: { md: number; inc: number; az: number }[]) => rows.map((r) => ({ mdM: r.md, incDeg: r.inc, aziDeg: r.az }));

describeEachDatabase('directional plans, projections and analysis API', (kind) => {
  const t = useTestServer(kind);
  const admin = useAdminSession(t);
  const { wells, get } = admin;

  const segments = [
    { kind: 'hold_to_md', md: 2400 },
    { kind: 'curve_to', dls: 9, inc: 90, az: 45 },
    { kind: 'hold_to_md', md: 4500 },
  ];

  it('creates a plan from segments: its stations are the engine’s plan design; definitive moves to it', async () => {
    const id = wells['Northstar Federal 21-4H'];
    const created = await t.call('POST', `/api/wells/${id}/plans`, { token: admin.token, body: { name: 'Alt NE', variant: 'PROPOSAL', segments } });
    expect(created.status).toBe(201);
    const plan = created.body.data;
    const engine = planFromSegments({ mdM: 0, incDeg: 0, aziDeg: 0, tvdM: 0, northM: 0, eastM: 0 }, [
      { kind: 'hold-to-md', mdM: 2400 },
      { kind: 'curve-to', dlsDegPer30m: 9, incDeg: 90, aziDeg: 45 },
      { kind: 'hold-to-md', mdM: 4500 },
    ]);
    expect(plan.stations).toHaveLength(engine.trajectory.length);
    plan.stations.forEach((s: any, k: number) => {
      expect(s.md).toBeCloseTo(engine.trajectory[k].mdM, 9);
      expect(s.tvd).toBeCloseTo(engine.trajectory[k].tvdM, 9);
      expect(s.ns_from_ref).toBeCloseTo(engine.trajectory[k].northM, 9);
    });
    // 90° at 9°/30 m from vertical: a 190.99 m radius, landing 190.99 m below the KOP
    expect(plan.stations.at(-1).tvd).toBeCloseTo(2400 + 30 / ((9 * Math.PI) / 180), 6);
    expect(plan.sections.map((x: any) => x.kind)).toEqual(['hold', 'curve', 'hold']);
    expect(plan.segments).toEqual(segments);

    const plans = await get(`/api/wells/${id}/plans`);
    expect(plans.map((p: any) => p.is_definitive)).toEqual([true, false]);
    const made = await t.call('PATCH', `/api/wells/${id}/plans/${plan.id}`, { token: admin.token, body: { is_definitive: true } });
    expect(made.status).toBe(200);
    const after = await get(`/api/wells/${id}/plans`);
    expect(after.filter((p: any) => p.is_definitive).map((p: any) => p.name)).toEqual(['Alt NE']);
    const definitive = await get(`/api/wells/${id}/designs/definitive`);
    expect(definitive.id).toBe(plan.id);

    const bad = await t.call('POST', `/api/wells/${id}/plans`, {
      token: admin.token,
      body: {
        name: 'Bad',
        segments: [
          { kind: 'hold_to_md', md: 100 },
          { kind: 'hold_to_md', md: 50 },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('body.segments: segment 2 (hold-to-md) has no length');
    const unordered = await t.call('POST', `/api/wells/${id}/plans`, {
      token: admin.token,
      body: {
        name: 'Bad',
        stations: [
          { md: 0, inc: 0, az: 0 },
          { md: 100, inc: 1, az: 0 },
          { md: 90, inc: 2, az: 0 },
        ],
      },
    });
    expect(unordered.status).toBe(400);
    expect(unordered.body.message).toBe('body.stations: row 3: MD 90 m must be greater than the MD of row 2 (100 m)');
    expect((await t.call('DELETE', `/api/wells/${id}/plans/${plan.id}`, { token: admin.token })).status).toBe(200);
    expect(await get(`/api/wells/${id}/designs/definitive`)).toBeNull();
  });

  it('Quick Plan: curve-hold from a KOP through a target reaches it, nothing stored', async () => {
    const id = wells['Northstar Federal 21-4H'];
    const before = (await get(`/api/wells/${id}/plans`)).length;
    const r = await t.call('POST', `/api/wells/${id}/plans/design`, {
      token: admin.token,
      body: { method: 'curve_hold', kop_md: 1500, dls: 3, target: { tvd: 3000, ns: -800, ew: 300 } },
    });
    expect(r.status).toBe(200);
    const end = r.body.data.stations.at(-1);
    expect(end.tvd).toBeCloseTo(3000, 6);
    expect(end.ns_from_ref).toBeCloseTo(-800, 6);
    expect(end.ew_from_ref).toBeCloseTo(300, 6);
    expect(r.body.data.solution.target_md).toBeCloseTo(end.md, 6);
    expect(r.body.data.segments[0]).toEqual({ kind: 'hold_to_md', md: 1500 });
    const inside = await t.call('POST', `/api/wells/${id}/plans/design`, {
      token: admin.token,
      body: { method: 'curve_hold', kop_md: 1500, dls: 3, target: { tvd: 1560, ns: 300, ew: 0 } },
    });
    expect(inside.status).toBe(400);
    expect(inside.body.message).toMatch(/^body: the target lies inside the turning circle/);
    expect((await get(`/api/wells/${id}/plans`)).length).toBe(before);
  });

  it('projections: the declared lists, and a computed projection equal to the engine’s', async () => {
    const id = wells['Bluebonnet 12-1H'];
    const lists = await get(`/api/wells/${id}/wps/projections/methods`);
    expect(lists.methods).toHaveLength(17);
    expect(lists.modes).toHaveLength(19);
    expect(lists.methods.find((m: any) => m.id === 'CL_DLS_TF')).toMatchObject({ required: ['course_length', 'dls', 'gtf'] });
    expect(lists.inputs.dls).toEqual({ label: 'DLS', kind: 'rate', unit: 'deg/30m' });

    const survey = minimumCurvature(asStations((await get(`/api/wps/surveys?well_id=${id}`)).stations));
    const r = await t.call('POST', `/api/wells/${id}/wps/projections/compute`, {
      token: admin.token,
      body: { family: 'method', method_id: 'TREND_DLS_TF', inputs: { bit_md: survey.at(-1)!.mdM + 18 } },
    });
    expect(r.status).toBe(200);
    const engine = projectWithMethod('TREND_DLS_TF', survey, { bitMdM: survey.at(-1)!.mdM + 18 });
    expect(r.body.data.end.md).toBeCloseTo(engine.end.mdM, 9);
    expect(r.body.data.end.tvd).toBeCloseTo(engine.end.tvdM, 9);
    expect(r.body.data.end.inc).toBeCloseTo(engine.end.incDeg, 9);
    expect(r.body.data.from_md).toBe(survey.at(-1)!.mdM);

    const mode = await t.call('POST', `/api/wells/${id}/wps/projections/compute`, {
      token: admin.token,
      body: { family: 'mode', method_id: 'MANUAL_CL_DLS_TF', inputs: { course_length: 60, dls: 9, gtf: 0 } },
    });
    const modeEngine = projectTrajectoryMode('MANUAL_CL_DLS_TF', survey, { courseLengthM: 60, dlsDegPer30m: 9, gtfDeg: 0 });
    expect(mode.body.data.end.inc).toBeCloseTo(modeEngine.end.incDeg, 9);
    expect(mode.body.data.end.inc).toBeCloseTo(survey.at(-1)!.incDeg + 18, 6); // 9°/30 m on the high side for 60 m

    const missing = await t.call('POST', `/api/wells/${id}/wps/projections/compute`, {
      token: admin.token,
      body: { family: 'method', method_id: 'CL_DLS_TF', inputs: { course_length: 30 } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('body.inputs: CL/DLS/TF needs dls, toolface (gtf)');

    const saved = await t.call('POST', `/api/wells/${id}/wps/projections`, {
      token: admin.token,
      body: { name: 'To bit', family: 'method', method_id: 'STRAIGHT_TO_BIT', inputs: { bit_md: survey.at(-1)!.mdM + 15 } },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data.stale).toBe(false);
    const list = await get(`/api/wells/${id}/wps/projections`);
    expect(list[0]).toMatchObject({ name: 'To bit', method_id: 'STRAIGHT_TO_BIT', stale: false });
    expect(list[0].result.end.md).toBeCloseTo(survey.at(-1)!.mdM + 15, 9);
  });

  it('plan vs actual and deviation equal the engine’s; back to plan rejoins the plan tangentially', async () => {
    const id = wells['Red Hawk 2H'];
    const pva = await get(`/api/wells/${id}/wps/plan_vs_actual`);
    const plan = minimumCurvature(asStations(pva.plan_stations));
    const actual = minimumCurvature(asStations(pva.actual_stations));
    const engine = deviationFromPlan(plan, actual, 'closest');
    expect(pva.rows).toHaveLength(engine.length);
    const k = pva.rows.length - 1;
    expect(pva.rows[k].distance).toBeCloseTo(engine[k].distanceM, 9);
    expect(pva.rows[k].high).toBeCloseTo(engine[k].highM, 9);
    expect(pva.rows[k].right).toBeCloseTo(engine[k].rightM, 9);
    expect(pva.current.md).toBe(4420);
    expect(pva.max_distance.distance).toBeLessThan(15); // the driller keeps within metres of the plan

    const dev = await get(`/api/wells/${id}/wps/deviation`);
    const sameMd = deviationFromPlan(plan, actual, 'same-md');
    expect(dev.reference).toBe('same_md');
    expect(dev.rows.at(-1).ahead).toBeCloseTo(sameMd.at(-1)!.aheadM, 9);

    const btp = await t.call('POST', `/api/wells/${id}/wps/back_to_plan`, { token: admin.token, body: { dls: 3 } });
    expect(btp.status).toBe(200);
    const ref = backToPlan(plan, actual.at(-1)!, 3);
    expect(btp.body.data.rejoin_plan_md).toBeCloseTo(ref.rejoinPlanMdM, 6);
    expect(btp.body.data.points.at(-1).inc).toBeCloseTo(ref.end.incDeg, 6);
    expect(btp.body.data.from_md).toBe(4420);
  });

  it('build/walk and toolface history read the survey’s slides', async () => {
    const id = wells['Red Hawk 1H'];
    const bw = await get(`/api/wells/${id}/wps/buildwalk`);
    expect(bw.motor_yield_estimate).toBeGreaterThan(7);
    expect(bw.motor_yield_estimate).toBeLessThan(14);
    const curve = bw.rows.filter((r: any) => r.dls > 6);
    expect(curve.length).toBeGreaterThan(5);
    expect(curve.every((r: any) => r.slid > 0)).toBe(true);
    const tf = await get(`/api/wps/tf/${id}`);
    expect(tf.length).toBe(bw.rows.length);
    // the first stand of the curve starts vertical: magnetic toolface there, gravity toolface after
    const inCurve = tf.filter((r: any) => r.dls > 6);
    expect(inCurve[0].tf_type).toBe('MTF');
    expect(inCurve.slice(1).every((r: any) => r.tf_type === 'GTF')).toBe(true);
    // building the curve: toolface near the high side
    expect(inCurve.slice(1).filter((r: any) => r.tf < 30 || r.tf > 330).length / (inCurve.length - 1)).toBeGreaterThan(0.8);
  });

  it('targets, boundaries and formation tops: CRUD, and where the plan and the survey meet them', async () => {
    const id = wells['Red Hawk 1H'];
    const targets = await get(`/api/wells/${id}/targets`);
    expect(targets.map((x: any) => x.shape)).toEqual(['circle', 'ellipse', 'rectangle']);
    expect(targets[0].plan_hit.inside).toBe(true);
    expect(targets[0].survey_hit.inside).toBe(true);
    const polygon = await t.call('POST', `/api/wells/${id}/targets`, {
      token: admin.token,
      body: {
        name: 'Fault block',
        shape: 'polygon',
        centre: { tvd: 3040, ns: -2000, ew: -285 },
        vertices: [
          { ns: 50, ew: -50 },
          { ns: 50, ew: 50 },
          { ns: -50, ew: 0 },
        ],
      },
    });
    expect(polygon.status).toBe(201);
    expect(polygon.body.data).toMatchObject({
      shape: 'polygon',
      vertices: [
        { ns: 50, ew: -50 },
        { ns: 50, ew: 50 },
        { ns: -50, ew: 0 },
      ],
    });
    const incomplete = await t.call('POST', `/api/wells/${id}/targets`, {
      token: admin.token,
      body: { name: 'No radius', shape: 'circle', centre: { tvd: 3000, ns: 0, ew: 0 } },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('body.radius: a circle target needs radius');
    expect((await t.call('DELETE', `/api/wells/${id}/targets/${polygon.body.data.id}`, { token: admin.token })).status).toBe(200);

    const boundaries = await get(`/api/wells/${id}/boundaries`);
    const lease = boundaries.find((b: any) => b.kind === 'leaseline');
    expect(lease.closed).toBe(true);
    expect(lease.survey_clearance.leaves_boundary).toBe(false);
    expect(lease.survey_clearance.min_distance).toBeGreaterThan(50);

    const tops = await get(`/api/wells/${id}/formation_tops`);
    const wolfcamp = tops.find((x: any) => x.name === 'Wolfcamp A');
    const survey = minimumCurvature(asStations((await get(`/api/wps/surveys?well_id=${id}`)).stations));
    expect(wolfcamp.source).toBe('picked');
    expect(wolfcamp.md).toBeCloseTo(interpolateAtTvd(survey, 3005)!.mdM, 1);
    const added = await t.call('POST', `/api/wells/${id}/formation_tops`, { token: admin.token, body: { name: 'Marker X', tvd: 2900 } });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Marker X', tvd: 2900, tvd_source: 'given', md_source: 'survey' });
    expect(added.body.data.md).toBeCloseTo(interpolateAtTvd(survey, 2900)!.mdM, 6);
    const none = await t.call('POST', `/api/wells/${id}/formation_tops`, { token: admin.token, body: { name: 'Nowhere' } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('body.md: give the MD or the TVD of the top');
  });

  it('permissions: the viewer sees Prairie 5H only and cannot edit; a directional driller edits his wells', async () => {
    const viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const prairie = wells['Prairie 5H'];
    expect((await t.call('GET', `/api/wps/surveys?well_id=${prairie}`, { token: viewer })).status).toBe(200);
    expect((await t.call('GET', `/api/wps/surveys?well_id=${prairie}&type=PLAN`, { token: viewer })).status).toBe(200);
    const other = await t.call('GET', `/api/wps/surveys?well_id=${wells['Red Hawk 2H']}`, { token: viewer });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You have no access to this well');
    const edit = await t.call('POST', `/api/wells/${prairie}/surveys/stations`, { token: viewer, body: { stations: [{ md: 7000, inc: 90, az: 180 }] } });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('Missing permission EDIT_SURVEY on this well');
    expect((await t.call('POST', `/api/wells/${prairie}/plans`, { token: viewer, body: { name: 'x', segments } })).status).toBe(403);

    const dd = await t.login('directional@demo.drillspace', 'drillspace-directional');
    const h2 = wells['Red Hawk 2H'];
    const last = (await get(`/api/wells/${h2}/surveys/stations`, dd)).at(-1);
    const add = await t.call('POST', `/api/wells/${h2}/surveys/stations`, { token: dd, body: { stations: [{ md: last.md + 28.4, inc: 90.4, az: 180.6 }] } });
    expect(add.status).toBe(201);
    expect(
      (await t.call('POST', `/api/wells/${wells['Red Hawk 1H']}/surveys/stations`, { token: dd, body: { stations: [{ md: 9000, inc: 90, az: 180 }] } })).status,
    ).toBe(403);

    // the rig crew (and its operations-centre group) may look, not edit
    const rig = await t.login('rigmanager@demo.drillspace', 'drillspace-rig');
    expect((await t.call('GET', `/api/wps/surveys?well_id=${h2}&type=PLAN`, { token: rig })).status).toBe(200);
    const noEdit = await t.call('PATCH', `/api/wells/${h2}/surveys/settings`, { token: rig, body: { vs_azimuth: 170 } });
    expect(noEdit.status).toBe(403);
    expect(noEdit.body.message).toBe('Missing permission EDIT_SURVEY on this well');
  });
});
