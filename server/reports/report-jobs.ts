/**
 * Scheduled reports on the durable job runner (server/jobs/). `reports.due` is enqueued every minute
 * by each instance's cron, once per due minute across instances (unique kind + due_at); it claims
 * the subscriptions whose next_due_at has come (FOR UPDATE SKIP LOCKED), writes one delivery per
 * (subscription, due time) — a unique index, so a second look at the same due time adds nothing —,
 * queues a `reports.deliver` job for it in the same transaction and moves next_due_at to the
 * following due time in the subscriber's zone. A missed due time (all instances down) runs once
 * when the server is back; the ones missed in between are not replayed.
 */
import { z } from 'zod';
import type { ReportPeriod, Weekday } from '../../src/domain/constants/alerts-and-reports';
import { nextDueMs, periodStartMs } from '../../src/domain/reports/schedule';
import type { ServerConfig } from '../config';
import type { MorningReports } from '../exports/morning-report';
import type { Db } from '../db/db';
import { defineJob, type JobKind } from '../jobs/job-kind';
import { deliverReport } from './report-delivery';
import { userTimeZone } from './report-store';

const DELIVER = 'reports.deliver';
const DELIVER_ATTEMPTS = 3;

interface DueRow {
  id: string;
  owner_id: string;
  next_due_at: Date;
  period: ReportPeriod;
  time_of_day: string;
  days: Weekday[];
}

/** Claims every subscription due by `nowMs`; answers the deliveries it queued. */
export async function queueDueReports(db: Db, nowMs = Date.now()): Promise<{ subscription_id: string; due_at: Date; delivery_id: string }[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DueRow>(
      `select id, owner_id, next_due_at, period, time_of_day, days from report_subscriptions
        where enabled and next_due_at <= $1 order by next_due_at limit 200 for update skip locked`,
      [new Date(nowMs)],
    );
    const queued: { subscription_id: string; due_at: Date; delivery_id: string }[] = [];
    for (const s of rows) {
      const tz = await userTimeZone(tx, s.owner_id);
      const dueMs = new Date(s.next_due_at).getTime();
      const d = await tx.query<{ id: string }>(
        `insert into report_deliveries (subscription_id, due_at, period_from, period_to) values ($1, $2, $3, $2)
         on conflict (subscription_id, due_at) where due_at is not null do nothing returning id`,
        [s.id, new Date(dueMs), new Date(periodStartMs(s.period, dueMs, tz))],
      );
      if (d.rows[0]) {
        await tx.query('insert into jobs (kind, payload, max_attempts) values ($1, $2, $3)', [
          DELIVER,
          JSON.stringify({ delivery_id: d.rows[0].id }),
          DELIVER_ATTEMPTS,
        ]);
        queued.push({ subscription_id: s.id, due_at: new Date(dueMs), delivery_id: d.rows[0].id });
      }
      const next = nextDueMs({ time: s.time_of_day, days: s.days }, tz, Math.max(nowMs, dueMs));
      await tx.query('update report_subscriptions set next_due_at = $2 where id = $1', [s.id, next === null ? null : new Date(next)]);
    }
    return queued;
  });
}

/** The two kinds; `wake` makes this instance look for the queued deliveries at once. */
export function reportJobKinds(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, wake: () => void, morning: MorningReports | null = null): JobKind<any>[] {
  const due = defineJob({
    name: 'reports.due',
    summary: 'Queue the scheduled reports whose due time has come (subscriber time zones)',
    payload: z.object({}).strict(),
    maxAttempts: 3,
    backoff: { baseS: 5, maxS: 60 },
    timeoutS: 120,
    cron: '* * * * *',
    async handler({ db, log }) {
      const queued = await queueDueReports(db);
      if (queued.length) {
        await log(`${queued.length} report(s) due: ${queued.map((q) => `${q.subscription_id} at ${q.due_at.toISOString()}`).join(', ')}`);
        wake();
      }
    },
  });
  const deliver = defineJob({
    name: DELIVER,
    summary: 'Build one scheduled report and e-mail it to its subscriber',
    payload: z.object({ delivery_id: z.uuid() }).strict(),
    maxAttempts: DELIVER_ATTEMPTS,
    backoff: { baseS: 60, maxS: 600 },
    timeoutS: 600,
    async handler({ db, payload, log, attempt }) {
      const r = await deliverReport(db, config, payload.delivery_id, morning);
      await log(`${r.status}: ${r.detail ?? ''}${r.file_name ? ` (${r.file_name}, ${r.rows} rows, ${r.bytes} bytes)` : ''}`);
      // A refused mail is tried again after the backoff; the log keeps each attempt's answer.
      if (r.status === 'failed' && attempt < DELIVER_ATTEMPTS) throw new Error(r.detail ?? 'delivery failed');
    },
  });
  return [due, deliver];
}
