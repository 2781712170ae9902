/**
 * Surveys through the API on both databases: the numbers equal the engine's for a demo well, station
 * edits keep MD increasing and name the row, imports preview real reference files and name the line of
 * a bad one, and every change publishes survey-updated.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { deviationAtClosestPoint } from '../../src/domain/directional/comparison/plan-vs-actual';
import { hlaSigmas } from '../../src/domain/directional/error-model/hla';
import { errorModelById } from '../../src/domain/directional/error-model/models';
import { wellUncertainty } from '../../src/domain/directional/error-model/well-uncertainty';
import { interpolateAtMd, resampleByMd } from '../../src/domain/directional/interpolate';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import { verticalSectionM } from '../../src/domain/directional/vertical-section';
import { appendSurveyStation } from '../../server/directional/survey-append';
import { nextDemoSurveyStation } from '../../server/seed/directional/live-survey';
import { refPath } from '../support/refdata';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const fileBody = (path: string) => ({ file_name: path.split('/').pop()!, content_base64: readFileSync(path).toString('base64') });
const asStations = (rows: { md: number; inc: number; az: number }[]) => rows.map((r) => ({ mdM: r.md, incDeg: r.inc, aziDeg: r.az }));

describeEachDatabase('directional surveys API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  const wells: Record<string, string> = {};
  const published: { destination: string; body: any }[] = [];

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    const list = await t.call('GET', '/api/wells?limit=100', { token: admin });
    for (const w of list.body.data) wells[w.name] = w.id;
    const services = t.server.services;
    const original = services.publish.bind(services);
    services.publish = (destination, body) => {
      published.push({ destination, body });
      original(destination, body);
    };
  });

  const get = async (url: string) => {
    const r = await t.call('GET', url, { token: admin });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    return r.body.data;
  };

  it('answers every Red Hawk 2H station with the engine’s TVD, N/E, VS, DLS, build, turn and toolface', async () => {
    const id = wells['Red Hawk 2H'];
    const raw = await get(`/api/wells/${id}/surveys/stations`);
    const api = await get(`/api/wps/surveys?well_id=${id}`);
    const engine = minimumCurvature([{ mdM: 0, incDeg: 0, aziDeg: 0 }, ...asStations(raw)]);
    expect(api.stations).toHaveLength(raw.length + 1);
    expect(api.stations[0].is_tie_in).toBe(true);
    expect(api.settings.vs_azimuth).toBe(180.6);
    api.stations.forEach((s: any, k: number) => {
      const e = engine[k];
      expect(s.md).toBe(e.mdM);
      expect(s.tvd).toBeCloseTo(e.tvdM, 9);
      expect(s.ns_from_ref).toBeCloseTo(e.northM, 9);
      expect(s.ew_from_ref).toBeCloseTo(e.eastM, 9);
      expect(s.dls).toBeCloseTo(e.dlsDegPer30m, 9);
      expect(s.build).toBeCloseTo(e.buildDegPer30m, 9);
      expect(s.turn).toBeCloseTo(e.turnDegPer30m, 9);
      expect(s.vsec).toBeCloseTo(verticalSectionM(e, 180.6), 9);
      if (k > 0 && s.tf !== null) expect(s.tf).toBeCloseTo(engine[k - 1].incDeg > 5 ? e.gtfDeg : e.mtfDeg, 9);
    });
    // A Delaware Wolfcamp A lateral, mid-way: 4420 m MD, landed near 3050 m TVD, some 1450 m south.
    const last = api.stations.at(-1);
    expect(last.md).toBe(4420);
    expect(last.inc).toBeGreaterThan(88);
    expect(last.tvd).toBeGreaterThan(3030);
    expect(last.tvd).toBeLessThan(3070);
    expect(last.vsec).toBeGreaterThan(1400);
    expect(last.gamma).toBeGreaterThan(0);
    expect(raw.filter((r: any) => r.slide_seen > 0).length).toBeGreaterThan(5);
  });

  it('PLAN: the definitive plan, interpolated every 30 m on its arcs, with the engine’s ellipses', async () => {
    const id = wells['Red Hawk 2H'];
    const plan = await get(`/api/wps/surveys?well_id=${id}&type=PLAN&interpolate=30&ellipses=true`);
    expect(plan.plan.is_definitive).toBe(true);
    const definitive = await get(`/api/wells/${id}/designs/definitive`);
    const planT = minimumCurvature(asStations(definitive.stations));
    const at3000 = plan.stations.find((s: any) => Math.abs(s.md - 3000) < 15);
    expect(at3000.interpolated).toBe(true);
    expect(at3000.tvd).toBeCloseTo(interpolateAtMd(planT, at3000.md).tvdM, 6);
    // The uncertainty of a plan is computed as it will be surveyed: every 30 m.
    const program = resampleByMd(planT, 30);
    const settings = plan.settings;
    const unc = wellUncertainty(program, errorModelById(settings.error_model)!, {
      declinationDeg: settings.declination,
      dipDeg: settings.dip,
      totalFieldNt: settings.total_field_nt,
      gravityMs2: settings.gravity,
      convergenceDeg: settings.convergence,
    });
    const k = program.length - 1;
    const td = plan.stations.at(-1);
    const sig = hlaSigmas(unc.covariances[k], program[k].incDeg, program[k].aziDeg);
    expect(td.ellipse.sigma_l).toBeCloseTo(sig.sigmaLM, 6);
    expect(td.ellipse.sigma_h).toBeCloseTo(sig.sigmaHM, 6);
    // MWD at the toe of a 3 km lateral: metres of lateral uncertainty (1 sd), more than high-side.
    expect(td.ellipse.sigma_l).toBeGreaterThan(10);
    expect(td.ellipse.sigma_l).toBeGreaterThan(td.ellipse.sigma_h);
  });

  it('FACT with deviation: each station’s distance from the definitive plan is the engine’s closest-point deviation', async () => {
    const id = wells['Bluebonnet 12-1H'];
    const api = await get(`/api/wps/surveys?well_id=${id}&deviation=true`);
    const definitive = await get(`/api/wells/${id}/designs/definitive`);
    const planT = minimumCurvature(asStations(definitive.stations));
    const fact = minimumCurvature(asStations(api.stations));
    const last = api.stations.at(-1);
    const d = deviationAtClosestPoint(planT, fact.at(-1)!);
    expect(last.deviation.distance).toBeCloseTo(d.distanceM, 9);
    expect(last.deviation.high).toBeCloseTo(d.highM, 9);
    expect(last.deviation.right).toBeCloseTo(d.rightM, 9);
    // mid-curve: building through 30-60°, and within a few metres of the plan
    expect(last.inc).toBeGreaterThan(25);
    expect(last.inc).toBeLessThan(70);
    expect(last.deviation.distance).toBeLessThan(10);
    const from = await get(`/api/wps/surveys?well_id=${id}&from_md=${last.md - 100}`);
    expect(from.stations.every((s: any) => s.md >= last.md - 100)).toBe(true);
    expect(from.stations.at(-1).md).toBe(last.md);
  });

  it('adds, corrects and deletes stations: MD must increase, errors name the row, every change publishes survey-updated', async () => {
    const id = wells['Bluebonnet 12-2H'];
    const before = await get(`/api/wells/${id}/surveys/stations`);
    const last = before.at(-1);
    published.length = 0;
    const bad = await t.call('POST', `/api/wells/${id}/surveys/stations`, {
      token: admin,
      body: {
        stations: [
          { md: last.md + 30, inc: 90.1, az: 0.5 },
          { md: last.md + 20, inc: 90.2, az: 0.6 },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`body.stations: row 2: MD ${last.md + 20} m must be greater than the MD of row 1 (${last.md + 30} m)`);
    const dup = await t.call('POST', `/api/wells/${id}/surveys/stations`, { token: admin, body: { stations: [{ md: last.md, inc: 90, az: 0 }] } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/row 1: a station at MD .* already exists/);
    expect(published).toHaveLength(0);
    // Read once before the change: a reused answer must not outlive the revision it was made for.
    const unchanged = await get(`/api/wps/surveys?well_id=${id}&from_md=${last.md}`);
    expect(unchanged.stations.at(-1).md).toBe(last.md);

    const added = await t.call('POST', `/api/wells/${id}/surveys/stations`, {
      token: admin,
      body: {
        stations: [
          { md: last.md + 28.5, inc: 90.3, az: 0.7, gamma: 88, wob: 12.5, rpm: 120, diff_pressure: 2.6 },
          { md: last.md + 57, inc: 90.2, az: 0.8 },
        ],
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.count).toBe(2);
    expect(published.at(-1)).toMatchObject({ destination: `/topic/${id}/survey/updated`, body: { well_id: id, kind: 'FACT', from_md: last.md + 28.5 } });
    const revision = published.at(-1)!.body.revision;

    // The cache sees the change at once: the new station's TVD is the engine's.
    const api = await get(`/api/wps/surveys?well_id=${id}&from_md=${last.md}`);
    expect(api.revision).toBe(revision);
    const all = await get(`/api/wells/${id}/surveys/stations`);
    const engine = minimumCurvature([{ mdM: 0, incDeg: 0, aziDeg: 0 }, ...asStations(all)]);
    expect(api.stations.at(-1).tvd).toBeCloseTo(engine.at(-1)!.tvdM, 9);
    expect(api.stations.at(-2).gamma).toBe(88);

    const newId = all.at(-2).id;
    const between = await t.call('PATCH', `/api/wells/${id}/surveys/stations/${newId}`, { token: admin, body: { md: last.md + 60 } });
    expect(between.status).toBe(400);
    expect(between.body.message).toBe(
      `body.md: row ${all.length - 1}: MD ${last.md + 60} m must be greater than row ${all.length - 2} (${last.md} m) and less than row ${all.length} (${last.md + 57} m)`,
    );
    const fixed = await t.call('PATCH', `/api/wells/${id}/surveys/stations/${newId}`, { token: admin, body: { inc: 90.6 } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.inc).toBe(90.6);
    const gone = await t.call('DELETE', `/api/wells/${id}/surveys/stations`, { token: admin, body: { ids: [all.at(-1).id, all.at(-2).id] } });
    expect(gone.status).toBe(200);
    expect((await get(`/api/wells/${id}/surveys/stations`)).length).toBe(before.length);
    expect(published.map((p) => p.body.kind)).toEqual(['FACT', 'FACT', 'FACT']);
  });

  it('appendSurveyStation (the live simulator’s call) adds a stand’s survey below the last and publishes', async () => {
    const id = wells['Red Hawk 2H'];
    const before = await get(`/api/wps/surveys?well_id=${id}&from_md=4400`);
    published.length = 0;
    const r = await appendSurveyStation(t.server.db, id, { md: 4448.6, inc: 90.44, az: 180.7, gamma: 84 }, t.server.services);
    expect(r.station.md).toBe(4448.6);
    expect(r.station.tvd).toBeCloseTo(before.stations.at(-1).tvd + 28.6 * Math.cos((90.46 * Math.PI) / 180), 2); // above 90° the hole climbs
    expect(published).toEqual([{ destination: `/topic/${id}/survey/updated`, body: expect.objectContaining({ kind: 'FACT', from_md: 4448.6 }) }]);
    await expect(appendSurveyStation(t.server.db, id, { md: 4440, inc: 90, az: 180 })).rejects.toThrow(
      /must be greater than the last survey station \(4448.6 m\)/,
    );
    const after = await get(`/api/wps/surveys?well_id=${id}&from_md=4400`);
    expect(after.stations.at(-1).id).toBe(r.id);

    // the simulator's next stand: along 2H's lateral, the same station for the same MD
    const next = await nextDemoSurveyStation(t.server.db, id, 4477.1, 1_800_000_000);
    expect(await nextDemoSurveyStation(t.server.db, id, 4477.1, 1_800_000_000)).toEqual(next);
    expect(next.inc).toBeGreaterThan(88.5);
    expect(next.inc).toBeLessThan(92);
    expect(Math.abs(next.az - 180.6)).toBeLessThan(2);
    expect(next.gamma).toBeGreaterThan(0);
    const appended = await appendSurveyStation(t.server.db, id, next, t.server.services);
    expect(appended.station).toMatchObject({ md: 4477.1, source: 'simulator', surveyed_at: 1_800_000_000 });
  });

  it('previews the ISCWSA reference well CSV: 100 stations, positions within 0.01 m of the file’s, nothing stored', async () => {
    const id = wells['Mesquite 7H'];
    const before = (await get(`/api/wells/${id}/surveys/stations`)).length;
    const r = await t.call('POST', `/api/wells/${id}/surveys/import/preview`, {
      token: admin,
      body: fileBody(refPath('directional/iscwsa_clearance_set_r4/wells/ref.csv')),
    });
    expect(r.status).toBe(200);
    const p = r.body.data;
    expect(p.format).toBe('CSV');
    expect(p.station_count).toBe(100);
    expect(p.errors).toEqual([]);
    expect(p.can_commit).toBe(true);
    expect(p.position_check_max_diff_m).toBeLessThan(0.01);
    expect(p.warnings.map((w: any) => w.message)).toContain('the file does not state its north reference: azimuths read as grid north');
    expect((await get(`/api/wells/${id}/surveys/stations`)).length).toBe(before);
  });

  it('previews WITSML 1.4.1.1 (Volve F-4, radians) and 2.0 trajectories; converts true north to a grid well’s north', async () => {
    const trueWell = wells['Prairie 5H'];
    const v141 = await t.call('POST', `/api/wells/${trueWell}/surveys/import/preview`, {
      token: admin,
      body: fileBody(refPath('logs/witsml141/volve_F-4_trajectory.xml')),
    });
    expect(v141.status).toBe(200);
    expect(v141.body.data).toMatchObject({
      format: 'WITSML',
      version: '1.4.1.1',
      station_count: 87,
      azimuth_reference: 'true north',
      converted_to: 'true',
      can_commit: true,
    });
    expect(v141.body.data.source_units.angle).toBe('rad');
    expect(v141.body.data.position_check_max_diff_m).toBeLessThan(0.5);
    const third = v141.body.data.stations[2];
    expect(third.az).toBeCloseTo(233.25, 6);

    const gridWell = wells['Mesquite 7H'];
    const converted = await t.call('POST', `/api/wells/${gridWell}/surveys/import/preview`, {
      token: admin,
      body: fileBody(refPath('logs/witsml141/volve_F-4_trajectory.xml')),
    });
    expect(converted.body.data.stations[2].az).toBeCloseTo(233.25 + 0.9, 6); // grid = true − (−0.9°)
    expect(converted.body.data.warnings.map((w: any) => w.message)).toContain('azimuths are true north: converted to grid north with convergence -0.9°');

    const v20 = await t.call('POST', `/api/wells/${trueWell}/surveys/import/preview`, {
      token: admin,
      body: fileBody(refPath('logs/witsml20/energistics_ex_Trajectory_v20.xml')),
    });
    expect(v20.status).toBe(200);
    expect(v20.body.data).toMatchObject({ format: 'WITSML', version: '2.0', station_count: 1 });
  });

  it('names the line of a file it cannot read, and the row of a station out of order', async () => {
    const id = wells['Mesquite 7H'];
    const broken = 'md_m,inc_deg,azi_deg\n0,0,0\n30,0.5,120\n60,1.1\n90,1.6,121\n';
    const r = await t.call('POST', `/api/wells/${id}/surveys/import/preview`, { token: admin, body: { file_name: 'broken.csv', content_base64: b64(broken) } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('broken.csv: line 4: expected 3 values, found 2');
    expect(r.body.data).toEqual({ line: 4 });

    const unordered = 'md_m,inc_deg,azi_deg\n0,0,0\n30,0.5,120\n25,1.1,121\n90,1.6,121\n';
    const u = await t.call('POST', `/api/wells/${id}/surveys/import/preview`, {
      token: admin,
      body: { file_name: 'unordered.csv', content_base64: b64(unordered) },
    });
    expect(u.status).toBe(200);
    expect(u.body.data.can_commit).toBe(false);
    expect(u.body.data.errors).toEqual([{ row: 3, message: 'row 3: MD 25 m must be greater than the MD of row 2 (30 m)' }]);
    const c = await t.call('POST', `/api/wells/${id}/surveys/import/commit`, {
      token: admin,
      body: { file_name: 'unordered.csv', content_base64: b64(unordered) },
    });
    expect(c.status).toBe(400);
    expect(c.body.message).toBe('unordered.csv: row 3: MD 25 m must be greater than the MD of row 2 (30 m)');
    const notBase64 = await t.call('POST', `/api/wells/${id}/surveys/import/preview`, { token: admin, body: { file_name: 'x.csv', content_base64: '%%%' } });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.message).toBe('body.content_base64: not base64 text');
  });

  it('commits an import (replace), then exports it as CSV that previews back to the same stations', async () => {
    const id = wells['Mesquite 7H'];
    published.length = 0;
    const c = await t.call('POST', `/api/wells/${id}/surveys/import/commit`, {
      token: admin,
      body: fileBody(refPath('directional/iscwsa_clearance_set_r4/wells/ref.csv')),
    });
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({ imported: 100, mode: 'replace' });
    expect(published.at(-1)?.body).toMatchObject({ well_id: id, kind: 'FACT' });
    const api = await get(`/api/wps/surveys?well_id=${id}`);
    expect(api.stations).toHaveLength(100);
    expect(api.stations.every((s: any) => s.source === 'import')).toBe(true);

    const csv = await t.call('GET', `/api/wells/${id}/surveys/export`, { token: admin });
    expect(csv.status).toBe(200);
    const text = csv.body as string;
    expect(text.split('\n')[0]).toBe(
      'md_m,inc_deg,azi_deg,tvd_m,ns_m,ew_m,vsec_m,dls_deg_per_30m,build_deg_per_30m,turn_deg_per_30m,tf_deg,tf_type,diff_pressure_mpa,gamma_gapi,wob_t,rpm,slide_seen_m,motor_yield_deg_per_30m',
    );
    const back = await t.call('POST', `/api/wells/${id}/surveys/import/preview`, {
      token: admin,
      body: { file_name: 'export.csv', content_base64: b64(text) },
    });
    expect(back.status).toBe(200);
    expect(back.body.data.station_count).toBe(100);
    expect(back.body.data.stations[99].tvd).toBeCloseTo(api.stations[99].tvd, 4);
    expect(back.body.data.position_check_max_diff_m).toBeLessThan(1e-5);
  });

  it('settings: a new section azimuth changes VS at once; a tie-in below a station is refused', async () => {
    const id = wells['Longhorn State 4H'];
    const s = await get(`/api/wells/${id}/surveys/settings`);
    expect(s.error_model).toBe('iscwsa-mwd-rev4');
    expect(s.north_reference).toBe('grid');
    const p = await t.call('PATCH', `/api/wells/${id}/surveys/settings`, { token: admin, body: { vs_azimuth: 90 } });
    expect(p.status).toBe(200);
    const api = await get(`/api/wps/surveys?well_id=${id}`);
    const last = api.stations.at(-1);
    expect(last.vsec).toBeCloseTo(last.ew_from_ref, 9);
    const bad = await t.call('PATCH', `/api/wells/${id}/surveys/settings`, { token: admin, body: { tie_in_md: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body.tie_in_md: a survey station lies above it/);
  });
});
