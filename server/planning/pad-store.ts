/**
 * Pad programs (issue 20): a project's wells in the order a rig drills them, each with its slot,
 * planned spud date and duration. Reads and writes of pad_programs and pad_program_wells; the API's
 * rules (wells of the project, each once, spud dates following the order, unique name) live here.
 */
import { z } from 'zod';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import { uuid } from '../lib/schemas';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a real date');

export const padWellInput = z
  .object({
    well_id: uuid,
    slot_name: z.string().trim().max(100).optional(),
    planned_spud: isoDate.nullable().optional(),
    duration_days: z.number().gt(0, 'must be more than 0 days').max(365, 'must be at most 365 days').nullable().optional(),
  })
  .strict();

export const padProgramBody = z
  .object({
    name: z.string().trim().min(1, 'This field could not be empty').max(200),
    rig_id: uuid.nullable().optional(),
    description: z.string().max(5000).optional(),
    /** The drilling order: the first well is drilled first. */
    wells: z.array(padWellInput).min(1, 'give at least one well').max(60),
  })
  .strict();
export type PadProgramInput = z.infer<typeof padProgramBody>;

export interface PadProgramWell {
  well_id: string;
  name: string;
  position: number;
  slot_name: string;
  planned_spud: string | null;
  duration_days: number | null;
  /** Planned spud + duration. */
  planned_release: string | null;
  status: number;
  stage: string;
}

export interface PadProgram {
  id: string;
  project_id: string;
  name: string;
  rig_id: string | null;
  rig_name: string | null;
  description: string;
  created_at: string;
  updated_at: string;
  wells: PadProgramWell[];
  first_spud: string | null;
  last_release: string | null;
  total_days: number;
}

const DAY_MS = 86_400_000;
const dateText = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
};
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + Math.round(days * DAY_MS)).toISOString().slice(0, 10);

async function wellsOf(db: Queryable, ids: readonly string[]): Promise<Map<string, PadProgramWell[]>> {
  const out = new Map<string, PadProgramWell[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const { rows } = await db.query<Record<string, unknown>>(
    `select pw.program_id, pw.well_id, w.name, pw.position, pw.slot_name, pw.planned_spud::text as planned_spud, pw.duration_days, w.status, w.stage
       from pad_program_wells pw join wells w on w.id = pw.well_id
      where pw.program_id = any($1::uuid[]) order by pw.program_id, pw.position`,
    [ids],
  );
  for (const r of rows) {
    const spud = dateText(r.planned_spud);
    const dur = r.duration_days === null ? null : Number(r.duration_days);
    out.get(r.program_id as string)?.push({
      well_id: r.well_id as string,
      name: r.name as string,
      position: Number(r.position),
      slot_name: r.slot_name as string,
      planned_spud: spud,
      duration_days: dur,
      planned_release: spud && dur !== null ? addDays(spud, dur) : null,
      status: Number(r.status),
      stage: r.stage as string,
    });
  }
  return out;
}

function programOf(r: Record<string, unknown>, wells: PadProgramWell[]): PadProgram {
  const spuds = wells.map((w) => w.planned_spud).filter((x): x is string => !!x);
  const releases = wells.map((w) => w.planned_release).filter((x): x is string => !!x);
  return {
    id: r.id as string,
    project_id: r.project_id as string,
    name: r.name as string,
    rig_id: (r.rig_id as string | null) ?? null,
    rig_name: (r.rig_name as string | null) ?? null,
    description: r.description as string,
    created_at: new Date(r.created_at as string).toISOString(),
    updated_at: new Date(r.updated_at as string).toISOString(),
    wells,
    first_spud: spuds.length ? spuds.reduce((a, b) => (b < a ? b : a)) : null,
    last_release: releases.length ? releases.reduce((a, b) => (b > a ? b : a)) : null,
    total_days: Math.round(wells.reduce((s, w) => s + (w.duration_days ?? 0), 0) * 10) / 10,
  };
}

const SELECT = `select p.*, r.name as rig_name from pad_programs p left join rigs r on r.id = p.rig_id`;

export async function listPadPrograms(db: Queryable, projectId: string): Promise<PadProgram[]> {
  const { rows } = await db.query<Record<string, unknown>>(`${SELECT} where p.project_id = $1 order by lower(p.name)`, [projectId]);
  const wells = await wellsOf(
    db,
    rows.map((r) => r.id as string),
  );
  return rows.map((r) => programOf(r, wells.get(r.id as string) ?? []));
}

export async function padProgramOf(db: Queryable, projectId: string, programId: string): Promise<PadProgram> {
  const { rows } = await db.query<Record<string, unknown>>(`${SELECT} where p.id = $1 and p.project_id = $2`, [programId, projectId]);
  if (!rows[0]) throw new HttpError(404, `Pad program ${programId} not found in this project`);
  return programOf(rows[0], (await wellsOf(db, [programId])).get(programId) ?? []);
}

/** The rules a program must follow before it is written: 404 for dangling ids, 400 naming the field, 409 for a taken name. */
export async function checkPadProgram(db: Queryable, projectId: string, b: PadProgramInput, exceptId: string | null): Promise<void> {
  const seen = new Map<string, number>();
  b.wells.forEach((w, i) => {
    const k = w.well_id.toLowerCase();
    if (seen.has(k)) throw new HttpError(400, `body.wells.${i}.well_id: the well is already at position ${seen.get(k)! + 1} of the order`);
    seen.set(k, i);
  });
  const { rows } = await db.query<{ id: string; project_id: string | null; name: string }>(
    'select id, project_id, name from wells where id = any($1::uuid[])',
    [b.wells.map((w) => w.well_id)],
  );
  b.wells.forEach((w, i) => {
    const found = rows.find((r) => r.id.toLowerCase() === w.well_id.toLowerCase());
    if (!found) throw new HttpError(404, `Well ${w.well_id} not found`);
    if (found.project_id !== projectId) throw new HttpError(400, `body.wells.${i}.well_id: ${found.name} is not a well of this project`);
  });
  let last: { date: string; i: number } | null = null;
  b.wells.forEach((w, i) => {
    if (!w.planned_spud) return;
    if (last && w.planned_spud < last.date)
      throw new HttpError(
        400,
        `body.wells.${i}.planned_spud: ${w.planned_spud} is before the spud of the well drilled before it (${last.date}, position ${last.i + 1})`,
      );
    last = { date: w.planned_spud, i };
  });
  if (b.rig_id) {
    const rig = await db.query('select 1 from rigs where id = $1', [b.rig_id]);
    if (!rig.rows.length) throw new HttpError(404, `Rig ${b.rig_id} not found`);
  }
  const dup = await db.query('select 1 from pad_programs where project_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3::uuid)', [
    projectId,
    b.name,
    exceptId,
  ]);
  if (dup.rows.length) throw new HttpError(409, `name: a pad program named '${b.name}' already exists in this project`);
}

/** Writes the program's well order (replacing what was there). */
export async function writePadWells(db: Queryable, programId: string, b: PadProgramInput): Promise<void> {
  await db.query('delete from pad_program_wells where program_id = $1', [programId]);
  for (const [i, w] of b.wells.entries()) {
    await db.query('insert into pad_program_wells (program_id, well_id, position, slot_name, planned_spud, duration_days) values ($1, $2, $3, $4, $5, $6)', [
      programId,
      w.well_id,
      i + 1,
      w.slot_name ?? '',
      w.planned_spud ?? null,
      w.duration_days ?? null,
    ]);
  }
}

/** What an audit row records of a program. */
export const auditView = (p: {
  name: string;
  rig_id?: string | null;
  description?: string;
  wells: readonly { well_id: string; planned_spud?: string | null; duration_days?: number | null }[];
}) => ({
  name: p.name,
  rig_id: p.rig_id ?? null,
  description: p.description ?? '',
  wells: p.wells.map((w) => w.well_id),
  spuds: p.wells.map((w) => w.planned_spud ?? null),
  durations: p.wells.map((w) => w.duration_days ?? null),
});
