/**
 * A well's BHA runs (spec 3.7, 7.9; routes drilling.equipment.bha and .bha.assembly): the runs with
 * their assembly figures, one assembly's component string from the bit up, the current one (in the
 * hole, else the last run), and add / replace / delete (EDIT_DESIGN, audited).
 */
import { bhaAssemblyInput } from '../../../src/domain/equipment/equipment-schemas';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { readBhaAssemblies, readBhaAssembly } from '../../equipment/bha-store';
import { assemblyParams, assemblyWrites, EQUIPMENT_VIEW, wellName, wellParams } from './assembly-writes';

const tags = ['equipment'];

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/bha',
  summary: "The well's BHA runs: run, hole size, depth in/out, bit, motor bend, length, weight in air and buoyed in the run's mud",
  tags,
  access: well(EQUIPMENT_VIEW),
  params: wellParams,
  async handler({ params, db }) {
    return { data: { ...(await wellName(db, params.id)), assemblies: await readBhaAssemblies(db, params.id) } };
  },
});

const item = defineRoute({
  method: 'GET',
  url: '/wells/:id/bha/:assembly_id',
  summary: 'One BHA: components from the bit up with cumulative length, weights and bit-to-sensor offsets',
  tags,
  access: well(EQUIPMENT_VIEW),
  params: assemblyParams,
  async handler({ params, db }) {
    const a = await readBhaAssembly(db, params.id, params.assembly_id);
    if (!a) throw new HttpError(404, `BHA ${params.assembly_id} not found on this well`);
    return { data: { ...(await wellName(db, params.id)), assembly: a } };
  },
});

const current = defineRoute({
  method: 'GET',
  url: '/bha/wells/:id/current',
  summary: 'The BHA in the hole, else the last run (null when the well has none)',
  tags,
  access: well(EQUIPMENT_VIEW),
  params: wellParams,
  async handler({ params, db }) {
    const all = await readBhaAssemblies(db, params.id);
    const inHole = all.filter((a) => a.status === 'in_hole').at(-1);
    const run = inHole ?? all.filter((a) => a.status === 'pulled').at(-1) ?? null;
    return { data: run, message: run ? undefined : 'No BHA has been run on this well' };
  },
});

const writes = assemblyWrites({
  kind: 'bha',
  table: 'bha_assemblies',
  noun: 'BHA',
  tags,
  body: bhaAssemblyInput,
  async toColumns(_db, _wellId, b) {
    return {
      run_no: b.run_no,
      name: b.name,
      hole_size_in: b.hole_size_in,
      status: b.status,
      depth_in_m: b.depth_in_m,
      depth_out_m: b.depth_out_m,
      reason_pulled: b.reason_pulled,
      comment: b.comment,
      components: JSON.stringify(b.components),
    };
  },
  async read(db, wellId, id) {
    return readBhaAssembly(db, wellId, id);
  },
});

export const bhaRoutes = [list, current, item, ...writes];
