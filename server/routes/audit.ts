import { z } from 'zod';
import { auditCsv, auditFilters, auditPage, searchAudit } from '../audit/search';
import { auditShrink } from '../jobs/kinds';
import { ADMIN } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';

const tags = ['admin', 'audit'];

const search = defineRoute({
  method: 'GET',
  url: '/admin/audit',
  summary: 'Search the audit trail, newest first: text, actor, action (prefix), object, date range; keyset paging by before_id',
  tags,
  access: ADMIN,
  query: auditPage,
  handler: ({ query, db }) => searchAudit(db, query),
});

const exportCsv = defineRoute({
  method: 'GET',
  url: '/admin/audit/export',
  summary: 'The audit rows matching the filters as CSV (at most 100 000, newest first)',
  tags,
  access: ADMIN,
  query: auditFilters.strict(),
  async handler({ query, db, reply, user }) {
    const csv = await auditCsv(db, query);
    await audit(db, user.id, 'audit.export', undefined, { filters: query, rows: csv.split('\r\n').length - 2 });
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit.csv"');
    return reply.send(csv);
  },
});

const shrink = defineRoute({
  method: 'POST',
  url: '/admin/audit/shrink',
  summary: 'Delete audit rows older than a date, as a job (superadmins only); the request and its result are audited',
  tags,
  access: { kind: 'superadmin' },
  body: z.object({ before: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }) }).strict(),
  async handler({ body, db, user, services, reply }) {
    if (Date.parse(body.before) > Date.now() - 24 * 3600_000) throw new HttpError(400, 'body.before: must be at least one day ago');
    if (!services.jobs) throw new HttpError(503, 'The job runner is not started');
    const id = await services.jobs.enqueue(auditShrink.name, { before: body.before, requested_by: user.id }, { createdBy: user.id });
    await audit(db, user.id, 'audit.shrink', { type: 'jobs', id: id ?? '' }, { before: body.before });
    reply.status(202);
    return { data: { job_id: id } };
  },
});

export const auditRoutes = [search, exportCsv, shrink];
