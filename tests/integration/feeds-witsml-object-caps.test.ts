/**
 * Trajectory and message sources respect a WITSML 1.4.1.1 store's stated limits, as log sources do:
 * the replayer's store serves the real Volve 15/9-F-4 trajectory (87 stations) and the file's rig
 * message with six later ones derived from it (same text, other uids, each changed an hour after the
 * previous), and its WMLS_GetCap states maxDataNodes 10 for trajectories and 3 for messages, which it
 * enforces (Result 2 when more wait). Every question asks maxReturnNodes within those limits, the
 * next slice comes at once from the last station's MD or the last message's change time, and every
 * station and message arrives once. A store that goes down puts the poller in error with back-off
 * (the next question twice the poll interval later); when it is back, its limits are asked again
 * and the trajectory carries on from the last station without a gap.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FeedSink } from '../../server/feeds/feed-types';
import { Witsml141ObjectFeed, type ObjectIngest } from '../../server/feeds/witsml/witsml141-objects';
import { WitsmlStore, type WitsmlStoreOptions } from '../../server/replay/witsml-store';
import { describeRefdata, refPath } from '../support/refdata';
import { freePort } from './support/free-port';
import { ADMIN, useTestServer } from './support/test-server';

const PASSWORD = 'store-pass-object-caps';
const UID_WELL = '5e023a7f-1b34-4948-81ca-286bba72793b';
const UID_WELLBORE = 'dbffce7a-74d8-4443-8b7e-b937e5fede95';
const CAPS = { trajectory: 10, message: 3 };
const MESSAGES = 7;

/**
 * The file's message and MESSAGES - 1 later ones: other uids, each changed `hours[i]` hours after the
 * file's one (by default an hour after the one before).
 */
function withLaterMessages(xml: string, hours = Array.from({ length: MESSAGES - 1 }, (_, i) => i + 1)): string {
  const m = /<message\s[\s\S]*?<\/message>/.exec(xml)![0];
  const changed = Date.parse(/<dTimLastChange>([^<]+)<\/dTimLastChange>/.exec(m)![1]);
  const later = hours.map((h, i) =>
    m
      .replace('uid="403VIRG33"', `uid="LATER-${i + 1}"`)
      .replace(/<name>[^<]*<\/name>/, `<name>Name: later message ${i + 1}</name>`)
      .replace(/<dTimLastChange>[^<]*<\/dTimLastChange>/, `<dTimLastChange>${new Date(changed + h * 3_600_000).toISOString()}</dTimLastChange>`),
  );
  // Written out of order: the store slices them in the order of their change time.
  return xml.replace('</messages>', `${later.reverse().join('')}</messages>`);
}

const waitFor = async (what: string, ok: () => boolean | Promise<boolean>, ms = 60_000) => {
  for (const end = Date.now() + ms; !(await ok());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describeRefdata('WITSML 1.4.1.1 trajectory and message polling under a store with limits', () => {
  const t = useTestServer('pglite');
  const stores: WitsmlStore[] = [];
  let trajectoryXml = '';
  let messagesXml = '';
  let fileMessages = '';
  const open = async (o: Partial<WitsmlStoreOptions> = {}) => {
    const store = new WitsmlStore({
      rows: [],
      ids: { uidWell: UID_WELL, uidWellbore: UID_WELLBORE, uidLog: 'none' },
      username: 'reader',
      password: PASSWORD,
      speed: 1,
      trajectoryXml,
      messagesXml,
      objectCaps: CAPS,
      ...o,
    });
    stores.push(store);
    return { store, url: await store.listen() };
  };

  beforeAll(() => {
    trajectoryXml = readFileSync(refPath('logs', 'witsml141', 'volve_F-4_trajectory.xml'), 'utf8');
    fileMessages = readFileSync(refPath('logs', 'witsml141', 'volve_F-4_message.xml'), 'utf8');
    messagesXml = withLaterMessages(fileMessages);
  });
  afterAll(async () => {
    for (const s of stores) await s.stop();
  });

  it('asks for at most the stated stations and messages, takes the next slice at once and gets each once', async () => {
    const { store, url } = await open();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const wellId = (await t.server.db.query<{ id: string }>(`insert into wells (name) values ('F-4 capped store') returning id`)).rows[0].id;
    const ids: Record<string, string> = {};
    for (const [name, kind, remote] of [
      ['F-4 capped surveys', 'trajectory', { uid_well: UID_WELL, uid_wellbore: UID_WELLBORE, uid_trajectory: '5VIRG33' }],
      ['F-4 capped messages', 'message', { uid_well: UID_WELL, uid_wellbore: UID_WELLBORE }],
    ] as const) {
      const body = { well_id: wellId, name, protocol: 'witsml141', kind, url, username: 'reader', password: PASSWORD, remote, poll_s: 30 };
      const r = await t.call('POST', '/api/admin/well_data_sources', { token: admin, body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids[kind] = r.body.data.id;
      expect((await t.call('POST', `/api/admin/well_data_sources/${ids[kind]}/start`, { token: admin })).status).toBe(200);
    }
    const feeds = t.server.services.feeds!;
    const stations = async () =>
      Number((await t.server.db.query<{ n: string }>('select count(*) as n from survey_stations where well_id = $1', [wellId])).rows[0].n);
    // A 30 s poll interval: only Result 2 brings the slices after the first this quickly.
    await waitFor('all 87 stations', async () => (await stations()) === 87, 25_000);
    await waitFor('every message', () => (feeds.health(ids.message)?.counters.good ?? 0) === MESSAGES, 25_000);

    const tq = store.trajectoryQuestions;
    expect(tq.length).toBeGreaterThanOrEqual(Math.ceil(87 / (CAPS.trajectory - 1)));
    for (const q of tq) {
      expect(q.askedRows).toBe(CAPS.trajectory);
      expect(q.stations).toBeLessThanOrEqual(CAPS.trajectory);
    }
    // Each slice from the deepest station taken: MDs only go down the hole.
    const from = tq.map((q) => q.fromM ?? -1);
    expect(from).toEqual([...from].sort((a, b) => a - b));
    expect(new Set(from).size).toBe(from.length);
    const h = feeds.health(ids.trajectory)!;
    expect(h.counters.good).toBe(87);
    // The station at each slice's inclusive mdMn comes again, once per slice after the first.
    expect(h.counters.duplicate).toBe(tq.length - 1);
    const deepest = await t.server.db.query<{ md_m: number }>('select max(md_m) as md_m from survey_stations where well_id = $1', [wellId]);
    expect(Number(deepest.rows[0].md_m)).toBe(3510);

    const mq = store.messageQuestions;
    // Each slice after the first asks from the last change time taken: its first message is the last one taken, dropped unread.
    expect(mq.map((q) => q.messages).slice(0, 3)).toEqual([3, 3, 3]);
    expect(mq.every((q) => q.askedRows === CAPS.message)).toBe(true);
    expect(feeds.health(ids.message)!.counters.duplicate).toBe(0);
    const notes = await t.server.db.query<{ title: string }>(`select title from well_notes where well_id = $1 and kind = 'message' order by at_s, title`, [
      wellId,
    ]);
    expect(notes.rows).toHaveLength(MESSAGES);
    expect(notes.rows.map((n) => n.title)).toContain('Name: later message 6');
    for (const id of Object.values(ids)) await t.call('POST', `/api/admin/well_data_sources/${id}/stop`, { token: admin });
  }, 60_000);

  it('takes two messages sharing a change time across a page boundary, and after a restart takes none again', async () => {
    // Pages of 3 in the order of change time: [file's, 1 h, 2 h] [2 h, 3 h, 3 h] [3 h]: the second 2 h one opens the second page.
    const { store, url } = await open({ messagesXml: withLaterMessages(fileMessages, [1, 2, 2, 3, 3, 3]) });
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const wellId = (await t.server.db.query<{ id: string }>(`insert into wells (name) values ('F-4 shared change times') returning id`)).rows[0].id;
    const body = {
      well_id: wellId,
      name: 'F-4 paged messages',
      protocol: 'witsml141',
      kind: 'message',
      url,
      username: 'reader',
      password: PASSWORD,
      remote: { uid_well: UID_WELL, uid_wellbore: UID_WELLBORE },
      poll_s: 1,
    };
    const r = await t.call('POST', '/api/admin/well_data_sources', { token: admin, body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id = r.body.data.id as string;
    const start = async () => expect((await t.call('POST', `/api/admin/well_data_sources/${id}/start`, { token: admin })).status).toBe(200);
    const stop = async () => expect((await t.call('POST', `/api/admin/well_data_sources/${id}/stop`, { token: admin })).status).toBe(200);
    await start();
    const feeds = t.server.services.feeds!;
    await waitFor('every message', () => (feeds.health(id)?.counters.good ?? 0) === MESSAGES, 25_000);
    const titles = async () =>
      (await t.server.db.query<{ title: string }>(`select title from well_notes where well_id = $1 and kind = 'message'`, [wellId])).rows.map((n) => n.title);
    const later = Array.from({ length: MESSAGES - 1 }, (_, i) => `Name: later message ${i + 1}`);
    // Both 2 h messages (later 2 closes the first page, later 3 opens the second) and every other one, once.
    expect((await titles()).filter((x) => x.startsWith('Name: later')).sort()).toEqual(later);
    expect(await titles()).toHaveLength(MESSAGES);
    // The second question asks from the 2 h change time on (a millisecond before it: WITSML's "greater than").
    const mq = store.messageQuestions;
    const firstChange = Date.parse(/<dTimLastChange>([^<]+)<\/dTimLastChange>/.exec(fileMessages)![1]);
    expect(mq[1].after).toBe(new Date(firstChange + 2 * 3_600_000 - 1).toISOString());
    expect(feeds.health(id)!.counters.duplicate).toBe(0);

    // Stopped and started again: the uids taken at the last change time are remembered, nothing is taken twice.
    await stop();
    const asked = mq.length;
    await start();
    await waitFor('two more questions', () => mq.length >= asked + 2, 25_000);
    expect(mq[asked].after).toBe(new Date(firstChange + 3 * 3_600_000 - 1).toISOString());
    await waitFor('the source online', () => feeds.health(id)?.status === 'online', 10_000);
    expect(feeds.health(id)!.counters).toEqual({ good: MESSAGES, bad: 0, duplicate: 0 });
    expect(await titles()).toHaveLength(MESSAGES);
    await stop();
  }, 60_000);

  it('backs off while the store is down, asks its limits again and carries on from the last station', async () => {
    const port = await freePort();
    const first = await open({ port });
    first.store.showStations(30);
    const taken: number[] = [];
    // What the survey import keeps (object-ingest.ts): stations deeper than the deepest taken, resumed from it.
    const ingest: ObjectIngest = {
      fromMdM: async () => (taken.length ? taken[taken.length - 1] : null),
      messagesAfter: () => null,
      take: async (xml) => {
        for (const m of xml.matchAll(/<md uom="m">([^<]+)<\/md>/g)) if (!taken.length || Number(m[1]) > taken[taken.length - 1]) taken.push(Number(m[1]));
      },
    };
    const events: { kind: string; atMs: number; message?: string }[] = [];
    const sink: FeedSink = {
      samples: () => {},
      bad: () => {},
      connection: (e) => events.push({ kind: e.kind, atMs: Date.now(), message: e.kind === 'error' ? e.message : undefined }),
    };
    const feed = new Witsml141ObjectFeed(
      { url: first.url, username: 'reader', password: PASSWORD, pollS: 1 },
      'trajectory',
      {
        uidWell: UID_WELL,
        uidWellbore: UID_WELLBORE,
        uidTrajectory: '5VIRG33',
      },
      ingest,
    );
    try {
      await feed.start(sink, null);
      await waitFor('30 stations', () => taken.length === 30);
      await first.store.stop();
      await waitFor('two errors', () => events.filter((e) => e.kind === 'error').length >= 2, 30_000);
      const errors = events.filter((e) => e.kind === 'error');
      expect(errors[0].message).toMatch(/cannot be reached/);
      // Back-off doubles from the poll interval: 2 s after the first failure.
      expect(errors[1].atMs - errors[0].atMs).toBeGreaterThanOrEqual(1_900);
      // Back with a smaller limit and the rest surveyed: the limit is asked again, the stations go on from the 30th.
      const again = await open({ port, objectCaps: { trajectory: 6 } });
      await waitFor('all 87 stations', () => taken.length === 87, 30_000);
      expect(again.store.trajectoryQuestions[0].fromM).toBe(taken[29]);
      expect(again.store.trajectoryQuestions.every((q) => q.askedRows === 6 && q.stations <= 6)).toBe(true);
      const file = [...trajectoryXml.matchAll(/<md uom="m">([^<]+)<\/md>/g)].map((m) => Number(m[1]));
      expect(taken).toEqual(file.filter((md, i) => i === 0 || md > Math.max(...file.slice(0, i))));
      expect(events.filter((e) => e.kind === 'connected')).toHaveLength(2);
    } finally {
      await feed.stop();
    }
  }, 60_000);
});
