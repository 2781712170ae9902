/**
 * Writing survey stations. The one rule of a survey table: MD increases from row to row (and starts
 * at or below the tie-in). Every error names the row, counted from 1 in the order the rows were given.
 */
import type { StationInput } from '../../src/api/directional/types';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import { bumpRevision } from './revision';

export type { StationInput };

export type StationSource = 'manual' | 'import' | 'mwd' | 'simulator' | 'demo';

const fmt = (m: number) => `${+m.toFixed(3)} m`;

/** What is wrong with one row given the row before it (null: nothing). `rowNumber` counts from 1. */
export function stationRowProblem(
  r: Pick<StationInput, 'md' | 'inc' | 'az'>,
  prev: Pick<StationInput, 'md'> | undefined,
  tieInMdM: number,
  rowNumber: number,
): string | null {
  const row = `row ${rowNumber}`;
  if (!Number.isFinite(r.md)) return `${row}: MD must be a number`;
  if (!(r.inc >= 0 && r.inc <= 180)) return `${row}: inclination ${r.inc}° must be between 0 and 180`;
  if (!(r.az >= 0 && r.az <= 360)) return `${row}: azimuth ${r.az}° must be between 0 and 360`;
  if (r.md < tieInMdM) return `${row}: MD ${fmt(r.md)} is above the tie-in at ${fmt(tieInMdM)}`;
  if (prev && !(r.md > prev.md)) return `${row}: MD ${fmt(r.md)} must be greater than the MD of row ${rowNumber - 1} (${fmt(prev.md)})`;
  return null;
}

/** The first problem of a station list, naming its row, or null. `rowOffset` numbers rows after earlier ones. */
export function stationListProblem(rows: readonly Pick<StationInput, 'md' | 'inc' | 'az'>[], tieInMdM: number, rowOffset = 0): string | null {
  for (let i = 0; i < rows.length; i++) {
    const problem = stationRowProblem(rows[i], rows[i - 1], tieInMdM, i + 1 + rowOffset);
    if (problem) return problem;
  }
  return null;
}

export function assertStationList(rows: readonly Pick<StationInput, 'md' | 'inc' | 'az'>[], tieInMdM: number, rowOffset = 0): void {
  const problem = stationListProblem(rows, tieInMdM, rowOffset);
  if (problem) throw new HttpError(400, `body.stations: ${problem}`);
}

const wrapAzi = (az: number) => (az >= 360 ? az - 360 : az);
const orNull = (v: number | null | undefined) => (v === undefined || v === null ? null : v);

/** Insert stations in one statement (arrays unnested), returning their ids in order. */
export async function insertStations(db: Queryable, wellId: string, rows: readonly StationInput[], source: StationSource): Promise<string[]> {
  if (rows.length === 0) return [];
  const col = (f: (r: StationInput) => number | null) => rows.map(f);
  const { rows: ids } = await db.query<{ id: string }>(
    `insert into survey_stations (well_id, md_m, inc_deg, azi_deg, diff_pressure_mpa, gamma_api, wob_t, rpm, slide_seen_m, motor_yield_deg_per30m, surveyed_at, source)
     select $1::uuid, *, $12::text from unnest($2::float8[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::float8[], $9::float8[], $10::float8[], $11::bigint[])
     returning id`,
    [
      wellId,
      col((r) => r.md),
      col((r) => r.inc),
      col((r) => wrapAzi(r.az)),
      col((r) => orNull(r.diff_pressure)),
      col((r) => orNull(r.gamma)),
      col((r) => orNull(r.wob)),
      col((r) => orNull(r.rpm)),
      col((r) => orNull(r.slide_seen)),
      col((r) => orNull(r.motor_yield)),
      col((r) => (r.surveyed_at == null ? null : Math.round(r.surveyed_at))),
      source,
    ],
  );
  return ids.map((r) => r.id);
}

export async function existingMds(db: Queryable, wellId: string): Promise<{ id: string; md: number }[]> {
  const { rows } = await db.query<{ id: string; md_m: number }>('select id, md_m from survey_stations where well_id = $1 order by md_m', [wellId]);
  return rows.map((r) => ({ id: r.id, md: Number(r.md_m) }));
}

export async function tieInMd(db: Queryable, wellId: string): Promise<number> {
  const { rows } = await db.query<{ tie_in_md_m: number }>('select tie_in_md_m from well_survey_settings where well_id = $1', [wellId]);
  return rows[0] ? Number(rows[0].tie_in_md_m) : 0;
}

/** Replace the whole survey (edit mode's apply, an import in replace mode). */
export async function replaceStations(tx: Queryable, wellId: string, rows: readonly StationInput[], source: StationSource): Promise<string[]> {
  assertStationList(rows, await tieInMd(tx, wellId));
  await tx.query('delete from survey_stations where well_id = $1', [wellId]);
  const ids = await insertStations(tx, wellId, rows, source);
  await bumpRevision(tx, wellId);
  return ids;
}

/**
 * Add stations to the survey: the new rows must increase among themselves and land on no existing MD.
 * Rows between existing stations are allowed (a missed survey filled in).
 */
export async function addStations(tx: Queryable, wellId: string, rows: readonly StationInput[], source: StationSource): Promise<string[]> {
  assertStationList(rows, await tieInMd(tx, wellId));
  const existing = new Set((await existingMds(tx, wellId)).map((e) => e.md));
  rows.forEach((r, i) => {
    if (existing.has(r.md)) throw new HttpError(409, `body.stations: row ${i + 1}: a station at MD ${fmt(r.md)} already exists; correct it instead`);
  });
  const ids = await insertStations(tx, wellId, rows, source);
  await bumpRevision(tx, wellId);
  return ids;
}

/** Correct one station; a changed MD must stay between its neighbours. */
export async function updateStation(tx: Queryable, wellId: string, stationId: string, patch: Partial<StationInput>): Promise<void> {
  const all = await existingMds(tx, wellId);
  const k = all.findIndex((s) => s.id === stationId);
  if (k < 0) throw new HttpError(404, `Survey station ${stationId} not found on this well`);
  if (patch.md !== undefined) {
    const prev = all[k - 1];
    const next = all[k + 1];
    const tie = await tieInMd(tx, wellId);
    if (patch.md < tie) throw new HttpError(400, `body.md: row ${k + 1}: MD ${fmt(patch.md)} is above the tie-in at ${fmt(tie)}`);
    if ((prev && !(patch.md > prev.md)) || (next && !(patch.md < next.md))) {
      throw new HttpError(
        400,
        `body.md: row ${k + 1}: MD ${fmt(patch.md)} must be ${prev ? `greater than row ${k} (${fmt(prev.md)})` : ''}${prev && next ? ' and ' : ''}${next ? `less than row ${k + 2} (${fmt(next.md)})` : ''}`,
      );
    }
  }
  const columns: Record<keyof StationInput, string> = {
    md: 'md_m',
    inc: 'inc_deg',
    az: 'azi_deg',
    diff_pressure: 'diff_pressure_mpa',
    gamma: 'gamma_api',
    wob: 'wob_t',
    rpm: 'rpm',
    slide_seen: 'slide_seen_m',
    motor_yield: 'motor_yield_deg_per30m',
    surveyed_at: 'surveyed_at',
  };
  const set = (Object.keys(patch) as (keyof StationInput)[]).filter((key) => patch[key] !== undefined);
  if (set.length > 0) {
    const values = set.map((key) => (key === 'az' ? wrapAzi(patch.az!) : patch[key]));
    await tx.query(
      `update survey_stations set ${set.map((key, i) => `${columns[key]} = $${i + 3}`).join(', ')}, updated_at = now() where well_id = $1 and id = $2`,
      [wellId, stationId, ...values],
    );
  }
  await bumpRevision(tx, wellId);
}

export async function deleteStations(tx: Queryable, wellId: string, ids: readonly string[]): Promise<number> {
  const { rows } = await tx.query<{ id: string }>('delete from survey_stations where well_id = $1 and id = any($2::uuid[]) returning id', [wellId, ids]);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new HttpError(404, `Survey station ${ids.find((id) => !found.has(id))} not found on this well`);
  }
  await bumpRevision(tx, wellId);
  return rows.length;
}

/** The well's stored stations as a minimum-curvature path from the surface, shallowest first (empty without stations). */
export async function surveyedPath(db: Queryable, wellId: string): Promise<TrajectoryPoint[]> {
  const { rows } = await db.query<{ md_m: number; inc_deg: number; azi_deg: number }>(
    'select md_m, inc_deg, azi_deg from survey_stations where well_id = $1 order by md_m',
    [wellId],
  );
  return minimumCurvature(rows.map((r) => ({ mdM: Number(r.md_m), incDeg: Number(r.inc_deg), aziDeg: Number(r.azi_deg) })));
}
