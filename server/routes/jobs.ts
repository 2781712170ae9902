import { z } from 'zod';
import { JOB_STATUSES } from '../jobs/runner';
import { ADMIN } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { idParams } from '../lib/schemas';

const tags = ['admin', 'jobs'];
const JOB_COLUMNS = `j.id, j.kind, j.payload, j.status, j.attempts, j.max_attempts, j.run_at, j.due_at, j.created_at, j.started_at,
  j.finished_at, j.locked_by, j.last_error, u.email as created_by_email`;

const list = defineRoute({
  method: 'GET',
  url: '/admin/jobs',
  summary: 'Jobs, newest first, with the count of each status (filters: status, kind; keyset paging by before: created_at of the last row)',
  tags,
  access: ADMIN,
  query: z
    .object({
      status: z.enum(JOB_STATUSES).optional(),
      kind: z.string().trim().min(1).max(100).optional(),
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      before: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }).optional(),
    })
    .strict(),
  async handler({ query, db, services }) {
    const limit = query.limit ?? 200;
    const { rows } = await db.query(
      `select ${JOB_COLUMNS} from jobs j left join users u on u.id = j.created_by
        where ($1::text is null or j.status = $1) and ($2::text is null or j.kind = $2) and ($3::timestamptz is null or j.created_at < $3::timestamptz)
        order by j.created_at desc, j.id desc limit $4`,
      [query.status ?? null, query.kind ?? null, query.before ?? null, limit],
    );
    const counts = await db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from jobs where ($1::text is null or kind = $1) group by status`,
      [query.kind ?? null],
    );
    return {
      data: rows,
      counts: Object.fromEntries(JOB_STATUSES.map((s) => [s, counts.rows.find((c) => c.status === s)?.n ?? 0])),
      kinds:
        services.jobs?.kindNames().map((name) => ({ name, summary: services.jobs!.kind(name)!.summary, cron: services.jobs!.kind(name)!.cron ?? null })) ?? [],
      next_before: rows.length === limit ? new Date((rows[rows.length - 1] as { created_at: string | Date }).created_at).toISOString() : null,
    };
  },
});

const read = defineRoute({
  method: 'GET',
  url: '/admin/jobs/:id',
  summary: 'One job with its log',
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db }) {
    const { rows } = await db.query(`select ${JOB_COLUMNS} from jobs j left join users u on u.id = j.created_by where j.id = $1`, [params.id]);
    if (!rows[0]) throw new HttpError(404, `Job ${params.id} not found`);
    const log = await db.query('select at, attempt, line from job_log where job_id = $1 order by id limit 5000', [params.id]);
    return { data: { ...rows[0], log: log.rows } };
  },
});

const retry = defineRoute({
  method: 'POST',
  url: '/admin/jobs/:id/retry',
  summary: 'Queue a failed job again, with its full number of attempts',
  tags,
  access: ADMIN,
  params: idParams,
  body: z.object({}).strict().optional(),
  async handler({ params, db, user, services }) {
    const updated = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string; kind: string }>('select status, kind from jobs where id = $1 for update', [params.id]);
      if (!rows[0]) throw new HttpError(404, `Job ${params.id} not found`);
      if (rows[0].status !== 'failed') throw new HttpError(409, `Job ${params.id} is ${rows[0].status}: only a failed job can be retried`);
      await tx.query(`update jobs set status = 'queued', attempts = 0, run_at = now(), finished_at = null, last_error = null where id = $1`, [params.id]);
      await tx.query('insert into job_log (job_id, attempt, line) values ($1, 0, $2)', [params.id, `queued again by ${user.email}`]);
      await audit(
        tx,
        user.id,
        'jobs.retry',
        { type: 'jobs', id: params.id },
        { kind: rows[0].kind, before: { status: 'failed' }, after: { status: 'queued' } },
      );
      return rows[0];
    });
    services.jobs?.wake();
    return { data: { id: params.id, kind: updated.kind, status: 'queued' } };
  },
});

export const jobRoutes = [list, read, retry];
