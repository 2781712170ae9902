/**
 * Roadmaps of a well and their intervals in the database (migration 031): reads in the API's shape,
 * and the checks a write needs that only the database can make (the roadmap belongs to the well, the
 * interval to the roadmap: else 404; a name taken: 409; an interval crossing another: 409 naming it).
 */
import { overlapping } from '../../src/domain/drilling/roadmap/compliance';
import type { ModeRanges, RoadmapIntervalRecord } from '../../src/domain/drilling/roadmap/roadmap-params';
import type { IntervalParsed } from '../../src/domain/drilling/roadmap/roadmap-schemas';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';

export interface RoadmapRow {
  id: string;
  well_id: string;
  name: string;
  updated_at: string;
}

export type RoadmapIntervalRow = RoadmapIntervalRecord;

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** The well's roadmaps, oldest first, each with its intervals (small: a few per roadmap). */
export async function listRoadmaps(db: Queryable, wellId: string) {
  const { rows } = await db.query<RoadmapRow>('select id, well_id, name, updated_at from roadmaps where well_id = $1 order by created_at, name', [wellId]);
  const out = [];
  for (const r of rows) out.push({ ...r, intervals: await intervalsOf(db, r.id) });
  return out;
}

/** The roadmap of the well, or 404 naming the id (a roadmap of another well is not found either). */
export async function roadmapOf(db: Queryable, wellId: string, roadmapId: string): Promise<RoadmapRow> {
  const { rows } = await db.query<RoadmapRow>('select id, well_id, name, updated_at from roadmaps where id = $1 and well_id = $2', [roadmapId, wellId]);
  if (!rows[0]) throw new HttpError(404, `params.roadmap_id: no roadmap ${roadmapId} on this well`, { field: 'params.roadmap_id' });
  return rows[0];
}

export async function intervalsOf(db: Queryable, roadmapId: string): Promise<RoadmapIntervalRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    'select id, roadmap_id, name, md_from_m, md_to_m, hole_size_in, rotary, slide, comment from roadmap_intervals where roadmap_id = $1 order by md_from_m',
    [roadmapId],
  );
  return rows.map((r) => ({
    id: r.id as string,
    roadmap_id: r.roadmap_id as string,
    name: r.name as string,
    md_from_m: Number(r.md_from_m),
    md_to_m: Number(r.md_to_m),
    hole_size_in: r.hole_size_in === null ? null : Number(r.hole_size_in),
    rotary: json(r.rotary) as ModeRanges,
    slide: json(r.slide) as ModeRanges,
    comment: r.comment as string,
  }));
}

export async function intervalOf(db: Queryable, roadmapId: string, intervalId: string): Promise<RoadmapIntervalRow> {
  const found = (await intervalsOf(db, roadmapId)).find((i) => i.id === intervalId);
  if (!found) throw new HttpError(404, `params.interval_id: no interval ${intervalId} in this roadmap`, { field: 'params.interval_id' });
  return found;
}

export async function assertNameFree(db: Queryable, wellId: string, name: string, exceptId: string | null = null) {
  const { rows } = await db.query('select 1 from roadmaps where well_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)', [
    wellId,
    name,
    exceptId,
  ]);
  if (rows[0]) throw new HttpError(409, `body.name: this well already has a roadmap named '${name}'`, { field: 'body.name' });
}

/** 409 naming the interval in the way when [from, to) crosses another interval of the roadmap. */
export async function assertNoOverlap(db: Queryable, roadmapId: string, b: IntervalParsed, exceptId: string | null) {
  const others = (await intervalsOf(db, roadmapId)).filter((i) => i.id !== exceptId).map((i) => ({ ...i, mdFromM: i.md_from_m, mdToM: i.md_to_m }));
  const hit = overlapping(others, b.md_from_m, b.md_to_m);
  if (hit) {
    // The end that lies inside the other interval is the field to change (the start when both do or neither).
    const field = b.md_from_m < hit.md_from_m && b.md_to_m <= hit.md_to_m ? 'body.md_to_m' : 'body.md_from_m';
    throw new HttpError(
      409,
      `${field}: ${b.md_from_m}–${b.md_to_m} m overlaps the interval '${hit.name}' (${hit.md_from_m}–${hit.md_to_m} m) of this roadmap`,
      {
        field,
      },
    );
  }
}

export async function insertInterval(db: Queryable, roadmapId: string, b: IntervalParsed): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into roadmap_intervals (roadmap_id, name, md_from_m, md_to_m, hole_size_in, rotary, slide, comment) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [roadmapId, b.name, b.md_from_m, b.md_to_m, b.hole_size_in ?? null, JSON.stringify(b.rotary), JSON.stringify(b.slide), b.comment],
  );
  await db.query('update roadmaps set updated_at = now() where id = $1', [roadmapId]);
  return rows[0].id;
}

export async function updateInterval(db: Queryable, roadmapId: string, intervalId: string, b: IntervalParsed): Promise<void> {
  await db.query(
    `update roadmap_intervals set name = $3, md_from_m = $4, md_to_m = $5, hole_size_in = $6, rotary = $7, slide = $8, comment = $9, updated_at = now()
     where id = $1 and roadmap_id = $2`,
    [intervalId, roadmapId, b.name, b.md_from_m, b.md_to_m, b.hole_size_in ?? null, JSON.stringify(b.rotary), JSON.stringify(b.slide), b.comment],
  );
  await db.query('update roadmaps set updated_at = now() where id = $1', [roadmapId]);
}
