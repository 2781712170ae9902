/**
 * The well tuner API on both databases, without demo history: the test writes detection's rows
 * itself (three 28 m stands with their connections, hand-timed, and their time log), then corrects
 * them and reads the KPIs back. A stand marked "not a connection" leaves the connection statistics
 * (mean weight to weight 740 s -> 360 s, hand-checked in corrections.test.ts); an activity correction
 * relabels the time log and the 15-minute bins (activities by day); a KPI-excluding zone takes stands out; a dismissed trip leaves the tripping
 * KPIs. Bad input is a 400 naming the field, a stand or trip detection never found a 404, a second
 * correction of one stand or an overlapping activity correction a 409, a user without
 * WELL_PROCESSING a 403. Every change is audited.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { ACTIVITY_COUNT } from '../../src/domain/drilling/activities';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const T0 = 1_767_225_600; // 2026-01-01 00:00 UTC

/** A detected stand as detection stores it (src/domain/drilling Stand, times in ms). */
function stand(i: number, startS: number, offToSlipsS: number, slipsS: number, slipsToOnS: number) {
  const endS = startS + 1800;
  return {
    index: i,
    startMs: startS * 1000,
    endMs: endS * 1000,
    fromDepthM: 3000 + (i - 1) * 28,
    toDepthM: 3000 + i * 28,
    drilledM: 28,
    rotaryM: 28,
    slideM: 0,
    rotaryS: 1800,
    slideS: 0,
    connection: {
      offBottomMs: endS * 1000,
      slipsInMs: (endS + offToSlipsS) * 1000,
      slipsOutMs: (endS + offToSlipsS + slipsS) * 1000,
      onBottomMs: (endS + offToSlipsS + slipsS + slipsToOnS) * 1000,
      slipsToSlipsS: slipsS,
      weightToWeightS: offToSlipsS + slipsS + slipsToOnS,
      holeDepthM: 3000 + i * 28,
    },
  };
}
const STANDS = [stand(1, T0, 60, 150, 90), stand(2, T0 + 2100, 120, 180, 120), stand(3, T0 + 4320, 1200, 180, 120)];
const TRIP = {
  direction: 'out',
  startMs: (T0 + 10_000) * 1000,
  endMs: (T0 + 17_200) * 1000,
  durationS: 7200,
  fromDepthM: 3084,
  toDepthM: 0,
  distanceM: 3084,
  trippingS: 7000,
  inSlipsS: 2000,
  outOfSlipsS: 5000,
  stands: 110,
  connectionsS: [],
  speedMph: 1586,
  speedExclConnectionsMph: 2220,
  standsPerHour: 56.6,
  standsPerHourExclConnections: 79.2,
};

describeEachDatabase('well tuner API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let well = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[];
    well = wells.find((w) => w.name === 'Bluebonnet 12-1H')!.id;
    const db = t.server.db;
    for (const s of STANDS)
      await db.query('insert into log_stands (well_id, start_s, end_s, stand) values ($1, $2, $3, $4)', [
        well,
        s.startMs / 1000,
        s.endMs / 1000,
        JSON.stringify(s),
      ]);
    await db.query(`insert into log_trips (well_id, start_s, end_s, direction, trip) values ($1, $2, $3, 'out', $4)`, [
      well,
      T0 + 10_000,
      T0 + 17_200,
      JSON.stringify(TRIP),
    ]);
    // Time log: drilling to each stand's end, then a connection, 10 min circulating at T0 + 8000.
    await db.query(
      `insert into log_intervals (well_id, source, start_s, end_s, code, hole_from_m, hole_to_m, bit_from_m, bit_to_m) values
       ($1, 'auto', $2, $3, 0, 3000, 3028, 3000, 3028), ($1, 'auto', $3, $4, 2, 3028, 3028, 3028, 3028), ($1, 'auto', $5, $6, 4, 3084, 3084, 3080, 3080)`,
      [well, T0, T0 + 1800, T0 + 2100, T0 + 8000, T0 + 8600],
    );
    // Its 15-minute bins as detection fills them: 1,800 s rotary drilling making 28 m, then the 300 s connection.
    const secs = (code: number, n: number) => `{${Array.from({ length: ACTIVITY_COUNT }, (_, i) => (i === code ? n : 0)).join(',')}}`;
    await db.query(
      `insert into log_activity_bins (well_id, source, bin_s, seconds, rotary_m, rotary_s) values
       ($1, 'auto', $2, $3, 14, 900), ($1, 'auto', $4, $3, 14, 900), ($1, 'auto', $5, $6, 0, 0)`,
      [well, T0, secs(0, 900), T0 + 900, T0 + 1800, secs(2, 300)],
    );
  });

  const connections = async () => {
    const r = await t.call('POST', '/api/charts/connections', {
      token: admin,
      body: { well_id: well, parameters: {}, payload: { start_date: T0 - 60, end_date: T0 + 9000 } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.analysis_connection_data.weightToWeight;
  };
  const post = (k: string, body: unknown, token = admin) => t.call('POST', `/api/wells/${well}/corrections/${k}`, { token, body });

  it('a stand marked "not a connection" changes the connection KPIs (mean weight to weight 740 s -> 360 s), and deleting it restores them', async () => {
    expect(await connections()).toMatchObject({ count: 3, median: 420, mean: 740 });
    const c = await post('stands', { stand_start_s: T0 + 4320, action: 'not_connection', comment: 'survey and bottoms up off bottom' });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.data).toMatchObject({ stand_start_s: T0 + 4320, action: 'not_connection', created_by: expect.any(String) });
    expect(await connections()).toMatchObject({ count: 2, median: 360, mean: 360 });

    // Re-timed instead: off bottom at the end of the survey -> weight to weight 420 s, mean 380 s.
    const end3 = T0 + 4320 + 1800;
    const u = await t.call('PUT', `/api/wells/${well}/corrections/stands/${c.body.data.id}`, {
      token: admin,
      body: { stand_start_s: T0 + 4320, action: 'retime', off_bottom_s: end3 + 1080, slips_in_s: end3 + 1200, slips_out_s: end3 + 1380 },
    });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    expect(await connections()).toMatchObject({ count: 3, mean: 380 });

    const tuner = await t.call('GET', `/api/wells/${well}/well_tuner?from=${T0 - 60}&to=${T0 + 20_000}`, { token: admin });
    expect(tuner.status).toBe(200);
    expect(tuner.body.data.stands.map((s: any) => [s.index, s.correction?.action ?? null, s.counted])).toEqual([
      [1, null, true],
      [2, null, true],
      [3, 'retime', true],
    ]);
    // The tuner shows detection's own timing beside the correction.
    expect(tuner.body.data.stands[2].connection.weight_to_weight_s).toBe(1500);

    const d = await t.call('DELETE', `/api/wells/${well}/corrections/stands/${c.body.data.id}`, { token: admin });
    expect(d.status).toBe(200);
    expect(await connections()).toMatchObject({ count: 3, mean: 740 });

    const audit = await t.server.db.query<{ action: string }>(
      `select action from audit_log where object_id = $1 and action like 'well_tuner.stands.%' order by id`,
      [well],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['well_tuner.stands.create', 'well_tuner.stands.update', 'well_tuner.stands.delete']);
  });

  /** Seconds per activity over the hand-made hours, summed from the bins (activities by reporting day). */
  const binned = async () => {
    const r = await t.call('POST', '/api/logs/auto/activities_data', {
      token: admin,
      body: { well_id: well, payload: { start_date: T0, end_date: T0 + 2700 } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const days = r.body.data.ActivitiesByDayHistogramData as Record<string, number>[];
    const sum = (k: string) => days.reduce((a, d) => a + (d[k] ?? 0), 0);
    return { rotary: sum('ROTARY_DRILLING'), connection: sum('CONNECTION'), circulating: sum('CIRCULATING') };
  };

  it('an activity correction relabels the time log and the 15-minute bins the daily activity KPIs read; the detected log stays beside it', async () => {
    expect(await binned()).toEqual({ rotary: 1800, connection: 300, circulating: 0 });
    const c = await post('activities', { from_s: T0 + 1800, to_s: T0 + 2100, code: 4, comment: 'pumps on, no slips: circulating' });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const tl = await t.call('GET', `/api/logs/${well}/timelog?from=${T0}&to=${T0 + 3000}`, { token: admin });
    expect(tl.body.data.map((r: any) => [r.start - T0, r.end - T0, r.activity, r.corrected ?? false])).toEqual([
      [0, 1800, 'ROTARY_DRILLING', false],
      [1800, 2100, 'CIRCULATING', true],
    ]);
    const tuner = await t.call('GET', `/api/wells/${well}/well_tuner?from=${T0}&to=${T0 + 3000}`, { token: admin });
    expect(tuner.body.data.detected[1].activity).toBe('CONNECTION');
    expect(tuner.body.data.corrected[1].activity).toBe('CIRCULATING');
    // The bins follow: the connection's 300 s are circulating by day too.
    expect(await binned()).toEqual({ rotary: 1800, connection: 0, circulating: 300 });
    // Overlapping another activity correction: 409.
    const clash = await post('activities', { from_s: T0 + 2000, to_s: T0 + 2500, code: 8 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/^body\.from_s: overlaps/);
  });

  it('a KPI-excluding zone takes the stands in it out; a dismissed trip leaves the tripping KPIs', async () => {
    const z = await post('zones', { name: 'Kick at 3050 m', kind: 'well_control', from_m: 3050, to_m: 3100, exclude_from_kpis: true });
    expect(z.status, JSON.stringify(z.body)).toBe(200);
    expect(await connections()).toMatchObject({ count: 1, mean: 300 });
    expect((await post('zones', { name: 'kick at 3050 m', kind: 'other', from_m: 0, to_m: 10 })).status).toBe(409);
    await t.call('DELETE', `/api/wells/${well}/corrections/zones/${z.body.data.id}`, { token: admin });

    const trips = async () => {
      const r = await t.call('POST', '/api/charts/tripping_analysis', {
        token: admin,
        body: { well_id: well, payload: { start_date: T0, end_date: T0 + 20_000 } },
      });
      return r.body.data.analysis_speed_data;
    };
    const before = JSON.stringify(await trips());
    const e = await post('events', { trip_start_s: T0 + 10_000, action: 'dismiss', comment: 'wiper trip' });
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    expect(JSON.stringify(await trips())).not.toBe(before);
    expect((await post('events', { trip_start_s: T0 + 10_000, action: 'set_direction', direction: 'in' })).status).toBe(409);
  });

  it('400 naming the field, 404 for what detection never found, 409 for a stand corrected twice, 403 without WELL_PROCESSING', async () => {
    const bad = await post('stands', { stand_start_s: T0, action: 'retime', slips_in_s: T0 + 10 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.slips_out_s/);
    expect((await post('activities', { from_s: T0, to_s: T0 - 1, code: 2 })).body.message).toMatch(/^body\.to_s/);
    expect((await post('zones', { name: 'x', kind: 'nope', from_m: 0, to_m: 1 })).body.message).toMatch(/^body\.kind/);

    const none = await post('stands', { stand_start_s: T0 + 1, action: 'exclude' });
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/^body\.stand_start_s: no detected stand/);
    expect((await post('events', { trip_start_s: T0 + 1, action: 'dismiss' })).status).toBe(404);
    expect((await t.call('DELETE', `/api/wells/${well}/corrections/zones/${randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await t.call('GET', `/api/wells/${randomUUID()}/well_tuner?from=${T0}&to=${T0 + 60}`, { token: admin })).status).toBe(404);

    expect((await post('stands', { stand_start_s: T0, action: 'exclude' })).status).toBe(200);
    const twice = await post('stands', { stand_start_s: T0, action: 'not_connection' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/^body\.stand_start_s: .* corrected already/);

    // The engineer drills Bluebonnet 12-1H (EDIT_TIMELOG) but has no WELL_PROCESSING: may read, not correct.
    expect((await t.call('GET', `/api/wells/${well}/well_tuner?from=${T0}&to=${T0 + 60}`, { token: engineer })).status).toBe(200);
    const refused = await post('stands', { stand_start_s: T0 + 2100, action: 'exclude' }, engineer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Missing permission WELL_PROCESSING');
  });
});
