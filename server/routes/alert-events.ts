/**
 * The caller's alerts (the notification centre): what fired, with its numbers and deliveries,
 * newest first with the unread count; mark read; record an alert as an incident (spec 7.6
 * alerts/incident).
 */
import { z } from 'zod';
import { SIGNED_IN } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { queryBool, uuid } from '../lib/schemas';

const tags = ['alerts'];

const EVENT_SELECT = `e.id, e.subscription_id, s.name as subscription_name, e.well_id, w.name as well_name, e.type, e.severity, e.message,
  e.numbers, e.condition_s, e.fired_at, e.open, e.cleared_at, e.read_at, e.deliveries, e.incident`;
const FROM = 'alert_events e join alert_subscriptions s on s.id = e.subscription_id join wells w on w.id = e.well_id';

const list = defineRoute({
  method: 'GET',
  url: '/alerts/events',
  summary: "The caller's alerts, newest first, with the unread count",
  tags,
  access: SIGNED_IN,
  query: z
    .object({
      unread: queryBool.optional(),
      open: queryBool.optional(),
      well_id: uuid.optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    })
    .strict(),
  async handler({ query, user, db }) {
    const args: unknown[] = [user.id];
    let where = 'e.user_id = $1';
    if (query.unread !== undefined) where += ` and (e.read_at is null) = $${args.push(query.unread)}`;
    if (query.open !== undefined) where += ` and e.open = $${args.push(query.open)}`;
    if (query.well_id) where += ` and e.well_id = $${args.push(query.well_id)}`;
    const { rows } = await db.query(`select ${EVENT_SELECT} from ${FROM} where ${where} order by e.fired_at desc, e.id limit ${query.limit}`, args);
    const unread = await db.query<{ n: number }>('select count(*)::int as n from alert_events where user_id = $1 and read_at is null', [user.id]);
    return { data: rows, unread: unread.rows[0].n };
  },
});

const read = defineRoute({
  method: 'POST',
  url: '/alerts/events/read',
  summary: 'Mark alerts read: the ones named, or all of the caller’s',
  tags,
  access: SIGNED_IN,
  body: z
    .object({ ids: z.array(uuid).min(1, 'give at least one id').max(1000).optional(), all: z.literal(true).optional() })
    .strict()
    .refine((b) => (b.ids === undefined) !== (b.all === undefined), { message: 'give either ids or all: true', path: ['ids'] }),
  async handler({ body, user, db }) {
    const { rows } = body.all
      ? await db.query<{ id: string }>('update alert_events set read_at = now() where user_id = $1 and read_at is null returning id', [user.id])
      : await db.query<{ id: string }>('update alert_events set read_at = coalesce(read_at, now()) where user_id = $1 and id = any($2::uuid[]) returning id', [
          user.id,
          body.ids,
        ]);
    if (!body.all && rows.length < body.ids!.length) {
      const missing = body.ids!.find((id) => !rows.some((r) => r.id === id));
      throw new HttpError(404, `Alert ${missing} not found`);
    }
    return { data: { read: rows.length } };
  },
});

const incident = defineRoute({
  method: 'POST',
  url: '/alerts/incident',
  summary: 'Record an alert as an incident, with a comment',
  tags,
  access: SIGNED_IN,
  body: z.object({ event_id: uuid, comment: z.string().trim().min(1, 'must not be empty').max(4000) }).strict(),
  async handler({ body, user, db }) {
    const incidentRow = { comment: body.comment, by: user.id, by_name: user.name, at: new Date().toISOString() };
    const { rows } = await db.query<{ id: string; incident: unknown }>(
      'update alert_events set incident = $3 where user_id = $1 and id = $2 and incident is null returning id, incident',
      [user.id, body.event_id, JSON.stringify(incidentRow)],
    );
    if (!rows[0]) {
      const exists = await db.query('select 1 from alert_events where user_id = $1 and id = $2', [user.id, body.event_id]);
      if (!exists.rows.length) throw new HttpError(404, `Alert ${body.event_id} not found`);
      throw new HttpError(409, 'This alert is already recorded as an incident');
    }
    await audit(db, user.id, 'alert_events.incident', { type: 'alert_events', id: body.event_id }, { comment: body.comment });
    return { data: rows[0] };
  },
});

export const alertEventRoutes = [list, read, incident];
