/**
 * Mud program edits (issue 15; the well's EDIT_MUD): add a hole section, change one, remove one.
 * Depths must run downward (to below from) and the weight window upward (max not below min); a section
 * whose depths overlap another's is a 409 naming it, a second section of the same id a 409, an
 * absent one a 404. Every write is audited on the well with the section's before and after.
 */
import type { MudSection } from '../../../src/domain/drilling/mud/mud-program';
import { auditChange } from '../../audit/changes';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { deleteMudProgramSection, readMudProgram, upsertMudProgramSection } from '../../mud/mud-store';
import { programParams, programSectionCreate, programSectionUpdate, tags, wellParams, type ProgramSectionInput } from './mud-schemas';

const toSection = (b: ProgramSectionInput): MudSection => ({
  id: b.section,
  name: b.name,
  fromM: b.from_m,
  toM: b.to_m,
  holeSizeIn: b.hole_size_in,
  mudType: b.mud_type,
  densityMinKgM3: b.density_min_kg_m3,
  densityMaxKgM3: b.density_max_kg_m3,
});

const toProgramDto = (s: MudSection) => ({
  section: s.id,
  name: s.name,
  from_m: s.fromM,
  to_m: s.toM,
  hole_size_in: s.holeSizeIn,
  mud_type: s.mudType,
  density_min_kg_m3: s.densityMinKgM3,
  density_max_kg_m3: s.densityMaxKgM3,
});

/** 400 for a section upside down, 409 naming the section whose depths it would overlap. */
function check(s: MudSection, others: readonly MudSection[]): void {
  if (s.toM <= s.fromM) throw new HttpError(400, 'body.to_m: must be deeper than from_m');
  if (s.densityMaxKgM3 < s.densityMinKgM3) throw new HttpError(400, 'body.density_max_kg_m3: must not be below density_min_kg_m3');
  const hit = others.find((o) => o.id !== s.id && s.fromM < o.toM && o.fromM < s.toM);
  if (hit) throw new HttpError(409, `body.from_m: ${s.fromM}–${s.toM} m overlaps the ${hit.name} section (${hit.fromM}–${hit.toM} m)`);
}

const create = defineRoute({
  method: 'POST',
  url: '/wells/:id/mud_program',
  summary: 'Add a hole section to the mud program (EDIT_MUD); 409 when the section exists or its depths overlap another',
  tags,
  access: well('EDIT_MUD'),
  params: wellParams,
  body: programSectionCreate,
  async handler({ params, body, db, user, reply }) {
    const s = toSection(body as ProgramSectionInput);
    const saved = await db.transaction(async (tx) => {
      const program = await readMudProgram(tx, params.id);
      if (program.some((o) => o.id === s.id)) throw new HttpError(409, `body.section: the program already has a ${s.id} section`);
      check(s, program);
      await upsertMudProgramSection(tx, params.id, s);
      await audit(tx, user.id, 'mud_program.create', { type: 'wells', id: params.id }, { section: s.id, ...auditChange(null, toProgramDto(s)) });
      return s;
    });
    reply.code(201);
    return { data: toProgramDto(saved) };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: '/wells/:id/mud_program/:section',
  summary: "Change a mud program section's name, depths, bit size, mud type or weight window (EDIT_MUD); 404 when absent, 409 on overlap",
  tags,
  access: well('EDIT_MUD'),
  params: programParams,
  body: programSectionUpdate,
  async handler({ params, body, db, user }) {
    const saved = await db.transaction(async (tx) => {
      const program = await readMudProgram(tx, params.id);
      const before = program.find((o) => o.id === params.section);
      if (!before) throw new HttpError(404, `params.section: the program has no ${params.section} section`);
      const after = toSection({ ...toProgramDto(before), ...(body as Partial<ProgramSectionInput>), section: before.id });
      check(after, program);
      await upsertMudProgramSection(tx, params.id, after);
      await audit(
        tx,
        user.id,
        'mud_program.update',
        { type: 'wells', id: params.id },
        { section: after.id, ...auditChange(toProgramDto(before), toProgramDto(after)) },
      );
      return after;
    });
    return { data: toProgramDto(saved) };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/wells/:id/mud_program/:section',
  summary: 'Remove a section from the mud program (EDIT_MUD); its reports keep their section name; 404 when absent',
  tags,
  access: well('EDIT_MUD'),
  params: programParams,
  async handler({ params, db, user }) {
    await db.transaction(async (tx) => {
      const before = (await readMudProgram(tx, params.id)).find((o) => o.id === params.section);
      if (!before) throw new HttpError(404, `params.section: the program has no ${params.section} section`);
      await deleteMudProgramSection(tx, params.id, before.id);
      await audit(tx, user.id, 'mud_program.delete', { type: 'wells', id: params.id }, { section: before.id, ...auditChange(toProgramDto(before), null) });
    });
    return { data: { section: params.section, deleted: true } };
  },
});

export const mudProgramWrites = [create, update, remove];
