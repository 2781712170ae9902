/** The stored geosteering interpretation of a well (049_geosteering_interpretation.sql), read and replaced whole. */
import type { InterpretationInput } from '../../src/domain/directional/geosteering-interpretation';
import type { Queryable } from '../db/db';

export async function readInterpretation(db: Queryable, wellId: string): Promise<InterpretationInput> {
  const [a, b] = await Promise.all([
    db.query<Record<string, unknown>>('select md_m, top_tvd_m, bottom_tvd_m from geosteering_interpretation_points where well_id = $1 order by md_m', [wellId]),
    db.query<Record<string, unknown>>(
      'select md_m, tvd_m, window_above_m, window_below_m from geosteering_target_line_points where well_id = $1 order by md_m',
      [wellId],
    ),
  ]);
  return {
    interpretation_points: a.rows.map((r) => ({ md_m: Number(r.md_m), top_tvd_m: Number(r.top_tvd_m), bottom_tvd_m: Number(r.bottom_tvd_m) })),
    target_line_points: b.rows.map((r) => ({
      md_m: Number(r.md_m),
      tvd_m: Number(r.tvd_m),
      window_above_m: Number(r.window_above_m),
      window_below_m: Number(r.window_below_m),
    })),
  };
}

export async function replaceInterpretation(db: Queryable, wellId: string, x: InterpretationInput): Promise<void> {
  await db.query('delete from geosteering_interpretation_points where well_id = $1', [wellId]);
  await db.query('delete from geosteering_target_line_points where well_id = $1', [wellId]);
  for (const p of x.interpretation_points)
    await db.query('insert into geosteering_interpretation_points (well_id, md_m, top_tvd_m, bottom_tvd_m) values ($1, $2, $3, $4)', [
      wellId,
      p.md_m,
      p.top_tvd_m,
      p.bottom_tvd_m,
    ]);
  for (const p of x.target_line_points)
    await db.query('insert into geosteering_target_line_points (well_id, md_m, tvd_m, window_above_m, window_below_m) values ($1, $2, $3, $4, $5)', [
      wellId,
      p.md_m,
      p.tvd_m,
      p.window_above_m,
      p.window_below_m,
    ]);
}
