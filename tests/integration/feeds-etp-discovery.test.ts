/**
 * ETP 1.2 Discovery (protocol 3) end to end: the replayer's ETP producer serves the Volve F-4
 * rig-sensor log's channels (the file's mnemonics and SI units) behind basic authentication; an
 * administrator asks the API for the endpoint's channels (POST …/etp_discovery: GetResources, then
 * GetChannelMetadata) and gets every channel with its unit and the channel of ours the feed maps it
 * to, exactly as the file import maps the file's curves; from the dataspace, the well or the
 * wellbore alike. A source made of the discovered URIs then stores the file's rows. A wrong password,
 * an unknown well URI and an endpoint that is not there are answered ok false with the reason, never
 * a 5xx; a source's stored password is used without being sent again, only towards its own endpoint.
 * The password is in no API answer, audit row or log line.
 */
import { captureFeedLog } from './support/feed-log';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EtpProducer } from '../../server/replay/etp-producer';
import { curveColumns, readReplayRows, type ReplayFile } from '../../server/replay/file-rows';
import { describeRefdata, refPath } from '../support/refdata';
import { compareStoredWithFile } from './support/feed-file-compare';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const ROWS = 240;
const PASSWORD = 'disc-pass-58c1';
const PATH = '/api/admin/well_data_sources';

describeRefdata('ETP 1.2 Discovery against the replayer', () => {
  const t = useTestServer('pglite');
  const logged: string[] = [];
  const answers: string[] = [];
  let admin = '';
  let file: ReplayFile;
  let producer: EtpProducer;
  let url = '';

  beforeAll(async () => {
    file = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml'));
    file.rows = file.rows.slice(0, ROWS);
    producer = new EtpProducer({
      rows: file.rows,
      ...curveColumns(file),
      username: 'reader',
      password: PASSWORD,
      speed: 200,
      wellName: 'Volve F-4',
    });
    url = await producer.listen();
    admin = await t.login(ADMIN.email, ADMIN.password);
    captureFeedLog(t.server, logged);
  });
  afterAll(async () => {
    await producer?.stop();
  });

  const call = async (method: string, path: string, body?: object, token = admin) => {
    const r = await t.call(method, path, { token, body });
    answers.push(JSON.stringify(r.body));
    return r;
  };
  const discover = (body: object, token = admin) => call('POST', `${PATH}/etp_discovery`, body, token);

  it('lists every channel with its unit and the channel the feed maps it to, as the import maps the file', async () => {
    const r = await discover({ url, username: 'reader', password: PASSWORD });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { ok, message, channels } = r.body.data;
    expect(ok).toBe(true);
    const curves = Object.entries(file.curves);
    expect(channels.map((c: { uri: string }) => c.uri).sort()).toEqual(producer.uris.map((u) => u.uri).sort());
    expect(channels).toHaveLength(curves.length);
    for (const [ours, x] of curves) {
      const c = channels.find((d: { name: string }) => d.name === x.mnemonic);
      expect(c, x.mnemonic).toBeDefined();
      expect([c.unit, c.index_kind, c.channel, c.note]).toEqual([x.unit, 'DateTime', ours, null]);
    }
    const hookload = channels.find((c: { channel: string }) => c.channel === 'hookloadT');
    expect([hookload.name, hookload.unit, hookload.target_unit]).toEqual([file.curves.hookloadT.mnemonic, file.curves.hookloadT.unit, 't']);
    expect(message).toBe(`${curves.length} channels, ${curves.length} of them taken by the feed`);

    // The same channels from the well and from the wellbore (the channels refer to the wellbore, it to the well).
    for (const context_uri of [producer.wellUri, producer.wellboreUri]) {
      const x = await discover({ url, username: 'reader', password: PASSWORD, context_uri });
      expect(x.body.data.channels.map((c: { uri: string }) => c.uri).sort(), context_uri).toEqual(channels.map((c: { uri: string }) => c.uri).sort());
    }
  });

  it("lists a ChannelStreaming producer's channels from the metadata it sends unasked", async () => {
    const streamer = new EtpProducer({
      rows: file.rows,
      ...curveColumns(file),
      username: 'reader',
      password: PASSWORD,
      speed: 200,
      channelProtocols: 'streaming',
    });
    const streamerUrl = await streamer.listen();
    try {
      const r = await discover({ url: streamerUrl, username: 'reader', password: PASSWORD });
      const { ok, channels } = r.body.data;
      expect(ok).toBe(true);
      const curves = Object.entries(file.curves);
      expect(channels).toHaveLength(curves.length);
      for (const [ours, x] of curves) {
        const c = channels.find((d: { name: string }) => d.name === x.mnemonic);
        expect([c?.unit, c?.index_kind, c?.channel, c?.note], x.mnemonic).toEqual([x.unit, 'DateTime', ours, null]);
      }
    } finally {
      await streamer.stop();
    }
  });

  it('a source made of the discovered channels stores the file', async () => {
    const wellId = (await t.server.db.query<{ id: string }>(`insert into wells (name) values ('F-4 discovered') returning id`)).rows[0].id;
    const found = (await discover({ url, username: 'reader', password: PASSWORD })).body.data.channels as { uri: string; channel: string | null }[];
    const uris = found.filter((c) => c.channel).map((c) => c.uri);
    const created = await call('POST', PATH, {
      well_id: wellId,
      name: 'F-4 ETP',
      protocol: 'etp12',
      url,
      username: 'reader',
      password: PASSWORD,
      remote: { uris },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    expect(created.body.data.has_password).toBe(true);

    // Stored credentials: no password sent, towards the source's own endpoint.
    const stored = await discover({ url, username: 'reader', source_id: id });
    expect([stored.body.data.ok, stored.body.data.channels.length]).toEqual([true, found.length]);
    const elsewhere = await discover({ url: 'ws://127.0.0.1:9/etp', username: 'reader', source_id: id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/^body\.password: /);

    expect((await call('POST', `${PATH}/${id}/start`)).status).toBe(200);
    const feeds = t.server.services.feeds!;
    const lastS = Math.floor(file.rows[ROWS - 1].timeS);
    for (const end = Date.now() + 30_000; feeds.feedWell(id)?.lastS !== lastS;) {
      if (Date.now() > end) throw new Error(`the feed did not reach the last row: ${JSON.stringify(feeds.health(id))}`);
      await new Promise((res) => setTimeout(res, 50));
    }
    await feeds.feedWell(id)!.flushNow();
    expect(feeds.health(id)!.counters).toEqual({ good: ROWS, bad: 0, duplicate: 0 });
    const { compared } = await compareStoredWithFile(t.server, id, file, lastS);
    expect(compared).toBeGreaterThan(ROWS * 10);
    expect((await call('POST', `${PATH}/${id}/stop`)).status).toBe(200);
  }, 60_000);

  it('says why when the endpoint cannot be asked, never a 5xx', async () => {
    const wrong = await discover({ url, username: 'reader', password: 'not-it' });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toEqual({ ok: false, message: 'the ETP server refused the credentials (HTTP 401)', channels: [] });
    const unknown = await discover({ url, username: 'reader', password: PASSWORD, context_uri: 'eml:///witsml20.Well(00000000-0000-0000-0000-000000000000)' });
    expect(unknown.body.data.ok).toBe(false);
    expect(unknown.body.data.message).toBe('the ETP server answered error 11: no data object at eml:///witsml20.Well(00000000-0000-0000-0000-000000000000)');
    const nobody = await discover({ url: 'ws://127.0.0.1:9/etp' });
    expect(nobody.body.data.ok).toBe(false);
    expect(nobody.body.data.message).toMatch(/^the ETP server at 127\.0\.0\.1:9 cannot be reached/);
  });

  it('validates its input and is for administrators with MANAGE_WELLS', async () => {
    const bad = await discover({ url: 'http://127.0.0.1/etp' });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/^body\.url: /)]);
    const ctx = await discover({ url, context_uri: 'eml:///witsml20.Log(x)' });
    expect([ctx.status, ctx.body.message]).toEqual([400, expect.stringMatching(/^body\.context_uri: /)]);
    const dangling = await discover({ url, source_id: '00000000-0000-4000-8000-000000000000' });
    expect(dangling.status).toBe(404);
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    expect((await discover({ url }, engineer)).status).toBe(403);
  });

  it('the password is in no answer, audit row or log line', async () => {
    expect(answers.join('\n')).not.toContain(PASSWORD);
    const audits = await t.server.db.query(`select * from audit_log where action like 'data_sources.%'`);
    expect(audits.rows.some((a) => String(a.action) === 'data_sources.etp_discovery')).toBe(true);
    expect(JSON.stringify(audits.rows)).not.toContain(PASSWORD);
    expect(logged.join('\n')).not.toContain(PASSWORD);
  });
});
