/**
 * Projections ahead of the last survey: the declared lists (spec 9.2 real-time methods, 9.1 trajectory
 * modes) with the inputs each needs, a compute call and saved projections. Every number comes from the
 * engine's declaration tables; nothing here knows how a method works.
 */
import { z } from 'zod';
import { PROJECTION_METHODS, TRAJECTORY_MODES, type ProjectionMethodId, type TrajectoryMode } from '../../../src/domain/constants/directional';
import { PROJECTION_INPUTS, ProjectionInputError, type ProjectionInputKey, type ProjectionInputs } from '../../../src/domain/directional/projection/inputs';
import { PROJECTION_METHOD_TABLE, projectWithMethod } from '../../../src/domain/directional/projection/projection-methods';
import { ProjectionError, type Projection } from '../../../src/domain/directional/projection/projection';
import { projectTrajectoryMode, TRAJECTORY_MODE_TABLE } from '../../../src/domain/directional/projection/trajectory-modes';
import { wellTrajectories } from '../../directional/directional-cache';
import { apiStations, STATION_UNITS } from '../../directional/station-view';
import type { WellTrajectories } from '../../directional/well-trajectories';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { uuid } from '../../lib/schemas';
import { aziDeg, depthM, directionalRoute, dlsDeg, finiteOrNull, incDeg, lengthM, positionSchema, tags, wellParams } from './route-helpers';

/** API name of each engine input: the engine's names without units, snake case. */
const API_INPUT_NAMES: Record<ProjectionInputKey, string> = {
  courseLengthM: 'course_length',
  mdM: 'md',
  bitMdM: 'bit_md',
  tvdM: 'tvd',
  vsM: 'vs',
  vsAziDeg: 'vs_azimuth',
  incDeg: 'inc',
  aziDeg: 'az',
  dlsDegPer30m: 'dls',
  gtfDeg: 'gtf',
  mtfDeg: 'mtf',
  target: 'target',
  holdLengthM: 'hold_length',
  maxDlsDegPer30m: 'max_dls',
  slides: 'slides',
  motorYieldDegPer30m: 'motor_yield',
  rotaryBuildDegPer30m: 'rotary_build',
  rotaryWalkDegPer30m: 'rotary_walk',
  ropSlideMPerH: 'rop_slide',
  ropRotateMPerH: 'rop_rotate',
  maxSlideFraction: 'max_slide_fraction',
  live: 'live',
};
const UNIT_OF_KIND = { length: 'm', angle: 'deg', rate: 'deg/30m', position: 'm', slides: null, fraction: null, speed: 'm/h', live: null } as const;

const inputsSchema = z
  .object({
    course_length: z.number().positive().max(10_000),
    md: depthM,
    bit_md: depthM,
    tvd: depthM,
    vs: lengthM,
    vs_azimuth: aziDeg,
    inc: incDeg,
    az: aziDeg,
    dls: dlsDeg,
    gtf: z.number().min(-360).max(360),
    mtf: z.number().min(-360).max(360),
    target: positionSchema,
    hold_length: z.number().min(0).max(30_000),
    max_dls: dlsDeg,
    slides: z.array(z.object({ from_md: depthM, to_md: depthM, tf: z.number().min(-360).max(360), tf_type: z.enum(['GTF', 'MTF']) }).strict()).max(5000),
    motor_yield: dlsDeg,
    rotary_build: z.number().min(-50).max(50),
    rotary_walk: z.number().min(-50).max(50),
    rop_slide: z.number().positive().max(1000),
    rop_rotate: z.number().positive().max(1000),
    max_slide_fraction: z.number().min(0).max(1),
    live: z.object({ sensor_md: depthM, inc: incDeg, az: aziDeg }).strict(),
  })
  .partial()
  .strict();
type ApiInputs = z.infer<typeof inputsSchema>;

function engineInputs(i: ApiInputs): ProjectionInputs {
  return {
    courseLengthM: i.course_length,
    mdM: i.md,
    bitMdM: i.bit_md,
    tvdM: i.tvd,
    vsM: i.vs,
    vsAziDeg: i.vs_azimuth,
    incDeg: i.inc,
    aziDeg: i.az,
    dlsDegPer30m: i.dls,
    gtfDeg: i.gtf,
    mtfDeg: i.mtf,
    holdLengthM: i.hold_length,
    maxDlsDegPer30m: i.max_dls,
    target: i.target ? { tvdM: i.target.tvd, northM: i.target.ns, eastM: i.target.ew } : undefined,
    slides: i.slides?.map((s) => ({ fromMdM: s.from_md, toMdM: s.to_md, toolfaceDeg: s.tf, toolfaceType: s.tf_type })),
    motorYieldDegPer30m: i.motor_yield,
    rotaryBuildDegPer30m: i.rotary_build,
    rotaryWalkDegPer30m: i.rotary_walk,
    ropSlideMPerH: i.rop_slide,
    ropRotateMPerH: i.rop_rotate,
    maxSlideFraction: i.max_slide_fraction,
    live: i.live ? { sensorMdM: i.live.sensor_md, incDeg: i.live.inc, aziDeg: i.live.az } : undefined,
  };
}

const methodIds = PROJECTION_METHODS.map((m) => m.id) as [ProjectionMethodId, ...ProjectionMethodId[]];
const modeIds = [...TRAJECTORY_MODES] as [TrajectoryMode, ...TrajectoryMode[]];

/** family 'method': spec 9.2 (real-time, to bit / CL / TVD / VS); 'mode': spec 9.1 trajectory modes. */
const computeFields = z.discriminatedUnion('family', [
  z.object({ family: z.literal('method'), method_id: z.enum(methodIds), inputs: inputsSchema.default({}) }).strict(),
  z.object({ family: z.literal('mode'), method_id: z.enum(modeIds), inputs: inputsSchema.default({}) }).strict(),
]);
type Compute = z.infer<typeof computeFields>;

function describe(
  table: readonly { id: string; label: string; required: readonly ProjectionInputKey[]; optional?: readonly ProjectionInputKey[]; method: string }[],
  family: 'method' | 'mode',
) {
  return table.map((d) => ({
    family,
    id: d.id,
    label: d.label,
    required: d.required.map((k) => API_INPUT_NAMES[k]),
    optional: (d.optional ?? []).map((k) => API_INPUT_NAMES[k]),
    help: d.method,
  }));
}

function project(w: WellTrajectories, c: Compute): Projection {
  const t = w.fact();
  if (t.length === 0) throw new HttpError(400, 'This well has no survey to project from');
  try {
    return c.family === 'method' ? projectWithMethod(c.method_id, t, engineInputs(c.inputs)) : projectTrajectoryMode(c.method_id, t, engineInputs(c.inputs));
  } catch (e) {
    if (e instanceof ProjectionInputError) throw new HttpError(400, `body.inputs: ${e.message}`);
    if (e instanceof ProjectionError || e instanceof RangeError) throw new HttpError(422, e.message);
    throw e;
  }
}

function projectionResult(w: WellTrajectories, p: Projection) {
  const points = apiStations(p.points, w.settings);
  return {
    from_md: p.points[0].mdM,
    units: STATION_UNITS,
    points,
    end: points[points.length - 1],
    dls: finiteOrNull(p.dlsDegPer30m),
    tf: finiteOrNull(p.gtfDeg),
    slide_length: finiteOrNull(p.slideLengthM),
    drill_time_h: finiteOrNull(p.drillTimeH),
  };
}

const methods = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/projections/methods',
  summary: 'Projection methods (spec 9.2) and trajectory modes (9.1), each with the inputs it needs',
  tags,
  access: well('VIEW_PROJECTION'),
  params: wellParams,
  handler() {
    return {
      data: {
        methods: describe(PROJECTION_METHOD_TABLE, 'method'),
        modes: describe(TRAJECTORY_MODE_TABLE, 'mode'),
        inputs: Object.fromEntries(
          (Object.keys(PROJECTION_INPUTS) as ProjectionInputKey[]).map((k) => [
            API_INPUT_NAMES[k],
            { label: PROJECTION_INPUTS[k].label, kind: PROJECTION_INPUTS[k].kind, unit: UNIT_OF_KIND[PROJECTION_INPUTS[k].kind] },
          ]),
        ),
      },
    };
  },
});

const compute = directionalRoute({
  method: 'POST',
  url: '/wells/:id/wps/projections/compute',
  summary: 'Project ahead of the last survey with one method or mode; nothing is stored',
  tags,
  access: well('VIEW_PROJECTION'),
  params: wellParams,
  body: computeFields,
  async handler({ params, body, db }) {
    const w = await wellTrajectories(db, params.id);
    return { data: { family: body.family, method_id: body.method_id, ...projectionResult(w, project(w, body)) } };
  },
});

const saveBody = z.intersection(computeFields, z.object({ name: z.string().trim().min(1, 'This field could not be empty').max(200) }));

function serializeSaved(r: Record<string, any>, lastSurveyMd: number | null) {
  return {
    id: r.id,
    name: r.name,
    family: r.family,
    method_id: r.method_id,
    inputs: r.inputs,
    from_md: Number(r.from_md_m),
    /** The survey has moved on since it was computed. */
    stale: lastSurveyMd !== null && Math.abs(lastSurveyMd - Number(r.from_md_m)) > 1e-6,
    result: r.result,
    created_at: Math.floor(new Date(r.created_at).getTime() / 1000),
  };
}

const list = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/projections',
  summary: 'Saved projections of the well, newest first',
  tags,
  access: well('VIEW_PROJECTION'),
  params: wellParams,
  async handler({ params, db }) {
    const w = await wellTrajectories(db, params.id);
    const last = w.fact().at(-1)?.mdM ?? null;
    const { rows } = await db.query('select * from well_projections where well_id = $1 order by created_at desc', [params.id]);
    return { data: rows.map((r) => serializeSaved(r, last)) };
  },
});

const save = directionalRoute({
  method: 'POST',
  url: '/wells/:id/wps/projections',
  summary: 'Compute and save a projection',
  tags,
  access: well('EDIT_PROJECTION'),
  params: wellParams,
  body: z
    .object({
      name: z.string().trim().min(1, 'This field could not be empty').max(200),
      family: z.enum(['method', 'mode']),
      method_id: z.string().max(64),
      inputs: inputsSchema.default({}),
    })
    .strict(),
  async handler({ params, body, db, user, reply }) {
    const parsed = saveBody.safeParse(body);
    if (!parsed.success)
      throw new HttpError(400, `body.method_id: '${body.method_id}' is not a ${body.family === 'method' ? 'projection method' : 'trajectory mode'}`);
    const w = await wellTrajectories(db, params.id);
    const result = projectionResult(w, project(w, parsed.data));
    const { rows } = await db.query(
      `insert into well_projections (well_id, name, family, method_id, inputs, from_md_m, result, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [params.id, body.name, body.family, body.method_id, JSON.stringify(body.inputs), result.from_md, JSON.stringify(result), user.id],
    );
    await audit(db, user.id, 'well_projections.create', { type: 'well_projections', id: rows[0].id as string });
    reply.status(201);
    return { data: serializeSaved(rows[0], result.from_md) };
  },
});

const remove = directionalRoute({
  method: 'DELETE',
  url: '/wells/:id/wps/projections/:projection_id',
  summary: 'Delete a saved projection',
  tags,
  access: well('EDIT_PROJECTION'),
  params: z.object({ id: uuid, projection_id: uuid }).strict(),
  async handler({ params, db, user }) {
    const { rows } = await db.query('delete from well_projections where well_id = $1 and id = $2 returning id', [params.id, params.projection_id]);
    if (!rows.length) throw new HttpError(404, `Projection ${params.projection_id} not found on this well`);
    await audit(db, user.id, 'well_projections.delete', { type: 'well_projections', id: params.projection_id });
    return { message: 'Projection deleted' };
  },
});

export const projectionRoutes = [methods, compute, list, save, remove];
