/**
 * Alert subscriptions (spec 7.6, 9.4): the caller's own list with filters, CRUD, clone (the copy
 * first in the list), share_copy to other users, unsubscribe_shared from a copy shared with the
 * caller, and the delivery channels' status. A subscription watches one well for one alert type;
 * creating or moving one needs the type's permission on the well (subscription-store.ts).
 */
import { z } from 'zod';
import { alertCategory, alertParamsProblem } from '../../src/domain/alerts/alert-params';
import { topNChoices } from '../../src/domain/validation/top-n';
import {
  ALERT_CATEGORIES,
  ALERT_CHANNELS,
  ALERT_SEVERITIES,
  ALERT_TYPE_IDS,
  ALERT_TYPES,
  TOP_N_ALERT_TYPES,
  type AlertTypeId,
} from '../../src/domain/constants/alerts-and-reports';
import { channelStatus, channelStatuses } from '../alerts/channel-status';
import {
  checkWatch,
  copySubscription,
  mayWatch,
  orderChannels,
  ownSubscription,
  SUBSCRIPTION_FROM,
  SUBSCRIPTION_SELECT,
  type SubscriptionRow,
} from '../alerts/subscription-store';
import type { ServerConfig } from '../config';
import { SIGNED_IN } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { leaveShared, shareCandidates, shareCopies, type SharedKind } from '../lib/shared-subscriptions';
import { idParams, queryBool, uuid } from '../lib/schemas';

const tags = ['alerts'];
/** 'ok' is the all-clear an alert sends, not a subscription's severity. */
const SUBSCRIPTION_SEVERITIES = ALERT_SEVERITIES.filter((s) => s !== 'ok') as ['info', 'warning', 'critical'];
const TOP_N = topNChoices('alerts');

const fields = {
  name: z.string().trim().min(1, 'must not be empty').max(200),
  well_id: uuid,
  type: z.enum(ALERT_TYPE_IDS, { message: `must be one of ${ALERT_TYPE_IDS.join(', ')}` }),
  severity: z.enum(SUBSCRIPTION_SEVERITIES, { message: `must be one of ${SUBSCRIPTION_SEVERITIES.join(', ')}` }),
  channels: z.array(z.enum(ALERT_CHANNELS, { message: `must be one of ${ALERT_CHANNELS.join(', ')}` })).max(ALERT_CHANNELS.length),
  // Numbers, and a custom rule's channel and comparison (alertParamsProblem checks each against its type).
  params: z.record(z.string().max(40), z.union([z.number().finite().min(-1e6).max(1e6), z.string().max(40)])),
  top_n: z
    .number()
    .int()
    .refine((n) => TOP_N.includes(n), `must be one of ${TOP_N.join(', ')}`)
    .nullable(),
  enabled: z.boolean(),
  muted_until: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).nullable(),
  mute_from_md_m: z.number().finite().min(0).max(20_000).nullable(),
  mute_to_md_m: z.number().finite().min(0).max(20_000).nullable(),
};

type Body = Partial<{ [K in keyof typeof fields]: z.infer<(typeof fields)[K]> }>;

function checkMuteInterval(v: Body, ctx: z.RefinementCtx): void {
  if (v.mute_from_md_m != null && v.mute_to_md_m != null && v.mute_to_md_m < v.mute_from_md_m) {
    ctx.addIssue({ code: 'custom', path: ['mute_to_md_m'], message: 'must not be above mute_from_md_m' });
  }
}

const createBody = z
  .object({
    ...fields,
    severity: fields.severity.optional(),
    channels: fields.channels.optional(),
    params: fields.params.optional(),
    top_n: fields.top_n.optional(),
    enabled: fields.enabled.optional(),
    muted_until: fields.muted_until.optional(),
    mute_from_md_m: fields.mute_from_md_m.optional(),
    mute_to_md_m: fields.mute_to_md_m.optional(),
  })
  .strict()
  .superRefine(checkMuteInterval);
const updateBody = z.object(fields).partial().strict().superRefine(checkMuteInterval);

function checkTopN(type: AlertTypeId, topN: number | null | undefined): void {
  if (topN == null || TOP_N_ALERT_TYPES.includes(type)) return;
  const names = ALERT_TYPES.filter((t) => TOP_N_ALERT_TYPES.includes(t.id)).map((t) => t.label);
  throw new HttpError(
    400,
    `body.top_n: only ${names.join(', ')} alerts rank several items; leave it empty for ${ALERT_TYPES.find((t) => t.id === type)!.label}`,
  );
}

function checkParams(type: AlertTypeId, params: Readonly<Record<string, unknown>> | undefined): void {
  const problem = params && alertParamsProblem(type, params);
  if (!problem) return;
  // "thresholdM: must be above 0" names the param: body.params.thresholdM, so a form shows it on that field.
  const named = /^(\w+): (.*)$/.exec(problem);
  throw new HttpError(400, named ? `body.params.${named[1]}: ${named[2]}` : `body.params: ${problem}`);
}

/** The client's view: the row plus its category and whether each chosen channel can deliver. */
function present(config: ServerConfig, row: SubscriptionRow) {
  const channels = row.channels as string[];
  return {
    ...row,
    category: alertCategory(row.type),
    channel_status: Object.fromEntries(channels.map((c) => [c, channelStatus(config, c as never)])),
  };
}

const listQuery = z
  .object({
    well_id: uuid.optional(),
    type: fields.type.optional(),
    category: z.enum(ALERT_CATEGORIES).optional(),
    severity: fields.severity.optional(),
    enabled: queryBool.optional(),
    shared: queryBool.optional(),
    search: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(500),
  })
  .strict();

const list = defineRoute({
  method: 'GET',
  url: '/alerts/subscriptions',
  summary: "The caller's alert subscriptions, newest and copies first, by well, type, category, severity, state and name",
  tags,
  access: SIGNED_IN,
  query: listQuery,
  async handler({ query, user, db, services }) {
    const args: unknown[] = [user.id];
    let where = 's.owner_id = $1';
    if (query.well_id) where += ` and s.well_id = $${args.push(query.well_id)}`;
    if (query.type) where += ` and s.type = $${args.push(query.type)}`;
    if (query.category) where += ` and s.type = any($${args.push(ALERT_TYPES.filter((t) => t.category === query.category).map((t) => t.id))}::text[])`;
    if (query.severity) where += ` and s.severity = $${args.push(query.severity)}`;
    if (query.enabled !== undefined) where += ` and s.enabled = $${args.push(query.enabled)}`;
    if (query.shared !== undefined) where += ` and (s.shared_by is not null) = $${args.push(query.shared)}`;
    if (query.search) where += ` and s.name ilike $${args.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
    const { rows } = await db.query<SubscriptionRow>(
      `select ${SUBSCRIPTION_SELECT} from ${SUBSCRIPTION_FROM} where ${where} order by s.position desc limit ${query.limit}`,
      args,
    );
    return { data: rows.map((r) => present(services.config, r)) };
  },
});

const get = defineRoute({
  method: 'GET',
  url: '/alerts/subscriptions/:id',
  summary: 'One of the caller’s alert subscriptions',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, user, db, services }) {
    return { data: present(services.config, await ownSubscription(db, user.id, params.id)) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/alerts/subscriptions',
  summary: 'Subscribe to an alert type on a well',
  tags,
  access: SIGNED_IN,
  body: createBody,
  async handler({ body, user, db, services }) {
    checkParams(body.type, body.params);
    checkTopN(body.type, body.top_n);
    await checkWatch(db, user.id, body.well_id, body.type);
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into alert_subscriptions (owner_id, well_id, name, type, severity, channels, params, top_n, enabled, muted_until, mute_from_md_m, mute_to_md_m)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [
          user.id,
          body.well_id,
          body.name,
          body.type,
          body.severity ?? 'warning',
          JSON.stringify(orderChannels(body.channels ?? ['summary', 'push', 'sound'])),
          JSON.stringify(body.params ?? {}),
          body.top_n ?? null,
          body.enabled ?? true,
          body.muted_until ?? null,
          body.mute_from_md_m ?? null,
          body.mute_to_md_m ?? null,
        ],
      );
      await audit(tx, user.id, 'alert_subscriptions.create', { type: 'alert_subscriptions', id: rows[0].id }, { name: body.name, type: body.type });
      return rows[0].id;
    });
    return { data: present(services.config, await ownSubscription(db, user.id, id)) };
  },
});

const COLUMNS = ['name', 'well_id', 'type', 'severity', 'channels', 'params', 'top_n', 'enabled', 'muted_until', 'mute_from_md_m', 'mute_to_md_m'] as const;

const update = defineRoute({
  method: 'PATCH',
  url: '/alerts/subscriptions/:id',
  summary: 'Change an alert subscription: name, well, type, severity, channels, thresholds, muting boundaries, on/off',
  tags,
  access: SIGNED_IN,
  params: idParams,
  body: updateBody,
  async handler({ params, body, user, db, services }) {
    const before = await ownSubscription(db, user.id, params.id);
    const type = body.type ?? before.type;
    const wellId = body.well_id ?? before.well_id;
    checkParams(type, body.params ?? (body.type ? (before.params as Record<string, unknown>) : undefined));
    checkTopN(type, body.top_n !== undefined ? body.top_n : body.type ? (before.top_n as number | null) : undefined);
    if (body.type || body.well_id) await checkWatch(db, user.id, wellId, type);
    const from = body.mute_from_md_m !== undefined ? body.mute_from_md_m : (before.mute_from_md_m as number | null);
    const to = body.mute_to_md_m !== undefined ? body.mute_to_md_m : (before.mute_to_md_m as number | null);
    if (from !== null && to !== null && to < from) throw new HttpError(400, 'body.mute_to_md_m: must not be above mute_from_md_m');
    const set: string[] = [];
    const args: unknown[] = [params.id];
    for (const c of COLUMNS) {
      const v = body[c];
      if (v === undefined) continue;
      const value = c === 'channels' ? JSON.stringify(orderChannels(v as string[])) : c === 'params' ? JSON.stringify(v) : v;
      set.push(`${c} = $${args.push(value)}`);
    }
    if (set.length) {
      await db.transaction(async (tx) => {
        await tx.query(`update alert_subscriptions set ${set.join(', ')}, updated_at = now() where id = $1`, args);
        await audit(tx, user.id, 'alert_subscriptions.update', { type: 'alert_subscriptions', id: params.id }, { changed: Object.keys(body) });
      });
    }
    return { data: present(services.config, await ownSubscription(db, user.id, params.id)) };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/alerts/subscriptions/:id',
  summary: 'Delete an alert subscription (its alerts go with it)',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, user, db }) {
    const before = await ownSubscription(db, user.id, params.id);
    await db.transaction(async (tx) => {
      await tx.query('delete from alert_subscriptions where id = $1', [params.id]);
      await audit(tx, user.id, 'alert_subscriptions.delete', { type: 'alert_subscriptions', id: params.id }, { name: before.name, type: before.type });
    });
    return { message: 'Deleted' };
  },
});

const clone = defineRoute({
  method: 'POST',
  url: '/alerts/subscriptions/:id/clone',
  summary: 'Copy an alert subscription; the copy comes first in the list',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, user, db, services }) {
    const before = await ownSubscription(db, user.id, params.id);
    const id = await db.transaction(async (tx) => {
      const copy = await copySubscription(tx, params.id, user.id, { name: `${String(before.name).slice(0, 192)} (copy)` });
      await audit(tx, user.id, 'alert_subscriptions.clone', { type: 'alert_subscriptions', id: copy }, { from: params.id });
      return copy;
    });
    return { data: present(services.config, await ownSubscription(db, user.id, id)) };
  },
});

const SHARED_ALERTS: SharedKind<{ well_id: string; type: AlertTypeId }> = {
  table: 'alert_subscriptions',
  noun: 'subscription',
  async mayReceive(db, userId, row) {
    return { ...(await mayWatch(db, userId, row.well_id, row.type)), refusal: `may not see this well's ${row.type} alerts` };
  },
  copy: copySubscription,
};

const shareCopy = defineRoute({
  method: 'POST',
  url: '/alerts/subscriptions/:id/share_copy',
  summary: 'Give other users their own copy of an alert subscription',
  tags,
  access: SIGNED_IN,
  params: idParams,
  body: z.object({ user_ids: z.array(uuid).min(1, 'give at least one user').max(100) }).strict(),
  async handler({ params, body, user, db }) {
    const before = await ownSubscription(db, user.id, params.id);
    return { data: await shareCopies(db, SHARED_ALERTS, user.id, params.id, before, body.user_ids) };
  },
});

const unsubscribeShared = defineRoute({
  method: 'DELETE',
  url: '/alerts/subscriptions/:id/unsubscribe_shared',
  summary: 'Leave a subscription another user shared with you',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, user, db }) {
    const before = await ownSubscription(db, user.id, params.id);
    await leaveShared(db, 'alert_subscriptions', 'subscription', user.id, params.id, before.shared_by);
    return { message: 'Unsubscribed' };
  },
});

const candidates = defineRoute({
  method: 'GET',
  url: '/alerts/subscriptions/:id/share_candidates',
  summary: 'Users a subscription can be shared with: not suspended, not the caller, and allowed to watch its well for its type (name or e-mail search)',
  tags,
  access: SIGNED_IN,
  params: idParams,
  query: z.object({ search: z.string().trim().max(200).optional() }).strict(),
  async handler({ params, query, user, db }) {
    const sub = await ownSubscription(db, user.id, params.id);
    return shareCandidates(db, SHARED_ALERTS, user.id, sub, query.search);
  },
});

const options = defineRoute({
  method: 'GET',
  url: '/alerts/options',
  summary: 'Alert types, severities, Top-N choices and the delivery channels with their status on this server',
  tags,
  access: SIGNED_IN,
  handler: ({ services }) => ({
    data: { types: ALERT_TYPES, severities: ALERT_SEVERITIES, top_n: TOP_N, channels: channelStatuses(services.config) },
  }),
});

export const alertSubscriptionRoutes = [options, list, get, create, update, remove, clone, shareCopy, unsubscribeShared, candidates];
