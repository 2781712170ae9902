import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('generic resources', (kind) => {
  const t = useTestServer(kind);

  it('lists, reads, creates, updates, deletes and batch-deletes companies', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const list = await t.call('GET', '/api/companies?limit=100', { token: admin });
    expect(list.body.total).toBe(6);
    expect(list.body.data.find((c: any) => c.name === 'Lone Star Drilling Co.').type_code).toBe('rc');
    const created = await t.call('POST', '/api/companies', { token: admin, body: { name: 'Acme Wireline', type_id: 2 } });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const bad = await t.call('POST', '/api/companies', { token: admin, body: { name: 'Bad Type', type_id: 4 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.type_id/);
    const patched = await t.call('PATCH', `/api/companies/${id}`, { token: admin, body: { status: 2 } });
    expect(patched.body.data).toMatchObject({ name: 'Acme Wireline', status: 2 });
    const read = await t.call('GET', `/api/companies/${id}`, { token: admin });
    expect(read.body.data.status).toBe(2);
    const second = await t.call('POST', '/api/companies', { token: admin, body: { name: 'Acme Coil', type_id: 5 } });
    const batch = await t.call('DELETE', '/api/companies', { token: admin, body: { ids: [id, second.body.data.id] } });
    expect(batch.status).toBe(200);
    expect((await t.call('GET', `/api/companies/${id}`, { token: admin })).status).toBe(404);
    const search = await t.call('GET', '/api/companies?search=frac', { token: admin });
    expect(search.body.data.map((c: any) => c.name)).toEqual(['Red Rock Frac Services']);
  });

  it('a list page tells the total of the whole list: a full page, the last page, a page past the end', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const page = async (q: string) => (await t.call('GET', `/api/companies?${q}`, { token: admin })).body as { data: { name: string }[]; total: number };
    const all = await page('limit=100');
    const pages = [await page('limit=4'), await page('limit=4&offset=4'), await page('limit=4&offset=8'), await page('limit=6')];
    expect(pages.map((p) => [p.data.length, p.total])).toEqual([
      [4, 6],
      [2, 6],
      [0, 6],
      [6, 6],
    ]);
    expect([...pages[0].data, ...pages[1].data].map((c) => c.name)).toEqual(all.data.map((c) => c.name));
    expect((await page('limit=4&search=zzz-no-such-company')).total).toBe(0);
  });

  it('non-admins may read companies but not write them', async () => {
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    expect((await t.call('GET', '/api/companies', { token: engineer })).status).toBe(200);
    const r = await t.call('POST', '/api/companies', { token: engineer, body: { name: 'X', type_id: 1 } });
    expect(r.status).toBe(403);
  });

  it('wells: every status and stage is present, filters work, well_rigs carry rig and spud date', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const all = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data;
    expect(new Set(all.map((w: any) => w.status_name))).toEqual(new Set(['active', 'paused', 'planned', 'completed']));
    expect(new Set(all.map((w: any) => w.stage))).toEqual(new Set(['drilling', 'completion_frac', 'completion_wireline', 'production']));
    expect(all.filter((w: any) => w.realtime).length).toBeGreaterThanOrEqual(2);
    const rh = all.find((w: any) => w.name === 'Red Hawk 2H');
    expect(rh.day_shift).toBe(21600);
    expect(rh.well_rigs[0]).toMatchObject({ rig_name: 'Lone Star 27' });
    expect(typeof rh.well_rigs[0].spud_date).toBe('number');
    const active = (await t.call('GET', '/api/wells?status=1&limit=100', { token: admin })).body.data;
    expect(active.every((w: any) => w.status === 1)).toBe(true);
    const offsets = await t.call('GET', `/api/wells/${rh.id}/offset_search?radius_m=100`, { token: admin });
    expect(offsets.body.data.map((w: any) => w.name)).toEqual(['Red Hawk 1H', 'Red Hawk 3H', 'Red Hawk 4H']);
    expect(offsets.body.data[0].distance_m).toBeCloseTo(10, 0);
  });

  it('a well update rejects an end date before the start date, naming the field', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const w = (await t.call('GET', '/api/wells?limit=1', { token: admin })).body.data[0];
    const r = await t.call('PATCH', `/api/wells/${w.id}`, { token: admin, body: { start_date: 2000, end_date: 1000 } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('body.end_date: Should be greater than start_date');
  });

  it('sync_filter answers the four bounds and rejects non-integer timestamps', async () => {
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const w = (await t.call('GET', '/api/wells/search?q=Red%20Hawk%202H', { token: engineer })).body.data[0];
    const ok = await t.call('POST', '/api/wells/sync_filter', {
      token: engineer,
      body: { start_date: w.start_date, end_date: w.start_date + 86400, sync_type: 'date', well_id: w.id },
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.data)).toEqual(expect.arrayContaining(['start_date', 'end_date', 'start_depth', 'end_depth']));
    const bad = await t.call('POST', '/api/wells/sync_filter', { token: engineer, body: { start_date: 1.5, end_date: 2, sync_type: 'date', well_id: w.id } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('body.start_date: must be an integer timestamp (epoch seconds)');
  });

  it('app state round-trips per user; a shared fragment opens by id; recent wells follow visits', async () => {
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    expect((await t.call('GET', '/api/backstore2/app_state', { token: engineer })).body.data).toBeNull();
    const config = { version: 3, layouts: { main: { rows: [1, 2] } } };
    expect((await t.call('PUT', '/api/backstore2/app_state', { token: engineer, body: { config } })).status).toBe(200);
    expect((await t.call('GET', '/api/backstore2/app_state', { token: engineer })).body.data).toEqual(config);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    expect((await t.call('GET', '/api/backstore2/app_state', { token: admin })).body.data).toBeNull();
    const shared = await t.call('POST', '/api/backstore/fragment/share', { token: engineer, body: { fragment: { layout: 'x' } } });
    expect(shared.status).toBe(201);
    expect((await t.call('GET', `/api/backstore/fragment/${shared.body.data.id}`, { token: admin })).body.data.fragment).toEqual({ layout: 'x' });
    const w = (await t.call('GET', '/api/wells/search?q=Bluebonnet%2012-1H', { token: engineer })).body.data[0];
    await t.call('GET', `/api/wells/${w.id}?well_stage=drilling`, { token: engineer });
    expect((await t.call('GET', '/api/wells/recent', { token: engineer })).body.data[0].id).toBe(w.id);
  });

  it('favourites: add and remove a well and a rig', async () => {
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const before = (await t.call('GET', '/api/favorites', { token: engineer })).body.data;
    expect(before.wells.length).toBe(2);
    const rig = (await t.call('GET', '/api/rigs?search=44', { token: engineer })).body.data[0];
    await t.call('POST', `/api/rigs/${rig.id}/favorite`, { token: engineer });
    await t.call('DELETE', `/api/wells/${before.wells[0].id}/favorite`, { token: engineer });
    const after = (await t.call('GET', '/api/favorites', { token: engineer })).body.data;
    expect(after.wells.length).toBe(1);
    expect(after.rigs.map((r: any) => r.name)).toContain('Lone Star 44');
  });

  it('references and OpenAPI docs are served', async () => {
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    expect((await t.call('GET', '/api/references/north_types', { token: engineer })).body.data.map((x: any) => x.id)).toEqual(['TRUE', 'GRID', 'MAGNETIC']);
    const bad = await t.call('GET', '/api/references/planets', { token: engineer });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^params\.name/);
    const docs = await t.call('GET', '/api/docs/json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toContain('/api/wells/{id}');
  });
});
