/**
 * A well's casing program (spec 3.7, 7.9; routes drilling.equipment.casing / .casing.assembly and
 * completions.casing / .casing.assembly): the strings with weights, cement volumes and the shoe's
 * TVD and fracture gradient, one string, and add / replace / delete (EDIT_DESIGN, audited). Riser is
 * refused (spec 5); a string that cannot pass through the casing above it is a 400 naming od_in.
 */
import { casingProblems } from '../../../src/domain/equipment/casing';
import { casingStringInput, toCasingString } from '../../../src/domain/equipment/equipment-schemas';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { drilledMdM, readCasingProgram, readCasingRows } from '../../equipment/casing-store';
import { assemblyParams, assemblyWrites, EQUIPMENT_VIEW, wellName, wellParams } from './assembly-writes';

const tags = ['equipment'];

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/casing',
  summary:
    'The casing program and how far the well is drilled (surveyed MD): strings shallow to deep with weights, cement slurries and volumes, shoe TVD and fracture gradient',
  tags,
  access: well(EQUIPMENT_VIEW),
  params: wellParams,
  async handler({ params, db }) {
    return { data: { ...(await wellName(db, params.id)), drilled_md_m: await drilledMdM(db, params.id), strings: await readCasingProgram(db, params.id) } };
  },
});

const item = defineRoute({
  method: 'GET',
  url: '/wells/:id/casing/:assembly_id',
  summary: 'One casing string with its cement slurries',
  tags,
  access: well(EQUIPMENT_VIEW),
  params: assemblyParams,
  async handler({ params, db }) {
    const all = await readCasingProgram(db, params.id);
    const s = all.find((x) => x.id === params.assembly_id);
    if (!s) throw new HttpError(404, `Casing string ${params.assembly_id} not found on this well`);
    return { data: { ...(await wellName(db, params.id)), drilled_md_m: await drilledMdM(db, params.id), string: s, program: all } };
  },
});

const writes = assemblyWrites({
  kind: 'casing',
  table: 'casing_strings',
  noun: 'Casing string',
  tags,
  body: casingStringInput,
  async toColumns(db, wellId, b, selfId) {
    const others = (await readCasingRows(db, wellId)).filter((r) => r.id !== selfId).map(toCasingString);
    const problems = casingProblems(toCasingString(b), others).filter((p) => p.startsWith('od_in'));
    if (problems.length) throw new HttpError(400, `body.${problems[0]}`);
    return {
      name: b.name,
      casing_type: b.casing_type,
      job_type: b.job_type,
      status: b.status,
      od_in: b.od_in,
      id_in: b.id_in,
      weight_lb_ft: b.weight_lb_ft,
      grade: b.grade,
      connection: b.connection,
      top_m: b.top_m,
      shoe_m: b.shoe_m,
      hole_size_in: b.hole_size_in,
      slurries: JSON.stringify(b.slurries),
      comment: b.comment,
    };
  },
  async read(db, wellId, id) {
    return (await readCasingProgram(db, wellId)).find((x) => x.id === id) ?? null;
  },
});

export const casingRoutes = [list, item, ...writes];
