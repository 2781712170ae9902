/**
 * Report subscriptions (spec 7.6, 9.5): the caller's scheduled reports — CRUD, PATCH {id}/toggle,
 * POST {id}/test (sends now), clone (the copy first in the list), share_copy to other users,
 * unsubscribe_shared, and each one's delivery log. Due times are computed in the subscriber's time
 * zone; the job runner delivers them (server/reports/).
 */
import { z } from 'zod';
import {
  PAPER_ORIENTATIONS,
  PAPER_SIZES,
  REPORT_DEFAULT_TIME,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_PERIODS,
  REPORT_TYPE_IDS,
  REPORT_TYPES,
  WEEKDAYS,
  type ReportTypeId,
  type Weekday,
} from '../../src/domain/constants/alerts-and-reports';
import type { Queryable } from '../db/db';
import { SIGNED_IN } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { leaveShared, shareCandidates, shareCopies, type SharedKind } from '../lib/shared-subscriptions';
import { idParams, queryBool, uuid } from '../lib/schemas';
import { sendReportNow } from '../reports/report-delivery';
import { checkReportWell, copyReport, mayReport, ownReport, refreshNextDue, REPORT_FROM, REPORT_SELECT, type ReportRow } from '../reports/report-store';

const tags = ['reports'];
const oneOf = (values: readonly string[]) => ({ message: `must be one of ${values.join(', ')}` });

const fields = {
  name: z.string().trim().min(1, 'must not be empty').max(200),
  type: z.enum(REPORT_TYPE_IDS, oneOf(REPORT_TYPE_IDS)),
  well_id: uuid.nullable(),
  frequency: z.enum(REPORT_FREQUENCIES, oneOf(REPORT_FREQUENCIES)),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM (00:00 to 23:59)'),
  days: z
    .array(z.enum(WEEKDAYS, oneOf(WEEKDAYS)))
    .min(1, 'choose at least one day')
    .max(7)
    .refine((d) => new Set(d).size === d.length, 'must not repeat a day'),
  format: z.enum(REPORT_FORMATS, oneOf(REPORT_FORMATS)),
  period: z.enum(REPORT_PERIODS, oneOf(REPORT_PERIODS)),
  paper_size: z.enum(PAPER_SIZES, oneOf(PAPER_SIZES)),
  orientation: z.enum(PAPER_ORIENTATIONS, oneOf(PAPER_ORIENTATIONS)),
  enabled: z.boolean(),
};

const createBody = z
  .object({ ...fields, well_id: fields.well_id.optional() })
  .partial()
  .required({ name: true, type: true })
  .strict();
const updateBody = z.object(fields).partial().strict();

interface Settled {
  type: ReportTypeId;
  well_id: string | null;
  frequency: 'daily' | 'weekly';
  days: Weekday[];
}

/** The rules across fields: a well for single-well and morning reports only, one day for a weekly one. */
function checkShape(s: Settled): void {
  const needsWell = s.type !== 'multi_well';
  if (needsWell && !s.well_id) throw new HttpError(400, `body.well_id: a ${s.type.replace('_', ' ')} report needs a well`);
  if (!needsWell && s.well_id) throw new HttpError(400, 'body.well_id: a multi-well report covers every well you may see; give no well');
  if (s.frequency === 'weekly' && s.days.length !== 1) throw new HttpError(400, 'body.days: a weekly report runs on one day');
}

/** The client's view: the row with `time` for time_of_day. */
function present(row: ReportRow) {
  const { time_of_day, ...rest } = row;
  return { ...rest, time: time_of_day };
}

const reload = async (db: Queryable, ownerId: string, id: string) => present(await ownReport(db, ownerId, id));

const list = defineRoute({
  method: 'GET',
  url: '/reports/subscriptions',
  summary: "The caller's report subscriptions, newest and copies first, by type, well, state and name",
  tags,
  access: SIGNED_IN,
  query: z
    .object({
      type: fields.type.optional(),
      well_id: uuid.optional(),
      enabled: queryBool.optional(),
      shared: queryBool.optional(),
      search: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(1000).default(500),
    })
    .strict(),
  async handler({ query, user, db }) {
    const args: unknown[] = [user.id];
    let where = 's.owner_id = $1';
    if (query.type) where += ` and s.type = $${args.push(query.type)}`;
    if (query.well_id) where += ` and s.well_id = $${args.push(query.well_id)}`;
    if (query.enabled !== undefined) where += ` and s.enabled = $${args.push(query.enabled)}`;
    if (query.shared !== undefined) where += ` and (s.shared_by is not null) = $${args.push(query.shared)}`;
    if (query.search) where += ` and s.name ilike $${args.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
    const { rows } = await db.query<ReportRow>(
      `select ${REPORT_SELECT} from ${REPORT_FROM} where ${where} order by s.position desc limit ${query.limit}`,
      args,
    );
    return { data: rows.map(present) };
  },
});

const get = defineRoute({
  method: 'GET',
  url: '/reports/subscriptions/:id',
  summary: 'One of the caller’s report subscriptions',
  tags,
  access: SIGNED_IN,
  params: idParams,
  handler: async ({ params, user, db }) => ({ data: await reload(db, user.id, params.id) }),
});

const create = defineRoute({
  method: 'POST',
  url: '/reports/subscriptions',
  summary: 'Subscribe to a scheduled report: daily at 06:00 (every day) or weekly on Monday at 06:00 unless told otherwise',
  tags,
  access: SIGNED_IN,
  body: createBody,
  async handler({ body, user, db }) {
    const frequency = body.frequency ?? 'daily';
    const days = body.days ?? (frequency === 'weekly' ? ['monday'] : [...WEEKDAYS]);
    const wellId = body.well_id ?? null;
    checkShape({ type: body.type, well_id: wellId, frequency, days });
    if (wellId) await checkReportWell(db, user.id, wellId);
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into report_subscriptions (owner_id, name, type, well_id, frequency, time_of_day, days, format, period, paper_size, orientation, enabled)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [
          user.id,
          body.name,
          body.type,
          wellId,
          frequency,
          body.time ?? REPORT_DEFAULT_TIME,
          JSON.stringify(WEEKDAYS.filter((d) => days.includes(d))),
          body.format ?? 'xlsx',
          body.period ?? (frequency === 'weekly' ? 'week' : 'day'),
          body.paper_size ?? 'A4',
          body.orientation ?? 'portrait',
          body.enabled ?? true,
        ],
      );
      await refreshNextDue(tx, rows[0].id);
      await audit(tx, user.id, 'report_subscriptions.create', { type: 'report_subscriptions', id: rows[0].id }, { name: body.name, type: body.type });
      return rows[0].id;
    });
    return { data: await reload(db, user.id, id) };
  },
});

const COLUMNS = {
  name: 'name',
  type: 'type',
  well_id: 'well_id',
  frequency: 'frequency',
  time: 'time_of_day',
  days: 'days',
  format: 'format',
  period: 'period',
  paper_size: 'paper_size',
  orientation: 'orientation',
  enabled: 'enabled',
} as const;

const update = defineRoute({
  method: 'PATCH',
  url: '/reports/subscriptions/:id',
  summary: 'Change a report subscription: name, type, well, schedule, format, period, paper, on/off',
  tags,
  access: SIGNED_IN,
  params: idParams,
  body: updateBody,
  async handler({ params, body, user, db }) {
    const before = await ownReport(db, user.id, params.id);
    const settled: Settled = {
      type: body.type ?? before.type,
      well_id: body.well_id !== undefined ? body.well_id : before.well_id,
      frequency: body.frequency ?? (before.frequency as Settled['frequency']),
      days: body.days ?? before.days,
    };
    checkShape(settled);
    if (body.well_id) await checkReportWell(db, user.id, body.well_id);
    const set: string[] = [];
    const args: unknown[] = [params.id];
    for (const [key, column] of Object.entries(COLUMNS)) {
      const v = body[key as keyof typeof body];
      if (v === undefined) continue;
      set.push(`${column} = $${args.push(key === 'days' ? JSON.stringify(WEEKDAYS.filter((d) => (v as string[]).includes(d))) : v)}`);
    }
    if (set.length) {
      await db.transaction(async (tx) => {
        await tx.query(`update report_subscriptions set ${set.join(', ')}, updated_at = now() where id = $1`, args);
        await refreshNextDue(tx, params.id);
        await audit(tx, user.id, 'report_subscriptions.update', { type: 'report_subscriptions', id: params.id }, { changed: Object.keys(body) });
      });
    }
    return { data: await reload(db, user.id, params.id) };
  },
});

const toggle = defineRoute({
  method: 'PATCH',
  url: '/reports/subscriptions/:id/toggle',
  summary: 'Turn a report subscription on or off (off: nothing is due)',
  tags,
  access: SIGNED_IN,
  params: idParams,
  body: z.object({ enabled: fields.enabled.optional() }).strict().optional(),
  async handler({ params, body, user, db }) {
    const before = await ownReport(db, user.id, params.id);
    const enabled = body?.enabled ?? !before.enabled;
    await db.transaction(async (tx) => {
      await tx.query('update report_subscriptions set enabled = $2, updated_at = now() where id = $1', [params.id, enabled]);
      await refreshNextDue(tx, params.id);
      await audit(tx, user.id, 'report_subscriptions.toggle', { type: 'report_subscriptions', id: params.id }, { enabled });
    });
    return { data: await reload(db, user.id, params.id) };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/reports/subscriptions/:id',
  summary: 'Delete a report subscription (its delivery log goes with it)',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, user, db }) {
    const before = await ownReport(db, user.id, params.id);
    await db.transaction(async (tx) => {
      await tx.query('delete from report_subscriptions where id = $1', [params.id]);
      await audit(tx, user.id, 'report_subscriptions.delete', { type: 'report_subscriptions', id: params.id }, { name: before.name });
    });
    return { message: 'Deleted' };
  },
});

const clone = defineRoute({
  method: 'POST',
  url: '/reports/subscriptions/:id/clone',
  summary: 'Copy a report subscription; the copy comes first in the list',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, user, db }) {
    const before = await ownReport(db, user.id, params.id);
    const id = await db.transaction(async (tx) => {
      const copy = await copyReport(tx, params.id, user.id, { name: `${before.name.slice(0, 192)} (copy)` });
      await audit(tx, user.id, 'report_subscriptions.clone', { type: 'report_subscriptions', id: copy }, { from: params.id });
      return copy;
    });
    return { data: await reload(db, user.id, id) };
  },
});

const SHARED_REPORTS: SharedKind<{ well_id: string | null }> = {
  table: 'report_subscriptions',
  noun: 'report',
  async mayReceive(db, userId, row, actorId) {
    const r = await mayReport(db, userId, row.well_id);
    if (row.well_id || !r.user) return { exists: r.user, allowed: r.allowed, refusal: "may not see this well's logs" };
    // A multi-well report covers whatever wells its owner may see: it goes to colleagues, not to
    // another company's users, whom the form would otherwise list by name and e-mail.
    return { exists: true, allowed: await sameCompany(db, userId, actorId), refusal: 'is not in your company' };
  },
  copy: copyReport,
};

async function sameCompany(db: Queryable, a: string, b: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users x, users y where x.id = $1 and y.id = $2 and x.company_id = y.company_id', [a, b]);
  return rows.length > 0;
}

const candidates = defineRoute({
  method: 'GET',
  url: '/reports/subscriptions/:id/share_candidates',
  summary:
    "Users a report can be shared with: not suspended, not the caller, allowed to see its well's logs (a multi-well report: of the caller's company); name or e-mail search",
  tags,
  access: SIGNED_IN,
  params: idParams,
  query: z.object({ search: z.string().trim().max(200).optional() }).strict(),
  async handler({ params, query, user, db }) {
    const before = await ownReport(db, user.id, params.id);
    return shareCandidates(db, SHARED_REPORTS, user.id, before, query.search);
  },
});

const shareCopy = defineRoute({
  method: 'POST',
  url: '/reports/subscriptions/:id/share_copy',
  summary: 'Give other users their own copy of a report subscription (due in their own time zone)',
  tags,
  access: SIGNED_IN,
  params: idParams,
  body: z.object({ user_ids: z.array(uuid).min(1, 'give at least one user').max(100) }).strict(),
  async handler({ params, body, user, db }) {
    const before = await ownReport(db, user.id, params.id);
    return { data: await shareCopies(db, SHARED_REPORTS, user.id, params.id, before, body.user_ids) };
  },
});

const unsubscribeShared = defineRoute({
  method: 'DELETE',
  url: '/reports/subscriptions/:id/unsubscribe_shared',
  summary: 'Leave a report another user shared with you',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, user, db }) {
    const before = await ownReport(db, user.id, params.id);
    await leaveShared(db, 'report_subscriptions', 'report', user.id, params.id, before.shared_by);
    return { message: 'Unsubscribed' };
  },
});

const test = defineRoute({
  method: 'POST',
  url: '/reports/subscriptions/:id/test',
  summary: 'Send the report now (the period ending now) and answer what the delivery did',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, user, db, services }) {
    await ownReport(db, user.id, params.id);
    const delivery = await sendReportNow(db, services.config, params.id, services.morningReports);
    await audit(db, user.id, 'report_subscriptions.test', { type: 'report_subscriptions', id: params.id }, { status: delivery.status });
    return { data: delivery };
  },
});

const deliveries = defineRoute({
  method: 'GET',
  url: '/reports/subscriptions/:id/deliveries',
  summary: "A report subscription's delivery log, newest first",
  tags,
  access: SIGNED_IN,
  params: idParams,
  query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }).strict(),
  async handler({ params, query, user, db }) {
    await ownReport(db, user.id, params.id);
    const { rows } = await db.query(
      `select id, due_at, period_from, period_to, status, detail, recipient, file_name, bytes, rows, created_at, finished_at
         from report_deliveries where subscription_id = $1 order by created_at desc limit ${query.limit}`,
      [params.id],
    );
    return { data: rows };
  },
});

const options = defineRoute({
  method: 'GET',
  url: '/reports/options',
  summary: 'Report types, frequencies, days, formats, periods and paper choices',
  tags,
  access: SIGNED_IN,
  handler: () => ({
    data: {
      types: REPORT_TYPES,
      frequencies: REPORT_FREQUENCIES,
      default_time: REPORT_DEFAULT_TIME,
      days: WEEKDAYS,
      formats: REPORT_FORMATS,
      periods: REPORT_PERIODS,
      paper_sizes: PAPER_SIZES,
      orientations: PAPER_ORIENTATIONS,
    },
  }),
});

export const reportSubscriptionRoutes = [options, list, get, create, update, toggle, remove, clone, shareCopy, unsubscribeShared, candidates, test, deliveries];
