/**
 * Alert subscriptions in the database: the columns a client sees, one owner's lookup, copies
 * (clone and share_copy take a new position, so the copy lists first) and the well-access check
 * a subscription needs (the permission of its category on its well).
 */
import { ALERT_CHANNELS, type AlertTypeId } from '../../src/domain/constants/alerts-and-reports';
import { alertCategory } from '../../src/domain/alerts/alert-params';
import { objectPermissions } from '../auth/object-access';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';

export const SUBSCRIPTION_SELECT = `s.id, s.name, s.well_id, w.name as well_name, s.type, s.severity, s.channels, s.params, s.top_n, s.enabled,
  s.muted_until, s.mute_from_md_m, s.mute_to_md_m, s.shared_by, sb.name as shared_by_name, s.shared_from, s.created_at, s.updated_at`;
export const SUBSCRIPTION_FROM = 'alert_subscriptions s join wells w on w.id = s.well_id left join users sb on sb.id = s.shared_by';

export type SubscriptionRow = Record<string, unknown> & { id: string; type: AlertTypeId; well_id: string; shared_by: string | null };

/** Channels in the spec's order, each once. */
export const orderChannels = (channels: readonly string[]): string[] => ALERT_CHANNELS.filter((c) => channels.includes(c));

/** The well permission a subscription of this type needs: surveys for directional alerts, logs for drilling ones. */
function neededPermission(type: AlertTypeId): string {
  const c = alertCategory(type);
  return c === 'directional' ? 'VIEW_SURVEY' : c === 'drilling' ? 'VIEW_LOGS' : 'VIEW_WELL';
}

/** Whether a user (by id) may hold a subscription of this type on the well. */
export async function mayWatch(db: Queryable, userId: string, wellId: string, type: AlertTypeId): Promise<{ exists: boolean; allowed: boolean }> {
  const access = await userWellPermissions(db, userId, wellId);
  return { exists: access.exists, allowed: access.permissions.includes(neededPermission(type)) };
}

/** A user's (by id) permissions on a well, as the routes would resolve them; none when the user is gone. */
export async function userWellPermissions(db: Queryable, userId: string, wellId: string): Promise<{ exists: boolean; permissions: readonly string[] }> {
  const { rows } = await db.query<{ is_admin: boolean }>('select is_admin from users where id = $1', [userId]);
  if (!rows[0]) return { exists: false, permissions: [] };
  const viewer = { id: userId, isAdmin: rows[0].is_admin } as Parameters<typeof objectPermissions>[1];
  return objectPermissions(db, viewer, 'WELL', wellId);
}

/** 404 for a well that does not exist, 403 when the caller may not watch it for this type. */
export async function checkWatch(db: Queryable, userId: string, wellId: string, type: AlertTypeId): Promise<void> {
  const w = await mayWatch(db, userId, wellId, type);
  if (!w.exists) throw new HttpError(404, `Well ${wellId} not found`);
  if (!w.allowed) throw new HttpError(403, `You may not watch this well for ${type} alerts (${neededPermission(type)})`);
}

export async function ownSubscription(db: Queryable, ownerId: string, id: string): Promise<SubscriptionRow> {
  const { rows } = await db.query<SubscriptionRow>(`select ${SUBSCRIPTION_SELECT} from ${SUBSCRIPTION_FROM} where s.id = $1 and s.owner_id = $2`, [
    id,
    ownerId,
  ]);
  if (!rows[0]) throw new HttpError(404, `Alert subscription ${id} not found`);
  return rows[0];
}

/** A copy of subscription `id` for `ownerId`, listed first; returns its id. */
export async function copySubscription(db: Queryable, id: string, ownerId: string, opts: { name?: string; sharedBy?: string }): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into alert_subscriptions (owner_id, well_id, name, type, severity, channels, params, top_n, enabled, muted_until, mute_from_md_m, mute_to_md_m, shared_by, shared_from)
     select $2, well_id, coalesce($3, name), type, severity, channels, params, top_n, enabled, muted_until, mute_from_md_m, mute_to_md_m, $4, case when $4::uuid is null then null else id end
     from alert_subscriptions where id = $1 returning id`,
    [id, ownerId, opts.name ?? null, opts.sharedBy ?? null],
  );
  return rows[0].id;
}
