/**
 * Run summary (GET /wells/:id/brs) and geosteering (GET /wells/:id/geosteering) on both databases,
 * without demo history: the test writes a hand-made stretch of auto time log under Red Hawk 2H's
 * seeded lateral BHA run and checks the figures by hand; the geosteering view of the seeded survey,
 * tops and plan, first with only the survey stations' gamma, then with a GR depth log written by the
 * test. Bad input answers 400 naming the field, a dangling well 404, a caller without the well or
 * without VIEW_DESIGN 403. Both routes only read (no 409 exists for them, nothing is audited).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/domain/drilling/activities';
import { insertDepthLog } from '../../server/timeseries/depth-logs';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('run summary and geosteering API', (kind) => {
  // Its own hand-made log intervals only: no demo history (which would cover the same run).
  const t = useTestServer(kind, { demoHistoryDays: 0 });
  let admin = '';
  let engineer = '';
  let well = '';
  let planned = '';
  const T0 = 1_790_000_000;

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[];
    well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
    planned = wells.find((w) => w.name === 'Red Hawk 3H')!.id;
    // One hour rotary 3500 → 3530 m, a 5-minute connection, 30 min slide 3530 → 3540 m, 20 min
    // circulating (bottoms up), then the trip out.
    const rows: [number, number, number, number, number][] = [
      [T0, T0 + 3600, Activity.ROTARY_DRILLING, 3500, 3530],
      [T0 + 3600, T0 + 3900, Activity.CONNECTION, 3530, 3530],
      [T0 + 3900, T0 + 5700, Activity.SLIDE_DRILLING, 3530, 3540],
      [T0 + 5700, T0 + 6900, Activity.CIRCULATING, 3540, 3540],
      [T0 + 6900, T0 + 20_000, Activity.TRIP_OUT, 3540, 3540],
    ];
    for (const [s, e, code, from, to] of rows) {
      await t.server.db.query(
        `insert into log_intervals (well_id, source, start_s, end_s, code, hole_from_m, hole_to_m, bit_from_m, bit_to_m) values ($1, 'auto', $2, $3, $4, $5, $6, $5, $6)`,
        [well, s, e, code, from, to],
      );
    }
  });

  describe('run summary', () => {
    it('books the logged drilling to the lateral run: hours, ROP, slide share and circulating (hand-checked)', async () => {
      const r = await t.call('GET', `/api/wells/${well}/brs`, { token: engineer });
      expect(r.status).toBe(200);
      const d = r.body.data;
      expect(d.rig_data).toEqual({ from_s: T0, to_s: T0 + 5700, top_m: 3500, bottom_m: 3540 });
      const lateral = d.runs.find((x: { name: string }) => /Lateral/.test(x.name));
      expect(lateral).toMatchObject({
        status: 'in_hole',
        rotary_m: 30,
        rotary_s: 3600,
        slide_m: 10,
        slide_s: 1800,
        drilling_s: 5400,
        slide_pct: 25, // 10 of 40 m
        circulating_s: 1200, // bottoms up, before the trip out
        coverage: 'partial',
        reason_pulled: null,
      });
      expect(lateral.rop_mph).toBeCloseTo(40 / 1.5, 9); // 26.67 m/h
      expect(lateral.rotary_rop_mph).toBeCloseTo(30, 9);
      expect(lateral.slide_rop_mph).toBeCloseTo(20, 9);
      // No channel was ever recorded: the means are null, each saying why.
      expect(d.unrecorded).toEqual(['wob_t', 'rpm', 'flow_lpm', 'diffp_mpa']);
      expect(lateral.wob_t).toBeNull();
      expect(lateral.missing).toContainEqual({ field: 'wob_t', reason: 'channel not recorded on this well' });
      expect(lateral.missing).toContainEqual({ field: 'reason_pulled', reason: 'still in the hole' });
      // The surface run was drilled long before: no figures, and the reason names the data's depths.
      const surface = d.runs[0];
      expect(surface).toMatchObject({ run_no: 1, coverage: 'none', drilling_s: null, rop_mph: null, reason_pulled: 'Section TD' });
      expect(surface.missing[0].reason).toMatch(/no drilling detected over .*: the recorded rig data covers 3,500–3,540 m/);
      expect(d.runs.map((x: { run_no: number }) => x.run_no)).toEqual([...d.runs.map((x: { run_no: number }) => x.run_no)].sort((a, b) => a - b));
    });

    it('honours the period: the log clipped to it by time share, only the runs overlapping it (hand-checked)', async () => {
      // T0+1800 → T0+4800: the second half of the rotary hour (3515 → 3530 m) and the first 15 min of
      // the slide (3530 → 3535 m); the connection between them books nothing.
      const r = await t.call('GET', `/api/wells/${well}/brs?from=${T0 + 1800}&to=${T0 + 4800}`, { token: engineer });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const d = r.body.data;
      expect(d.period).toEqual({ from_s: T0 + 1800, to_s: T0 + 4800, hole_from_m: 3515, hole_to_m: 3535 });
      expect(d.runs.map((x: { name: string }) => x.name)).toHaveLength(1);
      expect(d.runs[0].name).toMatch(/Lateral/);
      expect(d.runs[0]).toMatchObject({ rotary_s: 1800, slide_s: 900, drilling_s: 2700, circulating_s: 0 });
      expect(d.runs[0].rotary_m).toBeCloseTo(15, 9);
      expect(d.runs[0].slide_m).toBeCloseTo(5, 9);
      expect(d.runs[0].slide_pct).toBeCloseTo(25, 9);
      expect(d.rig_data).toEqual({ from_s: T0 + 1800, to_s: T0 + 4800, top_m: 3515, bottom_m: 3535 });
      // During the trip out nothing is drilled: the lateral run, still in the hole, owns the 3540 m it stands at.
      const trip = (await t.call('GET', `/api/wells/${well}/brs?from=${T0 + 8000}&to=${T0 + 9000}`, { token: engineer })).body.data;
      expect(trip.period).toMatchObject({ hole_from_m: 3540, hole_to_m: 3540 });
      expect(trip.runs).toHaveLength(1);
      expect(trip.runs[0]).toMatchObject({ drilling_s: null, coverage: 'none' });
      // Before any recorded depth no run overlaps; without a period every run is listed.
      const before = (await t.call('GET', `/api/wells/${well}/brs?from=${T0 - 9000}&to=${T0 - 1000}`, { token: engineer })).body.data;
      expect(before).toMatchObject({ runs: [], period: { hole_from_m: null, hole_to_m: null } });
      const whole = (await t.call('GET', `/api/wells/${well}/brs`, { token: engineer })).body.data;
      expect(whole.period).toBeNull();
      expect(whole.runs.length).toBeGreaterThan(1);
      // Bad periods: 400 naming the field.
      for (const [q, field] of [
        ['from=abc&to=1', /from/],
        [`from=${T0}`, /to/],
        [`from=${T0}&to=${T0}`, /to/],
      ] as const) {
        const bad = await t.call('GET', `/api/wells/${well}/brs?${q}`, { token: engineer });
        expect(bad.status, q).toBe(400);
        expect(bad.body.message).toMatch(field);
      }
    });

    it('400 names the field, 404 for a dangling well, 403 without the well or without VIEW_DESIGN', async () => {
      const bad = await t.call('GET', '/api/wells/not-a-well/brs', { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/id/);
      expect((await t.call('GET', '/api/wells/not-a-well/brs?x=1', { token: admin })).status).toBe(400);
      expect((await t.call('GET', `/api/wells/${randomUUID()}/brs`, { token: admin })).status).toBe(404);

      const me = (await t.call('GET', '/api/auth/user', { token: engineer })).body.data as { id: string };
      const mine = ((await t.call('GET', '/api/wells?limit=1000', { token: engineer })).body.data as { id: string }[]).map((w) => w.id);
      const all = (await t.call('GET', '/api/wells?limit=1000', { token: admin })).body.data as { id: string }[];
      const foreign = all.find((w) => !mine.includes(w.id))!.id;
      expect((await t.call('GET', `/api/wells/${foreign}/brs`, { token: engineer })).status).toBe(403);
      const role = await t.call('POST', '/api/admin/roles', { token: admin, body: { name: 'Rig data only', object_type: 'WELL', permissions: ['VIEW_LOGS'] } });
      expect(role.status).toBe(201);
      const grant = await t.call('POST', '/api/admin/user_roles', {
        token: admin,
        body: { user_id: me.id, object_id: foreign, object_type: 'WELL', role_id: role.body.data.id },
      });
      expect(grant.status).toBe(201);
      const noDesign = await t.call('GET', `/api/wells/${foreign}/brs`, { token: engineer });
      expect(noDesign.status).toBe(403);
      expect(noDesign.body.message).toMatch(/VIEW_DESIGN/);
      // Geosteering needs VIEW_SURVEY: the same role does not open it either.
      expect((await t.call('GET', `/api/wells/${foreign}/geosteering`, { token: engineer })).status).toBe(403);
    });
  });

  describe('geosteering', () => {
    it('places the bit at the last survey, in the zone the plan lands in, with the stations’ gamma (no GR log yet)', async () => {
      const r = await t.call('GET', `/api/wells/${well}/geosteering`, { token: engineer });
      expect(r.status).toBe(200);
      const g = r.body.data;
      // Red Hawk 2H lands at 3,055 m TVD in the Wolfcamp A (3,005 m), above the Wolfcamp B (3,140 m).
      expect(g.target_zone).toEqual({ name: 'Wolfcamp A', top_tvd_m: 3005, base_tvd_m: 3140, base_name: 'Wolfcamp B', landing_tvd_m: 3055 });
      const lastMd = g.survey.md.at(-1);
      const lastTvd = g.survey.tvd.at(-1);
      expect(g.bit).toMatchObject({ md_m: lastMd, tvd_m: lastTvd, projected_m: 0, md_from: 'last_survey' });
      expect(g.bit.zone.below_top_m).toBeCloseTo(lastTvd - 3005, 1);
      expect(g.bit.zone.above_base_m).toBeCloseTo(3140 - lastTvd, 1);
      expect(g.bit.zone.in_zone).toBe(true);
      expect(g.tops.map((x: { name: string }) => x.name)).toContain('Bone Spring');
      expect(g.gamma).toBeNull();
      expect(g.station_gamma.md.length).toBe(g.survey.md.length - 1); // every station but the tie-in read gamma
      expect(g.notes).toContain('No hole depth recorded: the bit is shown at the last survey.');
      expect(g.notes).toContain('No gamma ray log on this well: the gamma read at each survey station is shown.');
    });

    it('stores the interpretation and target line: the bit measured against the line and its window (hand-checked), audited, validated', async () => {
      const url = `/api/wells/${well}/geosteering/interpretation`;
      const g0 = (await t.call('GET', `/api/wells/${well}/geosteering`, { token: engineer })).body.data;
      expect(g0.interpretation.md).toEqual([]);
      expect(g0.bit.target_line).toBeNull();
      const bitMd: number = g0.bit.md_m;
      const bitTvd: number = g0.bit.tvd_m;
      // A line from 10 m above the bit's TVD to 10 m below it over bitMd ± 100 m: at the bit it is at bitTvd,
      // so the bit sits on it; the window is 3 m above and 5 m below.
      const body = {
        interpretation_points: [
          { md_m: bitMd - 100, top_tvd_m: bitTvd - 20, bottom_tvd_m: bitTvd + 20 },
          { md_m: bitMd + 100, top_tvd_m: bitTvd - 10, bottom_tvd_m: bitTvd + 30 },
        ],
        target_line_points: [
          { md_m: bitMd - 100, tvd_m: bitTvd - 10, window_above_m: 3, window_below_m: 5 },
          { md_m: bitMd + 100, tvd_m: bitTvd + 10, window_above_m: 3, window_below_m: 5 },
        ],
      };
      const put = await t.call('PUT', url, { token: engineer, body });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body.data).toEqual(body);
      const g = (await t.call('GET', `/api/wells/${well}/geosteering`, { token: engineer })).body.data;
      expect(g.target_line.md).toEqual([bitMd - 100, bitMd + 100]);
      expect(g.interpretation.top_tvd).toEqual([bitTvd - 20, bitTvd - 10]);
      expect(g.target_line.vs[0]).toBeCloseTo(g0.survey.vs[g0.survey.md.findIndex((m: number) => m >= bitMd - 100)], -2);
      expect(g.bit.target_line.below_line_m).toBeCloseTo(0, 1);
      expect(g.bit.target_line.in_window).toBe(true);
      // Move the line 8 m deeper: the bit is 8 m above it, outside the 3 m above the line.
      const deeper = { ...body, target_line_points: body.target_line_points.map((p) => ({ ...p, tvd_m: p.tvd_m + 8 })) };
      expect((await t.call('PUT', url, { token: engineer, body: deeper })).status).toBe(200);
      const g2 = (await t.call('GET', `/api/wells/${well}/geosteering`, { token: engineer })).body.data;
      expect(g2.bit.target_line.below_line_m).toBeCloseTo(-8, 1);
      expect(g2.bit.target_line.in_window).toBe(false);
      const audit = (await t.call('GET', '/api/admin/audit?action=geosteering.interpretation.update', { token: admin })).body.data[0];
      expect(audit.details.before.target_line_points[0].tvd_m).toBe(bitTvd - 10);
      expect(audit.details.after.target_line_points[0].tvd_m).toBe(bitTvd - 2);
      // Validation names the point; a viewer may not write.
      const bad = async (b: unknown, field: RegExp) => {
        const r = await t.call('PUT', url, { token: engineer, body: b });
        expect(r.status).toBe(400);
        expect(r.body.message).toMatch(field);
      };
      await bad({ ...body, interpretation_points: [{ md_m: 3000, top_tvd_m: 3050, bottom_tvd_m: 3040 }] }, /interpretation_points\.0\.bottom_tvd_m/);
      await bad({ ...body, target_line_points: [...body.target_line_points].reverse() }, /target_line_points\.1\.md_m/);
      await bad({ ...body, target_line_points: [{ md_m: 3000, tvd_m: 3050, window_above_m: -1, window_below_m: 5 }] }, /window_above_m/);
      await bad({ interpretation_points: [] }, /target_line_points/);
      const viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
      expect((await t.call('PUT', url, { token: viewer, body })).status).toBe(403);
      expect((await t.call('PUT', `/api/wells/${randomUUID()}/geosteering/interpretation`, { token: admin, body })).status).toBe(404);
      // Cleared again for the tests after this one.
      expect((await t.call('PUT', url, { token: engineer, body: { interpretation_points: [], target_line_points: [] } })).status).toBe(200);
    });

    it('reads a GR depth log into the track, positioned on the survey', async () => {
      const survey = (await t.call('GET', `/api/wells/${well}/geosteering`, { token: admin })).body.data.survey;
      const md0 = survey.md.at(-1) - 100;
      const depthM = Array.from({ length: 101 }, (_, i) => md0 + i);
      await insertDepthLog(t.server.db, {
        wellId: well,
        channel: 'gammaGapi',
        unit: 'gAPI',
        label: 'Gamma ray',
        source: 'import',
        runId: null,
        runName: 'MWD run 4',
        depthType: 'MD',
        depthM,
        values: depthM.map((_, i) => (i < 50 ? 80 : 120)),
      });
      const g = (await t.call('GET', `/api/wells/${well}/geosteering?buckets=50`, { token: engineer })).body.data;
      expect(g.gamma).toMatchObject({ source: 'imported log MWD run 4', channel: 'gammaGapi', unit: 'gAPI' });
      expect(g.gamma.md.length).toBe(50);
      expect(g.gamma.value[0]).toBe(80);
      expect(g.gamma.value.at(-1)).toBe(120);
      expect(g.gamma.tvd.every((v: number | null) => v !== null && v > 3000)).toBe(true);
    });

    it('a well with neither survey nor gamma says so; 400 names the field; 404 for a dangling well', async () => {
      const g = (await t.call('GET', `/api/wells/${planned}/geosteering`, { token: admin })).body.data;
      expect(g.bit).toBeNull();
      expect(g.gamma).toBeNull();
      expect(g.station_gamma).toBeNull();
      expect(g.notes).toContain('This well has no gamma ray channel (no GR depth log, no gamma on its survey stations): no gamma track.');
      const bad = await t.call('GET', `/api/wells/${well}/geosteering?buckets=5`, { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/buckets/);
      expect((await t.call('GET', `/api/wells/${randomUUID()}/geosteering`, { token: admin })).status).toBe(404);
    });
  });
});
