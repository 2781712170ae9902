import { z } from 'zod';
import { runIntegration } from '../integrations/run-now';
import { audit } from '../lib/audit';
import { rollUpUsage } from '../usage/rollup';
import { defineJob, type JobKind } from './job-kind';

/**
 * Audit shrink (POST /api/admin/audit/shrink, superadmins only): deletes audit rows older than
 * `before` in batches, then writes its own audit row with the count, so a shrink is never silent.
 */
export const auditShrink = defineJob({
  name: 'audit.shrink',
  summary: 'Delete audit rows older than a date (superadmin), itself audited',
  payload: z.object({ before: z.iso.datetime({ offset: true }), requested_by: z.uuid() }).strict(),
  maxAttempts: 3,
  backoff: { baseS: 30, maxS: 600 },
  timeoutS: 600,
  async handler({ db, payload, log, signal }) {
    let deleted = 0;
    for (;;) {
      if (signal.aborted) throw new Error('stopped by the server shutting down');
      const r = await db.query('delete from audit_log where id in (select id from audit_log where at < $1 order by id limit 10000)', [payload.before]);
      deleted += r.affectedRows;
      if (r.affectedRows < 10000) break;
      await log(`${deleted} rows deleted so far`);
    }
    await log(`${deleted} audit rows older than ${payload.before} deleted`);
    await audit(db, payload.requested_by, 'audit.shrink.done', { type: 'audit_log', id: payload.before }, { before: payload.before, deleted });
  },
});

/** Usage roll-up: request_log into per-day figures (server/usage/rollup.ts), every 10 minutes and at start. */
export const usageRollup = defineJob({
  name: 'usage.rollup',
  summary: 'Roll the request log up into daily usage per route, user and company',
  payload: z.object({ since_day: z.iso.date().optional() }).strict(),
  maxAttempts: 5,
  backoff: { baseS: 10, maxS: 300 },
  timeoutS: 300,
  cron: '*/10 * * * *',
  async handler({ db, payload, log }) {
    const r = await rollUpUsage(db, { sinceDay: payload.since_day });
    await log(r.days.length ? `rolled up ${r.days.join(', ')}` : 'no requests to roll up');
    if (r.pruned) await log(`${r.pruned} raw requests older than 35 days removed`);
  },
});

/**
 * An integration run now by an administrator (POST /api/admin/integrations/:id/run): one session per
 * attempt (server/integrations/run-now.ts); a provider that cannot be reached fails the attempt, and
 * the job is retried after 30 s, 60 s, then stays failed (retried again from the Jobs dashboard).
 */
export const integrationRun = defineJob({
  name: 'integration.run',
  summary: 'Run an integration now: connect to its provider and map its channels, one session per attempt',
  payload: z.object({ integration_id: z.uuid(), requested_by: z.uuid() }).strict(),
  maxAttempts: 3,
  backoff: { baseS: 30, maxS: 600 },
  timeoutS: 120,
  async handler({ db, payload, jobId, log }) {
    const r = await runIntegration(db, payload.integration_id, jobId, log);
    if (!r.ran) await log(`nothing run: ${r.reason}`);
  },
});

/** Every job kind the server runs; each is declared once, here. */
export const jobKinds: readonly JobKind<any>[] = [auditShrink, usageRollup, integrationRun];
