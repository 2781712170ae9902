/**
 * Report subscriptions in the database: the columns a client sees, one owner's lookup, copies
 * (clone and share_copy take a new position, so the copy lists first), the well a single-well or
 * morning report needs (VIEW_LOGS on it), the subscriber's time zone and the next due time.
 */
import type { ReportTypeId, Weekday } from '../../src/domain/constants/alerts-and-reports';
import { nextDueMs } from '../../src/domain/reports/schedule';
import { objectPermissions } from '../auth/object-access';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';

export const REPORT_SELECT = `s.id, s.name, s.type, s.well_id, w.name as well_name, s.frequency, s.time_of_day, s.days, s.format, s.period,
  s.paper_size, s.orientation, s.enabled, s.next_due_at, s.shared_by, sb.name as shared_by_name, s.shared_from, s.created_at, s.updated_at`;
export const REPORT_FROM = 'report_subscriptions s left join wells w on w.id = s.well_id left join users sb on sb.id = s.shared_by';

export type ReportRow = Record<string, unknown> & {
  id: string;
  name: string;
  type: ReportTypeId;
  well_id: string | null;
  time_of_day: string;
  days: Weekday[];
  enabled: boolean;
  shared_by: string | null;
};

/** The permission a report on one well needs: its logs (the KPIs come from them). */
export const REPORT_WELL_PERMISSION = 'VIEW_LOGS';

/** Whether a user (by id) may receive a report on the well: { exists: false } for an unknown user or well. */
export async function mayReport(db: Queryable, userId: string, wellId: string | null): Promise<{ user: boolean; well: boolean; allowed: boolean }> {
  const { rows } = await db.query<{ is_admin: boolean }>('select is_admin from users where id = $1', [userId]);
  if (!rows[0]) return { user: false, well: false, allowed: false };
  if (!wellId) return { user: true, well: true, allowed: true };
  const viewer = { id: userId, isAdmin: rows[0].is_admin } as Parameters<typeof objectPermissions>[1];
  const access = await objectPermissions(db, viewer, 'WELL', wellId);
  return { user: true, well: access.exists, allowed: access.permissions.includes(REPORT_WELL_PERMISSION) };
}

/** 404 for a well that does not exist, 403 when the caller may not see its logs. */
export async function checkReportWell(db: Queryable, userId: string, wellId: string | null): Promise<void> {
  const r = await mayReport(db, userId, wellId);
  if (!r.well) throw new HttpError(404, `Well ${wellId} not found`);
  if (!r.allowed) throw new HttpError(403, `You may not receive reports on this well (${REPORT_WELL_PERMISSION})`);
}

export async function ownReport(db: Queryable, ownerId: string, id: string): Promise<ReportRow> {
  const { rows } = await db.query<ReportRow>(`select ${REPORT_SELECT} from ${REPORT_FROM} where s.id = $1 and s.owner_id = $2`, [id, ownerId]);
  if (!rows[0]) throw new HttpError(404, `Report subscription ${id} not found`);
  return rows[0];
}

/** The subscriber's time zone: the profile locale's time_zone, UTC when unset or unknown. */
export async function userTimeZone(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ tz: string | null }>(`select locale->>'time_zone' as tz from users where id = $1`, [userId]);
  const tz = rows[0]?.tz;
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/** Sets next_due_at of subscription `id` from its schedule and its owner's zone (null when off). */
export async function refreshNextDue(db: Queryable, id: string, afterMs = Date.now()): Promise<void> {
  const { rows } = await db.query<{ owner_id: string; time_of_day: string; days: Weekday[]; enabled: boolean }>(
    'select owner_id, time_of_day, days, enabled from report_subscriptions where id = $1',
    [id],
  );
  const r = rows[0];
  if (!r) return;
  const due = r.enabled ? nextDueMs({ time: r.time_of_day, days: r.days }, await userTimeZone(db, r.owner_id), afterMs) : null;
  await db.query('update report_subscriptions set next_due_at = $2 where id = $1', [id, due === null ? null : new Date(due)]);
}

/** A copy of subscription `id` for `ownerId`, listed first, its next due time set; returns its id. */
export async function copyReport(db: Queryable, id: string, ownerId: string, opts: { name?: string; sharedBy?: string }): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into report_subscriptions (owner_id, name, type, well_id, frequency, time_of_day, days, format, period, paper_size, orientation, enabled, shared_by, shared_from)
     select $2, coalesce($3, name), type, well_id, frequency, time_of_day, days, format, period, paper_size, orientation, enabled, $4,
            case when $4::uuid is null then null else id end
     from report_subscriptions where id = $1 returning id`,
    [id, ownerId, opts.name ?? null, opts.sharedBy ?? null],
  );
  await refreshNextDue(db, rows[0].id);
  return rows[0].id;
}
