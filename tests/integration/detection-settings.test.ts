/**
 * Detection settings per well through the API, on real data: Volve F-4 imported into an empty well,
 * detection re-run on it. The estimate is shown beside the override; an override reaches detection
 * (the time log changes); null goes back to the estimate; bad input is a 400 naming the field, an
 * unknown well a 404, a viewer may read but not change. The time log and KPI answers carry what
 * detection assumed (`detection.notes`), including an input left out at import.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { hasRefdata, refPath } from '../support/refdata';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer, type TestServer } from './support/test-server';

const F4 = 'drilling/volve_F-4_GenTime_chunk22_time_log.xml';
const FROM = 1475817804;
const TO = 1475827896;

async function importF4(t: TestServer, token: string, wellId: string, mapping: object[] = []) {
  const p = await t.call('POST', `/api/logs/${wellId}/import/preview`, {
    token,
    body: { file_name: 'F-4.xml', content_base64: readFileSync(refPath('logs', F4)).toString('base64') },
  });
  let view = p;
  for (let i = 0; view.body.data?.state === 'parsing' && i < 300; i++) {
    await new Promise((r) => setTimeout(r, 200));
    view = await t.call('GET', `/api/logs/${wellId}/import/${p.body.data.upload_id}`, { token });
  }
  expect(view.body.data.state, JSON.stringify(view.body)).toBe('ready');
  const c = await t.call('POST', `/api/logs/${wellId}/import/${p.body.data.upload_id}/commit`, { token, body: { mapping } });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
}

const recalc = async (t: TestServer, token: string, wellId: string) => {
  const r = await t.call('POST', '/api/data/recalculate', { token, body: { well_id: wellId, start_date: FROM, end_date: TO } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};

describeEachDatabase('detection settings and notes', (kind) => {
  if (!hasRefdata) return;
  const t = useTestServer(kind, { demoHistoryDays: 0.05 });
  let admin = '';
  let frac = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    frac = await t.login('frac@demo.drillspace', 'drillspace-frac');
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    for (const w of wells.body.data) ids[w.name] = w.id;
    // Red Hawk 3H is not spudded: no simulated channels to mix with.
    await importF4(t, admin, ids['Red Hawk 3H']);
  });

  it('shows the estimate from the data beside the (empty) override, and what detection used', async () => {
    const id = ids['Red Hawk 3H'];
    const before = await t.call('GET', `/api/wells/${id}/detection_settings`, { token: admin });
    expect(before.status).toBe(200);
    expect(before.body.data.overrides).toEqual({ block_weight_t: null, slips_below_t: null, on_bottom_m: null });
    const bw = before.body.data.estimate.block_weight_t;
    expect(bw.source).toBe('estimated');
    // Block + top drive of the jack-up weigh 67.6 t in slips (field-detection-score.test.ts).
    expect(Math.abs(bw.value - 67.6) / 67.6).toBeLessThan(0.1);
    expect(before.body.data.estimate.basis).toMatch(/last 24 h of stored data/);
    expect(before.body.data.estimate.slips_below_t.value).toBeGreaterThan(bw.value);
    expect(before.body.data.estimate.on_bottom_m).toMatchObject({ value: 0.5, source: 'default' });
    expect(before.body.data.in_use).toBeNull();

    await recalc(t, admin, id);
    const after = await t.call('GET', `/api/wells/${id}/detection_settings`, { token: admin });
    expect(after.body.data.in_use.block_weight_t.source).toBe('estimated');
    expect(Math.abs(after.body.data.in_use.block_weight_t.value - 67.6) / 67.6).toBeLessThan(0.1);
    expect(after.body.data.in_use.sample_interval_s).toBeGreaterThanOrEqual(2.5);
  });

  it('the time log and KPI answers say what detection assumed: readings held at 1 Hz, a bit depth that is no absolute depth', async () => {
    const id = ids['Red Hawk 3H'];
    await recalc(t, admin, id);
    const tl = await t.call('GET', `/api/logs/${id}/timelog?from=${FROM}&to=${TO}`, { token: admin });
    expect(tl.status).toBe(200);
    // F-4 is one long trip out (P&A): its rows are few, the trip's slips included in it.
    expect(tl.body.data.length).toBeGreaterThan(0);
    const notes = tl.body.detection.notes;
    expect(notes.find((n: any) => n.code === 'sparse-sampling')).toMatchObject({ input: 'sampling', input_label: 'Sampling' });
    expect(notes.find((n: any) => n.code === 'sparse-sampling').message).toMatch(/stored every 1 s, each held until the next/);
    expect(notes.find((n: any) => n.code === 'bit-depth-not-absolute')).toMatchObject({
      input: 'bitDepthM',
      input_label: 'Bit depth',
      assumed: 'out of hole is not judged from it',
    });
    for (const n of notes) {
      expect(n.from).toBeGreaterThanOrEqual(FROM);
      expect(n.to).toBeLessThanOrEqual(TO);
    }
    for (const url of ['/api/charts/time_log', '/api/charts/tripping_analysis', '/api/charts/zero_wob_stat', '/api/logs/auto/activities_data']) {
      const r = await t.call('POST', url, { token: admin, body: { well_id: id, payload: { start_date: FROM, end_date: TO } } });
      expect(r.status, url).toBe(200);
      expect(
        r.body.detection.notes.map((n: any) => n.code),
        url,
      ).toContain('bit-depth-not-absolute');
      expect(r.body.detection.parameters.block_weight_t.source, url).toBe('estimated');
    }
    const c = await t.call('POST', '/api/charts/connections', {
      token: admin,
      body: { well_id: id, parameters: {}, payload: { start_date: FROM, end_date: TO } },
    });
    expect(c.body.detection.notes.length).toBeGreaterThan(0);
    // A window before the data: nothing to say.
    const early = await t.call('GET', `/api/logs/${id}/timelog?from=${FROM - 7200}&to=${FROM - 3600}`, { token: admin });
    expect(early.body.detection.notes).toEqual([]);
  });

  it('an override reaches detection (and recalculation applies it); null goes back to the estimate', async () => {
    const id = ids['Red Hawk 3H'];
    const tripping = async () => {
      const r = await t.call('POST', '/api/logs/auto/activities_data', { token: admin, body: { well_id: id, payload: { start_date: FROM, end_date: TO } } });
      const trip = r.body.data.ActivitiesStatData.filter((a: any) => a.activity === 'TRIP_OUT' || a.activity === 'TRIP_IN' || a.activity === 'CONNECTION');
      return trip.reduce((s: number, a: any) => s + a.totalS, 0);
    };
    await recalc(t, admin, id);
    const estimated = await tripping();
    expect(estimated).toBeGreaterThan(5000);
    // A block of 40 t: the string (67 t in slips) never reads as in slips.
    const set = await t.call('PATCH', `/api/wells/${id}/detection_settings`, { token: admin, body: { block_weight_t: 40 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.overrides.block_weight_t).toBe(40);
    expect(set.body.data.estimate.block_weight_t.source).toBe('estimated');
    expect(set.body.message).toMatch(/recalculate/);
    await recalc(t, admin, id);
    const got = await t.call('GET', `/api/wells/${id}/detection_settings`, { token: admin });
    expect(got.body.data.in_use.block_weight_t).toEqual({ value: 40, source: 'override' });
    expect(got.body.data.updated_by).toBe(ADMIN.email);
    // What is left is the pipe moving (trip moves), no slips.
    expect(await tripping()).toBeLessThan(estimated / 4);

    const cleared = await t.call('PATCH', `/api/wells/${id}/detection_settings`, { token: admin, body: { block_weight_t: null } });
    expect(cleared.body.data.overrides.block_weight_t).toBeNull();
    await recalc(t, admin, id);
    expect(await tripping()).toBe(estimated);
  });

  it('refuses bad settings with a 400 naming the field, an unknown well with a 404, a viewer with a 403', async () => {
    const id = ids['Red Hawk 3H'];
    const patch = (body: unknown, token = admin, well = id) => t.call('PATCH', `/api/wells/${well}/detection_settings`, { token, body });
    const bad = [
      [{}, /give at least one setting to change/],
      [{ block_weight_t: 500 }, /^body\.block_weight_t: at most 150 t/],
      [{ on_bottom_m: 0 }, /^body\.on_bottom_m: at least 0\.05 m/],
      [{ slips_below_t: 'heavy' }, /^body\.slips_below_t/],
      [{ weight: 3 }, /^body: .*weight/],
      [{ block_weight_t: 60, slips_below_t: 50 }, /^body\.slips_below_t: must be above the block weight \(60 t\)/],
    ] as const;
    for (const [body, message] of bad) {
      const r = await patch(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await t.call('GET', `/api/wells/${id}/detection_settings`, { token: admin })).body.data.overrides).toEqual({
      block_weight_t: null,
      slips_below_t: null,
      on_bottom_m: null,
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await patch({ block_weight_t: 30 }, admin, unknown)).status).toBe(404);
    expect((await t.call('GET', `/api/wells/${unknown}/detection_settings`, { token: admin })).status).toBe(404);
    // Frankie Frac views Red Hawk 1H (VIEW_LOGS) without EDIT_TIMELOG; Red Hawk 3H is not his at all.
    const mine = ids['Red Hawk 1H'];
    expect((await t.call('GET', `/api/wells/${mine}/detection_settings`, { token: frac })).status).toBe(200);
    const refused = await patch({ block_weight_t: 30 }, frac, mine);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Missing permission EDIT_TIMELOG on this well');
    expect((await t.call('GET', `/api/wells/${id}/detection_settings`, { token: frac })).status).toBe(403);
    expect((await t.call('GET', `/api/wells/${id}/detection_settings`)).status).toBe(401);
  });

  it('an input left out at import is named in the answer with what was assumed instead', async () => {
    const { rows } = await t.server.db.query<{ id: string }>(
      `insert into wells (name, project_id) select 'F-4 without hole depth', project_id from wells where id = $1 returning id`,
      [ids['Red Hawk 3H']],
    );
    const id = rows[0].id;
    await importF4(t, admin, id, [{ mnemonic: 'Depth', skip: true }]);
    await recalc(t, admin, id);
    const tl = await t.call('GET', `/api/logs/${id}/timelog?from=${FROM}&to=${TO}`, { token: admin });
    const note = tl.body.detection.notes.find((n: any) => n.code === 'no-hole-depth');
    expect(note).toMatchObject({
      input: 'holeDepthM',
      input_label: 'Hole depth',
      message: 'no hole depth',
      assumed: 'hole depth taken as the deepest bit depth so far',
    });
    expect(note.from).toBe(FROM);
  });
});
