/**
 * Inputs of the BHA and casing calls (PUT /wells/{id}/{bha|casing}/{id}, POST to add), shared by the
 * server's validation and the panes' forms. Bodies are strict, so a misspelt field is a 400 naming
 * it; ranges are those any real tubular falls in; the domain checks (ID under OD, sensor inside its
 * component, cement above the shoe) are issues on the field's path.
 */
import { z } from 'zod';
import { CASING_TYPES } from '../constants/equipment';
import { BHA_TYPE_IDS, bhaProblems } from './bha';
import { casingProblems } from './casing';

const num = (lo: number, hi: number, unit: string) => z.number().finite().min(lo, `must be ${lo} ${unit} or more`).max(hi, `must be at most ${hi} ${unit}`);
const text = (max: number) => z.string().trim().max(max);

/** Adds 'path: reason' lines of a domain check as zod issues on that path. */
function issuesFrom(lines: readonly string[], ctx: z.RefinementCtx) {
  for (const l of lines) {
    const [path, ...rest] = l.split(': ');
    ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: rest.join(': ') });
  }
}

export const bhaComponentSchema = z
  .object({
    type: z.enum(BHA_TYPE_IDS),
    description: text(80),
    od_in: num(0.5, 40, 'in'),
    id_in: num(0, 30, 'in'),
    length_m: num(0.05, 3000, 'm'),
    weight_kg_m: num(0, 3000, 'kg/m'),
    connection: text(40).default(''),
    serial: text(40).default(''),
    sensor_offset_m: num(0, 3000, 'm').nullable().default(null),
    bend_deg: num(0, 4, '°').nullable().default(null),
  })
  .strict();

const bhaFields = {
  run_no: z.number().int().min(1, 'must be 1 or more').max(999, 'must be at most 999'),
  name: text(80).min(1, 'must not be empty'),
  hole_size_in: num(2, 36, 'in'),
  status: z.enum(['planned', 'in_hole', 'pulled']),
  depth_in_m: num(0, 20_000, 'm').nullable(),
  depth_out_m: num(0, 20_000, 'm').nullable(),
  reason_pulled: text(200).nullable(),
  comment: text(2000),
  components: z.array(bhaComponentSchema).min(1, 'an assembly needs at least one component').max(80, 'at most 80 components'),
};

export const bhaAssemblyInput = z
  .object({
    ...bhaFields,
    status: bhaFields.status.default('planned'),
    depth_in_m: bhaFields.depth_in_m.default(null),
    depth_out_m: bhaFields.depth_out_m.default(null),
    reason_pulled: bhaFields.reason_pulled.default(null),
    comment: bhaFields.comment.default(''),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.depth_in_m !== null && b.depth_out_m !== null && b.depth_out_m < b.depth_in_m)
      ctx.addIssue({ code: 'custom', path: ['depth_out_m'], message: 'must not be shallower than depth in' });
    const od = Math.max(...b.components.map((c) => c.od_in));
    if (od > b.hole_size_in) ctx.addIssue({ code: 'custom', path: ['hole_size_in'], message: `smaller than the largest component (${od} in)` });
    issuesFrom(
      bhaProblems(
        b.components.map((c) => ({
          type: c.type,
          description: c.description,
          odIn: c.od_in,
          idIn: c.id_in,
          lengthM: c.length_m,
          weightKgPerM: c.weight_kg_m,
          sensorOffsetM: c.sensor_offset_m,
        })),
      ),
      ctx,
    );
  });
export type BhaAssemblyInput = z.input<typeof bhaAssemblyInput>;
export type BhaComponentInput = z.infer<typeof bhaComponentSchema>;

const CASING_TYPE_IDS = CASING_TYPES.map((t) => t.id) as [string, ...string[]];

export const cementSlurrySchema = z
  .object({
    kind: z.enum(['lead', 'tail', 'unknown']),
    top_m: num(0, 20_000, 'm'),
    bottom_m: num(0, 20_000, 'm'),
    density_kg_m3: num(1000, 2600, 'kg/m³'),
  })
  .strict();

export const casingStringInput = z
  .object({
    name: text(80).min(1, 'must not be empty'),
    casing_type: z.enum(CASING_TYPE_IDS).refine((t) => !CASING_TYPES.find((c) => c.id === t)?.disabled, 'Riser casing type is disabled'),
    job_type: z.enum(['casing', 'open_hole', 'cementing', 'unknown']).default('casing'),
    status: z.enum(['planned', 'set']).default('planned'),
    od_in: num(2, 48, 'in'),
    id_in: num(1, 47, 'in'),
    weight_lb_ft: num(1, 700, 'lb/ft'),
    grade: text(20).default(''),
    connection: text(40).default(''),
    top_m: num(0, 20_000, 'm'),
    shoe_m: num(0, 20_000, 'm'),
    hole_size_in: num(2, 60, 'in'),
    slurries: z.array(cementSlurrySchema).max(6, 'at most 6 slurries').default([]),
    comment: text(2000).default(''),
  })
  .strict()
  .superRefine((b, ctx) => issuesFrom(casingProblems(toCasingString(b), []), ctx));
export type CasingStringInput = z.input<typeof casingStringInput>;

/** The domain's view of a casing row (API field names in, domain names out). */
export function toCasingString(b: {
  casing_type: string;
  od_in: number;
  id_in: number;
  weight_lb_ft: number;
  top_m: number;
  shoe_m: number;
  hole_size_in: number;
  slurries: readonly { kind: 'lead' | 'tail' | 'unknown'; top_m: number; bottom_m: number; density_kg_m3: number }[];
}) {
  return {
    type: b.casing_type,
    odIn: b.od_in,
    idIn: b.id_in,
    weightLbFt: b.weight_lb_ft,
    topM: b.top_m,
    shoeM: b.shoe_m,
    holeSizeIn: b.hole_size_in,
    slurries: b.slurries.map((s) => ({ kind: s.kind, topM: s.top_m, bottomM: s.bottom_m, densityKgM3: s.density_kg_m3 })),
  };
}
