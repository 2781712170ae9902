/**
 * A provider's credentials never leave the server's keeping: a WITSML 1.4.1.1 log source with a
 * password polls the replayer's store of the Volve F-4 rig-sensor log until every row is stored,
 * a second source with a wrong password runs into the store's refusal, and an administrator reads,
 * edits, stops and browses them. Everything the server writes meanwhile is captured at debug level:
 * its request log (pino), its own log lines, and whatever reaches stdout and stderr. Neither
 * password, nor the Basic credentials the feed sends (base64 of user:password), appears in any of
 * that, in any API answer (list, read, create, edit, start, stop, discovery), in the audit rows or
 * in the sources' stored state; the password column holds a sealed value only. The sealed-password
 * tests (data-sources-api.test.ts, secrets) cover the storage; this covers the leaks around a run.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { curveColumns, readReplayRows, type ReplayFile } from '../../server/replay/file-rows';
import { WitsmlStore } from '../../server/replay/witsml-store';
import { startServer, type RunningServer } from '../../server/start';
import { describeRefdata, refPath } from '../support/refdata';
import { testConfig } from './support/databases';
import { ADMIN } from './support/test-server';

const ROWS = 150;
const PASSWORD = 'rig-secret-Q7v2-zz91';
const WRONG = 'wrong-secret-K4p8-yy03';
const IDS = { uidWell: 'W-F4', uidWellbore: 'WB-F4', uidLog: 'L-GenTime-22' };
const PATH = '/api/admin/well_data_sources';

describeRefdata('provider credentials in logs and API answers', () => {
  let server: RunningServer;
  let store: WitsmlStore;
  let file: ReplayFile;
  let url = '';
  let admin = '';
  const written: string[] = [];
  const answers: string[] = [];
  const restore: (() => void)[] = [];

  beforeAll(async () => {
    // Everything the process writes from here on, and the server's request log at debug level.
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream);
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        written.push(String(chunk));
        return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write;
      restore.push(() => (stream.write = write));
    }
    const requestLog = new PassThrough();
    requestLog.on('data', (c: Buffer) => written.push(c.toString()));
    server = await startServer(testConfig('pglite', null, { logLevel: 'debug' }), { listen: false, log: (m) => written.push(m), logStream: requestLog });
    await server.background;

    file = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml'));
    file.rows = file.rows.slice(0, ROWS);
    store = new WitsmlStore({
      rows: file.rows,
      ...curveColumns(file),
      ids: IDS,
      username: 'reader',
      password: PASSWORD,
      speed: 500,
    });
    url = await store.listen();
    const login = await call('POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
    admin = login.body.token;
  });
  afterAll(async () => {
    await store?.stop();
    await server?.close();
    for (const r of restore) r();
  });

  async function call(method: string, path: string, body?: object) {
    const res = await server.app.inject({
      method: method as 'GET',
      url: path,
      headers: admin ? { authorization: `Bearer ${admin}` } : {},
      ...(body ? { payload: body } : {}),
    });
    // The login answer carries the admin's token, not a provider's secret: kept out of the answers checked.
    if (path !== '/api/auth/login') answers.push(res.body);
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }

  it('a feed run with a password, a refused one and an admin reading them leak neither password', async () => {
    const wellId = (await server.db.query<{ id: string }>(`insert into wells (name) values ('F-4 secrets') returning id`)).rows[0].id;
    const otherWell = (await server.db.query<{ id: string }>(`insert into wells (name) values ('F-4 refused') returning id`)).rows[0].id;
    const source = (well_id: string, name: string, password: string) => ({
      well_id,
      name,
      protocol: 'witsml141',
      url,
      username: 'reader',
      password,
      poll_s: 1,
      remote: { uid_well: IDS.uidWell, uid_wellbore: IDS.uidWellbore, uid_log: IDS.uidLog },
    });
    const good = await call('POST', PATH, source(wellId, 'F-4 store', PASSWORD));
    const bad = await call('POST', PATH, source(otherWell, 'F-4 refused', WRONG));
    expect([good.status, bad.status]).toEqual([201, 201]);
    expect([good.body.data.has_password, bad.body.data.has_password]).toEqual([true, true]);
    const [id, badId] = [good.body.data.id as string, bad.body.data.id as string];
    expect((await call('POST', `${PATH}/${id}/start`)).status).toBe(200);
    expect((await call('POST', `${PATH}/${badId}/start`)).status).toBe(200);

    const feeds = server.services.feeds!;
    const lastS = Math.floor(file.rows[ROWS - 1].timeS);
    for (const end = Date.now() + 45_000; feeds.feedWell(id)?.lastS !== lastS || feeds.health(badId)?.status !== 'error';) {
      if (Date.now() > end) throw new Error(`the feeds did not get there: ${JSON.stringify([feeds.health(id), feeds.health(badId)])}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await feeds.feedWell(id)!.flushNow();
    expect(feeds.health(id)!.counters.good).toBe(ROWS);
    expect(store.refused).toBeGreaterThan(0);

    // An admin reads, edits, browses and stops them.
    const one = await call('GET', `${PATH}/${id}`);
    expect(one.body.data.state.status).toBe('online');
    const refused = await call('GET', `${PATH}/${badId}`);
    expect(refused.body.data.state).toMatchObject({ status: 'error', error: 'the store refused the credentials (HTTP 401)' });
    expect((await call('GET', `${PATH}?limit=1000`)).body.data.length).toBeGreaterThanOrEqual(2);
    expect((await call('PATCH', `${PATH}/${id}`, { name: 'F-4 store (edited)' })).status).toBe(200);
    expect((await call('POST', `${PATH}/witsml_discovery`, { url, username: 'reader', source_id: id })).body.data.ok).toBe(true);
    expect((await call('POST', `${PATH}/witsml_discovery`, { url, username: 'reader', password: WRONG })).body.data.ok).toBe(false);
    expect((await call('POST', `${PATH}/${id}/stop`)).status).toBe(200);
    expect((await call('POST', `${PATH}/${badId}/stop`)).status).toBe(200);

    // The capture worked: the request log and the feed's own lines are there.
    const everything = written.join('\n');
    expect(everything).toContain('/api/admin/well_data_sources');
    expect(answers.length).toBeGreaterThanOrEqual(12);
    const audits = JSON.stringify((await server.db.query(`select * from audit_log where action like 'data_sources.%'`)).rows);
    const state = JSON.stringify((await server.db.query(`select * from well_data_source_state`)).rows);
    const sealed = (await server.db.query<{ secret_enc: string }>('select secret_enc from well_data_sources where id = $1', [id])).rows[0].secret_enc;
    expect(sealed).toBeTruthy();
    for (const secret of [PASSWORD, WRONG, ...['reader:' + PASSWORD, 'reader:' + WRONG].map((c) => Buffer.from(c).toString('base64'))]) {
      expect(everything, 'server output').not.toContain(secret);
      expect(answers.join('\n'), 'API answers').not.toContain(secret);
      expect(audits, 'audit rows').not.toContain(secret);
      expect(state, 'stored state').not.toContain(secret);
      expect(sealed, 'sealed password').not.toContain(secret);
    }
  }, 90_000);
});
