/**
 * The logs API over a generated demo history, on both databases: window answers hold at most
 * width / 2 M4 buckets and keep spikes, batch and depth calls, permissions, integer timestamps, and
 * the KPI endpoints agree with the domain functions run on the same seconds regenerated from the
 * rig model's saved configuration.
 */
import { beforeAll, expect, it } from 'vitest';
import { ACTIVITY_COUNT } from '../../src/domain/drilling/activities';
import { activitiesByDay } from '../../src/domain/drilling/kpi/activity-stats';
import { connectionAnalysis } from '../../src/domain/drilling/kpi/connections';
import { detectStands } from '../../src/domain/drilling/kpi/stand-detector';
import { detectTrips, trippingAnalysis } from '../../src/domain/drilling/kpi/tripping';
import { detectZeroReadings } from '../../src/domain/drilling/kpi/zero-readings';
import { detectRigStates } from '../../src/domain/drilling/rig-state/detect';
import { parseLogFile } from '../../server/importers/parse-log-file';
import { writeDerived } from '../../server/timeseries/derived/derived-sink';
import { createRigModel, type RigModelState } from '../../server/simulator/rig-model';
import { describeEachDatabase, HISTORY_TEST_DAYS } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

// The run's seeded template with the longer history (support/databases.ts).
const HISTORY_DAYS = HISTORY_TEST_DAYS;

describeEachDatabase('logs API', (kind) => {
  const t = useTestServer(kind, { demoHistoryDays: HISTORY_DAYS });
  let admin = '';
  let engineer = '';
  let viewer = '';
  const ids: Record<string, string> = {};
  let history = { from: 0, to: 0 };

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    for (const w of wells.body.data) ids[w.name] = w.id;
    const st = await t.call('GET', `/api/logs/${ids['Red Hawk 2H']}/status`, { token: admin });
    history = st.body.data.history;
  });

  it('reports the generated history and lists channels with units and extents', async () => {
    const st = await t.call('GET', `/api/logs/${ids['Red Hawk 2H']}/status`, { token: engineer });
    expect(st.body.data).toMatchObject({ generating: false, state: 'done', fraction: 1, live: false });
    // The history ends when the rig reaches the deepest survey, started shallower (or a little later) to get there (fit-history.ts).
    expect(history.to - history.from).toBeLessThanOrEqual(HISTORY_DAYS * 86_400);
    // How much later depends on the hour the history ends (the crew's day: rig service, surveys), so
    // only the bound that matters is fixed: most of the window is history.
    expect(history.to - history.from).toBeGreaterThan(HISTORY_DAYS * 86_400 * 0.75);
    const ch = await t.call('GET', `/api/logs/${ids['Red Hawk 2H']}/channels`, { token: engineer });
    expect(ch.status).toBe(200);
    const hook = ch.body.data.time.find((c: any) => c.channel === 'hookloadT');
    expect(hook).toMatchObject({ unit: 't', label: 'Hook load', source: 'simulator', first: history.from, last: history.to - 1, range: { min: 0, max: 250 } });
    expect(ch.body.data.time.map((c: any) => c.channel)).toEqual(
      expect.arrayContaining(['activity', 'activityTruth', 'bitDepthM', 'holeDepthM', 'wobT', 'diffPMPa']),
    );
    expect(ch.body.data.depth.map((c: any) => c.channel).sort()).toEqual(['gammaGapi', 'ropMph']);
  });

  it('answers a window with at most width / 2 buckets of min ≤ first, last ≤ max, whatever its length', async () => {
    const id = ids['Red Hawk 2H'];
    for (const [span, width] of [
      [3600, 1000],
      [86_400, 1000],
      [history.to - history.from, 300],
    ]) {
      const from = history.to - span;
      const r = await t.call('GET', `/api/logs/${id}/window?from=${from}&to=${history.to}&width=${width}&channels=hookloadT,holeDepthM`, { token: engineer });
      expect(r.status).toBe(200);
      const d = r.body.data;
      expect(d.t.length).toBeLessThanOrEqual(width / 2);
      expect(d.t[0]).toBe(from);
      expect(d.bucket_s * d.t.length).toBeGreaterThanOrEqual(span);
      expect(d.units).toEqual({ hookloadT: 't', holeDepthM: 'm' });
      const h = d.channels.hookloadT;
      for (const k of ['min', 'max', 'first', 'last']) expect(h[k].length).toBe(d.t.length);
      for (let i = 0; i < d.t.length; i++) {
        if (h.min[i] === null) continue;
        expect(h.min[i]).toBeLessThanOrEqual(h.first[i]);
        expect(h.first[i]).toBeLessThanOrEqual(h.max[i]);
        expect(h.last[i]).toBeLessThanOrEqual(h.max[i]);
      }
    }
  });

  it('surveys and history tell one story: every station the history covers lies at or above the hole depth of the second it was taken', async () => {
    const id = ids['Red Hawk 2H'];
    const stations = (await t.call('GET', `/api/wells/${id}/surveys/stations`, { token: engineer })).body.data;
    const covered = stations.filter((s: any) => s.surveyed_at !== null && s.surveyed_at >= history.from && s.surveyed_at < history.to);
    expect(covered.length).toBeGreaterThan(5);
    const holeAt = async (s: number) =>
      (await t.call('GET', `/api/logs/${id}/window?from=${s}&to=${s + 1}&channels=holeDepthM`, { token: engineer })).body.data.channels.holeDepthM.first[0];
    for (const s of covered) expect(s.md, `station ${s.md} m`).toBeLessThanOrEqual((await holeAt(s.surveyed_at)) + 0.01);
    // the ones drilled before the history: no deeper than the hole it starts from
    const start = await holeAt(history.from);
    for (const s of stations.filter((x: any) => x.surveyed_at !== null && x.surveyed_at < history.from)) expect(s.md).toBeLessThanOrEqual(start + 0.01);
  });

  it('keeps spikes: the coarse window has the extremes of the raw seconds', async () => {
    const id = ids['Red Hawk 2H'];
    // On the hour: the stored levels' buckets (up to 3600 s) are aligned to their grid, and a window off
    // that grid draws the extremes of up to one level bucket beyond its ends (a spike just outside it).
    const to = Math.floor(history.to / 3600) * 3600;
    const from = to - 6 * 3600;
    const coarse = (await t.call('GET', `/api/logs/${id}/window?from=${from}&to=${to}&width=40&channels=wobT`, { token: engineer })).body.data;
    const csv = await t.call('GET', `/api/logs/${id}/export?from=${from}&to=${to}&channels=wobT&format=csv`, { token: engineer });
    expect(csv.status).toBe(200);
    const parsed = parseLogFile(Buffer.from(csv.body as string), 'x.csv');
    if (parsed.kind !== 'log') throw new Error('not a log');
    expect(parsed.rowCount).toBe(6 * 3600);
    const raw = Array.from(parsed.values[0]).filter(Number.isFinite);
    const max = (xs: (number | null)[]) => Math.max(...(xs.filter((x) => x !== null) as number[]));
    const min = (xs: (number | null)[]) => Math.min(...(xs.filter((x) => x !== null) as number[]));
    expect(coarse.t.length).toBe(20);
    expect(max(coarse.channels.wobT.max)).toBeCloseTo(Math.max(...raw), 4);
    expect(min(coarse.channels.wobT.min)).toBeCloseTo(Math.min(...raw), 4);
  });

  it('refuses what the spec refuses: non-integer timestamps, unknown channels, wells the user may not see', async () => {
    const id = ids['Red Hawk 2H'];
    const bad = await t.call('GET', `/api/logs/${id}/window?from=1.5&to=${history.to}`, { token: engineer });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('query.from: must be an integer timestamp (epoch seconds)');
    const chan = await t.call('GET', `/api/logs/${id}/window?from=${history.from}&to=${history.to}&channels=nope`, { token: engineer });
    expect(chan.body.message).toBe("query.channels: this well has no channel 'nope'");
    const denied = await t.call('GET', `/api/logs/${id}/window?from=${history.from}&to=${history.to}`, { token: viewer });
    expect(denied.status).toBe(403);
    const batch = await t.call('POST', '/api/logs/timelog/batch', {
      token: viewer,
      body: {
        requests: [
          { well_id: ids['Prairie 5H'], from: history.from, to: history.to },
          { well_id: id, from: history.from, to: history.to },
        ],
      },
    });
    expect(batch.status).toBe(403);
    expect(batch.body.message).toMatch(/^body\.requests\[1\]\.well_id: missing permission VIEW_LOGS/);
    const missing = await t.call('GET', `/api/logs/00000000-0000-4000-8000-000000000000/window?from=1&to=2`, { token: admin });
    expect(missing.status).toBe(404);
    const noPayload = await t.call('POST', '/api/charts/connections', {
      token: engineer,
      body: { well_id: id, payload: { start_date: history.from, end_date: history.to } },
    });
    expect(noPayload.body.message).toBe('body.parameters: Invalid parameters or payload');
    const other = await t.call('POST', '/api/charts/tripping_analysis', { token: engineer, body: { well_id: id } });
    expect(other.body.message).toBe('body.payload: Invalid payload');
  });

  it('batches several wells, catches a live pane up from its last second, and serves depth logs by MD and TVD', async () => {
    const a = ids['Red Hawk 2H'];
    const b = ids['Bluebonnet 12-1H'];
    const batch = await t.call('POST', '/api/logs/timelog/batch', {
      token: engineer,
      body: {
        requests: [
          { well_id: a, from: history.to - 600, to: history.to, width: 2000, channels: ['rpm'] },
          { well_id: b, from: history.to - 600, to: history.to, width: 100 },
        ],
      },
    });
    expect(batch.status).toBe(200);
    expect(batch.body.data.map((w: any) => [w.well_id, w.bucket_s])).toEqual([
      [a, 1],
      [b, 12],
    ]);
    const last = await t.call('POST', '/api/logs/timelog/batch_from_last', {
      token: engineer,
      body: { requests: [{ well_id: a, after: history.to - 11, channels: ['hookloadT'], width: 100 }] },
    });
    expect(last.body.data[0]).toMatchObject({ last: history.to - 1, from: history.to - 10, bucket_s: 1 });
    expect(last.body.data[0].t).toHaveLength(10);
    const md = await t.call('POST', '/api/logs/depthlog/batch?depth_type=MD', {
      token: engineer,
      body: { requests: [{ well_id: a, from_m: 0, to_m: 6000, width: 600 }] },
    });
    expect(md.status).toBe(200);
    const g = md.body.data[0].channels.gammaGapi;
    expect(g.max.filter((x: number | null) => x !== null).length).toBeGreaterThan(0);
    const tvd = await t.call('GET', `/api/logs/${a}/depth?from_m=0&to_m=6000&width=600&depth_type=TVD&channels=gammaGapi`, { token: engineer });
    expect(tvd.status).toBe(200);
    // Red Hawk 2H lands around 3,050 m TVD: its log, drilled below 4,000 m MD, sits above that in TVD.
    const filled = tvd.body.data.depth.filter((_: number, k: number) => tvd.body.data.channels.gammaGapi.max[k] !== null);
    expect(Math.max(...filled)).toBeLessThan(3300);
  });

  it('computes the KPIs the domain functions compute on the same seconds', async () => {
    const id = ids['Red Hawk 2H'];
    const { rows } = await t.server.db.query<{ rig_state: RigModelState; pipeline_state: any }>(
      'select rig_state, pipeline_state from log_well_state where well_id = $1',
      [id],
    );
    // The saved state's config is the model the history started from (the live simulator is off here).
    const model = createRigModel({ ...rows[0].rig_state.config });
    const chunk = model.nextChunk(history.to - history.from);
    const bw = rows[0].pipeline_state.rolling.blockWeightT;
    const series = { t: chunk.t, channels: chunk.channels };
    const body = (extra: object = {}) => ({ well_id: id, payload: { start_date: history.from, end_date: history.to }, ...extra });

    const stands = detectStands(series, { blockWeightT: bw });
    const conn = await t.call('POST', '/api/charts/connections', { token: engineer, body: body({ parameters: {} }) });
    expect(conn.status).toBe(200);
    const expected = connectionAnalysis(stands);
    expect(expected.rows.length).toBeGreaterThan(3);
    expect(conn.body.data.analysis_connection_data.rows.map((r: any) => [r.standIndex, r.slipsIn, r.weightToWeightS])).toEqual(
      expected.rows.map((r) => [r.standIndex, r.slipsInMs / 1000, r.weightToWeightS]),
    );
    expect(conn.body.data.ConnectionsDistributionData.weightToWeight).toEqual(expected.weightToWeightDistribution.counts);
    expect(conn.body.headers.analysis_connection_data[0]).toEqual({ field: 'standIndex', label: 'Stand' });

    // Detection is final up to the pipeline's margin before the history's end.
    const finalS = rows[0].pipeline_state.rolling.emittedToS;
    const n = finalS - history.from;
    const rig = detectRigStates(series, { blockWeightT: bw });
    const trips = trippingAnalysis(
      detectTrips(chunk.t.subarray(0, n), rig.activity.subarray(0, n), rig.primitives.flags.subarray(0, n), chunk.channels.bitDepthM.subarray(0, n)),
    );
    const trip = await t.call('POST', '/api/charts/tripping_analysis', { token: engineer, body: body() });
    expect(trip.body.data.TrippingStatTable.map((r: any) => [r.direction, r.trips, r.stands])).toEqual(
      (['in', 'out'] as const).map((d) => [d, trips.byDirection[d].trips, trips.byDirection[d].stands]),
    );

    const bins900 = Math.floor(finalS / 900) * 900;
    const act = await t.call('POST', '/api/logs/auto/activities_data', {
      token: engineer,
      body: { well_id: id, payload: { start_date: history.from, end_date: bins900 } },
    });
    expect(act.status).toBe(200);
    const rd = act.body.data.reporting_day;
    const m = bins900 - history.from;
    const byDay = activitiesByDay(chunk.t.subarray(0, m), rig.activity.subarray(0, m), { dayShiftS: rd.day_shift_s, utcOffsetS: rd.utc_offset_s });
    expect(act.body.data.ActivitiesByDayHistogramData.map((d: any) => [d.date, d.ROTARY_DRILLING, d.CONNECTION, d.TRIP_OUT])).toEqual(
      byDay.days.map((d) => [d.date, d.secondsByCode[0], d.secondsByCode[2], d.secondsByCode[6]]),
    );
    expect(act.body.data.ActivitiesStatData).toHaveLength(ACTIVITY_COUNT);

    const zeros = detectZeroReadings({ series, primitives: rig.primitives, thresholds: rig.thresholds }, 'wobT').filter((z) => z.timeMs < finalS * 1000);
    const zw = await t.call('POST', '/api/charts/zero_wob_stat', { token: engineer, body: body() });
    expect(zw.body.data.analysis_stat_data.count).toBe(zeros.length);
    expect(zw.body.data.readings.map((r: any) => r.time)).toEqual(zeros.map((z) => z.timeMs / 1000));

    const tl = await t.call('POST', '/api/charts/time_log', { token: engineer, body: body() });
    expect(tl.body.data.rows[0].start).toBe(history.from);
    // The last row is still open: it ends where detection is final, a margin before the last second.
    expect(tl.body.data.rows.at(-1)).toMatchObject({ open: true, end: finalS });
    console.log(
      `[${kind}] ${HISTORY_DAYS} d of Red Hawk 2H: ${expected.rows.length} connections, ${trips.trips.length} trips, ${zeros.length} zero-WOB readings, ${tl.body.data.rows.length} time log rows`,
    );
  });

  it('draws Days vs Depth from the hole depth the rig model drilled: depth at each reporting-day boundary to 0.1 m', async () => {
    const id = ids['Red Hawk 2H'];
    const { rows } = await t.server.db.query<{ rig_state: RigModelState; timezone: string }>(
      'select s.rig_state, w.timezone from log_well_state s join wells w on w.id = s.well_id where s.well_id = $1',
      [id],
    );
    const chunk = createRigModel({ ...rows[0].rig_state.config }).nextChunk(history.to - history.from);
    const holeAt = (s: number) => chunk.channels.holeDepthM[s - history.from];
    const r = await t.call('POST', '/api/charts/days_vs_depth', {
      token: engineer,
      body: { well_id: id, payload: { start_date: history.from, end_date: history.to } },
    });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.reporting_day).toEqual({ day_shift_s: 21_600, time_zone: rows[0].timezone });
    expect(d.days.length).toBeGreaterThanOrEqual(2);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: rows[0].timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const [k, day] of d.days.entries()) {
      // Each reporting day starts at 06:00 on the well's clock (the first may start before the record).
      expect(local.format(new Date(day.start * 1000))).toBe('06:00');
      if (day.depth_start_m !== null) expect(Math.abs(day.depth_start_m - holeAt(day.start - 1))).toBeLessThan(0.1);
      expect(Math.abs(day.depth_end_m - holeAt(day.end - 1))).toBeLessThan(0.1);
      if (k > 0) expect(day.depth_start_m).toBe(d.days[k - 1].depth_end_m);
    }
    expect(d.days[0].depth_start_m).toBeNull();
    // The curve: every point the recorded depth at its bucket's end, days counted from the rig's spud date.
    for (let i = 0; i < d.curve.time.length; i += 7) expect(Math.abs(d.curve.depth_m[i] - holeAt(d.curve.time[i] - 1))).toBeLessThan(0.1);
    expect(d.curve.days[0]).toBeCloseTo((d.curve.time[0] - d.spud) / 86_400, 5);
    expect(d.spud_from).toBe('rig spud date');
    // (a day of 1 Hz samples is too many to spread into Math.max)
    expect(d.deepest_m).toBeCloseTo(
      chunk.channels.holeDepthM.reduce((a, b) => Math.max(a, b), -Infinity),
      1,
    );
    // The AFE's planned curve: from spud to the well's planned TD (6,250 m for Red Hawk 2H).
    expect(d.plan.name).toBe('AFE drilling');
    expect([d.plan.depth_m[0], d.plan.days[0], d.plan.depth_m.at(-1)]).toEqual([0, 0, 6250]);
    expect(r.body.headers.days.map((h: any) => h.unit ?? '')).toEqual(['', 'd', 'm', 'm', 'm']);

    // Costs by the same days: the AFE's day rates (48,500 USD a day) by each day's hours, its metre
    // rates (60 USD a metre) by its progress, a manual line added to its day.
    const last = d.days.at(-1);
    await t.server.db.query(
      `insert into daily_cost_lines (well_id, report_date, cost_code, amount, description) values ($1, $2, 'FISH', 12000, 'Fishing job')`,
      [id, last.date],
    );
    const c = await t.call('POST', '/api/charts/cost', { token: engineer, body: { well_id: id, payload: { start_date: history.from, end_date: history.to } } });
    expect(c.status).toBe(200);
    const cd = c.body.data;
    expect(cd.days.map((x: any) => x.date)).toEqual(d.days.map((x: any) => x.date));
    let running = 0;
    for (const [k, day] of d.days.entries()) {
      const expected = (48_500 * (day.end - day.start)) / 86_400 + 60 * (day.progress_m ?? 0);
      expect(cd.days[k].auto).toBeCloseTo(expected, 6);
      expect(cd.days[k].manual).toBe(k === d.days.length - 1 ? 12_000 : 0);
      running += cd.days[k].total;
      expect(cd.days[k].cumulative).toBeCloseTo(running, 6);
    }
    expect(cd.breakdown.find((b: any) => b.code === 'FISH').amount).toBe(12_000);
    expect(cd.breakdown.reduce((a: number, b: any) => a + b.amount, 0)).toBeCloseTo(cd.total, 6);
    // The plan priced by the same rates: at TD, its days at 48,500 a day and 6,250 m at 60 a metre.
    const td = cd.plan.at(-1);
    expect(td.cost).toBeCloseTo(48_500 * td.days + 60 * 6250, 6);
    expect(cd.afe.total_with_contingency).toBeCloseTo(td.cost * 1.1, 6);
    const bad = await t.call('POST', '/api/charts/days_vs_depth', { token: engineer, body: { well_id: id } });
    expect([bad.status, bad.body.message]).toEqual([400, 'body.payload: Invalid payload']);
    expect((await t.call('POST', '/api/charts/days_vs_depth', { token: viewer, body: { well_id: id, payload: { start_date: 1, end_date: 2 } } })).status).toBe(
      403,
    );
  });

  it('answers tripping analysis as trippingAnalysis does for the stored trips (NaN-carrying records round-trip)', async () => {
    const m = createRigModel({ seed: 5, startTimeMs: Date.UTC(2026, 3, 1, 4, 30), startDepthM: 1400, targetDepthM: 1800, params: { nptProbability: 0.03 } });
    const c = m.nextChunk(4 * 86_400);
    const rig = detectRigStates({ t: c.t, channels: c.channels });
    const trips = detectTrips(c.t, rig.activity, rig.primitives.flags, c.channels.bitDepthM);
    expect(trips.length).toBeGreaterThan(1);
    const { rows } = await t.server.db.query<{ id: string }>(
      `insert into wells (name, project_id) select 'Trip test', project_id from wells where id = $1 returning id`,
      [ids['Red Hawk 2H']],
    );
    const wellId = rows[0].id;
    await writeDerived(t.server.db, wellId, { activity: null, intervals: [], bins: [], stands: [], trips, zeros: [], notes: [] });
    const from = c.t[0] / 1000;
    const r = await t.call('POST', '/api/charts/tripping_analysis', {
      token: admin,
      body: { well_id: wellId, payload: { start_date: from, end_date: from + 4 * 86_400 } },
    });
    expect(r.status).toBe(200);
    const expected = trippingAnalysis(trips);
    expect(r.body.data.tripping_speed_data.map((x: any) => [x.start, x.direction, x.speedMph])).toEqual(
      trips.map((x) => [x.startMs / 1000, x.direction, x.speedMph]),
    );
    expect(r.body.data.TrippingStatTable.find((x: any) => x.direction === 'out').speedMph).toBeCloseTo(expected.byDirection.out.speedMph, 9);
    expect(r.body.data.analysis_speed_data.in.connections.count).toBe(expected.byDirection.in.connections.count);
    expect(r.body.data.TrippingConnectionsAnalysisChart.length).toBe(trips.reduce((n, x) => n + x.connectionsS.length, 0));
    expect(r.body.headers.TrippingStatTable.map((h: any) => h.field)).toContain('standsPerHourExclConnections');
  });

  it('maps time to depth and depth to time for cursors, and recalculates a window to the same answer', async () => {
    const id = ids['Red Hawk 2H'];
    const at = history.to - 3600;
    const byTime = await t.call('POST', '/api/depth/by_time', { token: engineer, body: { well_id: id, values: [at] } });
    const hole = byTime.body.data[0].hole_depth_m;
    expect(hole).toBeGreaterThan(1000);
    const byDepth = await t.call('POST', '/api/depth/by_depth', { token: engineer, body: { well_id: id, values: [hole] } });
    expect(byDepth.body.data[0].time).toBeLessThanOrEqual(at);
    const before = (
      await t.call('POST', '/api/charts/time_log', {
        token: engineer,
        body: { well_id: id, payload: { start_date: history.from, end_date: history.from + 43_200 } },
      })
    ).body.data.rows;
    const recalc = await t.call('POST', '/api/data/recalculate', {
      token: engineer,
      body: { well_id: id, start_date: history.from + 7200, end_date: history.from + 36_000 },
    });
    expect(recalc.status).toBe(200);
    expect(recalc.body.data.changed_seconds).toBeLessThan(30);
    const after = (
      await t.call('POST', '/api/charts/time_log', {
        token: engineer,
        body: { well_id: id, payload: { start_date: history.from, end_date: history.from + 43_200 } },
      })
    ).body.data.rows;
    expect(after.map((r: any) => r.activity).join()).toBe(before.map((r: any) => r.activity).join());
    const reload = await t.call('POST', '/api/data/reload', { token: engineer, body: { well_id: id } });
    expect(reload.body.data).toMatchObject({ live: false, last: history.to - 1 });
  });
});
