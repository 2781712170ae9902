/**
 * A scheduled report due at 06:00 in America/Chicago on two server instances sharing PostgreSQL
 * (issue 18): both instances' minute crons enqueue `reports.due` for the same due time and only one
 * row wins (unique kind + due_at); the due subscription is claimed once (FOR UPDATE SKIP LOCKED), one
 * delivery per (subscription, due time) is written (a second look adds nothing), its job runs once,
 * the mail reaches a real SMTP server once, and the attached XLSX reads back with the well's KPIs
 * for each local day of the period. Skipped with a message without PostgreSQL, except under CI=true.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../src/domain/constants/alerts-and-reports';
import { dayCuts, nextDueMs, periodStartMs } from '../../src/domain/reports/schedule';
import { wellKpis } from '../../server/multiwell/well-kpis';
import { kpiCells } from '../../server/reports/report-content';
import { queueDueReports } from '../../server/reports/report-jobs';
import { startServer, type RunningServer } from '../../server/start';
import { createPostgresDatabase, PG_ADMIN_URL, PG_OK, testConfig } from './support/databases';
import { waitFor } from './support/poll';
import { mailAttachments, startSmtp } from './support/smtp';
import { ENGINEER } from './support/test-server';

if (!PG_OK) {
  if (process.env.CI === 'true') throw new Error(`CI=true but PostgreSQL is not reachable at ${PG_ADMIN_URL}`);
  console.warn(`[skip] scheduled reports on two instances: PostgreSQL not reachable at ${PG_ADMIN_URL}`);
}

const CHI = 'America/Chicago';
const DAILY = { time: '06:00', days: WEEKDAYS };

describe.skipIf(!PG_OK)('scheduled reports on two instances sharing PostgreSQL', () => {
  const servers: RunningServer[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let drop = async () => {};

  beforeAll(async () => {
    smtp = await startSmtp();
    const db = await createPostgresDatabase();
    drop = db.drop;
    // One after the other: the first applies the migrations and the demo data, the second finds them.
    for (let i = 0; i < 2; i++) {
      const s = await startServer(testConfig('postgres', db.url, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` }), { listen: false, log: () => {} });
      await s.background;
      servers.push(s);
    }
  }, 180_000);

  afterAll(async () => {
    for (const s of servers) await s.close();
    await smtp?.close();
    await drop();
  });

  const call = async (s: RunningServer, method: string, url: string, token: string | null, body?: unknown) => {
    const res = await s.app.inject({
      method: method as 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('a report due at 06:00 Chicago runs once across both instances and its attachment parses', { timeout: 60_000 }, async () => {
    const [a, b] = servers;
    const db = a.db;
    const login = await call(a, 'POST', '/api/auth/login', null, { email: ENGINEER.email, password: ENGINEER.password });
    const token = login.body.token as string;
    const userId = (await db.query<{ id: string }>('select id from users where email = $1', [ENGINEER.email])).rows[0].id;
    await db.query(`update users set locale = locale || '{"time_zone": "America/Chicago"}' where id = $1`, [userId]);
    const wells = await call(b, 'GET', '/api/wells?limit=100', token);
    const redHawk = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id as string;

    const made = await call(b, 'POST', '/api/reports/subscriptions', token, { name: 'Red Hawk morning numbers', type: 'single_well', well_id: redHawk });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as string;
    expect(Date.parse(made.body.data.next_due_at)).toBe(nextDueMs(DAILY, CHI, Date.parse(made.body.data.created_at) - 1000) ?? NaN);

    // The most recent 06:00 in Chicago is due now.
    const now = Date.now();
    let due = nextDueMs(DAILY, CHI, now - 3 * 86_400_000)!;
    for (let n = nextDueMs(DAILY, CHI, due)!; n <= now; n = nextDueMs(DAILY, CHI, n)!) due = n;
    expect(new Date(due).toLocaleString('en-US', { timeZone: CHI, hour: '2-digit', minute: '2-digit', hour12: false })).toBe('06:00');
    await db.query('update report_subscriptions set next_due_at = $2 where id = $1', [id, new Date(due)]);

    // Both instances' crons fire for the same minute: one enqueue wins.
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 7);
    const enq = await Promise.all(servers.map((s) => s.services.jobs!.enqueue('reports.due', {}, { dueAt: minute })));
    expect(enq.filter((j) => j !== null)).toHaveLength(1);

    type Delivery = { id: string; status: string; detail: string; rows: number; bytes: number; period_from: Date; period_to: Date };
    const deliveries = await waitFor(
      async () => (await db.query<Delivery>('select * from report_deliveries where subscription_id = $1 and due_at = $2', [id, new Date(due)])).rows,
      (r) => r.length > 0 && r[0].status !== 'queued',
      30_000,
      'the due report delivered',
    );
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].status, deliveries[0].detail).toBe('sent');
    const mails = await waitFor(
      async () => smtp.mails,
      (m) => m.length >= 1,
      10_000,
      'the mail',
    );

    // A second look at the same due time, from both instances at once, adds nothing.
    await db.query('update report_subscriptions set next_due_at = $2 where id = $1', [id, new Date(due)]);
    const again = await Promise.all(servers.map((s) => queueDueReports(s.db)));
    expect(again.flat()).toHaveLength(0);
    const next = (await db.query<{ next_due_at: Date }>('select next_due_at from report_subscriptions where id = $1', [id])).rows[0].next_due_at;
    expect(new Date(next).getTime()).toBe(nextDueMs(DAILY, CHI, Date.now() - 5000));

    await new Promise((r) => setTimeout(r, 2000));
    expect((await db.query('select id from report_deliveries where subscription_id = $1', [id])).rows).toHaveLength(1);
    expect(mails).toHaveLength(1);
    const jobs = (
      await db.query<{ id: string; attempts: number; status: string }>(
        `select id, attempts, status from jobs where kind = 'reports.deliver' and payload->>'delivery_id' = $1`,
        [deliveries[0].id],
      )
    ).rows;
    expect(jobs).toMatchObject([{ attempts: 1, status: 'done' }]);
    const ranOn = (await db.query<{ line: string }>(`select line from job_log where job_id = $1 and line like 'attempt 1 of%'`, [jobs[0].id])).rows[0].line;
    const [sa, sb] = servers.map((s) => s.services.jobs!.stats);
    console.log(
      `due ${new Date(due).toISOString()} (06:00 ${CHI}): delivery ${deliveries[0].status}, ${deliveries[0].rows} rows, ${deliveries[0].bytes} bytes; ${ranOn}; ` +
        `reports.due enqueued A ${sa.enqueued} / B ${sb.enqueued}, duplicates skipped A ${sa.duplicateDue} / B ${sb.duplicateDue}`,
    );

    // The attachment: one row per local day of the 24 h before the due time, the well's KPIs in each.
    const [att] = mailAttachments(mails[0].raw);
    expect(att.fileName).toBe('Red-Hawk-morning-numbers.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(att.content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const from = periodStartMs('day', due, CHI);
    expect(new Date(deliveries[0].period_from).getTime()).toBe(from);
    const cuts = dayCuts(from, due, CHI);
    expect(sheet.rowCount).toBe(2 + cuts.length - 1);
    for (let i = 0; i + 1 < cuts.length; i++) {
      const expected = kpiCells(await wellKpis(db, redHawk, cuts[i] / 1000, cuts[i + 1] / 1000));
      const values = sheet.getRow(3 + i).values as unknown[];
      expect(Array.from({ length: expected.length }, (_, k) => values[k + 3] ?? null)).toEqual(expected);
    }
  });
});
