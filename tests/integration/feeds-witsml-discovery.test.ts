/**
 * Browsing a WITSML 1.4.1.1 store before choosing a source's object (POST …/witsml_discovery): the
 * replayer's store serves the Volve F-4 objects under their own uids (the GenTime rig-sensor log, the
 * ReamData depth log, the MWD trajectory; the well and wellbore documents name them). An
 * administrator lists the wells, the well's wellbores, the wellbore's logs and trajectories, each by
 * an id-only question, and a source made of the uids found stores the file's rows. A wrong password,
 * an unknown well and a store that is not there are answered ok false with the reason, never a 5xx;
 * a source's stored password is used without being sent again, only towards its own store; the
 * password is in no answer, audit row or log line.
 */
import { captureFeedLog } from './support/feed-log';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { curveColumns, readReplayRows, type ReplayFile } from '../../server/replay/file-rows';
import { WitsmlStore } from '../../server/replay/witsml-store';
import { describeRefdata, readRef, refPath } from '../support/refdata';
import { compareStoredWithFile } from './support/feed-file-compare';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const ROWS = 120;
const PASSWORD = 'browse-pass-3f9a';
const PATH = '/api/admin/well_data_sources';
const WELL = '5e023a7f-1b34-4948-81ca-286bba72793b';
const WELLBORE = 'dbffce7a-74d8-4443-8b7e-b937e5fede95';

describeRefdata('WITSML 1.4.1.1 store browsing against the replayer', () => {
  const t = useTestServer('pglite');
  const logged: string[] = [];
  const answers: string[] = [];
  let admin = '';
  let file: ReplayFile;
  let store: WitsmlStore;
  let url = '';

  beforeAll(async () => {
    file = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml'));
    file.rows = file.rows.slice(0, ROWS);
    // The time log's own uids in the file (its <log uidWell uidWellbore uid>).
    const own = /<log uidWell="([^"]+)" uidWellbore="([^"]+)" uid="([^"]+)"/.exec(readRef('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml'))!;
    expect([own[1], own[2]]).toEqual([WELL, WELLBORE]);
    store = new WitsmlStore({
      rows: file.rows,
      ...curveColumns(file),
      ids: { uidWell: own[1], uidWellbore: own[2], uidLog: own[3] },
      logName: file.name,
      username: 'reader',
      password: PASSWORD,
      speed: 400,
      wellXml: readRef('logs', 'witsml141', 'volve_F-4_well.xml'),
      wellboreXml: readRef('logs', 'witsml141', 'volve_F-4_wellbore.xml'),
      depthLogXml: readRef('logs', 'witsml141', 'volve_F-4_ReamData_depth_log.xml'),
      trajectoryXml: readRef('logs', 'witsml141', 'volve_F-4_trajectory.xml'),
    });
    url = await store.listen();
    admin = await t.login(ADMIN.email, ADMIN.password);
    captureFeedLog(t.server, logged);
  });
  afterAll(async () => {
    await store?.stop();
  });

  const call = async (method: string, path: string, body?: object, token = admin) => {
    const r = await t.call(method, path, { token, body });
    answers.push(JSON.stringify(r.body));
    return r;
  };
  const browse = (body: object, token = admin) => call('POST', `${PATH}/witsml_discovery`, body, token);
  const auth = { username: 'reader', password: PASSWORD };

  it('lists the wells, the well’s wellbores and the wellbore’s logs and trajectories, each asked id-only', async () => {
    const asked = store.idOnlyQuestions.length;
    const wells = await browse({ url, ...auth });
    expect(wells.status, JSON.stringify(wells.body)).toBe(200);
    expect(wells.body.data).toEqual({ ok: true, message: '1 well', level: 'well', objects: [{ uid: WELL, name: 'NO 15/9-F-4' }] });
    const bores = await browse({ url, ...auth, uid_well: WELL });
    expect(bores.body.data).toEqual({ ok: true, message: '1 wellbore', level: 'wellbore', objects: [{ uid: WELLBORE, name: 'NO 15/9-F-4' }] });
    const logs = await browse({ url, ...auth, uid_well: WELL, uid_wellbore: WELLBORE });
    // The file's log names: GenTime (the time log) and ReamData (the depth log), by name.
    expect(logs.body.data).toEqual({
      ok: true,
      message: '2 logs',
      level: 'log',
      objects: [
        { uid: '39VIRG33', name: 'GenTime' },
        { uid: '48VIRG33', name: 'ReamData' },
      ],
    });
    const trajectories = await browse({ url, ...auth, uid_well: WELL, uid_wellbore: WELLBORE, object: 'trajectory' });
    expect(trajectories.body.data.objects).toEqual([{ uid: '5VIRG33', name: 'MWD-15/9-F-4' }]);
    expect(store.idOnlyQuestions.slice(asked)).toEqual(['well', 'wellbore', 'log', 'trajectory']);
    // A well the store does not hold has no wellbores: an empty level, not an error.
    const none = await browse({ url, ...auth, uid_well: 'no-such-well' });
    expect(none.body.data).toEqual({ ok: true, message: '0 wellbores', level: 'wellbore', objects: [] });
  });

  it('a source made of the uids found stores the file', async () => {
    const wellId = (await t.server.db.query<{ id: string }>(`insert into wells (name) values ('F-4 browsed') returning id`)).rows[0].id;
    const log = (await browse({ url, ...auth, uid_well: WELL, uid_wellbore: WELLBORE })).body.data.objects.find((o: { name: string }) => o.name === 'GenTime');
    const created = await call('POST', PATH, {
      well_id: wellId,
      name: 'F-4 WITSML',
      protocol: 'witsml141',
      url,
      ...auth,
      poll_s: 1,
      remote: { uid_well: WELL, uid_wellbore: WELLBORE, uid_log: log.uid },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;

    // Stored credentials: no password sent, towards the source's own store only.
    const stored = await browse({ url, username: 'reader', source_id: id });
    expect([stored.body.data.ok, stored.body.data.objects.length]).toEqual([true, 1]);
    const elsewhere = await browse({ url: 'http://127.0.0.1:9/witsml/store', username: 'reader', source_id: id });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, expect.stringMatching(/^body\.password: /)]);

    expect((await call('POST', `${PATH}/${id}/start`)).status).toBe(200);
    const feeds = t.server.services.feeds!;
    const lastS = Math.floor(file.rows[ROWS - 1].timeS);
    for (const end = Date.now() + 45_000; feeds.feedWell(id)?.lastS !== lastS;) {
      if (Date.now() > end) throw new Error(`the feed did not reach the last row: ${JSON.stringify(feeds.health(id))}`);
      await new Promise((res) => setTimeout(res, 50));
    }
    await feeds.feedWell(id)!.flushNow();
    expect(feeds.health(id)!.counters).toEqual({ good: ROWS, bad: 0, duplicate: 0 });
    const { compared } = await compareStoredWithFile(t.server, id, file, lastS);
    expect(compared).toBeGreaterThan(ROWS * 5);
    expect((await call('POST', `${PATH}/${id}/stop`)).status).toBe(200);
  }, 60_000);

  it('says why when the store cannot be asked, never a 5xx', async () => {
    const wrong = await browse({ url, username: 'reader', password: 'not-it' });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toEqual({ ok: false, message: 'the store refused the credentials (HTTP 401)', level: 'well', objects: [] });
    const nobody = await browse({ url: 'http://127.0.0.1:9/witsml/store', uid_well: WELL });
    expect([nobody.body.data.ok, nobody.body.data.level]).toEqual([false, 'wellbore']);
    expect(nobody.body.data.message).toMatch(/^the store at 127\.0\.0\.1:9 cannot be reached/);
  });

  it('validates its input and is for administrators with MANAGE_WELLS', async () => {
    const ws = await browse({ url: 'ws://127.0.0.1/etp' });
    expect([ws.status, ws.body.message]).toEqual([400, expect.stringMatching(/^body\.url: /)]);
    const orphan = await browse({ url, uid_wellbore: WELLBORE });
    expect([orphan.status, orphan.body.message]).toEqual([400, expect.stringMatching(/^body\.uid_wellbore: /)]);
    const what = await browse({ url, uid_well: WELL, uid_wellbore: WELLBORE, object: 'mudLog' });
    expect([what.status, what.body.message]).toEqual([400, expect.stringMatching(/^body\.object: /)]);
    const dangling = await browse({ url, source_id: '00000000-0000-4000-8000-000000000000' });
    expect(dangling.status).toBe(404);
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    expect((await browse({ url }, engineer)).status).toBe(403);
  });

  it('the password is in no answer, audit row or log line', async () => {
    expect(answers.join('\n')).not.toContain(PASSWORD);
    const audits = await t.server.db.query(`select * from audit_log where action like 'data_sources.%'`);
    expect(audits.rows.filter((a) => String(a.action) === 'data_sources.witsml_discovery').length).toBeGreaterThan(4);
    expect(JSON.stringify(audits.rows)).not.toContain(PASSWORD);
    expect(logged.join('\n')).not.toContain(PASSWORD);
  });
});
