/**
 * Trajectory and message sources polled from a WITSML 1.4.1.1 store, end to end: the replayer's store
 * serves the real Volve 15/9-F-4 trajectory (87 stations, angles in rad) and message objects. A
 * trajectory source brings the first 40 surveyed stations into a new well's survey through the survey
 * import (one audited revision), then, when the rig has surveyed the rest, only the 47 new ones (a
 * second revision; the station at the inclusive mdMn comes again and is counted as a repeat). The
 * deepest station reads 55.0° at 3510 m as in the file. A message source brings the message into the
 * well's rig messages once, and its next polls ask only for messages changed at or after it (the store
 * answers it alone, dropped unread), then read the rig's second message once. The trajectory source runs an integration: its run is a session with its
 * steps and counts, finished when the source is stopped. Bad input is a 400 naming the field.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WitsmlStore } from '../../server/replay/witsml-store';
import { describeRefdata, refPath } from '../support/refdata';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

const PASSWORD = 'store-pass-objects';
const UID_WELL = '5e023a7f-1b34-4948-81ca-286bba72793b';
const UID_WELLBORE = 'dbffce7a-74d8-4443-8b7e-b937e5fede95';

/** The file's message and a second one the rig writes later: the same message under another uid, changed a day later. */
function withLaterMessage(xml: string): string {
  const m = /<message\s[\s\S]*?<\/message>/.exec(xml)![0];
  const later = m
    .replace('uid="403VIRG33"', 'uid="404LATER"')
    .replace(/<name>[^<]*<\/name>/, '<name>Name: Second message</name>')
    .replace(/<dTimLastChange>[^<]*<\/dTimLastChange>/, '<dTimLastChange>2016-10-01T23:11:05.916Z</dTimLastChange>');
  return xml.replace('</messages>', `${later}</messages>`);
}

const waitFor = async (what: string, ok: () => boolean | Promise<boolean>, ms = 60_000) => {
  for (const end = Date.now() + ms; !(await ok());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describeRefdata('WITSML 1.4.1.1 trajectory and message sources', () => {
  describeEachDatabase('store → survey and rig messages', (kind) => {
    const t = useTestServer(kind);
    let store: WitsmlStore;
    let url = '';
    let admin = '';
    let wellId = '';
    let trajectoryXml = '';
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      admin = await t.login(ADMIN.email, ADMIN.password);
      trajectoryXml = readFileSync(refPath('logs', 'witsml141', 'volve_F-4_trajectory.xml'), 'utf8');
      store = new WitsmlStore({
        rows: [],
        ids: { uidWell: UID_WELL, uidWellbore: UID_WELLBORE, uidLog: 'none' },
        username: 'reader',
        password: PASSWORD,
        speed: 1,
        trajectoryXml,
        messagesXml: withLaterMessage(readFileSync(refPath('logs', 'witsml141', 'volve_F-4_message.xml'), 'utf8')),
      });
      store.showStations(40);
      store.showMessages(1);
      url = await store.listen();
      wellId = (await t.server.db.query<{ id: string }>(`insert into wells (name) values ('F-4 surveys from a store') returning id`)).rows[0].id;
    });

    afterAll(async () => {
      await store?.stop();
    });

    const create = (body: object) => t.call('POST', '/api/admin/well_data_sources', { token: admin, body });
    const source = (name: string, k: string, remote: object) => ({
      well_id: wellId,
      name,
      protocol: 'witsml141',
      kind: k,
      url,
      username: 'reader',
      password: PASSWORD,
      remote: { uid_well: UID_WELL, uid_wellbore: UID_WELLBORE, ...remote },
      poll_s: 1,
    });

    it('refuses a trajectory source without its uid, naming the field', async () => {
      const r = await create(source('No uid', 'trajectory', {}));
      expect([r.status, r.body.message]).toEqual([400, "body.remote.uid_trajectory: required (the trajectory's uid in the store)"]);
      expect((await create({ ...source('Bad kind', 'mudlog', { uid_log: 'x' }) })).body.message).toMatch(/body\.kind/);
    });

    it('brings the surveyed stations as new revisions, the messages once, and records the session', async () => {
      const traj = await create(source('F-4 MWD surveys', 'trajectory', { uid_trajectory: '5VIRG33' }));
      expect(traj.status).toBe(201);
      expect(traj.body.data.kind).toBe('trajectory');
      ids.traj = traj.body.data.id;
      const msg = await create(source('F-4 rig messages', 'message', {}));
      ids.msg = msg.body.data.id;
      const provider = await t.server.db.query<{ id: string }>(
        `insert into external_providers (kind, name, url) values ('survey', 'Volve store', $1) returning id`,
        [url],
      );
      await t.server.db.query(`insert into integrations (name, provider_id, module, well_id, source_id) values ('F-4 surveys', $1, 'surveys', $2, $3)`, [
        provider.rows[0].id,
        wellId,
        ids.traj,
      ]);
      // Both start beside each other: neither is the well's live log.
      expect((await t.call('POST', `/api/admin/well_data_sources/${ids.traj}/start`, { token: admin })).status).toBe(200);
      expect((await t.call('POST', `/api/admin/well_data_sources/${ids.msg}/start`, { token: admin })).status).toBe(200);
      const only = await t.call('GET', `/api/admin/well_data_sources?kind=trajectory&well_id=${wellId}`, { token: admin });
      expect(only.body.data.map((s: { name: string }) => s.name)).toEqual(['F-4 MWD surveys']);

      const feeds = t.server.services.feeds!;
      const count = async () =>
        Number((await t.server.db.query<{ n: string }>('select count(*) as n from survey_stations where well_id = $1', [wellId])).rows[0].n);
      const revision = async () =>
        Number((await t.server.db.query<{ r: string }>('select revision as r from well_survey_settings where well_id = $1', [wellId])).rows[0]?.r ?? 0);
      await waitFor('the first 40 stations', async () => (await count()) === 40);
      const r1 = await revision();
      store.showStations(store.stationCount);
      await waitFor('all 87 stations', async () => (await count()) === 87);
      expect(await revision()).toBe(r1 + 1);
      const h = feeds.health(ids.traj)!;
      expect(h.status).toBe('online');
      expect(h.counters.good).toBe(87);
      expect(h.counters.duplicate).toBeGreaterThanOrEqual(1);
      const deepest = (
        await t.server.db.query<{ md_m: number; inc_deg: number; source: string }>(
          'select md_m, inc_deg, source from survey_stations where well_id = $1 order by md_m desc limit 1',
          [wellId],
        )
      ).rows[0];
      // The file's last station: md 3510 m; its incl in rad, read the same way from the file.
      const lastIncRad = Number(/<incl uom="rad">([^<]+)<\/incl>(?![\s\S]*<incl uom)/.exec(trajectoryXml)![1]);
      expect(Number(deepest.md_m)).toBe(3510);
      expect(Number(deepest.inc_deg)).toBeCloseTo((lastIncRad * 180) / Math.PI, 9);
      expect(deepest.source).toBe('mwd');
      const audited = await t.server.db.query(`select 1 from audit_log where action = 'survey_stations.import' and object_id = $1`, [wellId]);
      expect(audited.rows.length).toBe(2);

      await waitFor('the message', () => (feeds.health(ids.msg)?.counters.good ?? 0) === 1);
      // The next polls ask only for messages changed at or after the one taken: the store answers that one alone, dropped unread.
      await waitFor('two more polls', () => store.messagesServed.length >= 3);
      expect(store.messagesServed.slice(0, 3)).toEqual([1, 1, 1]);
      expect(feeds.health(ids.msg)?.counters.duplicate).toBe(0);
      const cursor = await t.server.db.query<{ read_after: string; read_after_uids: string[] }>(
        'select read_after, read_after_uids from well_data_source_state where source_id = $1',
        [ids.msg],
      );
      expect(cursor.rows[0]).toEqual({ read_after: '2016-09-30T23:11:05.916Z', read_after_uids: [expect.stringMatching(/\/403VIRG33$/)] });
      // The rig writes a second message: the next poll reads it alone.
      const polls = store.messagesServed.length;
      store.showMessages(2);
      await waitFor('the second message', () => (feeds.health(ids.msg)?.counters.good ?? 0) === 2);
      // Asked from the first one's change time: the two, then the second alone.
      expect(Math.max(...store.messagesServed.slice(polls))).toBe(2);
      expect(feeds.health(ids.msg)?.counters.duplicate).toBe(0);
      const notes = await t.server.db.query<{ title: string; depth_m: number; at_s: string; kind: string }>(
        'select title, depth_m, at_s::text as at_s, kind from well_notes where well_id = $1',
        [wellId],
      );
      expect(notes.rows.sort((a, b) => b.title.localeCompare(a.title))).toEqual([
        { title: 'Name: Well 15/9-F-4 set up in Baker system', depth_m: 3510, at_s: String(Date.parse('2016-09-30T10:17:46Z') / 1000), kind: 'message' },
        { title: 'Name: Second message', depth_m: 3510, at_s: String(Date.parse('2016-09-30T10:17:46Z') / 1000), kind: 'message' },
      ]);

      expect((await t.call('POST', `/api/admin/well_data_sources/${ids.traj}/stop`, { token: admin })).status).toBe(200);
      const sessions = await t.server.db.query<{ id: string; status: string; records_ok: string; records_bad: string }>(
        `select s.id, s.status, s.records_ok, s.records_bad from integration_sessions s join integrations i on i.id = s.integration_id where i.source_id = $1`,
        [ids.traj],
      );
      expect(sessions.rows.map((s) => [s.status, Number(s.records_ok), Number(s.records_bad)])).toEqual([['done', 87, 0]]);
      const steps = await t.server.db.query<{ name: string; status: string; count_ok: string }>(
        'select name, status, count_ok from integration_steps where session_id = $1 order by seq',
        [sessions.rows[0].id],
      );
      expect(steps.rows.map((s) => [s.name, s.status, Number(s.count_ok)])).toEqual([
        ['Connect to the provider', 'done', 0],
        ['Ingest trajectory stations', 'done', 87],
      ]);
      await t.call('POST', `/api/admin/well_data_sources/${ids.msg}/stop`, { token: admin });
    }, 120_000);
  });
});
