/** Everything directional about one well, read from the database in a few queries. */
import type { Boundary } from '../../src/domain/directional/plan/boundaries';
import type { PlanSegment } from '../../src/domain/directional/plan/plan-segments';
import type { Target, TargetGeometry } from '../../src/domain/directional/plan/targets';
import type { PathState, Station } from '../../src/domain/directional/types';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import { loadSettingsRow, settingsFromRow, type SurveySettings } from './survey-settings';

export interface StationRecord extends Station {
  readonly id: string;
  readonly diffPressureMpa: number | null;
  readonly gammaApi: number | null;
  readonly wobT: number | null;
  readonly rpm: number | null;
  readonly slideSeenM: number | null;
  readonly motorYieldDegPer30m: number | null;
  readonly source: string;
  readonly surveyedAt: number | null;
}

export type PlanVariant = 'PRINCIPAL' | 'PROPOSAL' | 'GEOSTEERING';

/** How a plan was made: design segments from a start state, or a list of stations tied in at `start`. */
export interface PlanDesignJson {
  readonly start: PathState;
  readonly segments?: readonly PlanSegment[];
}

export interface PlanRecord {
  readonly id: string;
  readonly name: string;
  readonly variant: PlanVariant;
  readonly isDefinitive: boolean;
  readonly description: string;
  readonly design: PlanDesignJson | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly stations: readonly Station[];
}

export interface TargetRecord extends Target {
  readonly id: string;
  readonly name: string;
  readonly planId: string | null;
  readonly color: string | null;
}

export interface BoundaryRecord extends Boundary {
  readonly id: string;
  readonly name: string;
}

export interface WellHeader {
  readonly id: string;
  readonly name: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly status: number;
  readonly stage: string;
  readonly endDepthM: number | null;
  readonly projectId: string | null;
}

export interface WellDirectionalData {
  readonly well: WellHeader;
  readonly settings: SurveySettings;
  readonly stations: readonly StationRecord[];
  readonly plans: readonly PlanRecord[];
  readonly targets: readonly TargetRecord[];
  readonly boundaries: readonly BoundaryRecord[];
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const epochS = (v: unknown) => Math.floor(new Date(v as string).getTime() / 1000);

export function stationFromRow(r: Record<string, unknown>): StationRecord {
  return {
    id: r.id as string,
    mdM: Number(r.md_m),
    incDeg: Number(r.inc_deg),
    aziDeg: Number(r.azi_deg),
    diffPressureMpa: n(r.diff_pressure_mpa),
    gammaApi: n(r.gamma_api),
    wobT: n(r.wob_t),
    rpm: n(r.rpm),
    slideSeenM: n(r.slide_seen_m),
    motorYieldDegPer30m: n(r.motor_yield_deg_per30m),
    source: r.source as string,
    surveyedAt: n(r.surveyed_at),
  };
}

export function targetFromRow(r: Record<string, any>): TargetRecord {
  const g = r.geometry ?? {};
  const geometry: TargetGeometry =
    r.shape === 'circle'
      ? { kind: 'circle', radiusM: Number(g.radius_m) }
      : r.shape === 'ellipse'
        ? { kind: 'ellipse', semiMajorM: Number(g.semi_major_m), semiMinorM: Number(g.semi_minor_m), orientationDeg: Number(g.orientation_deg ?? 0) }
        : r.shape === 'rectangle'
          ? { kind: 'rectangle', lengthM: Number(g.length_m), widthM: Number(g.width_m), orientationDeg: Number(g.orientation_deg ?? 0) }
          : r.shape === 'polygon'
            ? { kind: 'polygon', vertices: (g.vertices ?? []).map((v: any) => ({ northM: Number(v.north_m), eastM: Number(v.east_m) })) }
            : { kind: 'point' };
  return {
    id: r.id,
    name: r.name,
    planId: r.plan_id ?? null,
    color: r.color ?? null,
    centre: { tvdM: Number(r.centre_tvd_m), northM: Number(r.centre_north_m), eastM: Number(r.centre_east_m) },
    geometry,
    dipDeg: Number(r.dip_deg ?? 0),
    dipAziDeg: Number(r.dip_azi_deg ?? 0),
  };
}

export function boundaryFromRow(r: Record<string, any>): BoundaryRecord {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    vertices: (r.vertices ?? []).map((v: any) => ({ northM: Number(v.north_m), eastM: Number(v.east_m) })),
    ...(r.closed === null || r.closed === undefined ? {} : { closed: Boolean(r.closed) }),
  };
}

export async function loadWellHeader(db: Queryable, wellId: string): Promise<WellHeader> {
  const { rows } = await db.query<Record<string, unknown>>(
    'select id, name, latitude, longitude, status, stage, end_depth, project_id from wells where id = $1',
    [wellId],
  );
  const w = rows[0];
  if (!w) throw new HttpError(404, `Well ${wellId} not found`);
  return {
    id: w.id as string,
    name: w.name as string,
    latitude: n(w.latitude),
    longitude: n(w.longitude),
    status: Number(w.status),
    stage: w.stage as string,
    endDepthM: n(w.end_depth),
    projectId: (w.project_id as string | null) ?? null,
  };
}

export async function loadWellDirectional(db: Queryable, wellId: string): Promise<WellDirectionalData> {
  const well = await loadWellHeader(db, wellId);
  // One after another: a pooled PostgreSQL would otherwise open a connection per query for one well.
  const settingsRow = await loadSettingsRow(db, wellId);
  const stationRows = await db.query('select * from survey_stations where well_id = $1 order by md_m', [wellId]);
  const planRows = await db.query('select * from well_plans where well_id = $1 order by is_definitive desc, created_at, name', [wellId]);
  const planStationRows = await db.query<{ plan_id: string; md_m: number; inc_deg: number; azi_deg: number }>(
    'select s.plan_id, s.md_m, s.inc_deg, s.azi_deg from well_plan_stations s join well_plans p on p.id = s.plan_id where p.well_id = $1 order by s.plan_id, s.md_m',
    [wellId],
  );
  const targetRows = await db.query('select * from well_targets where well_id = $1 order by created_at, name', [wellId]);
  const boundaryRows = await db.query('select * from well_boundaries where well_id = $1 order by created_at, name', [wellId]);
  const byPlan = new Map<string, Station[]>();
  for (const r of planStationRows.rows) {
    const list = byPlan.get(r.plan_id) ?? [];
    list.push({ mdM: Number(r.md_m), incDeg: Number(r.inc_deg), aziDeg: Number(r.azi_deg) });
    byPlan.set(r.plan_id, list);
  }
  const plans: PlanRecord[] = planRows.rows.map((r: Record<string, any>) => ({
    id: r.id,
    name: r.name,
    variant: r.variant,
    isDefinitive: Boolean(r.is_definitive),
    description: r.description ?? '',
    design: r.design ?? null,
    createdAt: epochS(r.created_at),
    updatedAt: epochS(r.updated_at),
    stations: byPlan.get(r.id) ?? [],
  }));
  return {
    well,
    settings: settingsFromRow(settingsRow, well),
    stations: stationRows.rows.map(stationFromRow),
    plans,
    targets: targetRows.rows.map(targetFromRow),
    boundaries: boundaryRows.rows.map(boundaryFromRow),
  };
}
