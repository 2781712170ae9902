/**
 * Anti-collision on the demo Red Hawk pad through the API, both databases: the report's separation
 * factors equal the engine's clearance of the same wells in the same frame, the pad shows real collision
 * risk (SF < 1.0 in the top hole, < 1.5 ahead in the lateral), and the cylinder, ladder, risk and
 * look-ahead answers have the shapes the panes read. Offsets a user may not see are counted, not shown.
 */
import { expect, it } from 'vitest';
import { clearance } from '../../src/domain/directional/anti-collision/clearance';
import { DEFAULT_SEPARATION } from '../../src/domain/directional/anti-collision/separation-factor';
import { errorModelById } from '../../src/domain/directional/error-model/models';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import { rotateTrueToGrid } from '../../src/domain/directional/north-reference';
import { useAdminSession } from './support/admin-session';
import { describeEachDatabase } from './support/databases';
import { useTestServer } from './support/test-server';

const asStations = (rows: { md: number; inc: number; az: number }[]) => rows.map((r) => ({ mdM: r.md, incDeg: r.inc, aziDeg: r.az }));

describeEachDatabase('directional anti-collision API', (kind) => {
  const t = useTestServer(kind);
  const { wells, get } = useAdminSession(t);

  it('separation factors of Red Hawk 2H’s survey against 1H equal the engine’s clearance in the pad frame', async () => {
    const ref = wells['Red Hawk 2H'];
    const off = wells['Red Hawk 1H'];
    const report = await get(`/api/wells/${ref}/wps/ac_report?reference=survey&offset_ids=${off}`);
    expect(report.reference.kind).toBe('survey');
    expect(report.offsets).toHaveLength(1);
    const api = report.offsets[0];
    expect(api.name).toBe('Red Hawk 1H');
    expect(api.slot_distance).toBeCloseTo(10, 9);

    const refSurvey = await get(`/api/wps/surveys?well_id=${ref}`);
    const offSurvey = await get(`/api/wps/surveys?well_id=${off}`);
    const s = refSurvey.settings;
    // 1H's slot is 10 m west (true north) of 2H's; both wells report grid azimuths on the same grid.
    const origin = rotateTrueToGrid({ northM: 0, eastM: -10 }, s.convergence);
    const refT = minimumCurvature(asStations(refSurvey.stations));
    const offT = minimumCurvature(asStations(offSurvey.stations), { tvdM: 0, ...origin });
    const setup = {
      model: errorModelById(s.error_model)!,
      params: { declinationDeg: s.declination, dipDeg: s.dip, totalFieldNt: s.total_field_nt, gravityMs2: s.gravity, convergenceDeg: s.convergence },
    };
    const engine = clearance(refT, offT, { ref: setup, separation: { ...DEFAULT_SEPARATION, refHoleDiameterIn: 8.5, offsetHoleDiameterIn: 8.5 } }).rows;
    expect(api.rows).toHaveLength(engine.length);
    api.rows.forEach((r: any, k: number) => {
      expect(r.ref_md).toBe(engine[k].refMdM);
      expect(r.offset_md).toBeCloseTo(engine[k].offsetMdM, 6);
      expect(r.cc).toBeCloseTo(engine[k].ccDistanceM, 6);
      expect(r.sf).toBeCloseTo(engine[k].sf, 6);
    });
    const min = engine.reduce((m, r) => (r.sf < m.sf ? r : m));
    expect(api.min_sf).toBeCloseTo(min.sf, 6);
    expect(api.min_sf_ref_md).toBe(min.refMdM);
  });

  it('the pad poses real collision risk: 3H below SF 1.0 in 2H’s top hole, 1H below 1.5 ahead in the lateral', async () => {
    const summary = await get(`/api/wells/${wells['Red Hawk 2H']}/wps/ac_report/summary`);
    expect(summary.reference).toMatchObject({ kind: 'composite', last_survey_md: 4420, to_md: 6250, error_model: 'iscwsa-mwd-rev4' });
    expect(summary.reference.separation).toMatchObject({ mode: 'WPTS rule', sigma_scale: 3.5 });
    const names = summary.offsets.map((o: any) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Red Hawk 1H', 'Red Hawk 3H', 'Red Hawk 4H']));
    const by = (n: string) => summary.offsets.find((o: any) => o.name === n);
    const h3 = by('Red Hawk 3H');
    expect(h3.trajectory).toBe('plan');
    expect(h3.min_sf).toBeLessThan(1.0);
    expect(h3.risk).toBe('stop');
    // vertical top holes 10 m apart until 2H nudges west at 1200 m
    expect(h3.min_sf_ref_md).toBeGreaterThan(900);
    expect(h3.min_sf_ref_md).toBeLessThan(1400);
    expect(h3.min_sf_cc).toBeLessThan(12);
    expect(h3.intervals[0]).toMatchObject({ level: 'warning' });
    const h1 = by('Red Hawk 1H');
    expect(h1.min_sf).toBeLessThan(1.5);
    expect(h1.min_sf).toBeGreaterThan(1.0);
    expect(h1.min_sf_ref_md).toBeGreaterThan(4420);
    expect(h1.risk).toBe('warning');
    expect(by('Red Hawk 4H').min_sf).toBeGreaterThan(1.5);
    expect(summary.offsets[0].name).toBe('Red Hawk 3H'); // most critical first
  });

  it('risk: stop overall (3H), warning ahead of the last survey (1H)', async () => {
    const risk = await get(`/api/wells/${wells['Red Hawk 2H']}/wps/ac_report/risk`);
    expect(risk.level).toBe('stop');
    expect(risk.label).toBe('Stop drilling');
    expect(risk.worst.name).toBe('Red Hawk 3H');
    expect(risk.ahead).toMatchObject({ from_md: 4420, level: 'warning' });
    expect(risk.ahead.worst.name).toBe('Red Hawk 1H');
    expect(risk.thresholds.map((x: any) => x.sf_below)).toEqual([1, 1.5, null]);
  });

  it('advice follows the bit: 3H (planned) at ~1,200 m is history for 2H drilled to 4,420 m, never "stop"', async () => {
    const risk = await get(`/api/wells/${wells['Red Hawk 2H']}/wps/ac_report/risk`);
    expect(risk.bit.md).toBeGreaterThanOrEqual(4420);
    expect(['live', 'last_survey']).toContain(risk.bit.source);
    const by = (n: string) => risk.offsets.find((o: any) => o.name === n);
    expect(by('Red Hawk 3H').drilled_to_md).toBeNull();
    expect(by('Red Hawk 3H').advice).toMatchObject({ kind: 'passed', severity: 'info', level: 'stop' });
    // 1H is drilled beside the lateral ahead of the bit: the warning that matters now.
    expect(by('Red Hawk 1H').drilled_to_md).toBeGreaterThan(4000);
    expect(['act-now', 'ahead']).toContain(by('Red Hawk 1H').advice.kind);
    expect(risk.advice).toMatchObject({ name: 'Red Hawk 1H', kind: by('Red Hawk 1H').advice.kind });
    expect(risk.advice.severity).not.toBe('stop');
    // A look-ahead long enough to reach 1H's closest approach turns it into advice for now.
    const far = await get(`/api/wells/${wells['Red Hawk 2H']}/wps/ac_report/risk?look_ahead_m=3000`);
    expect(far.advice).toMatchObject({ name: 'Red Hawk 1H', kind: 'act-now', severity: 'warning' });
  });

  it('look-ahead designs: the definitive plan closes on 1H, the straight-lateral proposal keeps more separation', async () => {
    const la = await get(`/api/wells/${wells['Red Hawk 2H']}/wps/ac_report/lookahead_designs`);
    expect(la.from_md).toBe(4420);
    expect(la.designs).toHaveLength(2);
    const definitive = la.designs.find((d: any) => d.is_definitive);
    const proposal = la.designs.find((d: any) => d.variant === 'PROPOSAL');
    expect(definitive.worst.name).toBe('Red Hawk 1H');
    expect(definitive.worst.sf).toBeLessThan(1.5);
    expect(definitive.worst.ref_md).toBeGreaterThan(4420);
    expect(definitive.offsets.every((o: any) => o.min_sf_ref_md > 4420)).toBe(true);
    const proposalVs1h = proposal.offsets.find((o: any) => o.name === 'Red Hawk 1H');
    expect(proposalVs1h.min_sf).toBeGreaterThan(definitive.worst.sf + 0.1);
  });

  it('travelling cylinder: 3H starts 10 m away on grid bearing 91.84° (east, true), points inside the radius', async () => {
    const tc = await get(`/api/wells/${wells['Red Hawk 2H']}/wps/travelling_cylinder?cylinder_radius_m=300`);
    expect(tc.cylinder_radius).toBe(300);
    const h3 = tc.offsets.find((o: any) => o.name === 'Red Hawk 3H');
    const first = h3.points[0];
    expect(first.ref_md).toBe(0);
    expect(first.distance).toBeCloseTo(10, 6);
    expect(first.north_angle).toBeCloseTo(90 + 1.84, 6);
    for (const o of tc.offsets) {
      for (const p of o.points) {
        expect(p.distance).toBeLessThanOrEqual(300);
        expect(p.hs_angle).toBeGreaterThanOrEqual(0);
        expect(p.hs_angle).toBeLessThan(360);
        expect(Object.keys(p).sort()).toEqual(['distance', 'hs_angle', 'north_angle', 'offset_md', 'ref_md', 'ref_tvd', 'sf']);
      }
    }
    // looking down 2H's lateral (south), 1H lies to the right (west): high-side bearing near 90°
    const h1 = tc.offsets.find((o: any) => o.name === 'Red Hawk 1H');
    const inLateral = h1.points.filter((p: any) => p.ref_md > 5000);
    expect(inLateral.length).toBeGreaterThan(10);
    for (const p of inLateral) expect(Math.abs(p.hs_angle - 90)).toBeLessThan(15);
  });

  it('ladder plot: columnar C-C and SF per offset, the same numbers as the report', async () => {
    const id = wells['Red Hawk 2H'];
    const ladder = await get(`/api/wells/${id}/wps/ladder_plot`);
    const report = await get(`/api/wells/${id}/wps/ac_report`);
    for (const o of ladder.offsets) {
      const rows = report.offsets.find((x: any) => x.well_id === o.well_id).rows;
      expect(o.ref_md).toHaveLength(rows.length);
      expect(o.cc).toHaveLength(rows.length);
      expect(o.sf).toHaveLength(rows.length);
      expect(o.sf[10]).toBe(rows[10].sf);
      expect(o.ref_md.every((md: number, i: number) => i === 0 || md > o.ref_md[i - 1])).toBe(true);
    }
  });

  it('offset search: nearest first, trajectories in the reference frame', async () => {
    const id = wells['Red Hawk 2H'];
    const found = await get(`/api/edm_offsets/search?well_id=${id}&trajectories=true&step_m=100`);
    expect(
      found.offsets
        .map((o: any) => o.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Red Hawk 1H', 'Red Hawk 3H']);
    const h1 = found.offsets.find((o: any) => o.name === 'Red Hawk 1H');
    const origin = rotateTrueToGrid({ northM: 0, eastM: -10 }, -1.84);
    expect(h1.trajectory[0].ns).toBeCloseTo(origin.northM, 9);
    expect(h1.trajectory[0].ew).toBeCloseTo(origin.eastM, 9);
    expect(h1.trajectory.at(-1).md).toBe(6120);
    expect(h1.closest_approach.cc).toBeLessThan(10);
    expect(h1.has_survey).toBe(true);
  });

  it('a directional driller sees only the offsets he may see, and is told how many are hidden', async () => {
    const token = await t.login('directional@demo.drillspace', 'drillspace-directional');
    const summary = await get(`/api/wells/${wells['Red Hawk 2H']}/wps/ac_report/summary`, token);
    expect(summary.offsets.map((o: any) => o.name)).toEqual(['Red Hawk 3H']);
    expect(summary.hidden_offsets).toBe(2);
    const denied = await t.call('GET', `/api/wells/${wells['Red Hawk 1H']}/wps/ac_report/summary`, { token });
    expect(denied.status).toBe(403);
  });
});
