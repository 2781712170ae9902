/**
 * Frac wells near a well (GET completions/{id}/offset_search): the wells with frac stages within a
 * radius of its surface location (wells/surface-distance.ts, as the drilling offset search), nearest
 * first, each with its stage count, proppant and fluid pumped, mean ISIP and when it was fractured,
 * all from its frac_stages rows. Only wells whose completion data the caller may view
 * (VIEW_COMPLETION, by the one well-access rule) are named: an offset's stages are opened next.
 */
import type { CurrentUser } from '../auth/current-user';
import { objectPermissions } from '../auth/object-access';
import type { Queryable } from '../db/db';
import { wellVisibleSql } from '../lib/access';
import type { FracOffsetWell } from '../../src/domain/completions/frac-offset-well';
import { surfaceDistanceSql, surfaceLocationOf } from '../wells/surface-distance';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function fracOffsets(db: Queryable, user: CurrentUser, wellId: string, radiusM: number, limit: number): Promise<FracOffsetWell[]> {
  const here = await surfaceLocationOf(db, wellId);
  if (!here) return [];
  const { rows } = await db.query<Record<string, unknown>>(
    `select * from (
       select t.id, t.name, ${surfaceDistanceSql('t', '$2', '$3')} as distance_m,
              f.stages, f.proppant_kg, f.clean_m3, f.slurry_m3, f.mean_isip_mpa, f.frac_start_s, f.frac_end_s
         from wells t
         join (select well_id, count(*) as stages, sum(proppant_kg) as proppant_kg, sum(clean_m3) as clean_m3, sum(slurry_m3) as slurry_m3,
                      avg(isip_mpa) as mean_isip_mpa, min(start_s) as frac_start_s, max(end_s) as frac_end_s
                 from frac_stages group by well_id) f on f.well_id = t.id
        where t.id <> $1 and t.latitude is not null and t.longitude is not null and ($4 or ${wellVisibleSql('t', '$5')})) x
      where distance_m <= $6 order by distance_m, name`,
    [wellId, here.latitude, here.longitude, user.isAdmin, user.id, radiusM],
  );
  const out: FracOffsetWell[] = [];
  for (const r of rows) {
    if (out.length >= limit) break;
    const id = String(r.id);
    // Seeing a well is not seeing its frac: the stages behind these figures need VIEW_COMPLETION.
    if (!user.isAdmin && !(await objectPermissions(db, user, 'WELL', id)).permissions.includes('VIEW_COMPLETION')) continue;
    out.push({
      well_id: id,
      name: String(r.name),
      distance_m: Number(r.distance_m),
      stages: Number(r.stages),
      proppant_kg: Number(r.proppant_kg),
      clean_m3: Number(r.clean_m3),
      slurry_m3: Number(r.slurry_m3),
      mean_isip_mpa: num(r.mean_isip_mpa),
      frac_start_s: Number(r.frac_start_s),
      frac_end_s: Number(r.frac_end_s),
    });
  }
  return out;
}
