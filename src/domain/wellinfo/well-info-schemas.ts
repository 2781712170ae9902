/**
 * Inputs of the well-information routes (issue 16), shared by the server's validation and the panes'
 * forms: the well header's editable fields, and the pressure and temperature tables (geoprognosis).
 */
import { z } from 'zod';

const epochS = z.number().int({ message: 'must be an integer timestamp (epoch seconds)' });
const text = (max: number) => z.string().trim().max(max).nullable();

/** An IANA zone this runtime knows ('America/Chicago'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const WELL_HEADER_FIELDS = [
  'name',
  'uwi',
  'field',
  'country',
  'state',
  'county',
  'latitude',
  'longitude',
  'timezone',
  'unit_system',
  'day_shift',
  'stage',
  'status',
  'start_date',
  'end_date',
  'start_depth',
  'end_depth',
  'main_nav_title',
  'second_nav_title',
] as const;
export type WellHeaderField = (typeof WELL_HEADER_FIELDS)[number];

export const wellHeaderBody = z
  .object({
    name: z.string().trim().min(1, 'This field could not be empty').max(200),
    uwi: text(100),
    field: text(200),
    country: text(100),
    state: text(100),
    county: text(100),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    timezone: z.string().max(64).refine(isTimeZone, 'must be an IANA time zone such as America/Chicago'),
    unit_system: z.enum(['metric', 'imperial']),
    day_shift: z.number().int().min(0).max(86_399),
    stage: z.enum(['drilling', 'completion_frac', 'completion_wireline', 'production']),
    status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    start_date: epochS.nullable(),
    end_date: epochS.nullable(),
    start_depth: z.number().min(-1000).max(20_000).nullable(),
    end_depth: z.number().min(-1000).max(20_000).nullable(),
    main_nav_title: text(200),
    second_nav_title: text(200),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' })
  .refine((b) => b.start_date == null || b.end_date == null || b.end_date >= b.start_date, {
    message: 'Should be greater than start_date',
    path: ['end_date'],
  })
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    message: 'latitude and longitude are changed together',
    path: ['longitude'],
  });
export type WellHeaderInput = z.infer<typeof wellHeaderBody>;

const emw = z.number().gt(0.5, 'must be above 0.5 sg').lt(3.5, 'must be below 3.5 sg').nullable();
const tvd = z.number().min(0).max(15_000);

const uniqueTvd = (points: readonly { tvd_m: number }[]) => new Set(points.map((p) => p.tvd_m)).size === points.length;

export const pressurePointsBody = z
  .object({
    points: z
      .array(
        z
          .object({ tvd_m: tvd, pore_sg: emw, frac_sg: emw, mud_sg: emw, formation: text(100).optional() })
          .strict()
          .refine((p) => p.pore_sg === null || p.frac_sg === null || p.frac_sg > p.pore_sg, {
            message: 'The fracture gradient must exceed the pore pressure',
            path: ['frac_sg'],
          }),
      )
      .max(500),
  })
  .strict()
  .refine((b) => uniqueTvd(b.points), { message: 'Two points at the same TVD', path: ['points'] });
export type PressurePointsInput = z.infer<typeof pressurePointsBody>;

export const temperaturePointsBody = z
  .object({
    points: z.array(z.object({ tvd_m: tvd, temp_c: z.number().gt(-60).lt(400) }).strict()).max(500),
  })
  .strict()
  .refine((b) => uniqueTvd(b.points), { message: 'Two points at the same TVD', path: ['points'] });
export type TemperaturePointsInput = z.infer<typeof temperaturePointsBody>;
