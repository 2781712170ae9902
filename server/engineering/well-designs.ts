/**
 * Well designs stored (034_well_designs.sql): read one with its figures and checks, generate the
 * default from the well's own data (its definitive plan's TD and mud program for drilling, its
 * frac stages for completions), and the version kept on every change.
 */
import {
  generatedSections,
  sectionFigures,
  sectionProblems,
  stageProblems,
  type DesignSection,
  type CasingForDesign,
  type DesignStage,
  type WellDesignRecord,
} from '../../src/domain/engineering/well-design';
import type { Queryable } from '../db/db';
import { wellTrajectories } from '../directional/directional-cache';
import { HttpError } from '../lib/http-error';
import { basinMudProgram, readMudProgram } from '../mud/mud-store';

export type DesignStageKind = 'drilling' | 'completions';

export type DesignRow = WellDesignRecord;

const SELECT = `d.id, d.well_id, d.stage, d.name, d.version, d.plan_id, p.name as plan_name, d.sections, d.stages, d.notes, d.source, d.created_at, d.updated_at`;
const FROM = `well_designs d left join well_plans p on p.id = d.plan_id`;

export async function listDesigns(db: Queryable, wellId: string, stage?: DesignStageKind): Promise<DesignRow[]> {
  const { rows } = await db.query<DesignRow>(
    `select ${SELECT} from ${FROM} where d.well_id = $1 and ($2::text is null or d.stage = $2) order by d.stage, d.updated_at desc`,
    [wellId, stage ?? null],
  );
  return rows;
}

export async function readDesign(db: Queryable, wellId: string, id: string): Promise<DesignRow> {
  const { rows } = await db.query<DesignRow>(`select ${SELECT} from ${FROM} where d.id = $1 and d.well_id = $2`, [id, wellId]);
  if (!rows[0]) throw new HttpError(404, `Design ${id} not found on this well`);
  return rows[0];
}

/** A design with what an engineer reads off it: per section its length and volumes, and its problems. */
export function withFigures(d: DesignRow) {
  return {
    ...d,
    figures: d.sections.map(sectionFigures),
    problems: [...sectionProblems(d.sections), ...stageProblems(d.stages)],
  };
}

export async function assertPlan(db: Queryable, wellId: string, planId: string) {
  const { rows } = await db.query('select 1 from well_plans where id = $1 and well_id = $2', [planId, wellId]);
  if (!rows[0]) throw new HttpError(404, `body.plan_id: no such plan on this well`, { field: 'body.plan_id' });
}

export async function assertNameFree(db: Queryable, wellId: string, stage: DesignStageKind, name: string, id: string | null) {
  const { rows } = await db.query(
    'select 1 from well_designs where well_id = $1 and stage = $2 and lower(name) = lower($3) and ($4::uuid is null or id <> $4)',
    [wellId, stage, name, id],
  );
  if (rows[0]) throw new HttpError(409, `body.name: a ${stage} design of this well is already called ${name}`, { field: 'body.name' });
}

/** The well's casing program as a design links to it. */
export async function casingStrings(db: Queryable, wellId: string): Promise<CasingForDesign[]> {
  const { rows } = await db.query<CasingForDesign>(
    `select id, name, casing_type, od_in, hole_size_in, shoe_m from casing_strings where well_id = $1 and casing_type <> 'riser' order by shoe_m`,
    [wellId],
  );
  return rows;
}

/** Every section's casing link names a casing string of this well: else 404 naming the section's field. */
export async function assertCasingLinks(db: Queryable, wellId: string, sections: readonly DesignSection[] | undefined) {
  const linked = (sections ?? []).map((s, i) => [i, s.casing_assembly_id] as const).filter(([, id]) => id);
  if (!linked.length) return;
  const known = new Set((await casingStrings(db, wellId)).map((c) => c.id));
  const bad = linked.find(([, id]) => !known.has(id!));
  if (bad)
    throw new HttpError(404, `body.sections.${bad[0]}.casing_assembly_id: no casing string ${bad[1]} on this well`, {
      field: `body.sections.${bad[0]}.casing_assembly_id`,
    });
}

/**
 * What a new design starts from when the request gives no sections or stages: drilling, its hole
 * sections down to the definitive plan's TD from the mud and casing programs, each linked to the casing
 * string set in it (generatedSections; 422 without a plan); completions, the well's
 * frac stages (designed proppant and clean volume) when it has any, else none.
 */
export async function generatedContent(db: Queryable, wellId: string, stage: DesignStageKind) {
  if (stage === 'drilling') {
    const t = await wellTrajectories(db, wellId);
    const plan = t.definitivePlan;
    const pts = t.definitiveTrajectory();
    if (!plan || pts.length < 2)
      throw new HttpError(422, 'body.sections: this well has no definitive plan to design on: give the sections or add a plan', { field: 'body.sections' });
    const td = Math.round(pts[pts.length - 1].mdM);
    const [written, casing] = await Promise.all([readMudProgram(db, wellId), casingStrings(db, wellId)]);
    // No program written yet (the seed writes it with the history): the one the well's basin plans.
    const mud = written.length ? written : await basinMudProgram(db, wellId, td);
    return { plan_id: plan.id, sections: generatedSections(td, mud, casing), stages: [] as DesignStage[] };
  }
  const { rows } = await db.query<{
    stage_no: number;
    top_md_m: number;
    bottom_md_m: number;
    clusters: number;
    design_proppant_kg: number;
    design_clean_m3: number;
  }>('select stage_no, top_md_m, bottom_md_m, clusters, design_proppant_kg, design_clean_m3 from frac_stages where well_id = $1 order by stage_no', [wellId]);
  const stages: DesignStage[] = rows.map((r) => ({
    stage_no: r.stage_no,
    top_md_m: r.top_md_m,
    bottom_md_m: r.bottom_md_m,
    clusters: r.clusters,
    proppant_t: Math.round(r.design_proppant_kg / 100) / 10,
    clean_m3: Math.round(r.design_clean_m3),
  }));
  return { plan_id: null, sections: [] as DesignSection[], stages };
}

export async function saveVersion(db: Queryable, d: DesignRow, userId: string | null) {
  const { id, version, ...snapshot } = d;
  await db.query('insert into well_design_versions (design_id, version, snapshot, saved_by) values ($1, $2, $3, $4)', [
    id,
    version,
    JSON.stringify(snapshot),
    userId,
  ]);
}
