/**
 * Rows of migration 009: manual time journal entries and troubles, as the domain's records.
 */
import type { JournalActivityId } from '../../src/domain/drilling/journal/journal-activities';
import type { ManualEntry } from '../../src/domain/drilling/journal/time-journal';
import type { Queryable } from '../db/db';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function readManualEntries(db: Queryable, wellId: string, fromS: number, toS: number): Promise<ManualEntry[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select id, start_s, end_s, activity, comment, hole_from_m, hole_to_m, correction from time_journal_entries
     where well_id = $1 and start_s < $3 and end_s > $2 order by start_s, created_at`,
    [wellId, fromS, toS],
  );
  return rows.map((r) => ({
    id: String(r.id),
    startS: Number(r.start_s),
    endS: Number(r.end_s),
    activity: r.activity as JournalActivityId,
    comment: String(r.comment ?? ''),
    holeFromM: num(r.hole_from_m),
    holeToM: num(r.hole_to_m),
    correction: Boolean(r.correction),
  }));
}

export interface Trouble {
  id: string;
  type: string;
  startS: number;
  endS: number;
  depthM: number | null;
  description: string;
  source: 'user' | 'demo';
}

/** Troubles overlapping [fromS, toS) (every trouble of the well without a window). */
export async function readTroubles(db: Queryable, wellId: string, fromS = 0, toS = Number.MAX_SAFE_INTEGER): Promise<Trouble[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select id, type, start_s, end_s, depth_m, description, source from incidents where well_id = $1 and start_s < $3 and end_s > $2 order by start_s`,
    [wellId, fromS, toS],
  );
  return rows.map(troubleOfRow);
}

/** An incidents row (id, type, start_s, end_s, depth_m, description, source) as the journal's trouble. */
export function troubleOfRow(r: Record<string, unknown>): Trouble {
  return {
    id: String(r.id),
    type: String(r.type),
    startS: Number(r.start_s),
    endS: Number(r.end_s),
    depthM: num(r.depth_m),
    description: String(r.description ?? ''),
    source: r.source === 'demo' ? 'demo' : 'user',
  };
}
