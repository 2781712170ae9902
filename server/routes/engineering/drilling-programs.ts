/**
 * Drilling programs of a well (spec 7.8 drill_prog; issue 16) and the field engineer's check.
 *
 *   GET    /wells/{id}/drill_prog                      the programs with their totals (VIEW_DESIGN)
 *   POST   /wells/{id}/drill_prog                      new draft on a design (default: the newest); ranges default by hole size (EDIT_DESIGN)
 *   GET    /wells/{id}/drill_prog/{programId}          one, composed per section from design, casing, BHAs, mud, trajectory, tops, hazards, AFE (VIEW_DESIGN)
 *   PATCH  /wells/{id}/drill_prog/{programId}          name, design, ranges, notes: version + 1 (the old one kept), back to draft; approved ones are locked (EDIT_DESIGN)
 *   DELETE /wells/{id}/drill_prog/{programId}          not an approved one (EDIT_DESIGN)
 *   POST   /wells/{id}/drill_prog/{programId}/submit   draft → submitted (DRILLING_PROGRAM_SUBMIT)
 *   POST   /wells/{id}/drill_prog/{programId}/approve  submitted → approved (DRILLING_PROGRAM_APPROVE); 409 when the well's plan
 *                                                       is below the minimum SF against the wells drilled before it in a pad program
 *   GET    /wells/{id}/drill_prog/{programId}/approval_clearance  whether approve would pass the SF gate, with the
 *                                                       violation that stops it and the warnings that do not (VIEW_DESIGN)
 *   POST   /wells/{id}/drill_prog/{programId}/copy     a new draft with its design, ranges and notes (DRILLING_PROGRAM_COPY)
 *   GET    /wells/{id}/field_engineering               recorded drilling parameters against the program's ranges for the bit's section (VIEW_DESIGN)
 *
 * Every write is audited with its before and after.
 */
import { z } from 'zod';
import { parameterProblems, type SectionParameters } from '../../../src/domain/engineering/drilling-program';
import { auditChange } from '../../audit/changes';
import type { Queryable } from '../../db/db';
import {
  assertProgramNameFree,
  composedProgram,
  defaultProgramSections,
  designFor,
  listPrograms,
  programSummary,
  readProgram,
  type ProgramRow,
} from '../../engineering/drilling-programs';
import { fieldEngineering } from '../../engineering/field-engineering';
import { approvalCheck, approvalClearance, MIN_APPROVAL_SF, WARNING_SF } from '../../planning/approval-clearance';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { idParams, uuid } from '../../lib/schemas';

const tags = ['engineering'];
const EMPTY = 'This field could not be empty';
const num = (unit: string, min: number, max: number) =>
  z
    .number({ message: `must be a number (${unit})` })
    .finite()
    .min(min, `must be at least ${min} ${unit}`)
    .max(max, `must be at most ${max} ${unit}`);

const rangesSchema = z
  .object({
    section: z.string().trim().min(1, EMPTY).max(80),
    wob_min_t: num('t', 0, 60),
    wob_max_t: num('t', 0, 60),
    rpm_min: num('rpm', 0, 300),
    rpm_max: num('rpm', 0, 300),
    flow_min_lpm: num('L/min', 0, 8000),
    flow_max_lpm: num('L/min', 0, 8000),
    spp_min_mpa: num('MPa', 0, 70),
    spp_max_mpa: num('MPa', 0, 70),
    notes: z.string().max(2000).default(''),
  })
  .strict();

const fields = z.object({
  name: z.string().trim().min(1, EMPTY).max(120),
  design_id: uuid,
  sections: z.array(rangesSchema).max(20),
  notes: z.string().max(10_000),
});
const createBody = fields.partial({ design_id: true, sections: true, notes: true }).strict();
const updateBody = fields.partial().strict();
const copyBody = z.object({ name: z.string().trim().min(1, EMPTY).max(120) }).strict();
const programParams = z.object({ id: uuid, programId: uuid }).strict();

function assertRanges(sections: readonly SectionParameters[] | undefined) {
  const p = sections ? parameterProblems(sections)[0] : undefined;
  if (p) throw new HttpError(400, `body.${p.field}: ${p.message}`, { field: `body.${p.field}` });
}

/** The version a change replaces, kept as it was (drilling_program_versions; read back by drilling-program-versions.ts). */
async function keepVersion(tx: Queryable, p: ProgramRow, userId: string) {
  const { id, version, well_id: _w, ...snapshot } = p;
  await tx.query('insert into drilling_program_versions (program_id, version, snapshot, saved_by) values ($1, $2, $3, $4) on conflict do nothing', [
    id,
    version,
    JSON.stringify(snapshot),
    userId,
  ]);
}

const auditProgram = (db: Queryable, userId: string, verb: string, p: { id: string; well_id: string }, before: unknown, after: unknown) =>
  audit(
    db,
    userId,
    `drilling_programs.${verb}`,
    { type: 'drilling_programs', id: p.id },
    { well_id: p.well_id, ...auditChange(before as never, after as never) },
  );

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/drill_prog',
  summary: "The well's drilling programs: status, version, author, design, and the planned TD, days and cost per the AFE",
  tags,
  access: well('VIEW_DESIGN'),
  params: idParams,
  async handler({ params, db }) {
    const rows = await listPrograms(db, params.id);
    return { data: await Promise.all(rows.map((r) => programSummary(db, r))) };
  },
});

const one = defineRoute({
  method: 'GET',
  url: '/wells/:id/drill_prog/:programId',
  summary:
    'A drilling program per hole section: MD and TVD, hole, casing, BHA runs, mud, parameter ranges, formation tops and hazards, planned days and cost, and where its sources disagree',
  tags,
  access: well('VIEW_DESIGN'),
  params: programParams,
  async handler({ params, db }) {
    return { data: await composedProgram(db, await readProgram(db, params.id, params.programId)) };
  },
});

async function insertProgram(
  tx: Queryable,
  wellId: string,
  userId: string,
  v: { name: string; design_id: string | null; sections: SectionParameters[]; notes: string },
): Promise<ProgramRow> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into drilling_programs (well_id, name, design_id, sections, notes, author_id, updated_by) values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [wellId, v.name, v.design_id, JSON.stringify(v.sections), v.notes, userId],
  );
  return readProgram(tx, wellId, rows[0].id);
}

const create = defineRoute({
  method: 'POST',
  url: '/wells/:id/drill_prog',
  summary: 'New draft program on a drilling design (the newest when not named); without sections, starting ranges by hole size for each of its sections',
  tags,
  access: well('EDIT_DESIGN'),
  params: idParams,
  body: createBody,
  async handler({ params, body, db, user, reply }) {
    assertRanges(body.sections);
    const design = await designFor(db, params.id, body.design_id ?? null);
    await assertProgramNameFree(db, params.id, body.name, null);
    const row = await db.transaction(async (tx) => {
      const after = await insertProgram(tx, params.id, user.id, {
        name: body.name,
        design_id: design?.id ?? null,
        sections: body.sections ?? defaultProgramSections(design),
        notes: body.notes ?? '',
      });
      await auditProgram(tx, user.id, 'create', after, null, after);
      return after;
    });
    reply.status(201);
    return { data: await composedProgram(db, row) };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: '/wells/:id/drill_prog/:programId',
  summary: 'Change a program’s name, design, parameter ranges or notes: a new version, back to draft; an approved program is locked (copy it)',
  tags,
  access: well('EDIT_DESIGN'),
  params: programParams,
  body: updateBody,
  async handler({ params, body, db, user }) {
    const before = await readProgram(db, params.id, params.programId);
    assertRanges(body.sections);
    if (body.design_id) await designFor(db, params.id, body.design_id);
    if (body.name !== undefined) await assertProgramNameFree(db, params.id, body.name, before.id);
    if (before.status === 'approved') throw new HttpError(409, `${before.name} is approved and locked: copy it to make changes`);
    const cols = Object.entries(body).filter(([, v]) => v !== undefined);
    if (!cols.length) return { data: await composedProgram(db, before) };
    const value = (k: string, v: unknown) => (k === 'sections' ? JSON.stringify(v) : v);
    const after = await db.transaction(async (tx) => {
      await keepVersion(tx, before, user.id);
      await tx.query(
        `update drilling_programs set ${cols.map(([k], i) => `${k} = $${i + 2}`).join(', ')}, version = version + 1, status = 'draft',
           submitted_by = null, submitted_at = null, updated_by = $${cols.length + 2}, updated_at = now() where id = $1`,
        [before.id, ...cols.map(([k, v]) => value(k, v)), user.id],
      );
      const next = await readProgram(tx, params.id, before.id);
      await auditProgram(tx, user.id, 'update', next, before, next);
      return next;
    });
    return { data: await composedProgram(db, after) };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/wells/:id/drill_prog/:programId',
  summary: 'Delete a draft or submitted program (an approved one is the well’s record: 409)',
  tags,
  access: well('EDIT_DESIGN'),
  params: programParams,
  async handler({ params, db, user }) {
    const before = await readProgram(db, params.id, params.programId);
    if (before.status === 'approved') throw new HttpError(409, `${before.name} is approved: it stays as the well's record`);
    await db.transaction(async (tx) => {
      await tx.query('delete from drilling_programs where id = $1', [before.id]);
      await auditProgram(tx, user.id, 'delete', before, before, null);
    });
    return { message: `Drilling program ${before.name} deleted` };
  },
});

function transition(verb: 'submit' | 'approve', permission: string, from: string, to: string, who: 'submitted' | 'approved') {
  return defineRoute({
    method: 'POST',
    url: `/wells/:id/drill_prog/:programId/${verb}`,
    summary: `${verb === 'submit' ? 'Submit a draft program for approval' : 'Approve a submitted program (it is then locked; refused with 409 while the well is below the minimum separation factor against the wells drilled before it in a pad program)'}: ${from} → ${to}`,
    tags,
    access: well(permission),
    params: programParams,
    async handler({ params, db, user }) {
      const before = await readProgram(db, params.id, params.programId);
      if (before.status !== from) throw new HttpError(409, `${before.name} is ${before.status}: only a ${from} program can be ${to}`);
      if (verb === 'approve') {
        const violation = await approvalClearance(db, params.id);
        if (violation) throw new HttpError(409, violation.message);
      }
      const after = await db.transaction(async (tx) => {
        await tx.query(`update drilling_programs set status = $2, ${who}_by = $3, ${who}_at = now(), updated_at = now() where id = $1`, [
          before.id,
          to,
          user.id,
        ]);
        const next = await readProgram(tx, params.id, before.id);
        await auditProgram(tx, user.id, verb, next, before, next);
        return next;
      });
      return { data: await composedProgram(db, after) };
    },
  });
}

const clearance = defineRoute({
  method: 'GET',
  url: '/wells/:id/drill_prog/:programId/approval_clearance',
  summary:
    'Whether approving the program would pass the anti-collision gate: the violation of the minimum separation factor against the wells drilled before it in a pad program (the message approve refuses with), and the offsets it clears by less than the warning factor',
  tags,
  access: well('VIEW_DESIGN'),
  params: programParams,
  async handler({ params, db }) {
    await readProgram(db, params.id, params.programId);
    const { violation, warnings } = await approvalCheck(db, params.id);
    return { data: { clear: violation === null, min_approval_sf: MIN_APPROVAL_SF, warning_sf: WARNING_SF, violation, warnings } };
  },
});

const copy = defineRoute({
  method: 'POST',
  url: '/wells/:id/drill_prog/:programId/copy',
  summary: 'Copy a program (any status) as a new draft with its design, ranges and notes',
  tags,
  access: well('DRILLING_PROGRAM_COPY'),
  params: programParams,
  body: copyBody,
  async handler({ params, body, db, user, reply }) {
    const src = await readProgram(db, params.id, params.programId);
    await assertProgramNameFree(db, params.id, body.name, null);
    const row = await db.transaction(async (tx) => {
      const after = await insertProgram(tx, params.id, user.id, { name: body.name, design_id: src.design_id, sections: src.sections, notes: src.notes });
      await auditProgram(tx, user.id, 'copy', after, null, { ...after, copied_from: src.id });
      return after;
    });
    reply.status(201);
    return { data: await composedProgram(db, row) };
  },
});

const field = defineRoute({
  method: 'GET',
  url: '/wells/:id/field_engineering',
  summary:
    'The section the bit is in and the last hour of recorded on-bottom drilling (WOB, rotary RPM, flow, standpipe pressure) against the drilling program’s ranges for it, flagged out of range',
  tags,
  access: well('VIEW_DESIGN'),
  params: idParams,
  async handler({ params, db, services }) {
    return { data: await fieldEngineering(db, services.logs.store, params.id) };
  },
});

export const drillingProgramRoutes = [
  list,
  create,
  one,
  update,
  remove,
  transition('submit', 'DRILLING_PROGRAM_SUBMIT', 'draft', 'submitted', 'submitted'),
  transition('approve', 'DRILLING_PROGRAM_APPROVE', 'submitted', 'approved', 'approved'),
  clearance,
  copy,
  field,
];
