/**
 * Section Summary hub (GET /wells/:id/section_summary) on both databases, without demo history: the
 * test gives Red Hawk 2H a three-string casing program and writes detection's rows itself — a
 * surface section drilled 900 → 1000 m, casing time, an intermediate section drilled 1000 → 1100 m,
 * stands with hand-timed connections, three trips — then checks each section's window and KPIs by
 * hand AND against the existing report APIs over the same dates (activities_data for ROP, charts/
 * connections for the connection medians, charts/tripping_analysis for the tripping speeds), so the
 * hub can never drift from the reports. Bad input 400 naming the field, a dangling well 404, a
 * caller without the well 403.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { ACTIVITY_COUNT, Activity } from '../../src/domain/drilling/activities';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const T0 = 1_767_225_600; // 2026-01-01 00:00 UTC, on the 900 s bin grid
const BIN_S = 900;

/** [start, end, code, hole from, hole to] of the auto time log. */
const LOG: [number, number, number, number, number][] = [
  [T0, T0 + 3600, Activity.ROTARY_DRILLING, 900, 960],
  [T0 + 3600, T0 + 3900, Activity.CONNECTION, 960, 960],
  [T0 + 3900, T0 + 7500, Activity.ROTARY_DRILLING, 960, 1000],
  [T0 + 7500, T0 + 19_800, Activity.OTHER, 1000, 1000], // trips, casing, cementing
  [T0 + 19_800, T0 + 23_400, Activity.SLIDE_DRILLING, 1000, 1010],
  [T0 + 23_400, T0 + 27_000, Activity.ROTARY_DRILLING, 1010, 1100],
  [T0 + 27_000, T0 + 30_000, Activity.TRIP_OUT, 1100, 1100],
];

/** Activity bins of the log, as detection writes them: each second into its 15-minute bin. */
function bins() {
  const out = new Map<number, { seconds: number[]; rotaryM: number; slideM: number; rotaryS: number; slideS: number }>();
  for (const [s, e, code, from, to] of LOG) {
    for (let t = s; t < e; t++) {
      const k = Math.floor(t / BIN_S) * BIN_S;
      const b = out.get(k) ?? { seconds: new Array<number>(ACTIVITY_COUNT).fill(0), rotaryM: 0, slideM: 0, rotaryS: 0, slideS: 0 };
      b.seconds[code]++;
      const m = (to - from) / (e - s);
      if (code === Activity.ROTARY_DRILLING) ((b.rotaryM += m), b.rotaryS++);
      if (code === Activity.SLIDE_DRILLING) ((b.slideM += m), b.slideS++);
      out.set(k, b);
    }
  }
  return [...out].map(([binS, b]) => ({ binS, ...b }));
}

function stand(index: number, startS: number, endS: number, fromM: number, toM: number, offToSlipsS: number, slipsS: number, slipsToOnS: number) {
  return {
    index,
    startMs: startS * 1000,
    endMs: endS * 1000,
    fromDepthM: fromM,
    toDepthM: toM,
    drilledM: toM - fromM,
    rotaryM: toM - fromM,
    slideM: 0,
    rotaryS: endS - startS,
    slideS: 0,
    connection: {
      offBottomMs: endS * 1000,
      slipsInMs: (endS + offToSlipsS) * 1000,
      slipsOutMs: (endS + offToSlipsS + slipsS) * 1000,
      onBottomMs: (endS + offToSlipsS + slipsS + slipsToOnS) * 1000,
      slipsToSlipsS: slipsS,
      weightToWeightS: offToSlipsS + slipsS + slipsToOnS,
      holeDepthM: toM,
    },
  };
}
const STANDS = [
  stand(1, T0 + 1800, T0 + 3600, 930, 960, 60, 180, 60), // w2w 300, s2s 180
  stand(2, T0 + 23_400, T0 + 25_200, 1010, 1055, 60, 240, 100), // w2w 400, s2s 240
  stand(3, T0 + 25_600, T0 + 26_800, 1055, 1090, 60, 200, 240), // w2w 500, s2s 200
];

function trip(direction: 'in' | 'out', startS: number, endS: number, distanceM: number, trippingS: number, inSlipsS: number, connectionsS: number[]) {
  const h = trippingS / 3600;
  return {
    direction,
    startMs: startS * 1000,
    endMs: endS * 1000,
    durationS: endS - startS,
    fromDepthM: direction === 'out' ? distanceM : 0,
    toDepthM: direction === 'out' ? 0 : distanceM,
    distanceM,
    trippingS,
    inSlipsS,
    outOfSlipsS: trippingS - inSlipsS,
    stands: Math.round(distanceM / 28),
    connectionsS,
    speedMph: distanceM / h,
    speedExclConnectionsMph: distanceM / ((trippingS - inSlipsS) / 3600),
    standsPerHour: Math.round(distanceM / 28) / h,
    standsPerHourExclConnections: Math.round(distanceM / 28) / ((trippingS - inSlipsS) / 3600),
  };
}
const TRIPS = [
  trip('out', T0 + 7500, T0 + 12_000, 1000, 4000, 1000, [60, 90, 120]), // 900 m/h
  trip('in', T0 + 14_000, T0 + 19_000, 1000, 4500, 900, [50, 70]), // 800 m/h
  trip('out', T0 + 27_000, T0 + 30_000, 1100, 2750, 600, [80]), // 1440 m/h
];

const CASING: [string, string, number, number, number, number, 'set' | 'planned'][] = [
  // name, type, od in, id in, shoe m, hole in, status
  ['13⅜" surface', 'surface', 13.375, 12.415, 1000, 17.5, 'set'],
  ['9⅝" intermediate', 'intermediate', 9.625, 8.681, 3000, 12.25, 'planned'],
  ['5½" production', 'production', 5.5, 4.778, 4000, 8.5, 'planned'],
];

describeEachDatabase('section summary hub API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let well = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[];
    well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
    const db = t.server.db;
    await db.query('delete from casing_strings where well_id = $1', [well]);
    for (const [name, type, od, id, shoe, hole, status] of CASING) {
      await db.query(
        `insert into casing_strings (well_id, name, casing_type, job_type, status, od_in, id_in, weight_lb_ft, grade, connection, top_m, shoe_m, hole_size_in, slurries, comment, source)
         values ($1, $2, $3, 'casing', $4, $5, $6, 40, 'L80', 'BTC', 0, $7, $8, '[]', '', 'demo')`,
        [well, name, type, status, od, id, shoe, hole],
      );
    }
    for (const [s, e, code, from, to] of LOG) {
      await db.query(
        `insert into log_intervals (well_id, source, start_s, end_s, code, hole_from_m, hole_to_m, bit_from_m, bit_to_m) values ($1, 'auto', $2, $3, $4, $5, $6, $5, $6)`,
        [well, s, e, code, from, to],
      );
    }
    for (const b of bins()) {
      await db.query(
        `insert into log_activity_bins (well_id, source, bin_s, seconds, rotary_m, slide_m, rotary_s, slide_s) values ($1, 'auto', $2, $3, $4, $5, $6, $7)`,
        [well, b.binS, b.seconds, b.rotaryM, b.slideM, b.rotaryS, b.slideS],
      );
    }
    for (const s of STANDS)
      await db.query('insert into log_stands (well_id, start_s, end_s, stand) values ($1, $2, $3, $4)', [
        well,
        s.startMs / 1000,
        s.endMs / 1000,
        JSON.stringify(s),
      ]);
    for (const x of TRIPS)
      await db.query('insert into log_trips (well_id, start_s, end_s, direction, trip) values ($1, $2, $3, $4, $5)', [
        well,
        x.startMs / 1000,
        x.endMs / 1000,
        x.direction,
        JSON.stringify(x),
      ]);
  });

  const report = async (url: string, fromS: number, toS: number, parameters?: object) => {
    const r = await t.call('POST', `/api${url}`, {
      token: engineer,
      body: { well_id: well, ...(parameters ? { parameters } : {}), payload: { start_date: fromS, end_date: toS } },
    });
    expect(r.status, url).toBe(200);
    return r.body.data;
  };

  it('splits the well into its casing sections with hand-checked windows and KPIs, equal to the reports over the same dates', async () => {
    const r = await t.call('GET', `/api/wells/${well}/section_summary`, { token: engineer });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.rig_data).toEqual({ hole_m: 1100, end_s: T0 + 30_000 });
    const [surface, inter, prod] = d.sections;
    expect(d.sections.map((s: { name: string }) => s.name)).toEqual(CASING.map((c) => c[0]));

    // Surface: 0 → 1000 m in 17½", first drilling at T0, until the intermediate's first drilling.
    expect(surface).toMatchObject({ from_m: 0, to_m: 1000, hole_size_in: 17.5, casing_od_in: 13.375, status: 'drilled', logged_m: 100 });
    expect(surface).toMatchObject({ start_s: T0, end_s: T0 + 19_800, first_drilling_s: T0, last_drilling_s: T0 + 7500 });
    expect(surface.days).toBeCloseTo(19_800 / 86_400, 12);
    expect(surface.kpis.footage_m).toBeCloseTo(100, 9);
    expect(surface.kpis.rop_m_per_h).toBeCloseTo(50, 9); // 100 m in 2 h rotary
    expect(surface.kpis.slide_rop_m_per_h).toBeNull();
    expect(surface.kpis).toMatchObject({ connections: 1, weight_to_weight_median_s: 300, slips_to_slips_median_s: 180, npt_s: 0 });
    expect(surface.tripping.out).toMatchObject({ trips: 1, distance_m: 1000, connection_median_s: 90 });
    expect(surface.tripping.out.speed_mph).toBeCloseTo(900, 9);
    expect(surface.tripping.in.speed_mph).toBeCloseTo(800, 9);

    // Intermediate: drilling 1000 → 1100 m, the rig data ends in it.
    expect(inter).toMatchObject({ from_m: 1000, to_m: 3000, hole_size_in: 12.25, status: 'drilling', logged_m: 100, start_s: T0 + 19_800, end_s: T0 + 30_000 });
    expect(inter.kpis.rop_m_per_h).toBeCloseTo(50, 9);
    expect(inter.kpis.rotary_rop_m_per_h).toBeCloseTo(90, 9);
    expect(inter.kpis.slide_rop_m_per_h).toBeCloseTo(10, 9);
    expect(inter.kpis).toMatchObject({ connections: 2, weight_to_weight_median_s: 450, slips_to_slips_median_s: 220 });
    expect(inter.tripping.in).toBeNull();
    expect(inter.tripping.out.speed_mph).toBeCloseTo(1440, 9);

    // Production: not reached, no window, no figures.
    expect(prod).toMatchObject({ from_m: 3000, to_m: 4000, status: 'not_reached', start_s: null, end_s: null, days: null, kpis: null, tripping: null });

    // The same figures as the report APIs give over each section's dates.
    for (const s of [surface, inter]) {
      const act = await report('/logs/auto/activities_data', s.start_s, s.end_s);
      expect(s.kpis.rop_m_per_h).toBeCloseTo(act.analysis_stat_data.drilling.total.ropMph, 9);
      expect(s.kpis.footage_m).toBeCloseTo(act.analysis_stat_data.drilling.total.footageM, 9);
      const conn = await report('/charts/connections', s.start_s, s.end_s, {});
      expect(s.kpis.connections).toBe(conn.analysis_connection_data.rows.length);
      expect(s.kpis.weight_to_weight_median_s).toBe(conn.analysis_connection_data.weightToWeight.median);
      expect(s.kpis.slips_to_slips_median_s).toBe(conn.analysis_connection_data.slipsToSlips.median);
      const trips = await report('/charts/tripping_analysis', s.start_s, s.end_s);
      for (const dir of ['in', 'out'] as const) {
        const x = trips.analysis_speed_data[dir];
        if (x.trips === 0) expect(s.tripping[dir]).toBeNull();
        else expect(s.tripping[dir].speed_mph).toBeCloseTo(x.speedMph, 9);
      }
    }
  });

  it('400 names the field, 404 for a dangling well, 403 for a well the caller cannot see', async () => {
    const bad = await t.call('GET', '/api/wells/not-a-well/section_summary', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
    expect((await t.call('GET', `/api/wells/${well}/section_summary?x=1`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', `/api/wells/${randomUUID()}/section_summary`, { token: admin })).status).toBe(404);
    const mine = ((await t.call('GET', '/api/wells?limit=1000', { token: engineer })).body.data as { id: string }[]).map((w) => w.id);
    const all = (await t.call('GET', '/api/wells?limit=1000', { token: admin })).body.data as { id: string }[];
    const foreign = all.find((w) => !mine.includes(w.id))!.id;
    expect((await t.call('GET', `/api/wells/${foreign}/section_summary`, { token: engineer })).status).toBe(403);
  });
});
