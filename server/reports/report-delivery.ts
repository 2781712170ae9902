/**
 * One delivery of a scheduled report: build its table for the period, write the XLSX or CSV, mail it
 * to the subscriber over SMTP (nodemailer, SMTP_URL) and record what happened in report_deliveries.
 * Nothing is dropped silently: without SMTP_URL the log says e-mail is not configured; a morning
 * PDF report is the print view of the well's last reporting day before the due time, rendered as the
 * subscriber (server/exports/); a server without a browser logs why the PDF is not available.
 */
import type { ReportFormat, ReportPeriod } from '../../src/domain/constants/alerts-and-reports';
import { periodStartMs } from '../../src/domain/reports/schedule';
import { createMailer } from '../alerts/mailer';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/db';
import type { MorningReports } from '../exports/morning-report';
import { HttpError } from '../lib/http-error';
import { reportTable } from './report-content';
import { reportFile } from './report-file';
import { userTimeZone } from './report-store';

export const EMAIL_NOT_CONFIGURED = 'E-mail not configured on this server (set SMTP_URL)';

export interface DeliveryResult {
  id: string;
  status: 'queued' | 'sent' | 'failed' | 'not configured' | 'not available';
  detail: string | null;
  recipient: string | null;
  file_name: string | null;
  bytes: number | null;
  rows: number | null;
  period_from: Date;
  period_to: Date;
}

interface Job {
  id: string;
  status: DeliveryResult['status'];
  period_from: Date;
  period_to: Date;
  subscription_id: string;
  name: string;
  type: 'single_well' | 'multi_well' | 'morning_pdf';
  well_id: string | null;
  well_name: string | null;
  format: ReportFormat;
  paper_size: 'A4' | 'letter';
  orientation: 'portrait' | 'landscape';
  owner_id: string;
  email: string;
  is_admin: boolean;
}

const RESULT = 'id, status, detail, recipient, file_name, bytes, rows, period_from, period_to';

async function finish(db: Queryable, id: string, fields: Partial<Omit<DeliveryResult, 'id'>>): Promise<DeliveryResult> {
  const { rows } = await db.query<DeliveryResult>(
    `update report_deliveries set status = $2, detail = $3, recipient = $4, file_name = $5, bytes = $6, rows = $7, finished_at = now()
      where id = $1 returning ${RESULT}`,
    [id, fields.status, fields.detail ?? null, fields.recipient ?? null, fields.file_name ?? null, fields.bytes ?? null, fields.rows ?? null],
  );
  return rows[0];
}

type MailConfig = Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>;

interface BuiltFile {
  fileName: string;
  content: Buffer;
  contentType: string;
  rows: number | null;
  text: string;
}

/** The morning PDF of the subscription's well for the reporting day ended by the period's end, as the subscriber sees it. */
async function morningFile(job: Job, morning: MorningReports): Promise<BuiltFile | { unavailable: string }> {
  if (!job.well_id) return { unavailable: 'The morning PDF report needs a well' };
  try {
    const paper = job.paper_size === 'letter' ? 'letter' : 'a4';
    const pdf = await morning.pdf(
      { userId: job.owner_id },
      { wellId: job.well_id, paper, orientation: job.orientation, referenceS: Math.floor(new Date(job.period_to).getTime() / 1000) },
    );
    const text = `Morning report of ${pdf.day.well_name} for the reporting day ${pdf.day.date} (${pdf.day.time_zone}), attached as ${pdf.fileName}.\n`;
    return { fileName: pdf.fileName, content: pdf.content, contentType: 'application/pdf', rows: null, text };
  } catch (e) {
    // No browser on this server (503) is said as it is; anything else fails the attempt and is retried.
    if (e instanceof HttpError && e.status === 503) return { unavailable: e.message };
    throw e;
  }
}

async function tableFile(db: Queryable, job: Job): Promise<BuiltFile> {
  const timeZone = await userTimeZone(db, job.owner_id);
  const table = await reportTable(db, {
    type: job.type === 'multi_well' ? 'multi_well' : 'single_well',
    ownerId: job.owner_id,
    ownerIsAdmin: job.is_admin,
    wellId: job.well_id,
    wellName: job.well_name,
    fromMs: new Date(job.period_from).getTime(),
    toMs: new Date(job.period_to).getTime(),
    timeZone,
  });
  const file = await reportFile(table, job.name, job.format, { paperSize: job.paper_size, orientation: job.orientation });
  return { ...file, rows: table.rows.length, text: `${table.title}\n\n${table.rows.length} rows in the attached ${file.fileName}.\n` };
}

/**
 * Builds and sends delivery `deliveryId` (a row of report_deliveries); one already sent is not sent
 * again. `morning` renders morning PDF reports (null: they are logged as not available).
 */
export async function deliverReport(db: Queryable, config: MailConfig, deliveryId: string, morning: MorningReports | null = null): Promise<DeliveryResult> {
  const { rows } = await db.query<Job>(
    `select d.id, d.status, d.period_from, d.period_to, d.subscription_id, s.name, s.type, s.well_id, w.name as well_name, s.format,
            s.paper_size, s.orientation, s.owner_id, u.email, u.is_admin
       from report_deliveries d join report_subscriptions s on s.id = d.subscription_id join users u on u.id = s.owner_id
       left join wells w on w.id = s.well_id where d.id = $1`,
    [deliveryId],
  );
  const job = rows[0];
  if (!job) throw new Error(`report delivery ${deliveryId} not found (its subscription was deleted)`);
  if (job.status === 'sent') return (await db.query<DeliveryResult>(`select ${RESULT} from report_deliveries where id = $1`, [deliveryId])).rows[0];
  let file: BuiltFile;
  if (job.type === 'morning_pdf') {
    const made = morning ? await morningFile(job, morning) : { unavailable: 'PDF not available: this server process renders no PDFs' };
    if ('unavailable' in made) return finish(db, job.id, { status: 'not available', detail: made.unavailable, recipient: job.email });
    file = made;
  } else {
    file = await tableFile(db, job);
  }
  const built = { recipient: job.email, file_name: file.fileName, bytes: file.content.length, rows: file.rows };
  const what = file.rows === null ? file.fileName : `${file.rows} rows`;
  if (!config.smtpUrl) {
    return finish(db, job.id, {
      ...built,
      status: 'not configured',
      detail: `${EMAIL_NOT_CONFIGURED}: the report was built (${what}) but not sent`,
    });
  }
  const mailer = createMailer(config.smtpUrl, config.mailFrom);
  try {
    await mailer.send({
      to: job.email,
      subject: `Drillspace report: ${job.name}`,
      text: file.text,
      attachments: [{ filename: file.fileName, content: file.content, contentType: file.contentType }],
    });
  } catch (e) {
    // The SMTP server's answer only: the URL (which may hold a password) is never written.
    return finish(db, job.id, { ...built, status: 'failed', detail: `The SMTP server did not take the mail: ${e instanceof Error ? e.message : String(e)}` });
  } finally {
    mailer.close();
  }
  return finish(db, job.id, { ...built, status: 'sent', detail: `Sent to ${job.email}` });
}

/** POST …/test: the period ending now, built and sent at once; answers what the delivery did. */
export async function sendReportNow(
  db: Queryable,
  config: MailConfig,
  subscriptionId: string,
  morning: MorningReports | null = null,
  nowMs = Math.floor(Date.now() / 1000) * 1000,
): Promise<DeliveryResult> {
  const { rows } = await db.query<{ id: string }>(
    `insert into report_deliveries (subscription_id, period_from, period_to)
     select id, $2, $3 from report_subscriptions where id = $1 returning id`,
    [subscriptionId, new Date(periodStartMs(await periodOf(db, subscriptionId), nowMs, await ownerZone(db, subscriptionId))), new Date(nowMs)],
  );
  return deliverReport(db, config, rows[0].id, morning);
}

async function periodOf(db: Queryable, subscriptionId: string): Promise<ReportPeriod> {
  return (await db.query<{ period: ReportPeriod }>('select period from report_subscriptions where id = $1', [subscriptionId])).rows[0].period;
}

async function ownerZone(db: Queryable, subscriptionId: string): Promise<string> {
  const { rows } = await db.query<{ owner_id: string }>('select owner_id from report_subscriptions where id = $1', [subscriptionId]);
  return userTimeZone(db, rows[0].owner_id);
}
