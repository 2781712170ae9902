/**
 * Input shapes of the mud report calls: a report's day, time and depths, its mud and properties in
 * the units of a mud check (ranges any real check falls in), and the products used. Bodies are
 * strict, so a misspelt field is a 400 naming it.
 */
import { z } from 'zod';
import { MUD_TYPES } from '../../../src/domain/drilling/mud/mud-program';
import { uuid } from '../../lib/schemas';
import { bodyEpochS, queryEpochS } from '../logs/log-helpers';

export const tags = ['mud'];
export const wellParams = z.object({ id: uuid }).strict();
export const itemParams = z.object({ id: uuid, item_id: uuid }).strict();
export const periodQuery = z.object({ from: queryEpochS.optional(), to: queryEpochS.optional() }).strict();

const reportDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'is not a real date');

const within = (lo: number, hi: number, unit: string) =>
  z.number().finite().min(lo, `must be ${lo} ${unit} or more`).max(hi, `must be at most ${hi} ${unit}`).nullable();

const product = z
  .object({
    name: z.string().trim().min(1).max(80),
    unit: z.string().trim().min(1).max(30),
    quantity: z.number().finite().min(0, 'must be zero or more').max(1e6),
    unit_cost: z.number().finite().min(0, 'must be zero or more').max(1e6),
  })
  .strict();

const fields = {
  date: reportDate,
  at: bodyEpochS,
  section: z.enum(['surface', 'intermediate', 'lateral']),
  hole_depth_m: within(0, 20_000, 'm'),
  bit_depth_m: within(0, 20_000, 'm'),
  mud_type: z.enum(MUD_TYPES),
  density_kg_m3: z.number().finite().min(800, 'must be 800 kg/m³ or more').max(2600, 'must be at most 2600 kg/m³'),
  funnel_viscosity_s: within(20, 300, 's/qt'),
  pv_cp: within(0, 200, 'cP'),
  yp_lbf_100ft2: within(0, 200, 'lbf/100 ft²'),
  gel_10s_lbf_100ft2: within(0, 200, 'lbf/100 ft²'),
  gel_10m_lbf_100ft2: within(0, 300, 'lbf/100 ft²'),
  fluid_loss_ml: within(0, 200, 'mL/30 min'),
  ph: within(0, 14, ''),
  es_v: within(0, 2000, 'V'),
  solids_pct: within(0, 100, '%'),
  oil_pct: within(0, 100, '%'),
  chlorides_mg_l: within(0, 400_000, 'mg/L'),
  pit_volume_m3: within(0, 5000, 'm³'),
  products: z.array(product).max(100),
  comment: z.string().max(2000),
};

const { date, at, section, mud_type, density_kg_m3, ...optional } = fields;

export const mudReportCreate = z
  .object({
    date,
    at,
    section,
    mud_type,
    density_kg_m3,
    ...Object.fromEntries(Object.entries(optional).map(([k, v]) => [k, v.optional()])),
  } as {
    [K in keyof typeof fields]: K extends 'date' | 'at' | 'section' | 'mud_type' | 'density_kg_m3' ? (typeof fields)[K] : z.ZodOptional<(typeof fields)[K]>;
  })
  .strict();
export const mudReportUpdate = z.object(fields).partial().strict();

export type MudReportInput = z.infer<typeof mudReportCreate>;

/** A mud program section: its id (the section the reports name), depths, bit size, mud and weight window. */
const programFields = {
  section: z.enum(['surface', 'intermediate', 'lateral']),
  name: z.string().trim().min(1, 'must not be empty').max(80),
  from_m: z.number().finite().min(0, 'must be 0 m or more').max(20_000, 'must be at most 20000 m'),
  to_m: z.number().finite().min(0, 'must be 0 m or more').max(20_000, 'must be at most 20000 m'),
  hole_size_in: z.number().finite().min(2, 'must be 2 in or more').max(60, 'must be at most 60 in'),
  mud_type: z.enum(MUD_TYPES),
  density_min_kg_m3: z.number().finite().min(800, 'must be 800 kg/m³ or more').max(2600, 'must be at most 2600 kg/m³'),
  density_max_kg_m3: z.number().finite().min(800, 'must be 800 kg/m³ or more').max(2600, 'must be at most 2600 kg/m³'),
};
export const programSectionCreate = z.object(programFields).strict();
const { section: _section, ...editable } = programFields;
export const programSectionUpdate = z
  .object(editable)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field to change' });
export const programParams = z.object({ id: uuid, section: programFields.section }).strict();
export type ProgramSectionInput = z.infer<typeof programSectionCreate>;
