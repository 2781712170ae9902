/**
 * Admin › well data sources through the API: an administrator adds a WITS0 source to a new well,
 * starts it without restarting the server, a rig streams a few real records (Volve F-4) and the
 * source shows online with its lag and counts; stopping it closes the listener. The password is
 * sealed at rest and never answered, audited or logged; bad input is a 400 naming the field, an
 * unknown well or source a 404, a second running source on a well or a simulated well a 409, and
 * a non-admin is refused.
 */
import { captureFeedLog } from './support/feed-log';
import { createServer, connect } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { readReplayRows } from '../../server/replay/file-rows';
import { Wits0Sender } from '../../server/replay/wits0-sender';
import { hasRefdata, refPath } from '../support/refdata';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const PASSWORD = 'rig-secret-9f8e7d';

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect({ host: '127.0.0.1', port });
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });

describeEachDatabase('well data sources API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let wellId = '';
  let port = 0;
  const logged: string[] = [];

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    wellId = (await t.server.db.query<{ id: string }>(`insert into wells (name) values ('WITS0 test well') returning id`)).rows[0].id;
    port = await freePort();
    // Everything the feeds log goes here too: the password must never appear.
    captureFeedLog(t.server, logged);
  });

  const create = (body: object, token = admin) => t.call('POST', '/api/admin/well_data_sources', { token, body });
  const valid = () => ({ well_id: wellId, name: 'EDR', protocol: 'wits0', mode: 'listen', host: '127.0.0.1', port, username: 'edr', password: PASSWORD });

  it('refuses bad input naming the field, unknown wells and sources, and non-admins', async () => {
    expect((await create({ ...valid(), port: 70000 })).body.message).toMatch(/body\.port/);
    expect((await create({ ...valid(), protocol: 'modbus' })).body.message).toMatch(/body\.protocol/);
    expect((await create({ ...valid(), extra: 1 })).status).toBe(400);
    const badUnit = await create({ ...valid(), mapping: [{ item: '0108', channel: 'bitDepthM', unit: 'psi' }] });
    expect([badUnit.status, badUnit.body.message]).toEqual([400, "body.mapping: item 0108 in 'psi' does not convert to Bit depth (m)"]);
    expect((await create({ ...valid(), mapping: [{ item: '108', channel: 'bitDepthM' }] })).body.message).toMatch(/body\.mapping/);
    const store = {
      well_id: wellId,
      name: 'Store',
      protocol: 'witsml141',
      url: 'https://store.example/witsml',
      remote: { uid_well: 'w', uid_wellbore: 'b', uid_log: 'l' },
    };
    expect((await create({ ...store, url: 'ftp://store.example' })).body.message).toMatch(/body\.url/);
    expect((await create({ ...store, remote: { uid_well: 'w' } })).body.message).toMatch(/body\.remote/);
    expect((await create({ ...store, host: '127.0.0.1' })).status).toBe(400);
    const made = await create({ ...store, poll_s: 2 });
    expect([made.status, made.body.data.protocol, made.body.data.url, made.body.data.poll_s, made.body.data.host]).toEqual([
      201,
      'witsml141',
      store.url,
      2,
      null,
    ]);
    expect((await t.call('DELETE', `/api/admin/well_data_sources/${made.body.data.id}`, { token: admin })).status).toBe(200);
    expect((await create({ ...valid(), well_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await t.call('GET', '/api/admin/well_data_sources/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
    expect((await create(valid(), engineer)).status).toBe(403);
    expect((await t.call('GET', '/api/admin/well_data_sources', { token: engineer })).status).toBe(403);
  });

  it('adds an ETP 1.2 source: ws(s) endpoint and channel URIs checked, the bearer token sealed, its fields kept to its protocol', async () => {
    const uri = 'eml:///witsml20.Channel(8fbdf4d9-371a-5349-afdd-cbedcfcfffee)';
    const etp = { well_id: wellId, name: 'ETP', protocol: 'etp12', url: 'wss://etp.example/etp', password: PASSWORD, remote: { uris: [uri] } };
    expect((await create({ ...etp, url: 'https://etp.example/etp' })).body.message).toMatch(/body\.url/);
    expect((await create({ ...etp, remote: { uris: [] } })).body.message).toMatch(/body\.remote\.uris/);
    expect((await create({ ...etp, remote: { uris: ['witsml20.Channel(x)'] } })).body.message).toMatch(/body\.remote\.uris/);
    expect((await create({ ...etp, remote: { uid_well: 'w', uid_wellbore: 'b', uid_log: 'l' } })).status).toBe(400);
    const made = await create(etp);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ protocol: 'etp12', url: etp.url, remote: { uris: [uri] }, username: null, has_password: true });
    expect(JSON.stringify(made.body)).not.toContain(PASSWORD);
    const id = made.body.data.id as string;
    const patch = (body: object) => t.call('PATCH', `/api/admin/well_data_sources/${id}`, { token: admin, body });
    expect((await patch({ url: 'https://store.example/witsml' })).body.message).toMatch(/body\.url/);
    expect((await patch({ remote: { uid_well: 'w', uid_wellbore: 'b', uid_log: 'l' } })).body.message).toMatch(/body\.remote/);
    const moved = await patch({ remote: { uris: [uri, uri.replace('8fbd', '9fbd')] } });
    expect([moved.status, moved.body.data.protocol, moved.body.data.remote.uris.length]).toEqual([200, 'etp12', 2]);
    const listed = await t.call('GET', '/api/admin/well_data_sources', { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(PASSWORD);
    expect((await t.call('DELETE', `/api/admin/well_data_sources/${id}`, { token: admin })).status).toBe(200);
  });

  it('seals the password: stored encrypted, never answered or audited', async () => {
    const r = await create(valid());
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ well_id: wellId, has_password: true, username: 'edr', enabled: false, state: { status: 'offline', good_records: 0 } });
    expect(JSON.stringify(r.body)).not.toContain(PASSWORD);
    const { rows } = await t.server.db.query<{ secret_enc: string }>('select secret_enc from well_data_sources where id = $1', [r.body.data.id]);
    expect(rows[0].secret_enc).toMatch(/^v1:/);
    expect(rows[0].secret_enc).not.toContain(PASSWORD);
    expect(t.server.services.secrets.open(rows[0].secret_enc)).toBe(PASSWORD);
    const audit = await t.server.db.query<{ details: unknown }>(`select details from audit_log where action like 'data_sources.%'`);
    expect(JSON.stringify(audit.rows)).not.toContain(PASSWORD);
    const list = await t.call('GET', `/api/admin/well_data_sources?well_id=${wellId}`, { token: admin });
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(PASSWORD);
    expect(JSON.stringify(list.body)).not.toContain('v1:');
  });

  it('starts without a restart, goes online with its lag when a rig streams, and stops', async () => {
    if (!hasRefdata) return;
    const [source] = (await t.call('GET', `/api/admin/well_data_sources?well_id=${wellId}`, { token: admin })).body.data;
    const started = await t.call('POST', `/api/admin/well_data_sources/${source.id}/start`, { token: admin });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.enabled).toBe(true);
    expect(started.body.data.state.status).toBe('offline');
    expect((await t.server.db.query<{ realtime: boolean }>('select realtime from wells where id = $1', [wellId])).rows[0].realtime).toBe(true);

    const rows = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml')).rows.slice(0, 20);
    // As if drilled now: the last row is 3 s old when it is sent.
    const shift = Math.floor(Date.now() / 1000 - rows[rows.length - 1].timeS) - 3;
    const sender = new Wits0Sender({ rows, mode: 'connect', host: '127.0.0.1', port, speed: Infinity, timeShiftS: shift });
    await sender.run();
    let view = started.body.data;
    for (let i = 0; i < 100 && view.state.good_records < 20; i++) {
      await new Promise((r) => setTimeout(r, 100));
      view = (await t.call('GET', `/api/admin/well_data_sources/${source.id}`, { token: admin })).body.data;
    }
    expect(view.state).toMatchObject({ status: 'online', good_records: 20, bad_records: 0, last_s: Math.floor(rows[19].timeS) + shift });
    expect(view.state.lag_s).toBeGreaterThanOrEqual(2);
    expect(view.state.lag_s).toBeLessThan(60);
    // The well says so too (spec 3: connection online), from the health the feed's holder writes every 5 s.
    const connection = async () => (await t.call('GET', `/api/wells/${wellId}`, { token: admin })).body.data.connection;
    for (let i = 0; i < 100 && (await connection()) !== 'online'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await connection()).toBe('online');
    await sender.stop();

    // A second source on the same well cannot run beside it; a simulated well takes none.
    const second = await create({ ...valid(), name: 'EDR 2', mode: 'connect', port: 1 });
    expect((await t.call('POST', `/api/admin/well_data_sources/${second.body.data.id}/start`, { token: admin })).status).toBe(409);
    const { rows: sim } = await t.server.db.query<{ well_id: string }>('select well_id from log_well_state where rig_state is not null limit 1');
    if (sim[0]) {
      const onSim = await create({ ...valid(), well_id: sim[0].well_id, name: 'EDR 3', mode: 'connect', port: 1 });
      const r = await t.call('POST', `/api/admin/well_data_sources/${onSim.body.data.id}/start`, { token: admin });
      expect([r.status, r.body.message]).toEqual([409, expect.stringContaining('rig simulator')]);
    }

    const stopped = await t.call('POST', `/api/admin/well_data_sources/${source.id}/stop`, { token: admin });
    expect(stopped.body.data).toMatchObject({ enabled: false, state: { status: 'offline', good_records: 20 } });
    expect(await refused(port)).toBe(true);
    expect(await connection()).toBe('offline');
    expect(logged.join('\n')).not.toContain(PASSWORD);
    expect(logged.join('\n')).toContain('started');
  });

  it('lists at most `limit` sources (1 to 1000), anything else a 400 naming limit', async () => {
    const list = (q: string) => t.call('GET', `/api/admin/well_data_sources?${q}`, { token: admin });
    await create({ ...valid(), name: 'EDR limit', mode: 'connect', port: 2 });
    const all = await list('limit=1000');
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(2);
    const one = await list('limit=1');
    expect([one.status, one.body.data.length]).toEqual([200, 1]);
    expect(one.body.data[0].id).toBe(all.body.data[0].id);
    for (const bad of ['0', '1001', 'ten', '2.5']) {
      const r = await list(`limit=${bad}`);
      expect([r.status, r.body.message]).toEqual([400, expect.stringMatching(/limit/)]);
    }
  });

  it('edits a source: a listening port taken by another is a 409 naming the port and its holder, an unknown source a 404', async () => {
    const other = await freePort();
    const made = await create({ ...valid(), name: 'EDR edit', port: other });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    const patch = (body: object, at = id) => t.call('PATCH', `/api/admin/well_data_sources/${at}`, { token: admin, body });
    const taken = await patch({ port });
    expect([taken.status, taken.body.message]).toEqual([409, `body.port: 127.0.0.1:${port} is already taken by EDR of WITS0 test well`]);
    const twice = await create({ ...valid(), name: 'EDR again', port: other });
    expect([twice.status, twice.body.message]).toEqual([409, expect.stringMatching(/^body\.port: .* taken by EDR edit of WITS0 test well$/)]);
    // Connecting to that port is no listener: allowed.
    expect((await create({ ...valid(), name: 'EDR client', mode: 'connect', port: other })).status).toBe(201);
    const renamed = await patch({ name: 'EDR edited', mode: 'listen', host: '127.0.0.1', port: other });
    expect([renamed.status, renamed.body.data.name, renamed.body.data.port, renamed.body.data.has_password]).toEqual([200, 'EDR edited', other, true]);
    expect((await patch({ port: 0 })).body.message).toMatch(/^body\.port/);
    expect((await patch({ name: 'x' }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.call('PATCH', `/api/admin/well_data_sources/${id}`, { token: engineer, body: { name: 'y' } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/admin/well_data_sources/${id}`, { token: admin })).status).toBe(200);
    expect((await t.call('DELETE', `/api/admin/well_data_sources/${id}`, { token: admin })).status).toBe(404);
  });
});
