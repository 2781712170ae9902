/**
 * Well designs (spec 7.8 designs; issue 16): the hole sections of a drilling design (depths, hole and
 * casing sizes, mud window) on the plan it was designed on, and the stage set of a completions design.
 *
 *   GET    /wells/{id}/designs?stage=              the well's designs (VIEW_DESIGN)
 *   POST   /wells/{id}/designs                     new; without sections/stages generated from the well's data (EDIT_DESIGN)
 *   GET    /wells/{id}/designs/{designId}          one, with section lengths and volumes and its problems (VIEW_DESIGN)
 *   PATCH  /wells/{id}/designs/{designId}          change; the previous version is kept (EDIT_DESIGN)
 *   DELETE /wells/{id}/designs/{designId}          (EDIT_DESIGN)
 *   GET    /wells/{id}/designs/{designId}/versions the kept versions (VIEW_DESIGN)
 *
 * Sections and stages are checked as a whole (order, gaps, casing inside its hole, overlaps): 400
 * naming the first field at fault; a section's casing_assembly_id names a casing string of the well's
 * casing program (404 otherwise). Every write is audited with its before and after.
 */
import { MUD_TYPES } from '../../../src/domain/drilling/mud/mud-program';
import { z } from 'zod';
import { sectionProblems, stageProblems } from '../../../src/domain/engineering/well-design';
import { auditChange } from '../../audit/changes';
import type { Queryable } from '../../db/db';
import {
  assertCasingLinks,
  assertNameFree,
  assertPlan,
  generatedContent,
  listDesigns,
  readDesign,
  saveVersion,
  withFigures,
  type DesignRow,
} from '../../engineering/well-designs';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { idParams, uuid } from '../../lib/schemas';

const tags = ['engineering'];
const EMPTY = 'This field could not be empty';
const depth = z.number({ message: 'must be a number (metres MD)' }).finite().min(0, 'must not be negative').max(15_000, 'must be at most 15,000 m');
const inches = z.number({ message: 'must be a number (inches)' }).finite().min(2, 'must be at least 2 in').max(42, 'must be at most 42 in');
const density = z.number({ message: 'must be a number (kg/m³)' }).finite().min(800, 'must be at least 800 kg/m³').max(2600, 'must be at most 2,600 kg/m³');

const sectionSchema = z
  .object({
    name: z.string().trim().min(1, EMPTY).max(80),
    from_m: depth,
    to_m: depth,
    hole_in: inches,
    casing_od_in: inches.nullable(),
    mud_type: z.enum(MUD_TYPES),
    mud_min_kg_m3: density,
    mud_max_kg_m3: density,
    casing_assembly_id: uuid.nullable().optional(),
  })
  .strict();
const stageSchema = z
  .object({
    stage_no: z.number().int().min(1).max(500),
    top_md_m: depth,
    bottom_md_m: depth,
    clusters: z.number().int().min(1).max(30),
    proppant_t: z.number().finite().min(0).max(2000),
    clean_m3: z.number().finite().min(0).max(50_000),
  })
  .strict();

const fields = z.object({
  name: z.string().trim().min(1, EMPTY).max(120),
  plan_id: uuid.nullable(),
  sections: z.array(sectionSchema).max(12),
  stages: z.array(stageSchema).max(200),
  notes: z.string().max(10_000),
});
const createBody = fields
  .partial({ plan_id: true, sections: true, stages: true, notes: true })
  .extend({ stage: z.enum(['drilling', 'completions']) })
  .strict();
const updateBody = fields.partial().strict();
const designParams = z.object({ id: uuid, designId: uuid }).strict();
const listQuery = z.object({ stage: z.enum(['drilling', 'completions']).optional() }).strict();

function assertShape(body: { sections?: DesignRow['sections']; stages?: DesignRow['stages'] }) {
  const p = [...(body.sections ? sectionProblems(body.sections) : []), ...(body.stages ? stageProblems(body.stages) : [])][0];
  if (p) throw new HttpError(400, `body.${p.field}: ${p.message}`, { field: `body.${p.field}` });
}

const auditDesign = (db: Queryable, userId: string, verb: string, d: { id: string; well_id: string }, before: unknown, after: unknown) =>
  audit(db, userId, `well_designs.${verb}`, { type: 'well_designs', id: d.id }, { well_id: d.well_id, ...auditChange(before as never, after as never) });

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/designs',
  summary: "The well's drilling and completions designs (sections or stages, version, the plan designed on)",
  tags,
  access: well('VIEW_DESIGN'),
  params: idParams,
  query: listQuery,
  async handler({ params, query, db }) {
    return { data: (await listDesigns(db, params.id, query.stage)).map(withFigures) };
  },
});

const one = defineRoute({
  method: 'GET',
  url: '/wells/:id/designs/:designId',
  summary: 'A design with each section’s length, open-hole and casing-annulus volume, and what its checks find',
  tags,
  access: well('VIEW_DESIGN'),
  params: designParams,
  async handler({ params, db }) {
    return { data: withFigures(await readDesign(db, params.id, params.designId)) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/wells/:id/designs',
  summary: 'New design; without sections (drilling) or stages (completions) they are generated from the well’s plan, mud program or frac stages',
  tags,
  access: well('EDIT_DESIGN'),
  params: idParams,
  body: createBody,
  async handler({ params, body, db, user, reply }) {
    assertShape(body);
    if (body.plan_id) await assertPlan(db, params.id, body.plan_id);
    await assertCasingLinks(db, params.id, body.sections);
    await assertNameFree(db, params.id, body.stage, body.name, null);
    const wantsGenerated = body.stage === 'drilling' ? body.sections === undefined : body.stages === undefined;
    const gen = wantsGenerated ? await generatedContent(db, params.id, body.stage) : null;
    const row = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into well_designs (well_id, stage, name, plan_id, sections, stages, notes, source, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
        [
          params.id,
          body.stage,
          body.name,
          body.plan_id ?? gen?.plan_id ?? null,
          JSON.stringify(body.sections ?? gen?.sections ?? []),
          JSON.stringify(body.stages ?? gen?.stages ?? []),
          body.notes ?? '',
          gen ? 'generated' : 'user',
          user.id,
        ],
      );
      const after = await readDesign(tx, params.id, rows[0].id);
      await auditDesign(tx, user.id, 'create', after, null, after);
      return after;
    });
    reply.status(201);
    return { data: withFigures(row) };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: '/wells/:id/designs/:designId',
  summary: 'Change a design’s name, plan, sections, stages or notes: a new version, the previous one kept',
  tags,
  access: well('EDIT_DESIGN'),
  params: designParams,
  body: updateBody,
  async handler({ params, body, db, user }) {
    const before = await readDesign(db, params.id, params.designId);
    assertShape(body);
    if (body.plan_id) await assertPlan(db, params.id, body.plan_id);
    await assertCasingLinks(db, params.id, body.sections);
    if (body.name !== undefined) await assertNameFree(db, params.id, before.stage, body.name, before.id);
    const cols = Object.entries(body).filter(([, v]) => v !== undefined);
    if (!cols.length) return { data: withFigures(before) };
    const value = (k: string, v: unknown) => (k === 'sections' || k === 'stages' ? JSON.stringify(v) : v);
    const after = await db.transaction(async (tx) => {
      await saveVersion(tx, before, user.id);
      await tx.query(
        `update well_designs set ${cols.map(([k], i) => `${k} = $${i + 2}`).join(', ')}, version = version + 1, updated_by = $${cols.length + 2}, updated_at = now() where id = $1`,
        [before.id, ...cols.map(([k, v]) => value(k, v)), user.id],
      );
      const next = await readDesign(tx, params.id, before.id);
      await auditDesign(tx, user.id, 'update', next, before, next);
      return next;
    });
    return { data: withFigures(after) };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/wells/:id/designs/:designId',
  summary: 'Delete a design and its kept versions',
  tags,
  access: well('EDIT_DESIGN'),
  params: designParams,
  async handler({ params, db, user }) {
    const before = await readDesign(db, params.id, params.designId);
    await db.transaction(async (tx) => {
      await tx.query('delete from well_designs where id = $1', [before.id]);
      await auditDesign(tx, user.id, 'delete', before, before, null);
    });
    return { message: `Design ${before.name} deleted` };
  },
});

const versions = defineRoute({
  method: 'GET',
  url: '/wells/:id/designs/:designId/versions',
  summary: 'The kept versions of a design, newest first, each as it was saved',
  tags,
  access: well('VIEW_DESIGN'),
  params: designParams,
  async handler({ params, db }) {
    await readDesign(db, params.id, params.designId);
    const { rows } = await db.query(
      `select v.version, v.snapshot, v.saved_at, u.name as saved_by_name from well_design_versions v left join users u on u.id = v.saved_by
       where v.design_id = $1 order by v.version desc`,
      [params.designId],
    );
    return { data: rows };
  },
});

export const designRoutes = [list, create, one, update, remove, versions];
