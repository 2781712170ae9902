/**
 * The well tuner's corrections as stored (migration 037), read as the domain's records. The
 * KPI readers (derived-read.ts) apply them to detection's rows; the routes (routes/logs/well-tuner.ts)
 * edit them.
 */
import type { ActivityCorrection, EventCorrection, StandCorrection, Zone } from '../../src/domain/drilling/corrections/corrections';
import type { Queryable } from '../db/db';

export type CorrectionKind = 'activities' | 'stands' | 'events' | 'zones';

interface KindTable {
  table: string;
  /** The editable columns besides comment, as the body names them. */
  columns: readonly string[];
  /** Columns holding epoch seconds or numbers that pg answers as text (bigint). */
  numeric: readonly string[];
  /** SQL order of the rows (table alias c). */
  order: string;
  /** What the audit trail and messages call one. */
  noun: string;
}

export const CORRECTION_TABLES: Record<CorrectionKind, KindTable> = {
  activities: {
    table: 'well_activity_corrections',
    columns: ['from_s', 'to_s', 'code'],
    numeric: ['from_s', 'to_s', 'code'],
    order: 'c.from_s',
    noun: 'activity correction',
  },
  stands: {
    table: 'well_stand_corrections',
    columns: ['stand_start_s', 'action', 'off_bottom_s', 'slips_in_s', 'slips_out_s', 'on_bottom_s'],
    numeric: ['stand_start_s', 'off_bottom_s', 'slips_in_s', 'slips_out_s', 'on_bottom_s'],
    order: 'c.stand_start_s',
    noun: 'stand correction',
  },
  events: {
    table: 'well_event_corrections',
    columns: ['trip_start_s', 'action', 'direction'],
    numeric: ['trip_start_s'],
    order: 'c.trip_start_s',
    noun: 'event correction',
  },
  zones: {
    table: 'well_zones',
    columns: ['name', 'kind', 'from_s', 'to_s', 'from_m', 'to_m', 'exclude_from_kpis'],
    numeric: ['from_s', 'to_s', 'from_m', 'to_m'],
    order: 'coalesce(c.from_s, 0), c.from_m, c.name',
    noun: 'zone',
  },
};

export function rowOf(kind: CorrectionKind, r: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: r.id,
    comment: r.comment,
    created_at: r.created_at instanceof Date ? r.created_at.toISOString() : r.created_at,
    created_by: r.created_by_name ?? null,
  };
  for (const c of CORRECTION_TABLES[kind].columns) {
    const v = r[c];
    out[c] = CORRECTION_TABLES[kind].numeric.includes(c) && v !== null && v !== undefined ? Number(v) : (v ?? null);
  }
  return out;
}

export async function readCorrections(db: Queryable, kind: 'activities', wellId: string, id?: string): Promise<ActivityCorrection[]>;
export async function readCorrections(db: Queryable, kind: 'stands', wellId: string, id?: string): Promise<StandCorrection[]>;
export async function readCorrections(db: Queryable, kind: 'events', wellId: string, id?: string): Promise<EventCorrection[]>;
export async function readCorrections(db: Queryable, kind: 'zones', wellId: string, id?: string): Promise<Zone[]>;
export async function readCorrections(db: Queryable, kind: CorrectionKind, wellId: string, id?: string): Promise<Record<string, unknown>[]>;
export async function readCorrections(db: Queryable, kind: CorrectionKind, wellId: string, id?: string): Promise<unknown[]> {
  const t = CORRECTION_TABLES[kind];
  const { rows } = await db.query<Record<string, unknown>>(
    `select c.*, u.name as created_by_name from ${t.table} c left join users u on u.id = c.created_by
     where c.well_id = $1 ${id ? 'and c.id = $2' : ''} order by ${t.order}`,
    id ? [wellId, id] : [wellId],
  );
  return rows.map((r) => rowOf(kind, r));
}
