/**
 * Request bodies of the engineering calculations (POST wells/{id}/engineering/torque_drag and
 * .../hydraulics), shared by the server's validation and the panes. Every field is optional: what is
 * not given comes from the documented demo case (src/domain/engineering/demo-case.ts) and the answer
 * says so. SI with the unit in the name (m, kg/m, kg/m³, L/min, t for hook loads as rigs quote them).
 */
import { z } from 'zod';

const pos = (max: number) => z.number().finite().positive('must be more than 0').max(max, `must be at most ${max}`);
const nonNeg = (max: number) => z.number().finite().min(0, 'must be zero or more').max(max, `must be at most ${max}`);
const friction = z.number().finite().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');

export const stringSectionSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    length_m: pos(20_000),
    od_m: pos(1),
    id_m: nonNeg(1),
    weight_kg_per_m: pos(2000),
  })
  .strict()
  .refine((s) => s.id_m < s.od_m, { message: 'id_m must be less than od_m', path: ['id_m'] });

const stringSchema = z.array(stringSectionSchema).min(1, 'give at least one section').max(50);
const mudDensitySchema = z.number().finite().min(800, 'must be at least 800').max(2600, 'must be at most 2600');

/** The case fields a calculation's body and a stored scenario (scenario-schemas.ts) share, each optional. */
export const caseFields = {
  string: stringSchema.optional(),
  mud_density_kg_m3: mudDensitySchema.optional(),
  friction: z.object({ cased: friction, open: friction }).strict().optional(),
  shoe_md_m: nonNeg(20_000).optional(),
  wob_t: nonNeg(100).optional(),
  bit_torque_knm: nonNeg(100).optional(),
  block_weight_t: nonNeg(200).optional(),
  flow_lpm: pos(20_000).optional(),
  /** Nozzle sizes in 32nds of an inch, as bits are specified. */
  nozzles_32nds: z.array(z.number().int('must be whole 32nds').min(6).max(32)).min(1).max(12).optional(),
  surface_loss_mpa: nonNeg(20).optional(),
};

/** Which trajectory to run on: the survey, else the definitive plan ('auto'), or one of them. */
const trajectorySource = z.enum(['auto', 'survey', 'plan']).default('auto');

export const torqueDragBodySchema = z
  .object({
    trajectory: trajectorySource,
    string: caseFields.string,
    mud_density_kg_m3: caseFields.mud_density_kg_m3,
    friction: caseFields.friction,
    broomstick_frictions: z.array(friction).min(1).max(8).optional(),
    shoe_md_m: caseFields.shoe_md_m,
    wob_t: caseFields.wob_t,
    bit_torque_knm: caseFields.bit_torque_knm,
    block_weight_t: caseFields.block_weight_t,
    /** Element length, m. */
    step_m: z.number().finite().min(0.5, 'must be at least 0.5').max(30, 'must be at most 30').default(1),
    /** Bit depth spacing of the broomstick, m. */
    output_step_m: z.number().finite().min(1, 'must be at least 1').max(500, 'must be at most 500').default(30),
    /** Epoch s window of the measured hook load (default: the last 7 days of the record). */
    measured_from: z.number().int('must be an integer timestamp (epoch seconds)').min(0).optional(),
    measured_to: z.number().int('must be an integer timestamp (epoch seconds)').min(0).optional(),
  })
  .strict()
  .refine((b) => b.measured_from === undefined || b.measured_to === undefined || b.measured_from < b.measured_to, {
    message: 'measured_from must be before measured_to',
    path: ['measured_from'],
  });
export type TorqueDragBody = z.input<typeof torqueDragBodySchema>;

const rheologyFields = {
  model: z.enum(['power_law', 'bingham', 'herschel_bulkley']),
  /** Fann 35 dial readings, degrees. */
  r600: pos(400),
  r300: pos(400),
  r3: nonNeg(100).optional(),
};
type Rheology = { model: 'power_law' | 'bingham' | 'herschel_bulkley'; r600: number; r300: number; r3?: number };

/** The checks a set of Fann readings must pass for its model, on a fluid or on a scenario's rheology. */
function checkedRheology<T extends z.ZodType<Rheology>>(schema: T) {
  return schema
    .refine((f) => f.r600 > f.r300, { message: 'r600 must be more than r300', path: ['r600'] })
    .refine((f) => f.model !== 'herschel_bulkley' || (f.r3 !== undefined && f.r3 < f.r300), {
      message: 'herschel_bulkley needs r3, less than r300',
      path: ['r3'],
    })
    .refine((f) => f.model !== 'bingham' || 2 * f.r300 >= f.r600, { message: 'a Bingham fit needs r300 ≥ r600 / 2 (yield point ≥ 0)', path: ['r300'] })
    .refine(
      (f) => {
        // Drilling muds thin with shear: a flow index n = log2 of the ratio between 0.1 and 1.
        const base = f.model === 'herschel_bulkley' ? (f.r3 ?? 0) : 0;
        const n = Math.log2((f.r600 - base) / (f.r300 - base));
        return f.model === 'bingham' || (n >= 0.1 && n <= 1);
      },
      { message: 'r600 and r300 must give a flow index n between 0.1 and 1 (r600 between 1.07 and 2 times r300)', path: ['r600'] },
    );
}

export const rheologySchema = checkedRheology(z.object(rheologyFields).strict());
const fluidSchema = checkedRheology(z.object({ density_kg_m3: mudDensitySchema, ...rheologyFields }).strict());

export const hydraulicsBodySchema = z
  .object({
    trajectory: trajectorySource,
    string: caseFields.string,
    fluid: fluidSchema.optional(),
    flow_lpm: caseFields.flow_lpm,
    /** Up to 100 flow rates: the standpipe and ECD curve. */
    flow_rates_lpm: z.array(pos(20_000)).min(1).max(100).optional(),
    bit_md_m: pos(20_000).optional(),
    hole: z
      .object({ casing_id_m: pos(2), shoe_md_m: nonNeg(20_000), open_hole_m: pos(2) })
      .strict()
      .optional(),
    nozzles_32nds: caseFields.nozzles_32nds,
    surface_loss_mpa: caseFields.surface_loss_mpa,
  })
  .strict();
export type HydraulicsBody = z.input<typeof hydraulicsBodySchema>;
