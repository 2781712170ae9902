/**
 * Alerts through the API, the live stream, STOMP and a real SMTP server (issue 18): subscriptions
 * CRUD with filters, clone (first in the list), share_copy and unsubscribe_shared, bad input named;
 * low ROP seconds published on a well fire one alert (de-duplicated while open) that reaches the
 * owner's /user/{id}/alerts topic and an e-mail read back from smtp-server with the numbers in it;
 * a muted subscription (until a time, or inside a depth interval) does not fire; the condition
 * clears with an 'ok'; mark read and incident. Condition-to-delivery latency is printed.
 */
import type { Client, IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertMessage } from '../../src/api/realtime/topics';
import { userAlertsTopic } from '../../src/api/realtime/topics';
import { appendSurveyStation } from '../../server/directional/survey-append';
import { liveTopic } from '../../server/realtime/topics';
import { startServer, type RunningServer } from '../../server/start';
import { httpCall, signIn, type Call } from './support/accounts';
import { createPostgresDatabase, describeEachDatabase, testConfig, type DbKind } from './support/databases';
import { waitFor } from './support/poll';
import { startSmtp } from './support/smtp';
import { connectStomp } from './support/stomp-session';
import { ENGINEER } from './support/test-server';

/** Unfolds quoted-printable soft breaks and escapes, enough to read numbers and names in a mail. */
const decodeQp = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describeEachDatabase('alerts', (kind: DbKind) => {
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let drop: (() => Promise<void>) | null = null;
  let call: Call;
  let eng = { token: '', sessionId: '' };
  let analyst = '';
  let viewer = '';
  let admin = '';
  let redHawk = '';
  let bluebonnet = '';
  let engineerId = '';
  let analystId = '';
  let viewerId = '';

  beforeAll(async () => {
    smtp = await startSmtp();
    let url: string | null = null;
    if (kind === 'postgres') ({ url, drop } = await createPostgresDatabase());
    server = await startServer(
      { ...testConfig(kind, url, { demoHistoryDays: 0 }), port: 0, host: '127.0.0.1', smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      { log: () => {} },
    );
    await server.background;
    call = httpCall(server.url!);
    eng = await signIn(call, ENGINEER.email, ENGINEER.password);
    analyst = (await signIn(call, 'analyst@demo.drillspace', 'drillspace-analyst')).token;
    viewer = (await signIn(call, 'viewer@demo.drillspace', 'drillspace-viewer')).token;
    admin = (await signIn(call, 'admin@demo.drillspace', 'drillspace-admin')).token;
    const wells = await call('GET', '/api/wells?limit=100', { token: eng.token });
    redHawk = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    bluebonnet = wells.body.data.find((w: { name: string }) => w.name === 'Bluebonnet 12-1H')?.id;
    const ids = await server.db.query<{ id: string; email: string }>('select id, email from users');
    const idOf = (e: string) => ids.rows.find((r) => r.email === e)!.id;
    engineerId = idOf(ENGINEER.email);
    analystId = idOf('analyst@demo.drillspace');
    viewerId = idOf('viewer@demo.drillspace');
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await drop?.();
  });

  const create = (body: Record<string, unknown>, token = eng.token) => call('POST', '/api/alerts/subscriptions', { token, body });

  it('options: the spec’s channels in order with their status, types by category, severities, Top-N 3/5/10', async () => {
    const r = await call('GET', '/api/alerts/options', { token: eng.token });
    expect(r.status).toBe(200);
    expect(r.body.data.channels.map((c: { id: string; status: string }) => `${c.id}:${c.status}`)).toEqual([
      'summary:ready',
      'push:ready',
      'sound:ready',
      'email:ready',
      'sms:ready',
    ]);
    expect(r.body.data.severities).toEqual(['info', 'warning', 'critical', 'ok']);
    expect(r.body.data.top_n).toEqual([3, 5, 10]);
    const byCat = (c: string) => r.body.data.types.filter((t: { category: string }) => t.category === c).map((t: { id: string }) => t.id);
    expect(byCat('directional')).toEqual(['ac', 'deviation_from_plan', 'hard_line', 'high_dls', 'low_dls', 'new_survey', 'target_line_change', 'plan_update']);
    expect(byCat('drilling')).toEqual(['motor_stall', 'washout', 'low_rop']);
    expect(byCat('system')).toEqual(['file_drive', 'new_recommendation', 'custom_rule', 'feed_quiet']);
  });

  it('CRUD with filters; bad input named (400), unknown well 404, a well not watched 403', async () => {
    const made = await create({
      name: 'Slow drilling',
      well_id: redHawk,
      type: 'low_rop',
      channels: ['sms', 'email', 'summary'],
      params: { thresholdMph: 8 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      name: 'Slow drilling',
      well_name: 'Red Hawk 2H',
      type: 'low_rop',
      category: 'drilling',
      severity: 'warning',
      channels: ['summary', 'email', 'sms'],
      channel_status: { summary: 'ready', email: 'ready', sms: 'ready' },
      params: { thresholdMph: 8 },
      top_n: null,
      enabled: true,
    });
    const id = made.body.data.id;
    const bad = async (body: Record<string, unknown>, status: number, text: RegExp) => {
      const r = await create({ name: 'x', well_id: redHawk, type: 'low_rop', ...body });
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body.message).toMatch(text);
    };
    await bad({ type: 'earthquake' }, 400, /body\.type/);
    await bad({ top_n: 7 }, 400, /body\.top_n.*3, 5, 10/);
    // Top-N ranks the offsets of an AC alert; a low-ROP alert has one condition to rank.
    await bad({ top_n: 3 }, 400, /body\.top_n: only Anti-collision \(AC\) alerts rank several items; leave it empty for Low ROP/);
    await bad({ channels: ['pager'] }, 400, /body\.channels/);
    await bad({ params: { speedOfLight: 3 } }, 400, /body\.params: unknown parameter speedOfLight for low_rop/);
    await bad({ mute_from_md_m: 3000, mute_to_md_m: 2000 }, 400, /body\.mute_to_md_m/);
    await bad({ well_id: '00000000-0000-4000-8000-000000000000' }, 404, /not found/);
    const viewerWells = await call('GET', '/api/wells?limit=100', { token: viewer });
    const notViewers = (await call('GET', '/api/wells?limit=100', { token: eng.token })).body.data.find(
      (w: { id: string }) => !viewerWells.body.data.some((v: { id: string }) => v.id === w.id),
    );
    const r403 = await create({ name: 'x', well_id: notViewers.id, type: 'low_rop' }, viewer);
    expect(r403.status).toBe(403);

    const patched = await call('PATCH', `/api/alerts/subscriptions/${id}`, { token: eng.token, body: { severity: 'critical', enabled: false } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ severity: 'critical', enabled: false });
    expect((await call('PATCH', `/api/alerts/subscriptions/${id}`, { token: eng.token, body: { mute_from_md_m: 9000, mute_to_md_m: 10 } })).status).toBe(400);
    await create({ name: 'Doglegs', well_id: redHawk, type: 'high_dls', severity: 'info' });
    const list = (q: string) =>
      call('GET', `/api/alerts/subscriptions?${q}`, { token: eng.token }).then((r) => r.body.data.map((s: { name: string }) => s.name));
    expect(await list('category=directional')).toEqual(['Doglegs']);
    expect(await list('type=low_rop&enabled=false')).toEqual(['Slow drilling']);
    expect(await list('search=slow')).toEqual(['Slow drilling']);
    expect(await list('severity=info')).toEqual(['Doglegs']);
    expect((await call('GET', '/api/alerts/subscriptions?colour=red', { token: eng.token })).status).toBe(400);
    // Another user's subscription is not there for them.
    expect((await call('GET', `/api/alerts/subscriptions/${id}`, { token: analyst })).status).toBe(404);
    expect((await call('DELETE', `/api/alerts/subscriptions/${id}`, { token: analyst })).status).toBe(404);
  });

  it('clone puts the copy first; share_copy gives others their own copy; unsubscribe_shared leaves it', async () => {
    const made = await create({ name: 'Washout watch', well_id: redHawk, type: 'washout', params: { dropMPa: 1.5 } });
    const cloned = await call('POST', `/api/alerts/subscriptions/${made.body.data.id}/clone`, { token: eng.token });
    expect(cloned.status).toBe(200);
    expect(cloned.body.data).toMatchObject({ name: 'Washout watch (copy)', params: { dropMPa: 1.5 }, type: 'washout' });
    const first = (await call('GET', '/api/alerts/subscriptions', { token: eng.token })).body.data;
    expect(first[0].id).toBe(cloned.body.data.id);
    expect(first[1].id).toBe(made.body.data.id);

    const share = (body: unknown) => call('POST', `/api/alerts/subscriptions/${made.body.data.id}/share_copy`, { token: eng.token, body });
    // Who the form offers: users who may watch the well for washout alerts, not the caller, not suspended.
    const candidates = async (q = '') =>
      (await call('GET', `/api/alerts/subscriptions/${made.body.data.id}/share_candidates${q}`, { token: eng.token })).body.data.map(
        (u: { email: string }) => u.email,
      );
    const offered: string[] = await candidates();
    expect(offered).toContain('analyst@demo.drillspace');
    expect(offered).not.toContain('viewer@demo.drillspace');
    expect(offered).not.toContain(ENGINEER.email);
    expect(offered).not.toContain('suspended@demo.drillspace');
    expect(await candidates('?search=ANALYST')).toEqual(['analyst@demo.drillspace']);
    // 300 users who may not see the well, first by name: the analyst further down is still offered.
    await server.db.query(
      `insert into users (email, name, password_hash) select 'filler' || g || '@example.com', 'Aaa Filler ' || lpad(g::text, 3, '0'), 'x' from generate_series(1, 300) g`,
    );
    const page = await call('GET', `/api/alerts/subscriptions/${made.body.data.id}/share_candidates`, { token: eng.token });
    expect(page.body.data.map((u: { email: string }) => u.email)).toContain('analyst@demo.drillspace');
    expect(page.body.more).toBe(false);
    await server.db.query(`delete from users where email like 'filler%@example.com'`);
    expect((await call('GET', `/api/alerts/subscriptions/${made.body.data.id}/share_candidates`, { token: analyst })).status).toBe(404);
    const shared = await share({ user_ids: [analystId] });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.data.shared).toBe(1);
    expect((await share({ user_ids: [analystId] })).status).toBe(409); // already has a copy
    expect((await share({ user_ids: [viewerId] })).body.message).toMatch(/may not see this well/);
    expect((await share({ user_ids: ['00000000-0000-4000-8000-000000000000'] })).status).toBe(404);
    expect((await share({ user_ids: [engineerId] })).status).toBe(409);
    expect((await share({ user_ids: [] })).status).toBe(400);
    const theirs = await call('GET', '/api/alerts/subscriptions?shared=true', { token: analyst });
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0]).toMatchObject({ name: 'Washout watch', shared_by_name: 'Dana Driller', shared_from: made.body.data.id });
    // Not shared with the engineer: their own is deleted, not unsubscribed.
    expect((await call('DELETE', `/api/alerts/subscriptions/${made.body.data.id}/unsubscribe_shared`, { token: eng.token })).status).toBe(409);
    const left = await call('DELETE', `/api/alerts/subscriptions/${theirs.body.data[0].id}/unsubscribe_shared`, { token: analyst });
    expect(left.status).toBe(200);
    expect((await call('GET', '/api/alerts/subscriptions', { token: analyst })).body.data).toEqual([]);
    expect((await call('DELETE', `/api/alerts/subscriptions/${cloned.body.data.id}`, { token: eng.token })).status).toBe(200);
    expect((await call('GET', `/api/alerts/subscriptions/${cloned.body.data.id}`, { token: eng.token })).status).toBe(404);
  });

  /** Seconds of Red Hawk drilling on bottom at `ropMph`, published as the simulator would, ending now. */
  function publishSeconds(wellId: string, n: number, ropMph: (i: number) => number, depthM = 2500): Map<number, number> {
    const publishedMs = new Map<number, number>();
    const endS = Math.floor(Date.now() / 1000);
    for (let i = 0; i < n; i++) {
      const time = endS - n + 1 + i;
      const values = { holeDepthM: depthM, bitDepthM: depthM, wobT: 10, flowInLpm: 2000, ropMph: ropMph(i), sppMPa: 20, diffPMPa: 3, torqueKNm: 12 };
      publishedMs.set(time, Date.now());
      server.services.publish(liveTopic(wellId), { well_id: wellId, time, values });
    }
    return publishedMs;
  }

  it('low ROP on the live stream fires once, reaches the app and the mailbox with its numbers; muted ones stay quiet; it clears', async () => {
    const engine = server.services.alerts!;
    const quick = { thresholdMph: 5, windowS: 30, minSamples: 20 };
    const sub = await create({ name: 'ROP under 5', well_id: redHawk, type: 'low_rop', channels: ['summary', 'push', 'sound', 'email', 'sms'], params: quick });
    const mutedTime = await create({
      name: 'Muted till tomorrow',
      well_id: redHawk,
      type: 'low_rop',
      params: quick,
      muted_until: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const mutedDepth = await create({ name: 'Muted in the chalk', well_id: redHawk, type: 'low_rop', params: quick, mute_from_md_m: 2400, mute_to_md_m: 2600 });
    expect([sub.status, mutedTime.status, mutedDepth.status]).toEqual([200, 200, 200]);
    await engine.reload();

    const client: Client = await connectStomp(server.url!, eng);
    const got: { m: AlertMessage; atMs: number }[] = [];
    const receipt = 'alerts-sub';
    await new Promise<void>((resolve) => {
      client.watchForReceipt(receipt, () => resolve());
      client.subscribe(userAlertsTopic(engineerId), (f: IMessage) => got.push({ m: JSON.parse(f.body), atMs: Date.now() }), { receipt });
    });
    const mailsBefore = smtp.mails.length;

    // 20 s at 25 m/h, then 40 s at 2 m/h: the 30 s mean crosses 5 m/h a few seconds into the slow part.
    const published = publishSeconds(redHawk, 60, (i) => (i < 20 ? 25 : 2));
    await engine.idle();
    const fired = await waitFor(
      async () => got.filter((g) => g.m.state === 'fired'),
      (x) => x.length >= 1,
      5_000,
      'the alert over STOMP',
    );
    const mail = await waitFor(
      async () => smtp.mails.slice(mailsBefore),
      (x) => x.length >= 1,
      5_000,
      'the alert e-mail',
    );
    expect(fired).toHaveLength(1);
    const m = fired[0].m;
    expect(m).toMatchObject({
      subscription_name: 'ROP under 5',
      well_name: 'Red Hawk 2H',
      type: 'low_rop',
      severity: 'warning',
      channels: ['summary', 'push', 'sound', 'email', 'sms'],
    });
    expect(m.numbers.value).toBeLessThan(5);
    expect(m.numbers).toMatchObject({ threshold: 5, unit: 'm/h', depth_m: 2500 });
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toBe(ENGINEER.email);
    const text = decodeQp(mail[0].raw);
    expect(text).toContain(`Value: ${m.numbers.value} m/h`);
    expect(text).toContain('Threshold: 5 m/h');
    expect(text).toContain('Depth: 2500 m');
    expect(text).toContain(`Time: ${new Date(m.numbers.time_s * 1000).toISOString()}`);
    expect(text).toContain('Red Hawk 2H');

    const conditionMs = published.get(m.numbers.time_s)!;
    const appLatencyMs = fired[0].atMs - conditionMs;
    const mailLatencyMs = mail[0].atMs - conditionMs;
    console.log(`alert latency [${kind}], condition → in-app (STOMP) ${appLatencyMs} ms, → e-mail at the SMTP server ${mailLatencyMs} ms`);
    expect(appLatencyMs).toBeLessThan(5_000);
    expect(mailLatencyMs).toBeLessThan(5_000);

    // More slow seconds: still one open alert, no second mail; muted subscriptions never fired.
    publishSeconds(redHawk, 20, () => 2);
    await engine.idle();
    const events = await call('GET', '/api/alerts/events', { token: eng.token });
    const mine = events.body.data.filter(
      (e: { subscription_name: string }) => e.subscription_name.startsWith('ROP') || e.subscription_name.startsWith('Muted'),
    );
    expect(mine.map((e: { subscription_name: string }) => e.subscription_name)).toEqual(['ROP under 5']);
    expect(mine[0]).toMatchObject({ open: true, read_at: null, numbers: { value: m.numbers.value, threshold: 5 } });
    expect(mine[0].deliveries.email.status).toBe('sent');
    expect(mine[0].deliveries.push.status).toBe('sent');
    // The SMS went to the phone on the engineer's profile, through the dummy provider: the admin's Dummy SMS dashboard lists it.
    expect(mine[0].deliveries.sms.status).toBe('sent');
    const sms = await call('GET', '/api/admin/sms?phone=555 0134', { token: admin });
    expect(sms.status).toBe(200);
    expect(sms.body.provider.name).toBe('dummy');
    const smsText = sms.body.data.find((x: { source: { alert_id?: string } }) => x.source.alert_id === m.id);
    expect(smsText).toMatchObject({ to_phone: '+1 432 555 0134', user_email: ENGINEER.email, provider: 'dummy' });
    expect(smsText.body).toBe(`WARNING Red Hawk 2H: ${m.message}`.slice(0, 160));
    expect((await call('GET', '/api/admin/sms', { token: eng.token })).status).toBe(403);
    expect(engine.stats.muted).toBeGreaterThanOrEqual(2);
    expect(smtp.mails.length - mailsBefore).toBe(1);

    // Back to 25 m/h: the alert clears with an 'ok'.
    publishSeconds(redHawk, 40, () => 25);
    await engine.idle();
    const cleared = await waitFor(
      async () => got.filter((g) => g.m.state === 'cleared'),
      (x) => x.length >= 1,
      5_000,
      'the all-clear',
    );
    expect(cleared[0].m).toMatchObject({ severity: 'ok', id: m.id });
    const after = await call('GET', `/api/alerts/events?open=false&well_id=${redHawk}`, { token: eng.token });
    expect(after.body.data.find((e: { id: string }) => e.id === m.id).cleared_at).not.toBeNull();
    await client.deactivate();

    // Read and incident.
    expect(events.body.unread).toBeGreaterThanOrEqual(1);
    expect((await call('POST', '/api/alerts/events/read', { token: eng.token, body: { ids: [m.id] } })).body.data.read).toBe(1);
    expect((await call('POST', '/api/alerts/events/read', { token: analyst, body: { ids: [m.id] } })).status).toBe(404);
    expect((await call('POST', '/api/alerts/events/read', { token: eng.token, body: {} })).status).toBe(400);
    const inc = await call('POST', '/api/alerts/incident', { token: eng.token, body: { event_id: m.id, comment: 'Bit balled in the shale' } });
    expect(inc.status).toBe(200);
    expect(inc.body.data.incident).toMatchObject({ comment: 'Bit balled in the shale', by_name: 'Dana Driller' });
    expect((await call('POST', '/api/alerts/incident', { token: eng.token, body: { event_id: m.id, comment: 'again' } })).status).toBe(409);
  });

  it('SMS: the dummy provider keeps a test message (named errors for bad input, admins only); a user without a phone gets a failed SMS delivery saying so', async () => {
    const sent = await call('POST', '/api/admin/sms/test', { token: admin, body: { phone: '+1 713 555 0199', text: 'Rig wall test' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const listed = await call('GET', '/api/admin/sms?phone=555 0199', { token: admin });
    expect(listed.body.data[0]).toMatchObject({ id: sent.body.data.id, body: 'Rig wall test', to_phone: '+1 713 555 0199', source: { kind: 'test' } });
    expect(listed.body.total).toBeGreaterThanOrEqual(1);
    const bad = await call('POST', '/api/admin/sms/test', { token: admin, body: { phone: 'call me', text: 'x' } });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/body\.phone: Phone number is invalid/)]);
    const long = await call('POST', '/api/admin/sms/test', { token: admin, body: { phone: '+1 713 555 0199', text: 'x'.repeat(161) } });
    expect([long.status, long.body.message]).toEqual([400, expect.stringMatching(/body\.text/)]);
    expect((await call('POST', '/api/admin/sms/test', { token: eng.token, body: { phone: '+1 713 555 0199', text: 'x' } })).status).toBe(403);

    // The analyst has no phone on their profile: the SMS delivery fails and says why.
    const engine = server.services.alerts!;
    const wells = await call('GET', '/api/wells?limit=100', { token: analyst });
    const wellId = wells.body.data[0].id;
    const sub = await call('POST', '/api/alerts/subscriptions', {
      token: analyst,
      body: { name: 'Phone-less', well_id: wellId, type: 'low_rop', channels: ['summary', 'sms'], params: { thresholdMph: 5, windowS: 30, minSamples: 20 } },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    await engine.reload();
    publishSeconds(wellId, 60, () => 1);
    await engine.idle();
    const ev = await waitFor(
      async () =>
        (await call('GET', '/api/alerts/events', { token: analyst })).body.data.filter(
          (e: { subscription_name: string }) => e.subscription_name === 'Phone-less',
        ),
      (x) => x.length >= 1,
      5_000,
      'the phone-less alert',
    );
    expect(ev[0].deliveries.sms).toMatchObject({ status: 'failed', error: expect.stringMatching(/^No phone number on .+'s profile$/) });
    expect(ev[0].deliveries.summary.status).toBe('sent');
    expect((await call('DELETE', `/api/alerts/subscriptions/${sub.body.data.id}`, { token: analyst })).status).toBe(200);
  });

  it('another user cannot subscribe to my alerts topic', async () => {
    const other = await signIn(call, 'analyst@demo.drillspace', 'drillspace-analyst');
    const client = await connectStomp(server.url!, other);
    const refused = new Promise<string>((resolve) => (client.onStompError = (f) => resolve(f.headers.message)));
    client.subscribe(userAlertsTopic(engineerId), () => {});
    expect(await refused).toBe(`Access denied to ${userAlertsTopic(engineerId)}`);
    await client.deactivate();
  });

  it('AC: a station appended on the live demo well (as the simulator does) fires per offset under the SF threshold, with the SF of the AC report, in the app and by mail', async () => {
    const sub = await create({
      name: 'AC watch',
      well_id: redHawk,
      type: 'ac',
      severity: 'critical',
      channels: ['summary', 'push', 'email'],
      params: { thresholdSf: 1000 },
    });
    const quiet = await create({ name: 'AC at 0.01', well_id: redHawk, type: 'ac', channels: ['summary'], params: { thresholdSf: 0.01 } });
    const top = await create({ name: 'AC top 3', well_id: redHawk, type: 'ac', channels: ['summary'], params: { thresholdSf: 1000 }, top_n: 3 });
    expect([sub.status, quiet.status, top.status]).toEqual([200, 200, 200]);
    const engine = server.services.alerts!;
    await engine.reload();
    const client: Client = await connectStomp(server.url!, eng);
    const got: { m: AlertMessage; atMs: number }[] = [];
    await new Promise<void>((resolve) => {
      client.watchForReceipt('ac', () => resolve());
      client.subscribe(userAlertsTopic(engineerId), (f: IMessage) => got.push({ m: JSON.parse(f.body), atMs: Date.now() }), { receipt: 'ac' });
    });
    const mailsBefore = smtp.mails.length;
    const { rows } = await server.db.query<{ md: number; inc: number; azi: number }>(
      'select md_m as md, inc_deg as inc, azi_deg as azi from survey_stations where well_id = $1 order by md_m desc limit 1',
      [redHawk],
    );
    const prevMd = rows[0].md;
    const md = prevMd + 28.5;
    const conditionMs = Date.now();
    await appendSurveyStation(server.db, redHawk, { md, inc: rows[0].inc + 0.3, az: rows[0].azi }, server.services);
    await engine.idle();
    // The same SF as the AC report of the survey reference over the new course: one alert per offset it scans there.
    const report = await call('GET', `/api/wells/${redHawk}/wps/ac_report?reference=survey`, { token: eng.token });
    expect(report.status).toBe(200);
    const courseOf = (o: { rows: { ref_md: number; sf: number }[] }) => o.rows.filter((r) => r.ref_md >= prevMd - 1e-6 && r.ref_md <= md + 1e-6);
    const offsets = (report.body.data.offsets as { name: string; rows: { ref_md: number; sf: number }[] }[]).filter((o) => courseOf(o).length > 0);
    expect(offsets.length).toBeGreaterThan(0);
    const fired = await waitFor(
      async () => got.filter((g) => g.m.type === 'ac' && g.m.state === 'fired' && g.m.subscription_name === 'AC watch'),
      (x) => x.length >= offsets.length,
      5_000,
      'AC alerts over STOMP',
    );
    const mails = await waitFor(
      async () => smtp.mails.slice(mailsBefore),
      (x) => x.length >= fired.length,
      5_000,
      'AC e-mails',
    );
    console.log(
      `AC alert latency [${kind}]: station stored → in-app ${Math.max(...fired.map((f) => f.atMs)) - conditionMs} ms, → e-mail ${Math.max(...mails.map((m) => m.atMs)) - conditionMs} ms (${fired.length} offsets)`,
    );
    expect(Math.max(...mails.map((m) => m.atMs)) - conditionMs).toBeLessThan(5_000);
    const topFired = await waitFor(
      async () => got.filter((g) => g.m.subscription_name === 'AC top 3' && g.m.state === 'fired'),
      (x) => x.length >= Math.min(3, fired.length),
      5_000,
      'Top-3 AC alerts',
    );
    // The Top-3 subscription fires for the three offsets of lowest SF of all those 'AC watch' fired for.
    expect(topFired.map((f) => f.m.numbers.value).sort((a, b) => a - b)).toEqual(
      fired
        .map((f) => f.m.numbers.value)
        .sort((a, b) => a - b)
        .slice(0, 3),
    );
    expect(topFired).toHaveLength(Math.min(3, fired.length));
    expect(got.some((g) => g.m.subscription_name === 'AC at 0.01')).toBe(false);
    expect(fired).toHaveLength(offsets.length);
    for (const f of fired) {
      const offset = offsets.find((o) => f.m.message.includes(`to ${o.name} at`));
      expect(offset, f.m.message).toBeTruthy();
      const worst = courseOf(offset!).reduce((a, b) => (b.sf < a.sf ? b : a));
      expect(f.m.numbers.value).toBeCloseTo(worst.sf, 2);
      expect(f.m.numbers).toMatchObject({ threshold: 1000, unit: 'SF', depth_m: worst.ref_md });
      const mail = mails.find((m) => decodeQp(m.raw).includes(`to ${offset!.name} at`));
      expect(decodeQp(mail!.raw)).toContain(`Value: ${f.m.numbers.value} SF`);
    }
    await client.deactivate();
  });

  it('high DLS and new survey fire on a new station, once per station', async () => {
    const well = bluebonnet ?? redHawk;
    const hi = await create({ name: 'DLS over 3', well_id: well, type: 'high_dls', channels: ['summary'] });
    const ns = await create({ name: 'Each survey', well_id: well, type: 'new_survey', severity: 'info', channels: ['summary'] });
    expect([hi.status, ns.status]).toEqual([200, 200]);
    const engine = server.services.alerts!;
    await engine.reload();
    const { rows } = await server.db.query<{ md: number; inc: number; azi: number }>(
      'select md_m as md, inc_deg as inc, azi_deg as azi from survey_stations where well_id = $1 order by md_m desc limit 1',
      [well],
    );
    const last = rows[0] ?? { md: 1000, inc: 10, azi: 45 };
    const md = Math.round(last.md + 30);
    // About 30 m that builds 4.5° along the same azimuth: DLS 4.5° per course, scaled to 30 m.
    const expectedDls = (4.5 * 30) / (md - last.md);
    await server.db.query("insert into survey_stations (well_id, md_m, inc_deg, azi_deg, source) values ($1, $2, $3, $4, 'manual')", [
      well,
      md,
      last.inc + 4.5,
      last.azi,
    ]);
    const msg = { well_id: well, time: Math.floor(Date.now() / 1000), kind: 'FACT', from_md: md, revision: 1 };
    server.services.publish(`/topic/${well}/survey/updated`, msg);
    server.services.publish(`/topic/${well}/survey/updated`, msg);
    await engine.idle();
    const ev = (await call('GET', `/api/alerts/events?well_id=${well}`, { token: eng.token })).body.data;
    const dls = ev.filter((e: { type: string }) => e.type === 'high_dls');
    expect(dls).toHaveLength(1);
    expect(dls[0].numbers.value).toBeCloseTo(expectedDls, 2);
    expect(dls[0].numbers).toMatchObject({ threshold: 3, unit: '°/30m', depth_m: md });
    expect(ev.filter((e: { type: string }) => e.type === 'new_survey')).toHaveLength(1);
  });
});

describe('alerts without SMTP_URL [pglite]', () => {
  let server: RunningServer;
  let call: Call;
  beforeAll(async () => {
    server = await startServer({ ...testConfig('pglite', null, { demoHistoryDays: 0 }), port: 0, host: '127.0.0.1', smtpUrl: null }, { log: () => {} });
    call = httpCall(server.url!);
  });
  afterAll(() => server?.close());

  it('the e-mail channel says "not configured" in the options, on the subscription and on the fired alert', async () => {
    const { token } = await signIn(call, ENGINEER.email, ENGINEER.password);
    const opts = await call('GET', '/api/alerts/options', { token });
    expect(opts.body.data.channels.find((c: { id: string }) => c.id === 'email')).toEqual({
      id: 'email',
      status: 'not configured',
      detail: 'E-mail is not configured on this server (set SMTP_URL)',
    });
    const wells = await call('GET', '/api/wells?limit=100', { token });
    const well = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    const sub = await call('POST', '/api/alerts/subscriptions', {
      token,
      body: { name: 'Mail me', well_id: well, type: 'low_rop', channels: ['email'], params: { thresholdMph: 5, windowS: 10, minSamples: 5 } },
    });
    expect(sub.body.data.channel_status).toEqual({ email: 'not configured' });
    await server.services.alerts!.reload();
    const endS = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 10; i++) {
      server.services.publish(liveTopic(well), {
        well_id: well,
        time: endS - 9 + i,
        values: { holeDepthM: 2000, bitDepthM: 2000, wobT: 10, flowInLpm: 2000, ropMph: 1 },
      });
    }
    await server.services.alerts!.idle();
    const ev = await call('GET', '/api/alerts/events', { token });
    expect(ev.body.data[0].deliveries.email.status).toBe('not configured');
  });
});
