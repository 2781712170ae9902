/**
 * Scheduled reports through the API and a real SMTP server (issue 18, spec 7.6 and 9.5): options,
 * CRUD with defaults (daily 06:00 every day, weekly Monday 06:00) and the next due time in the
 * subscriber's zone, bad input named (400), unknown well 404, a well not seen 403, toggle, clone
 * (first in the list), share_candidates (found by name or e-mail among every user, not a first page;
 * a multi-well report within the caller's company), share_copy and unsubscribe_shared; POST {id}/test sends now — the XLSX read
 * back with exceljs and the CSV rows carry the well's KPIs (server/multiwell/well-kpis.ts) for the
 * period; the morning PDF on a server without Chromium says why it is not available (the rendered
 * PDF is tested in tests/e2e/morning-pdf.spec.ts), a server without SMTP_URL "not configured".
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../src/domain/constants/alerts-and-reports';
import { nextDueMs } from '../../src/domain/reports/schedule';
import { wellKpis } from '../../server/multiwell/well-kpis';
import { kpiCells } from '../../server/reports/report-content';
import { deliverReport } from '../../server/reports/report-delivery';
import { startServer, type RunningServer } from '../../server/start';
import { httpCall, signIn, type Call } from './support/accounts';
import { testConfig } from './support/databases';
import { mailAttachments, startSmtp } from './support/smtp';
import { waitFor } from './support/poll';
import { ENGINEER } from './support/test-server';

describe('report subscriptions [pglite]', () => {
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let call: Call;
  let eng = '';
  let viewer = '';
  let redHawk = '';
  let engineerId = '';
  let viewerId = '';
  let analyst = '';
  let analystId = '';

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer(
      { ...testConfig('pglite', null), port: 0, host: '127.0.0.1', smtpUrl: `smtp://127.0.0.1:${smtp.port}`, chromiumPath: '/nonexistent/chromium' },
      { log: () => {} },
    );
    await server.background;
    call = httpCall(server.url!);
    eng = (await signIn(call, ENGINEER.email, ENGINEER.password)).token;
    viewer = (await signIn(call, 'viewer@demo.drillspace', 'drillspace-viewer')).token;
    const wells = await call('GET', '/api/wells?limit=100', { token: eng });
    redHawk = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    const ids = await server.db.query<{ id: string; email: string }>('select id, email from users');
    engineerId = ids.rows.find((r) => r.email === ENGINEER.email)!.id;
    viewerId = ids.rows.find((r) => r.email === 'viewer@demo.drillspace')!.id;
    analystId = ids.rows.find((r) => r.email === 'analyst@demo.drillspace')!.id;
    analyst = (await signIn(call, 'analyst@demo.drillspace', 'drillspace-analyst')).token;
    await server.db.query(`update users set locale = locale || '{"time_zone": "America/Chicago"}' where id = $1`, [engineerId]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const create = (body: Record<string, unknown>, token = eng) => call('POST', '/api/reports/subscriptions', { token, body });

  it('options list the spec’s choices', async () => {
    const r = await call('GET', '/api/reports/options', { token: eng });
    expect(r.body.data.types.map((t: { id: string }) => t.id)).toEqual(['multi_well', 'single_well', 'morning_pdf']);
    expect(r.body.data).toMatchObject({
      frequencies: ['daily', 'weekly'],
      default_time: '06:00',
      days: [...WEEKDAYS],
      formats: ['xlsx', 'csv'],
      periods: ['hour', 'day', 'week', 'month', 'quarter'],
      paper_sizes: ['A4', 'letter'],
      orientations: ['portrait', 'landscape'],
    });
  });

  it('CRUD with defaults and the next 06:00 in the subscriber’s zone; bad input named; 404 and 403', async () => {
    const t0 = Date.now();
    const daily = await create({ name: 'Red Hawk daily', type: 'single_well', well_id: redHawk });
    expect(daily.status, JSON.stringify(daily.body)).toBe(200);
    expect(daily.body.data).toMatchObject({
      well_name: 'Red Hawk 2H',
      frequency: 'daily',
      time: '06:00',
      days: [...WEEKDAYS],
      format: 'xlsx',
      period: 'day',
      paper_size: 'A4',
      orientation: 'portrait',
      enabled: true,
    });
    const due = Date.parse(daily.body.data.next_due_at);
    expect(due).toBe(nextDueMs({ time: '06:00', days: WEEKDAYS }, 'America/Chicago', t0));
    // 06:00 in Chicago is 11:00 or 12:00 UTC (CDT or CST).
    expect([11, 12]).toContain(new Date(due).getUTCHours());

    const weekly = await create({
      name: 'All wells weekly',
      type: 'multi_well',
      frequency: 'weekly',
      format: 'csv',
      paper_size: 'letter',
      orientation: 'landscape',
    });
    expect(weekly.body.data).toMatchObject({ frequency: 'weekly', days: ['monday'], period: 'week', well_id: null });
    expect(new Date(weekly.body.data.next_due_at).getUTCDay()).toBe(1);

    const bad = async (body: Record<string, unknown>, field: string) => {
      const r = await create({ name: 'x', type: 'single_well', well_id: redHawk, ...body });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.message).toContain(field);
    };
    await bad({ time: '24:00' }, 'time');
    await bad({ days: ['funday'] }, 'days');
    await bad({ days: ['monday', 'monday'] }, 'days');
    await bad({ format: 'pdf' }, 'format');
    await bad({ period: 'year' }, 'period');
    await bad({ paper_size: 'A3' }, 'paper_size');
    await bad({ type: 'weekly' }, 'type');
    await bad({ well_id: null }, 'well_id');
    await bad({ type: 'multi_well' }, 'well_id');
    await bad({ frequency: 'weekly', days: ['monday', 'friday'] }, 'days');
    expect((await create({ name: 'x', type: 'single_well', well_id: '00000000-0000-4000-8000-000000000001' })).status).toBe(404);
    const viewerWells = await call('GET', '/api/wells?limit=100', { token: viewer });
    const all = await call('GET', '/api/wells?limit=100', { token: eng });
    const unseen = all.body.data.find((w: { id: string }) => !viewerWells.body.data.some((v: { id: string }) => v.id === w.id));
    if (unseen) expect((await create({ name: 'x', type: 'single_well', well_id: unseen.id }, viewer)).status).toBe(403);

    const id = daily.body.data.id;
    const patched = await call('PATCH', `/api/reports/subscriptions/${id}`, { token: eng, body: { time: '07:30', days: ['friday', 'monday'] } });
    expect(patched.body.data).toMatchObject({ time: '07:30', days: ['monday', 'friday'] });
    expect(Date.parse(patched.body.data.next_due_at)).toBe(
      nextDueMs({ time: '07:30', days: ['monday', 'friday'] }, 'America/Chicago', Date.now() - 5000) ?? NaN,
    );
    expect((await call('PATCH', `/api/reports/subscriptions/${id}`, { token: eng, body: { orientation: 'sideways' } })).body.message).toContain('orientation');

    const off = await call('PATCH', `/api/reports/subscriptions/${id}/toggle`, { token: eng });
    expect(off.body.data).toMatchObject({ enabled: false, next_due_at: null });
    const on = await call('PATCH', `/api/reports/subscriptions/${id}/toggle`, { token: eng });
    expect(on.body.data.enabled).toBe(true);
    expect(on.body.data.next_due_at).not.toBeNull();

    const filtered = await call('GET', '/api/reports/subscriptions?type=multi_well', { token: eng });
    expect(filtered.body.data.map((s: { name: string }) => s.name)).toEqual(['All wells weekly']);
    expect((await call('GET', `/api/reports/subscriptions/${id}`, { token: viewer })).status).toBe(404);
    expect((await call('DELETE', `/api/reports/subscriptions/${weekly.body.data.id}`, { token: eng })).status).toBe(200);
    expect((await call('GET', `/api/reports/subscriptions/${weekly.body.data.id}`, { token: eng })).status).toBe(404);
  });

  it('clone lists first; share_copy gives a copy due in the recipient’s zone; unsubscribe_shared leaves it', async () => {
    const made = await create({ name: 'Fleet', type: 'multi_well' });
    const clone = await call('POST', `/api/reports/subscriptions/${made.body.data.id}/clone`, { token: eng });
    expect(clone.body.data.name).toBe('Fleet (copy)');
    const listed = await call('GET', '/api/reports/subscriptions', { token: eng });
    expect(listed.body.data[0].id).toBe(clone.body.data.id);

    const share = (user_ids: string[]) => call('POST', `/api/reports/subscriptions/${made.body.data.id}/share_copy`, { token: eng, body: { user_ids } });
    const self = await share([engineerId]);
    expect([self.status, self.body.message]).toEqual([409, 'You cannot share a report with yourself: clone it instead']);
    expect((await share(['00000000-0000-4000-8000-000000000002'])).status).toBe(404);
    expect((await share([])).body.message).toContain('user_ids');
    // A multi-well report goes to colleagues: the viewer works for another company.
    const outside = await share([viewerId]);
    expect([outside.status, outside.body.message]).toEqual([409, `User ${viewerId} is not in your company`]);
    const shared = await share([analystId]);
    expect(shared.body.data.shared).toBe(1);
    const again = await share([analystId]);
    expect([again.status, again.body.message]).toEqual([409, `User ${analystId} already has a copy of this report`]);
    const copy = (await call('GET', '/api/reports/subscriptions?shared=true', { token: analyst })).body.data[0];
    expect(copy).toMatchObject({ name: 'Fleet', shared_by: engineerId });
    // The analyst has no time zone: the copy is due at 06:00 UTC.
    expect(new Date(copy.next_due_at).getUTCHours()).toBe(6);
    const notShared = await call('DELETE', `/api/reports/subscriptions/${made.body.data.id}/unsubscribe_shared`, { token: eng });
    expect([notShared.status, notShared.body.message]).toEqual([409, 'This report was not shared with you: delete it instead']);
    expect((await call('DELETE', `/api/reports/subscriptions/${copy.id}/unsubscribe_shared`, { token: analyst })).status).toBe(200);
    expect((await call('GET', '/api/reports/subscriptions?shared=true', { token: analyst })).body.data).toHaveLength(0);
  });

  it('share_candidates: any colleague is found by typing a name or e-mail, however many users sort before them', async () => {
    const fleet = await create({ name: 'Fleet for candidates', type: 'multi_well' });
    const single = await create({ name: 'Red Hawk for candidates', type: 'single_well', well_id: redHawk });
    const candidates = async (id: string, q = '', token = eng) => {
      const r = await call('GET', `/api/reports/subscriptions/${id}/share_candidates${q}`, { token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { emails: r.body.data.map((u: { email: string }) => u.email) as string[], more: r.body.more as boolean };
    };
    const offered = (await candidates(fleet.body.data.id)).emails;
    expect(offered).toContain('analyst@demo.drillspace');
    expect(offered).not.toContain('viewer@demo.drillspace'); // another company
    expect(offered).not.toContain(ENGINEER.email); // the caller
    expect(offered).not.toContain('suspended@demo.drillspace');
    // A single-well report: whoever may see the well's logs, of any company.
    const onWell = (await candidates(single.body.data.id)).emails;
    expect(onWell).toContain('analyst@demo.drillspace');
    expect(onWell).not.toContain(ENGINEER.email);

    // 300 colleagues sort before the analyst: the first answer stops at 50 and says there are more;
    // typing finds the analyst by name or by e-mail, in either case.
    await server.db.query(
      `insert into users (email, name, password_hash, company_id)
       select 'colleague' || g || '@example.com', 'Aaa Colleague ' || lpad(g::text, 3, '0'), 'x', (select company_id from users where id = $1)
       from generate_series(1, 300) g`,
      [engineerId],
    );
    try {
      const first = await candidates(fleet.body.data.id);
      expect(first.emails).toHaveLength(50);
      expect(first.emails).not.toContain('analyst@demo.drillspace');
      expect(first.more).toBe(true);
      expect(await candidates(fleet.body.data.id, '?search=ANALYST')).toEqual({ emails: ['analyst@demo.drillspace'], more: false });
      expect((await candidates(fleet.body.data.id, '?search=analyst%40demo')).emails).toEqual(['analyst@demo.drillspace']);
      expect((await candidates(fleet.body.data.id, '?search=Colleague%20299')).emails).toEqual(['colleague299@example.com']);
      // A search is literal: % and _ match themselves, not anything.
      expect((await candidates(fleet.body.data.id, '?search=%25')).emails).toEqual([]);
    } finally {
      await server.db.query(`delete from users where email like 'colleague%@example.com'`);
    }
    // Only the owner asks; a bad query is named.
    expect((await call('GET', `/api/reports/subscriptions/${fleet.body.data.id}/share_candidates`, { token: analyst })).status).toBe(404);
    const long = await call('GET', `/api/reports/subscriptions/${fleet.body.data.id}/share_candidates?search=${'x'.repeat(201)}`, { token: eng });
    expect([long.status, long.body.message]).toMatchObject([400, expect.stringContaining('search')]);
    expect((await call('GET', `/api/reports/subscriptions/${fleet.body.data.id}/share_candidates?who=me`, { token: eng })).status).toBe(400);
  });

  it('the user sets their own time zone (PUT /auth/user/locale): their reports fall due at the same clock time there; a bad zone is named', async () => {
    const made = await create({ name: 'Zone check', type: 'multi_well', time: '06:00' });
    expect(made.status).toBe(200);
    const t0 = Date.now();
    const set = await call('PUT', '/api/auth/user/locale', { token: eng, body: { time_zone: 'Europe/Oslo' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.time_zone).toBe('Europe/Oslo');
    expect((await call('GET', '/api/auth/user', { token: eng })).body.data.locale.time_zone).toBe('Europe/Oslo');
    const after = (await call('GET', `/api/reports/subscriptions/${made.body.data.id}`, { token: eng })).body.data;
    expect(Date.parse(after.next_due_at)).toBe(nextDueMs({ time: '06:00', days: WEEKDAYS }, 'Europe/Oslo', t0));
    // 06:00 in Oslo is 04:00 or 05:00 UTC (CEST or CET), not Chicago's 11:00 or 12:00.
    expect([4, 5]).toContain(new Date(after.next_due_at).getUTCHours());
    const bad = await call('PUT', '/api/auth/user/locale', { token: eng, body: { time_zone: 'Mars/Olympus_Mons' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.time_zone: must be a time zone such as America\/Chicago or UTC/);
    expect((await call('PUT', '/api/auth/user/locale', { token: eng, body: { time_zone: 'America/Chicago' } })).status).toBe(200);
    expect((await call('DELETE', `/api/reports/subscriptions/${made.body.data.id}`, { token: eng })).status).toBe(200);
  });

  it('test send: the XLSX arrives by mail and reads back with the well’s KPIs for the hour', { timeout: 60_000 }, async () => {
    const made = await create({ name: 'Red Hawk hourly', type: 'single_well', well_id: redHawk, period: 'hour' });
    const before = smtp.mails.length;
    const t0 = performance.now();
    const sent = await call('POST', `/api/reports/subscriptions/${made.body.data.id}/test`, { token: eng });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'sent', recipient: ENGINEER.email, file_name: 'Red-Hawk-hourly.xlsx', rows: 1 });
    const mails = await waitFor(
      async () => smtp.mails.slice(before),
      (m) => m.length === 1,
      10_000,
      'the report mail',
    );
    console.log(`test send → mail accepted in ${Math.round(performance.now() - t0)} ms, ${sent.body.data.bytes} bytes`);
    expect(mails[0].to).toBe(ENGINEER.email);
    const [att] = mailAttachments(mails[0].raw);
    expect(att.fileName).toBe('Red-Hawk-hourly.xlsx');
    expect(att.content.length).toBe(sent.body.data.bytes);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(att.content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/^Red Hawk 2H: single well report, .* \(America\/Chicago\)$/);
    expect(sheet.getRow(2).getCell(3).value).toBe('Footage (m)');
    const from = Date.parse(sent.body.data.period_from);
    const to = Date.parse(sent.body.data.period_to);
    expect(to - from).toBe(3_600_000);
    const expected = kpiCells(await wellKpis(server.db, redHawk, Math.floor(from / 1000), Math.floor(to / 1000)));
    const values = sheet.getRow(3).values as unknown[];
    const got = Array.from({ length: expected.length }, (_, i) => values[i + 3] ?? null);
    console.log('hour KPIs in the attachment:', JSON.stringify(got));
    expect(got).toEqual(expected);
    // The demo journal's troubles in the hour: NPT is a real figure (drilling KPIs stay empty until rig states are detected).
    expect(expected[7]).toBeGreaterThan(0);
    const log = await call('GET', `/api/reports/subscriptions/${made.body.data.id}/deliveries`, { token: eng });
    expect(log.body.data.map((d: { status: string }) => d.status)).toEqual(['sent']);
    expect(sheet.pageSetup.paperSize).toBe(9);
  });

  it('CSV rows: one per well whose logs the subscriber may read; morning PDF "not available"; no SMTP_URL "not configured"', { timeout: 60_000 }, async () => {
    // A well the viewer sees in the list but whose logs he may not read (a role with VIEW_WELL alone): not in the report.
    const listOnly = (await call('GET', '/api/wells?limit=100', { token: eng })).body.data.find((w: { id: string }) => w.id === redHawk);
    await server.db.query(
      `with r as (insert into roles (name, object_type, permissions) values ('Well list only', 'WELL', '["VIEW_WELL"]') returning id)
       insert into user_roles (user_id, object_id, object_type, role_id) select $1, $2, 'WELL', id from r`,
      [viewerId, redHawk],
    );
    const csv = await create({ name: 'Fleet CSV', type: 'multi_well', format: 'csv', period: 'hour' }, viewer);
    const before = smtp.mails.length;
    const sent = await call('POST', `/api/reports/subscriptions/${csv.body.data.id}/test`, { token: viewer });
    expect(sent.body.data.status).toBe('sent');
    const mails = await waitFor(
      async () => smtp.mails.slice(before),
      (m) => m.length === 1,
      10_000,
      'the CSV mail',
    );
    const [att] = mailAttachments(mails[0].raw);
    const lines = att.content.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Well,Footage (m),ROP (m/h),Rotary ROP (m/h),Slide ROP (m/h),Connections,Weight to weight median (s),Slips to slips median (s),NPT (s),NPT share',
    );
    const listed = (await call('GET', '/api/wells?limit=100', { token: viewer })).body.data.map((w: { name: string }) => w.name);
    expect(listed).toContain(listOnly.name);
    const visible = listed.filter((n: string) => n !== listOnly.name).sort();
    expect(visible.length).toBeGreaterThan(0);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(visible);

    const pdf = await create({ name: 'Morning', type: 'morning_pdf', well_id: redHawk });
    const p = await call('POST', `/api/reports/subscriptions/${pdf.body.data.id}/test`, { token: eng });
    expect(p.body.data).toMatchObject({ status: 'not available' });
    expect(p.body.data.detail).toBe(
      "PDF rendering is not available on this server: no Chromium at /nonexistent/chromium (install Debian's chromium package, or set CHROMIUM_PATH to a Chromium binary)",
    );

    const { rows } = await server.db.query<{ id: string }>(
      `insert into report_deliveries (subscription_id, period_from, period_to) values ($1, now() - interval '1 hour', now()) returning id`,
      [csv.body.data.id],
    );
    const quiet = await deliverReport(server.db, { smtpUrl: null, mailFrom: 'x@y.invalid' }, rows[0].id);
    expect(quiet.status).toBe('not configured');
    expect(quiet.detail).toMatch(/^E-mail not configured on this server \(set SMTP_URL\): the report was built \(\d+ rows\) but not sent$/);
  });
});
