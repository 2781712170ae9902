/**
 * Admin › Integrations through the API on both databases: the seeded demo integrations (the LS-27
 * real-time log with its finished session of 3,600 records and two steps; surveys and messages run
 * by their data sources); create one against the demo survey provider with the Petrolink real-time
 * log's channels and see its mapping status from the mnemonic dictionary (BITDEPTH ft → bit depth
 * × 0.3048; an unknown mnemonic unmapped; an override ignoring it); change and delete it, audited
 * with before and after. Bad input is a 400 naming the field, a dangling provider, well, source or
 * session a 404, a duplicate name a 409, a non-admin a 403.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('integrations API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let providerId = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    providerId = (await t.server.db.query<{ id: string }>(`select id from external_providers where name = 'Rig LS-27 WITSML store'`)).rows[0].id;
  });

  const get = (url: string, token = admin) => t.call('GET', `/api/admin/integrations${url}`, { token });

  it('lists the demo integrations with their mapping summary and last session, and opens the session with its steps', async () => {
    const list = await get('');
    expect(list.status).toBe(200);
    const names = list.body.data.map((i: { name: string }) => i.name);
    expect(names).toEqual(['LS-27 real-time log', 'LS-27 rig messages', 'LS-27 surveys']);
    const rt = list.body.data[0];
    expect([rt.provider_name, rt.module, rt.direction, rt.well_name]).toEqual(['Rig LS-27 WITSML store', 'realtime', 'import', 'Red Hawk 2H']);
    expect(rt.mapping_summary.total).toBe(13);
    expect(rt.mapping_summary.mapped).toBeGreaterThanOrEqual(10);
    expect([rt.last_session.status, rt.last_session.records_ok]).toEqual(['done', 3600]);
    const surveys = list.body.data[2];
    expect([surveys.source_name, surveys.source_status, surveys.last_session]).toEqual(['LS-27 mwd surveys'.replace('mwd', 'MWD'), 'offline', null]);

    const sessions = await get(`/${rt.id}/sessions`);
    expect(sessions.body.data).toHaveLength(1);
    const one = await get(`/${rt.id}/sessions/${sessions.body.data[0].id}`);
    expect(one.body.data.steps.map((s: { name: string; status: string; count_ok: number }) => [s.name, s.status, s.count_ok])).toEqual([
      ['Connect to the provider', 'done', 0],
      ['Ingest channel data', 'done', 3600],
    ]);
    // One hour and two seconds of connecting: finished − started.
    expect((Date.parse(one.body.data.finished_at) - Date.parse(one.body.data.started_at)) / 1000).toBe(3602);
    expect((await get(`/${rt.id}/sessions/${randomUUID()}`)).status).toBe(404);
    expect((await get(`/${surveys.id}/sessions/${sessions.body.data[0].id}`)).status).toBe(404);
  });

  it('creates, maps, changes and deletes an integration, audited', async () => {
    const body = {
      name: 'Petrolink test feed',
      provider_id: providerId,
      module: 'realtime',
      channels: [
        { mnemonic: 'BITDEPTH', unit: 'ft' },
        { mnemonic: 'HOOKLOAD', unit: 'klbf' },
        { mnemonic: 'XYZZY', unit: 'furlong' },
      ],
    };
    const made = await t.call('POST', '/api/admin/integrations', { token: admin, body });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data.mapping_summary).toEqual({ total: 3, mapped: 2, unmapped: 1, ignored: 0, unconvertible: 0 });
    const mapping = (await get(`/${id}/mapping`)).body.data;
    expect(mapping[0]).toMatchObject({ mnemonic: 'BITDEPTH', channel: 'bitDepthM', target_unit: 'm', status: 'mapped' });
    expect(mapping[0].factor).toBeCloseTo(0.3048, 12);
    expect(mapping[1].factor).toBeCloseTo(0.45359237, 8);
    expect(mapping[2]).toMatchObject({ mnemonic: 'XYZZY', status: 'unmapped' });

    const changed = await t.call('PATCH', `/api/admin/integrations/${id}`, { token: admin, body: { overrides: [{ mnemonic: 'XYZZY', channel: null }] } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.mapping_summary.ignored).toBe(1);
    const bad = await t.call('PATCH', `/api/admin/integrations/${id}`, { token: admin, body: { overrides: [{ mnemonic: 'HOOKLOAD', channel: 'sppMPa' }] } });
    expect([bad.status, bad.body.message]).toEqual([400, "body.overrides.0.channel: HOOKLOAD in 'klbf' does not convert to Standpipe pressure (MPa)"]);

    const audits = await t.server.db.query<{ action: string; details: { before?: unknown; after?: unknown } }>(
      `select action, details from audit_log where object_type = 'integrations' and object_id = $1 order by id`,
      [id],
    );
    expect(audits.rows.map((a) => a.action)).toEqual(['integrations.create', 'integrations.update']);
    expect(audits.rows[1].details.before).toEqual({ overrides: [] });

    expect((await t.call('DELETE', `/api/admin/integrations/${id}`, { token: admin })).status).toBe(200);
    expect((await get(`/${id}`)).status).toBe(404);
  });

  it('answers 400 naming the field, 404 for dangling ids, 409 for a duplicate name and 403 for a non-admin', async () => {
    const post = (body: object, token = admin) => t.call('POST', '/api/admin/integrations', { token, body });
    const ok = { name: 'Another feed', provider_id: providerId, module: 'surveys' };
    expect((await post({ ...ok, module: 'mudlog' })).body.message).toMatch(/body\.module/);
    expect((await post({ ...ok, name: '' })).body.message).toMatch(/body\.name/);
    expect((await post({ ...ok, channels: [{ mnemonic: '', unit: 'm' }] })).body.message).toMatch(/body\.channels/);
    expect((await post({ ...ok, extra: 1 })).status).toBe(400);
    const dangling = await post({ ...ok, provider_id: randomUUID() });
    expect([dangling.status, dangling.body.message]).toEqual([404, expect.stringMatching(/^body\.provider_id: External provider/)]);
    expect((await post({ ...ok, well_id: randomUUID() })).status).toBe(404);
    expect((await post({ ...ok, source_id: randomUUID() })).status).toBe(404);
    const dup = await post({ ...ok, name: 'ls-27 SURVEYS' });
    expect([dup.status, dup.body.message]).toEqual([409, 'body.name: The value must be unique']);
    expect((await post(ok, engineer)).status).toBe(403);
    expect((await get('', engineer)).status).toBe(403);
    expect((await get(`/${randomUUID()}`)).status).toBe(404);
    expect((await t.call('PATCH', `/api/admin/integrations/${randomUUID()}`, { token: admin, body: { enabled: false } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/admin/integrations/${randomUUID()}`, { token: admin })).status).toBe(404);
  });

  it('edits an integration: a name taken is a 409, a dangling provider, well or source a 404, and nothing changed by a refusal', async () => {
    const made = await t.call('POST', '/api/admin/integrations', { token: admin, body: { name: 'Edited feed', provider_id: providerId, module: 'surveys' } });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    const patch = (body: object) => t.call('PATCH', `/api/admin/integrations/${id}`, { token: admin, body });
    const dup = await patch({ name: 'LS-27 rig messages' });
    expect([dup.status, dup.body.message]).toEqual([409, 'body.name: The value must be unique']);
    const noProvider = await patch({ provider_id: randomUUID() });
    expect([noProvider.status, noProvider.body.message]).toEqual([404, expect.stringMatching(/^body\.provider_id: /)]);
    expect((await patch({ well_id: randomUUID() })).body.message).toMatch(/^body\.well_id: /);
    expect((await patch({ source_id: randomUUID() })).status).toBe(404);
    expect((await patch({ module: 'mudlog' })).body.message).toMatch(/body\.module/);
    const kept = await get(`/${id}`);
    expect([kept.body.data.name, kept.body.data.provider_id, kept.body.data.module]).toEqual(['Edited feed', providerId, 'surveys']);
    const renamed = await patch({ name: 'Edited feed 2', enabled: false });
    expect([renamed.status, renamed.body.data.name, renamed.body.data.enabled]).toEqual([200, 'Edited feed 2', false]);
    expect((await t.call('DELETE', `/api/admin/integrations/${id}`, { token: admin })).status).toBe(200);
    expect((await t.call('DELETE', `/api/admin/integrations/${id}`, { token: admin })).status).toBe(404);
  });
});
