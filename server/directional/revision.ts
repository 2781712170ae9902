/**
 * A well's directional revision: bumped inside the transaction of every change to its stations, plans,
 * targets or settings. Caches compare it with one indexed read instead of trusting process memory, so
 * they stay right with several server instances and with writers other than the API (the simulator).
 */
import type { Queryable } from '../db/db';

export async function bumpRevision(db: Queryable, wellId: string): Promise<number> {
  const { rows } = await db.query<{ revision: string | number }>(
    `insert into well_survey_settings (well_id) values ($1)
     on conflict (well_id) do update set revision = well_survey_settings.revision + 1, updated_at = now()
     returning revision`,
    [wellId],
  );
  return Number(rows[0].revision);
}

/** Current revision of each well (0 when it has no directional data yet). */
export async function revisionsOf(db: Queryable, wellIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(wellIds.map((id) => [id, 0]));
  if (wellIds.length === 0) return out;
  const { rows } = await db.query<{ well_id: string; revision: string | number }>(
    'select well_id, revision from well_survey_settings where well_id = any($1::uuid[])',
    [wellIds],
  );
  for (const r of rows) out.set(r.well_id, Number(r.revision));
  return out;
}
