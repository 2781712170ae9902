/**
 * Drilling programs stored (036_drilling_programs.sql) and composed with what they are read from:
 * the design's hole sections, the casing program and BHA runs (028), the mud program (025), the
 * trajectory (TVD), formation tops, hazards (well notes) and the active AFE (days and cost).
 */
import {
  composeProgram,
  defaultParameters,
  type BhaIn,
  type CasingIn,
  type DepthItem,
  type HazardIn,
  type MudIn,
  type ProgramStatus,
  type SectionParameters,
} from '../../src/domain/engineering/drilling-program';
import type { DesignSection } from '../../src/domain/engineering/well-design';
import { interpolateAtMd, interpolateAtTvd } from '../../src/domain/directional/interpolate';
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import type { Queryable } from '../db/db';
import { wellTrajectories } from '../directional/directional-cache';
import { HttpError } from '../lib/http-error';
import { readMudProgram } from '../mud/mud-store';
import { activeAfe } from '../routes/logs/afe';

export interface ProgramRow {
  id: string;
  well_id: string;
  name: string;
  version: number;
  status: ProgramStatus;
  design_id: string | null;
  design_name: string | null;
  sections: SectionParameters[];
  notes: string;
  source: string;
  author_id: string | null;
  author_name: string | null;
  submitted_by_name: string | null;
  submitted_at: string | null;
  approved_by_name: string | null;
  approved_at: string | null;
  created_at: string;
  updated_at: string;
}

const SELECT = `p.id, p.well_id, p.name, p.version, p.status, p.design_id, d.name as design_name, p.sections, p.notes, p.source,
  p.author_id, a.name as author_name, s.name as submitted_by_name, p.submitted_at, v.name as approved_by_name, p.approved_at, p.created_at, p.updated_at`;
const FROM = `drilling_programs p left join well_designs d on d.id = p.design_id left join users a on a.id = p.author_id
  left join users s on s.id = p.submitted_by left join users v on v.id = p.approved_by`;

export async function listPrograms(db: Queryable, wellId: string): Promise<ProgramRow[]> {
  const { rows } = await db.query<ProgramRow>(`select ${SELECT} from ${FROM} where p.well_id = $1 order by p.updated_at desc`, [wellId]);
  return rows;
}

export async function readProgram(db: Queryable, wellId: string, id: string): Promise<ProgramRow> {
  const { rows } = await db.query<ProgramRow>(`select ${SELECT} from ${FROM} where p.id = $1 and p.well_id = $2`, [id, wellId]);
  if (!rows[0]) throw new HttpError(404, `Drilling program ${id} not found on this well`);
  return rows[0];
}

export async function assertProgramNameFree(db: Queryable, wellId: string, name: string, id: string | null) {
  const { rows } = await db.query('select 1 from drilling_programs where well_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)', [
    wellId,
    name,
    id,
  ]);
  if (rows[0]) throw new HttpError(409, `body.name: a drilling program of this well is already called ${name}`, { field: 'body.name' });
}

interface DesignRef {
  id: string;
  name: string;
  sections: DesignSection[];
}

/** The drilling design a program is built on: the one named (404 when not this well's), else the newest. */
export async function designFor(db: Queryable, wellId: string, designId: string | null): Promise<DesignRef | null> {
  const { rows } = await db.query<DesignRef>(
    `select id, name, sections from well_designs where well_id = $1 and stage = 'drilling' and ($2::uuid is null or id = $2) order by updated_at desc limit 1`,
    [wellId, designId],
  );
  if (designId && !rows[0]) throw new HttpError(404, 'body.design_id: no such drilling design on this well', { field: 'body.design_id' });
  return rows[0] ?? null;
}

/** The starting ranges of every section of a design. */
export const defaultProgramSections = (design: DesignRef | null): SectionParameters[] =>
  (design?.sections ?? []).map((s) => defaultParameters(s.name, s.hole_in));

function tvdFn(t: readonly TrajectoryPoint[]) {
  return (md: number) => (t.length > 1 && md >= t[0].mdM && md <= t[t.length - 1].mdM ? interpolateAtMd(t, md).tvdM : null);
}

async function sourcesOf(db: Queryable, wellId: string) {
  const [w, casing, bhas, mud, tops, hazards, afe] = await Promise.all([
    wellTrajectories(db, wellId),
    db.query<CasingIn>(
      `select id, name, od_in, weight_lb_ft, grade, top_m, shoe_m, hole_size_in, status from casing_strings where well_id = $1 and casing_type <> 'riser' order by shoe_m`,
      [wellId],
    ),
    db.query<BhaIn>(
      `select id, run_no, name, hole_size_in, status, depth_in_m, depth_out_m,
              (select c->>'description' from jsonb_array_elements(components) c where c->>'type' = 'bit' limit 1) as bit,
              (select c->>'description' from jsonb_array_elements(components) c where c->>'type' in ('motor', 'rss') limit 1) as motor
         from bha_assemblies where well_id = $1 order by run_no`,
      [wellId],
    ),
    readMudProgram(db, wellId),
    db.query<{ name: string; md_m: number | null; tvd_m: number | null }>('select name, md_m, tvd_m from formation_tops where well_id = $1', [wellId]),
    db.query<HazardIn>(
      `select title, severity, depth_m from well_notes where well_id = $1 and kind = 'hazard' and depth_m is not null and visibility = 'EVERYONE' order by depth_m`,
      [wellId],
    ),
    activeAfe(db, wellId),
  ]);
  const t = w.composite();
  const tvdAt = tvdFn(t);
  const topList: DepthItem[] = [];
  for (const r of tops.rows) {
    const md = r.md_m ?? (r.tvd_m !== null && t.length > 1 ? (interpolateAtTvd(t, r.tvd_m)?.mdM ?? null) : null);
    if (md === null) continue;
    topList.push({ name: r.name, md_m: Math.round(md * 10) / 10, tvd_m: r.tvd_m ?? tvdAt(md) });
  }
  topList.sort((a, b) => a.md_m - b.md_m);
  const mudList: MudIn[] = mud.map((m) => ({
    name: m.name,
    from_m: m.fromM,
    to_m: m.toM,
    mud_type: m.mudType,
    density_min_kg_m3: m.densityMinKgM3,
    density_max_kg_m3: m.densityMaxKgM3,
  }));
  return {
    casing: casing.rows,
    bhas: bhas.rows,
    mud: mudList,
    tops: topList,
    hazards: hazards.rows,
    afe: afe ? { name: afe.name, currency: afe.currency, curve: afe.curve, rates: afe.rates } : null,
    tvdAt,
    trajectory: t,
  };
}

/** A program with its sections composed from the well's data, its totals and what the checks find. */
export async function composedProgram(db: Queryable, p: ProgramRow) {
  const [design, src] = await Promise.all([p.design_id ? designFor(db, p.well_id, p.design_id) : Promise.resolve(null), sourcesOf(db, p.well_id)]);
  const composed = composeProgram({ ...src, sections: design?.sections ?? [], parameters: p.sections });
  const notes: string[] = [];
  if (!design) notes.push('No drilling design linked: the program has no hole sections until one is chosen.');
  if (!src.afe) notes.push('This well has no active AFE estimate: planned days and cost are unknown.');
  if (src.trajectory.length < 2) notes.push('This well has no survey or plan: TVDs are unknown.');
  const matched = new Set(composed.sections.map((s) => s.name.trim().toLowerCase()));
  for (const s of p.sections) if (!matched.has(s.section.trim().toLowerCase())) notes.push(`Ranges kept for ${s.section}, which the design no longer has.`);
  return { ...p, sections: composed.sections, totals: composed.totals, notes_found: notes };
}

/** A program's listing line: its totals without the section detail. */
export async function programSummary(db: Queryable, p: ProgramRow) {
  const c = await composedProgram(db, p);
  const { sections, ...rest } = p;
  return { ...rest, ranged_sections: sections.length, totals: c.totals, checks: c.sections.reduce((a, s) => a + s.checks.length, 0) };
}
