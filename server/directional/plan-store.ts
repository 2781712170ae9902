/**
 * Well plans: a name, a variant, the definitive flag and either design segments (turned into stations by
 * the engine's plan design) or a station list. Stations are stored, so reading a plan never re-designs it.
 */
import type { PlanSegment as ApiSegment, PlanStart as ApiStart } from '../../src/api/directional/types';
import { PlanDesignError, planFromSegments, type PlanSection, type PlanSegment } from '../../src/domain/directional/plan/plan-segments';
import type { PathState, Station } from '../../src/domain/directional/types';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import { bumpRevision } from './revision';
import type { PlanDesignJson, PlanRecord, PlanVariant } from './well-directional';

export type { ApiSegment, ApiStart };

export function segmentFromApi(s: ApiSegment): PlanSegment {
  switch (s.kind) {
    case 'hold':
      return { kind: 'hold', lengthM: s.length };
    case 'hold_to_md':
      return { kind: 'hold-to-md', mdM: s.md };
    case 'hold_to_tvd':
      return { kind: 'hold-to-tvd', tvdM: s.tvd };
    case 'curve':
      return { kind: 'curve', dlsDegPer30m: s.dls, gtfDeg: s.tf, lengthM: s.length };
    case 'curve_to':
      return { kind: 'curve-to', dlsDegPer30m: s.dls, incDeg: s.inc, aziDeg: s.az };
  }
}

export function segmentToApi(s: PlanSegment): ApiSegment {
  switch (s.kind) {
    case 'hold':
      return { kind: 'hold', length: s.lengthM };
    case 'hold-to-md':
      return { kind: 'hold_to_md', md: s.mdM };
    case 'hold-to-tvd':
      return { kind: 'hold_to_tvd', tvd: s.tvdM };
    case 'curve':
      return { kind: 'curve', dls: s.dlsDegPer30m, tf: s.gtfDeg, length: s.lengthM };
    case 'curve-to':
      return { kind: 'curve_to', dls: s.dlsDegPer30m, inc: s.incDeg, az: s.aziDeg };
  }
}

export const startFromApi = (s: ApiStart): PathState => ({ mdM: s.md, incDeg: s.inc, aziDeg: s.az, tvdM: s.tvd, northM: s.ns, eastM: s.ew });
export const startToApi = (s: PathState): ApiStart => ({ md: s.mdM, inc: s.incDeg, az: s.aziDeg, tvd: s.tvdM, ns: s.northM, ew: s.eastM });

/** Stations (start included) and sections of a design, or a 400 naming the segment that cannot be drilled. */
export function designStations(start: PathState, segments: readonly PlanSegment[]): { stations: Station[]; sections: PlanSection[] } {
  try {
    const d = planFromSegments(start, segments);
    return { stations: d.stations, sections: d.sections };
  } catch (e) {
    if (e instanceof PlanDesignError) throw new HttpError(400, `body.segments: ${e.message}`);
    throw e;
  }
}

export interface PlanWrite {
  name?: string;
  variant?: PlanVariant;
  isDefinitive?: boolean;
  description?: string;
  design?: PlanDesignJson;
  stations?: readonly Station[];
}

async function writeStations(tx: Queryable, planId: string, stations: readonly Station[]): Promise<void> {
  await tx.query('delete from well_plan_stations where plan_id = $1', [planId]);
  if (stations.length === 0) return;
  await tx.query(
    `insert into well_plan_stations (plan_id, md_m, inc_deg, azi_deg)
     select $1::uuid, * from unnest($2::float8[], $3::float8[], $4::float8[])`,
    [planId, stations.map((s) => s.mdM), stations.map((s) => s.incDeg), stations.map((s) => ((s.aziDeg % 360) + 360) % 360)],
  );
}

export function assertPlanStations(stations: readonly Station[]): void {
  if (stations.length < 2) throw new HttpError(400, 'body.stations: a plan needs at least two stations');
  for (let i = 1; i < stations.length; i++) {
    if (!(stations[i].mdM > stations[i - 1].mdM)) {
      throw new HttpError(400, `body.stations: row ${i + 1}: MD ${stations[i].mdM} m must be greater than the MD of row ${i} (${stations[i - 1].mdM} m)`);
    }
  }
}

export async function createPlan(
  tx: Queryable,
  wellId: string,
  userId: string | null,
  w: Required<Pick<PlanWrite, 'name' | 'stations'>> & PlanWrite,
): Promise<string> {
  if (w.isDefinitive) await tx.query('update well_plans set is_definitive = false where well_id = $1 and is_definitive', [wellId]);
  const { rows } = await tx.query<{ id: string }>(
    `insert into well_plans (well_id, name, variant, is_definitive, description, design, created_by) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [wellId, w.name, w.variant ?? 'PRINCIPAL', w.isDefinitive ?? false, w.description ?? '', w.design ? JSON.stringify(w.design) : null, userId],
  );
  await writeStations(tx, rows[0].id, w.stations);
  await bumpRevision(tx, wellId);
  return rows[0].id;
}

export async function updatePlan(tx: Queryable, wellId: string, planId: string, w: PlanWrite): Promise<void> {
  const found = await tx.query('select 1 from well_plans where id = $1 and well_id = $2', [planId, wellId]);
  if (!found.rows.length) throw new HttpError(404, `Plan ${planId} not found on this well`);
  if (w.isDefinitive) await tx.query('update well_plans set is_definitive = false where well_id = $1 and is_definitive and id <> $2', [wellId, planId]);
  const sets: [string, unknown][] = [];
  if (w.name !== undefined) sets.push(['name', w.name]);
  if (w.variant !== undefined) sets.push(['variant', w.variant]);
  if (w.isDefinitive !== undefined) sets.push(['is_definitive', w.isDefinitive]);
  if (w.description !== undefined) sets.push(['description', w.description]);
  if (w.stations !== undefined) sets.push(['design', w.design ? JSON.stringify(w.design) : null]);
  if (sets.length) {
    await tx.query(`update well_plans set ${sets.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`, [
      planId,
      ...sets.map(([, v]) => v),
    ]);
  }
  if (w.stations !== undefined) await writeStations(tx, planId, w.stations);
  await bumpRevision(tx, wellId);
}

export async function deletePlan(tx: Queryable, wellId: string, planId: string): Promise<void> {
  const { rows } = await tx.query('delete from well_plans where id = $1 and well_id = $2 returning id', [planId, wellId]);
  if (!rows.length) throw new HttpError(404, `Plan ${planId} not found on this well`);
  await bumpRevision(tx, wellId);
}

/** A plan's summary as the API lists it. */
export function serializePlanSummary(p: PlanRecord) {
  const first = p.stations[0];
  const last = p.stations[p.stations.length - 1];
  return {
    id: p.id,
    name: p.name,
    variant: p.variant,
    is_definitive: p.isDefinitive,
    description: p.description,
    start: p.design?.start ? startToApi(p.design.start) : null,
    segments: p.design?.segments ? p.design.segments.map(segmentToApi) : null,
    station_count: p.stations.length,
    md_from: first?.mdM ?? null,
    md_to: last?.mdM ?? null,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}
