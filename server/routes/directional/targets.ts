/** Targets (spec 3.6 shapes) and boundaries (spec 3.6 types) of a well, with where the plan and survey meet them. */
import { z } from 'zod';
import { BOUNDARY_TYPES, TARGET_SHAPES } from '../../../src/domain/constants/directional';
import { wellTrajectories } from '../../directional/directional-cache';
import { uuid } from '../../lib/schemas';
import { aziDeg, lengthM, positionSchema } from './route-helpers';
import { serializeBoundaries, serializeTargets } from './targets-serialize';
import { wellChildRoutes } from './well-child-routes';

const vertex = z.object({ ns: lengthM, ew: lengthM }).strict();
const positive = z.number().positive().max(100_000);

const targetFields = z.object({
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  plan_id: uuid.nullable(),
  shape: z.enum(TARGET_SHAPES),
  centre: positionSchema,
  /** circle */
  radius: positive,
  /** ellipse */
  semi_major: positive,
  semi_minor: positive,
  /** ellipse, rectangle: azimuth of the major / length axis */
  orientation: aziDeg,
  /** rectangle */
  length: positive,
  width: positive,
  /** polygon: offsets from the centre */
  vertices: z.array(vertex).min(3).max(1000),
  dip: z.number().min(0).max(89),
  dip_azimuth: aziDeg,
  color: z.string().max(32).nullable(),
});
type TargetInput = z.infer<typeof targetFields>;

/** Each shape needs its own dimensions; say which one is missing. */
function shapeComplete(t: Partial<TargetInput>, ctx: z.RefinementCtx) {
  const need: Record<string, (keyof TargetInput)[]> = {
    point: [],
    circle: ['radius'],
    ellipse: ['semi_major', 'semi_minor'],
    rectangle: ['length', 'width'],
    polygon: ['vertices'],
  };
  for (const k of t.shape ? need[t.shape] : []) {
    if (t[k] === undefined) ctx.addIssue({ code: 'custom', message: `a ${t.shape} target needs ${k}`, path: [k] });
  }
  if (t.semi_major !== undefined && t.semi_minor !== undefined && t.semi_minor > t.semi_major) {
    ctx.addIssue({ code: 'custom', message: 'must not exceed semi_major', path: ['semi_minor'] });
  }
}

function targetColumns(t: Partial<TargetInput>): Record<string, unknown> {
  const geometry =
    t.shape === undefined
      ? undefined
      : t.shape === 'circle'
        ? { radius_m: t.radius }
        : t.shape === 'ellipse'
          ? { semi_major_m: t.semi_major, semi_minor_m: t.semi_minor, orientation_deg: t.orientation ?? 0 }
          : t.shape === 'rectangle'
            ? { length_m: t.length, width_m: t.width, orientation_deg: t.orientation ?? 0 }
            : t.shape === 'polygon'
              ? { vertices: t.vertices?.map((v) => ({ north_m: v.ns, east_m: v.ew })) }
              : {};
  return {
    name: t.name,
    plan_id: t.plan_id,
    shape: t.shape,
    centre_tvd_m: t.centre?.tvd,
    centre_north_m: t.centre?.ns,
    centre_east_m: t.centre?.ew,
    geometry,
    dip_deg: t.dip,
    dip_azi_deg: t.dip_azimuth,
    color: t.color,
  };
}

const targetRoutes = wellChildRoutes<TargetInput>({
  path: 'targets',
  table: 'well_targets',
  noun: 'Target',
  view: 'VIEW_PLAN',
  edit: 'EDIT_PLAN',
  // A shape change replaces the dimensions, so an update names the shape with them.
  create: targetFields.partial().required({ name: true, shape: true, centre: true }).strict().superRefine(shapeComplete) as z.ZodType<TargetInput>,
  update: targetFields
    .partial()
    .strict()
    .superRefine((t, ctx) => {
      const dims = ['radius', 'semi_major', 'semi_minor', 'orientation', 'length', 'width', 'vertices'] as const;
      if (t.shape === undefined && dims.some((k) => t[k] !== undefined))
        ctx.addIssue({ code: 'custom', message: 'give the shape with its dimensions', path: ['shape'] });
      shapeComplete(t, ctx);
    }),
  toColumns: targetColumns,
  list: async (db, wellId) => serializeTargets(await wellTrajectories(db, wellId)),
  publishes: true,
  snapshot: (item) => {
    const t = item as ReturnType<typeof serializeTargets>[number];
    return { id: t.id, name: t.name, tvdM: t.centre.tvd, northM: t.centre.ns, eastM: t.centre.ew };
  },
});

const boundaryFields = z.object({
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  kind: z.enum(BOUNDARY_TYPES),
  /** north/east of the slot, metres */
  vertices: z.array(vertex).min(2).max(10_000),
  /** default: closed for a lease line, open otherwise */
  closed: z.boolean().nullable(),
});
type BoundaryInput = z.infer<typeof boundaryFields>;

const boundaryRoutes = wellChildRoutes<BoundaryInput>({
  path: 'boundaries',
  table: 'well_boundaries',
  noun: 'Boundary',
  view: 'VIEW_PLAN',
  edit: 'EDIT_PLAN',
  create: boundaryFields.partial().required({ name: true, kind: true, vertices: true }).strict() as z.ZodType<BoundaryInput>,
  update: boundaryFields.partial().strict(),
  toColumns: (b) => ({ name: b.name, kind: b.kind, vertices: b.vertices?.map((v) => ({ north_m: v.ns, east_m: v.ew })), closed: b.closed }),
  list: async (db, wellId) => serializeBoundaries(await wellTrajectories(db, wellId)),
  publishes: true,
});

export const targetAndBoundaryRoutes = [...targetRoutes, ...boundaryRoutes];
