/**
 * Well information API (issue 16) on both databases: the header's edit (EDIT_WELL_HEADER, audited,
 * 400 naming the field), the offline location map (pad neighbours at their slot spacing, boundaries,
 * trajectories only where surveys may be seen), the geoprognosis tables (seeded from each well's own
 * TVD range, replaced whole, bad rows refused) and the job summary (VIEW_JOB_SUMMARY).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('well information API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let viewer = '';
  let production = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    production = await t.login('production@demo.drillspace', 'drillspace-production');
    for (const w of (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data) ids[w.name] = w.id;
  });

  describe('well header', () => {
    it('the engineer edits the header of a well he holds EDIT_WELL_HEADER on; the change is audited field by field', async () => {
      const w = ids['Red Hawk 2H'];
      const before = await t.call('GET', `/api/wells/${w}/well_details`, { token: engineer });
      expect(before.status).toBe(200);
      expect(before.body.data.can_edit).toBe(true);
      const r = await t.call('PATCH', `/api/wells/${w}/well_details`, {
        token: engineer,
        body: { field: 'Delaware Basin (edited)', timezone: 'America/Denver', day_shift: 5 * 3600 },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject({ field: 'Delaware Basin (edited)', timezone: 'America/Denver', day_shift: 18_000 });
      const audit = await t.call('GET', `/api/admin/audit?action=wells.header.update`, { token: admin });
      expect(audit.status, JSON.stringify(audit.body)).toBe(200);
      const row = (audit.body.data as { action: string; details: any }[])[0];
      expect(row.details.after).toMatchObject({ field: 'Delaware Basin (edited)', timezone: 'America/Denver', day_shift: 18_000 });
      expect(row.details.before.field).toBe(before.body.data.field);
      await t.call('PATCH', `/api/wells/${w}/well_details`, {
        token: engineer,
        body: { field: before.body.data.field, timezone: before.body.data.timezone, day_shift: before.body.data.day_shift },
      });
    });

    it('bad input is a 400 naming the field; a viewer is refused with 403', async () => {
      const w = ids['Red Hawk 2H'];
      const zone = await t.call('PATCH', `/api/wells/${w}/well_details`, { token: admin, body: { timezone: 'Mars/Olympus' } });
      expect(zone.status).toBe(400);
      expect(zone.body.message).toMatch(/timezone/);
      const lat = await t.call('PATCH', `/api/wells/${w}/well_details`, { token: admin, body: { latitude: 95, longitude: 0 } });
      expect(lat.status).toBe(400);
      expect(lat.body.message).toMatch(/latitude/);
      const dates = await t.call('PATCH', `/api/wells/${w}/well_details`, { token: admin, body: { start_date: 2_000_000_000, end_date: 1_000_000_000 } });
      expect(dates.status).toBe(400);
      expect(dates.body.message).toMatch(/end_date/);
      const extra = await t.call('PATCH', `/api/wells/${w}/well_details`, { token: admin, body: { project_id: w } });
      expect(extra.status).toBe(400);
      const pw = ids['Prairie 5H'];
      const refused = await t.call('PATCH', `/api/wells/${pw}/well_details`, { token: viewer, body: { field: 'x' } });
      expect(refused.status).toBe(403);
      expect((await t.call('GET', `/api/wells/${pw}/well_details`, { token: viewer })).body.data?.can_edit ?? false).toBe(false);
    });
  });

  describe('location map', () => {
    it("Red Hawk 2H's pad neighbours sit 10 m apart east-west with their plan trajectories and the pad's lease line", async () => {
      const r = await t.call('GET', `/api/wells/${ids['Red Hawk 2H']}/location_map?radius_m=5000`, { token: admin });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const d = r.body.data;
      expect(d.located).toBe(true);
      const byName = Object.fromEntries(d.wells.map((w: any) => [w.name, w]));
      expect(byName['Red Hawk 2H']).toMatchObject({ is_selected: true, distance_m: 0, east_m: 0, north_m: 0 });
      expect(byName['Red Hawk 1H'].distance_m).toBeCloseTo(10, 0);
      expect(byName['Red Hawk 3H'].distance_m).toBeCloseTo(10, 0);
      expect(byName['Red Hawk 1H'].east_m).toBeCloseTo(-10, 0);
      expect(byName['Red Hawk 1H'].bearing_deg).toBeCloseTo(270, 0);
      const traj = byName['Red Hawk 2H'].trajectory;
      expect(traj.east_m.length).toBeGreaterThan(20);
      expect(traj.east_m[0]).toBeCloseTo(0, 1);
      // a horizontal lateral: kilometres of plan displacement
      expect(Math.hypot(traj.east_m.at(-1), traj.north_m.at(-1))).toBeGreaterThan(1000);
      expect(d.boundaries.some((b: any) => b.kind === 'leaseline' && b.closed && b.east_m.length >= 3)).toBe(true);
      // Midland and Bakken wells lie hundreds of kilometres away: outside 5 km
      expect(d.wells.every((w: any) => w.distance_m <= 5000)).toBe(true);
    });

    it('radius is validated (400) and wells out of reach stay off the map', async () => {
      expect((await t.call('GET', `/api/wells/${ids['Red Hawk 2H']}/location_map?radius_m=5`, { token: admin })).status).toBe(400);
      const r = await t.call('GET', `/api/wells/${ids['Red Hawk 2H']}/location_map`, { token: viewer });
      expect(r.status).toBe(403);
    });
  });

  describe('geoprognosis', () => {
    it('the demo pressure profile is credible for the Delaware Basin and ends at the well’s own deepest TVD', async () => {
      const w = ids['Red Hawk 2H'];
      const r = await t.call('GET', `/api/wells/${w}/geoprognosis/pressure`, { token: admin });
      expect(r.status).toBe(200);
      const pts = r.body.data.points;
      expect(pts.length).toBeGreaterThan(4);
      const deep = pts.at(-1);
      const lateral = await t.call('GET', `/api/wells/${w}/location_map`, { token: admin });
      const mine = lateral.body.data.wells.find((x: any) => x.is_selected);
      expect(deep.tvd_m).toBeCloseTo(Math.max(...mine.trajectory.tvd_m), -1);
      // deep pore pressure 0.45–0.65 psi/ft, frac 0.7–0.9 psi/ft (÷ 0.4335 psi/ft per sg)
      expect(deep.pore_sg * 0.4335).toBeGreaterThan(0.45);
      expect(deep.pore_sg * 0.4335).toBeLessThan(0.65);
      expect(deep.frac_sg * 0.4335).toBeGreaterThan(0.7);
      expect(deep.frac_sg * 0.4335).toBeLessThan(0.9);
      expect(pts.every((p: any) => p.problem === null)).toBe(true);
      // p = ρ g h: the stored EMW and the answered pressure agree
      expect(deep.pore_pressure_mpa).toBeCloseTo((deep.pore_sg * 1000 * 9.80665 * deep.tvd_m) / 1e6, 6);
      const temp = await t.call('GET', `/api/wells/${w}/geoprognosis/temperature`, { token: admin });
      const fFor100ft = temp.body.data.fit.gradient_c_per_100m * 1.8 * 0.3048;
      expect(fFor100ft).toBeGreaterThan(1.2);
      expect(fFor100ft).toBeLessThan(1.6);
    });

    it('a table is replaced whole and audited; bad rows are a 400 naming the field; a viewer may not write', async () => {
      const w = ids['Red Hawk 3H'];
      const body = {
        points: [
          { tvd_m: 0, pore_sg: 1.0, frac_sg: 1.6, mud_sg: 1.05 },
          { tvd_m: 3000, pore_sg: 1.35, frac_sg: 1.9, mud_sg: 1.3 },
        ],
      };
      const r = await t.call('PUT', `/api/wells/${w}/geoprognosis/pressure`, { token: engineer, body });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.points.map((p: any) => p.problem)).toEqual([null, 'kick']);
      const bad = await t.call('PUT', `/api/wells/${w}/geoprognosis/pressure`, {
        token: engineer,
        body: { points: [{ tvd_m: 1000, pore_sg: 1.5, frac_sg: 1.4, mud_sg: 1.45 }] },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/frac_sg/);
      const dup = await t.call('PUT', `/api/wells/${w}/geoprognosis/temperature`, {
        token: engineer,
        body: {
          points: [
            { tvd_m: 100, temp_c: 25 },
            { tvd_m: 100, temp_c: 26 },
          ],
        },
      });
      expect(dup.status).toBe(400);
      expect(dup.body.message).toMatch(/points/);
      const temp = await t.call('PUT', `/api/wells/${w}/geoprognosis/temperature`, {
        token: engineer,
        body: {
          points: [
            { tvd_m: 0, temp_c: 21 },
            { tvd_m: 3000, temp_c: 96 },
          ],
        },
      });
      expect(temp.status).toBe(200);
      expect(temp.body.data.fit.gradient_c_per_100m).toBeCloseTo(2.5, 9);
      const viewerWell = ids['Prairie 5H'];
      expect((await t.call('PUT', `/api/wells/${viewerWell}/geoprognosis/temperature`, { token: viewer, body: { points: [] } })).status).toBe(403);
    });
  });

  describe('job summary', () => {
    it('a drilling well’s summary: rig spud 30 days ago, depth reached from its record, footage per day, NPT from troubles, surveys', async () => {
      const w = ids['Red Hawk 2H'];
      const r = await t.call('GET', `/api/wells/${w}/job_summary`, { token: admin });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const d = r.body.data;
      const header = (await t.call('GET', `/api/wells/${w}/well_details`, { token: admin })).body.data;
      expect(d.spud).toBe(header.well_rigs[0].spud_date);
      expect(d.spud_from).toBe('rig spud date');
      expect(d.on_well).toBe(true);
      expect(d.days).toBeGreaterThan(29);
      expect(d.days).toBeLessThan(32);
      // the test server writes a short history: the hole depth it reached is the record's deepest
      expect(d.depth.deepest_m).toBeGreaterThan(100);
      expect(d.depth.deepest_m).toBeLessThanOrEqual(6250);
      expect(d.depth.footage_per_day_m).toBeCloseTo(d.depth.footage_m / d.days, 6);
      expect(d.surveys.count).toBeGreaterThan(10);
      expect(d.surveys.last.md_m).toBeGreaterThan(d.surveys.last.tvd_m - 1e-6);
      expect(d.npt.visible).toBe(true);
      expect(d.npt.total_s).toBe(d.npt.by_type.reduce((s: number, x: any) => s + x.npt_s, 0));
      expect(d.costs_visible).toBe(true);
    });

    it('needs VIEW_JOB_SUMMARY', async () => {
      const r = await t.call('GET', `/api/wells/${ids['Northstar Federal 21-3H']}/job_summary`, { token: production });
      expect(r.status).toBe(403);
      expect(r.body.message).toMatch(/VIEW_JOB_SUMMARY/);
    });
  });
});
