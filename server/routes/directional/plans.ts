/**
 * Well plans CRUD (Well Plans, Well Plan and Definitive Plan panes) and Quick Plan designs: a plan is
 * design segments turned into stations by the engine's plan design, or a station list.
 */
import { z } from 'zod';
import { buildHoldDrop, curveHoldDesign } from '../../../src/domain/directional/plan/build-hold-drop';
import { PlanDesignError, planFromSegments, type PlanSegment } from '../../../src/domain/directional/plan/plan-segments';
import type { PathState } from '../../../src/domain/directional/types';
import { SURVEY_VARIANTS } from '../../../src/domain/constants/directional';
import { wellTrajectories } from '../../directional/directional-cache';
import {
  assertPlanStations,
  createPlan,
  deletePlan,
  designStations,
  segmentFromApi,
  segmentToApi,
  serializePlanSummary,
  startFromApi,
  updatePlan,
  type ApiStart,
  type PlanWrite,
} from '../../directional/plan-store';
import { apiStations, STATION_UNITS } from '../../directional/station-view';
import { notifySurveyChange } from '../../directional/survey-append';
import type { WellTrajectories } from '../../directional/well-trajectories';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { uuid } from '../../lib/schemas';
import { aziDeg, depthM, directionalRoute, dlsDeg, incDeg, lengthM, positionSchema, tags, wellParams } from './route-helpers';
import { planSections } from './surveys';

const variant = z.enum(SURVEY_VARIANTS.map((v) => v.key) as ['PRINCIPAL', 'PROPOSAL', 'GEOSTEERING']);
const length = z.number().positive().max(30_000);

const segment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hold'), length }).strict(),
  z.object({ kind: z.literal('hold_to_md'), md: depthM }).strict(),
  z.object({ kind: z.literal('hold_to_tvd'), tvd: depthM }).strict(),
  z.object({ kind: z.literal('curve'), dls: dlsDeg.positive(), tf: z.number().min(-360).max(360), length }).strict(),
  z.object({ kind: z.literal('curve_to'), dls: dlsDeg.positive(), inc: incDeg, az: aziDeg }).strict(),
]);

/** Start state of a design: MD, direction and position in the well's frame (default: the tie-in). */
const start = z.object({ md: depthM, inc: incDeg, az: aziDeg, tvd: depthM, ns: lengthM, ew: lengthM }).strict();
const planStation = z.object({ md: depthM, inc: incDeg, az: aziDeg }).strict();

const planFields = {
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  variant,
  is_definitive: z.boolean(),
  description: z.string().max(5000),
  start,
  segments: z.array(segment).min(1).max(500),
  stations: z.array(planStation).min(2).max(20_000),
};

const oneShape = (b: { segments?: unknown; stations?: unknown }) => (b.segments === undefined) !== (b.stations === undefined);
const createBody = z
  .object(planFields)
  .partial()
  .required({ name: true })
  .strict()
  .refine(oneShape, { message: 'give either segments (a design) or stations', path: ['segments'] });
const updateBody = z
  .object(planFields)
  .partial()
  .strict()
  .refine((b) => !(b.segments !== undefined && b.stations !== undefined), { message: 'give either segments or stations, not both', path: ['segments'] })
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field to change' });

const planParams = z.object({ id: uuid, plan_id: uuid }).strict();

function tieInStart(w: WellTrajectories): PathState {
  return { ...w.settings.tieIn };
}

/** Design or station list of a request, as stored stations and design JSON. */
function shapeOf(
  w: WellTrajectories,
  b: { start?: ApiStart; segments?: z.infer<typeof segment>[]; stations?: z.infer<typeof planStation>[] },
): Pick<PlanWrite, 'design' | 'stations'> {
  const s = b.start ? startFromApi(b.start) : tieInStart(w);
  if (b.segments) {
    const segments = b.segments.map(segmentFromApi);
    return { design: { start: s, segments }, stations: designStations(s, segments).stations };
  }
  if (b.stations) {
    const stations = b.stations.map((x) => ({ mdM: x.md, incDeg: x.inc, aziDeg: x.az }));
    assertPlanStations(stations);
    const first = stations[0];
    return { design: { start: { ...s, mdM: first.mdM, incDeg: first.incDeg, aziDeg: first.aziDeg } }, stations };
  }
  return {};
}

function planDetail(w: WellTrajectories, planId: string) {
  const plan = w.plan(planId);
  return {
    ...serializePlanSummary(plan),
    sections: planSections(w, planId),
    units: STATION_UNITS,
    stations: apiStations(w.planTrajectory(planId), w.settings),
  };
}

const list = directionalRoute({
  method: 'GET',
  url: '/wells/:id/plans',
  summary: 'Plans of the well (definitive first)',
  tags,
  access: well('VIEW_PLAN'),
  params: wellParams,
  async handler({ params, db }) {
    const w = await wellTrajectories(db, params.id);
    return { data: w.data.plans.map(serializePlanSummary) };
  },
});

const read = directionalRoute({
  method: 'GET',
  url: '/wells/:id/plans/:plan_id',
  summary: 'One plan with its sections and stations (positions by minimum curvature)',
  tags,
  access: well('VIEW_PLAN'),
  params: planParams,
  async handler({ params, db }) {
    return { data: planDetail(await wellTrajectories(db, params.id), params.plan_id) };
  },
});

const create = directionalRoute({
  method: 'POST',
  url: '/wells/:id/plans',
  summary: 'Create a plan from design segments or stations',
  tags,
  access: well('EDIT_PLAN'),
  params: wellParams,
  body: createBody,
  async handler({ params, body, db, user, reply, services }) {
    const w = await wellTrajectories(db, params.id);
    const shape = shapeOf(w, body);
    const id = await db.transaction(async (tx) => {
      const id = await createPlan(tx, params.id, user.id, {
        name: body.name,
        variant: body.variant,
        isDefinitive: body.is_definitive,
        description: body.description,
        design: shape.design,
        stations: shape.stations!,
      });
      await audit(tx, user.id, 'well_plans.create', { type: 'well_plans', id });
      return id;
    });
    await notifySurveyChange(db, services, params.id, 'PLAN');
    reply.status(201);
    return { data: planDetail(await wellTrajectories(db, params.id), id) };
  },
});

const update = directionalRoute({
  method: 'PATCH',
  url: '/wells/:id/plans/:plan_id',
  summary: 'Update a plan (rename, make definitive, redesign)',
  tags,
  access: well('EDIT_PLAN'),
  params: planParams,
  body: updateBody,
  async handler({ params, body, db, user, services }) {
    const w = await wellTrajectories(db, params.id);
    const current = w.plan(params.plan_id);
    // A new start alone redesigns the stored segments from it.
    const redesign =
      body.segments || body.stations
        ? body
        : body.start && current.design?.segments
          ? { start: body.start, segments: current.design.segments.map(segmentToApi) }
          : {};
    const shape = shapeOf(w, redesign as Parameters<typeof shapeOf>[1]);
    await db.transaction(async (tx) => {
      await updatePlan(tx, params.id, params.plan_id, {
        name: body.name,
        variant: body.variant,
        isDefinitive: body.is_definitive,
        description: body.description,
        ...shape,
      });
      await audit(tx, user.id, 'well_plans.update', { type: 'well_plans', id: params.plan_id }, { fields: Object.keys(body) });
    });
    await notifySurveyChange(db, services, params.id, 'PLAN');
    return { data: planDetail(await wellTrajectories(db, params.id), params.plan_id) };
  },
});

const remove = directionalRoute({
  method: 'DELETE',
  url: '/wells/:id/plans/:plan_id',
  summary: 'Delete a plan',
  tags,
  access: well('EDIT_PLAN'),
  params: planParams,
  async handler({ params, db, user, services }) {
    await db.transaction(async (tx) => {
      await deletePlan(tx, params.id, params.plan_id);
      await audit(tx, user.id, 'well_plans.delete', { type: 'well_plans', id: params.plan_id });
    });
    await notifySurveyChange(db, services, params.id, 'PLAN');
    return { message: 'Plan deleted' };
  },
});

const quickBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('segments'), start: start.optional(), segments: planFields.segments }).strict(),
  /** Vertical to the KOP, then build at dls and hold straight through the target. */
  z.object({ method: z.literal('curve_hold'), start: start.optional(), kop_md: depthM, dls: dlsDeg.positive(), target: positionSchema }).strict(),
  /** Vertical to the KOP, build, hold, drop to final_inc (default vertical), hold final_hold to the target. */
  z
    .object({
      method: z.literal('build_hold_drop'),
      start: start.optional(),
      kop_md: depthM,
      build_dls: dlsDeg.positive(),
      drop_dls: dlsDeg.positive(),
      target: positionSchema,
      final_inc: incDeg.optional(),
      final_hold: z.number().min(0).max(30_000).optional(),
      az: aziDeg.optional(),
    })
    .strict(),
  /** Vertical to the KOP, build at dls to hold_inc on az, hold to TD. */
  z
    .object({
      method: z.literal('kop_curve_hold'),
      start: start.optional(),
      kop_md: depthM,
      dls: dlsDeg.positive(),
      hold_inc: incDeg,
      az: aziDeg,
      td_md: depthM,
    })
    .strict(),
]);

/** The segments of a quick design, solved by the engine's plan design functions. */
function quickSegments(s: PathState, b: z.infer<typeof quickBody>): { segments: PlanSegment[]; solution: Record<string, unknown> | null } {
  if (b.method === 'segments') return { segments: b.segments.map(segmentFromApi), solution: null };
  const toKop: PlanSegment[] = b.kop_md > s.mdM ? [{ kind: 'hold-to-md', mdM: b.kop_md }] : [];
  if (b.method === 'kop_curve_hold') {
    return {
      segments: [...toKop, { kind: 'curve-to', dlsDegPer30m: b.dls, incDeg: b.hold_inc, aziDeg: b.az }, { kind: 'hold-to-md', mdM: b.td_md }],
      solution: null,
    };
  }
  const kop = toKop.length ? planFromSegments(s, toKop).trajectory.at(-1)! : s;
  const target = { tvdM: b.target.tvd, northM: b.target.ns, eastM: b.target.ew };
  if (b.method === 'curve_hold') {
    const d = curveHoldDesign(kop, target, b.dls);
    const x = d.solution;
    return {
      segments: [
        ...toKop,
        ...(x.doglegDeg > 0 ? [{ kind: 'curve' as const, dlsDegPer30m: b.dls, gtfDeg: x.gtfDeg, lengthM: x.curveLengthM }] : []),
        ...(x.holdLengthM > 1e-9 ? [{ kind: 'hold' as const, lengthM: x.holdLengthM }] : []),
      ],
      solution: {
        dogleg: x.doglegDeg,
        tf: x.gtfDeg,
        curve_length: x.curveLengthM,
        hold_length: x.holdLengthM,
        hold_inc: x.holdIncDeg,
        hold_az: x.holdAziDeg,
        target_md: x.targetMdM,
      },
    };
  }
  const d = buildHoldDrop({
    kop,
    target,
    buildDlsDegPer30m: b.build_dls,
    dropDlsDegPer30m: b.drop_dls,
    finalIncDeg: b.final_inc,
    finalHoldM: b.final_hold,
    aziDeg: b.az,
  });
  const x = d.solution;
  const finalInc = b.final_inc ?? 0;
  return {
    segments: [
      ...toKop,
      { kind: 'curve-to', dlsDegPer30m: b.build_dls, incDeg: x.holdIncDeg, aziDeg: x.holdAziDeg },
      ...(x.holdLengthM > 1e-9 ? [{ kind: 'hold' as const, lengthM: x.holdLengthM }] : []),
      { kind: 'curve-to', dlsDegPer30m: b.drop_dls, incDeg: finalInc, aziDeg: b.az ?? x.holdAziDeg },
      ...((b.final_hold ?? 0) > 0 ? [{ kind: 'hold' as const, lengthM: b.final_hold! }] : []),
    ],
    solution: { max_inc: d.maxIncDeg, hold_length: x.holdLengthM, hold_inc: x.holdIncDeg, hold_az: x.holdAziDeg, end_md: x.endMdM },
  };
}

const design = directionalRoute({
  method: 'POST',
  url: '/wells/:id/plans/design',
  summary: 'Quick Plan: design a plan (segments, curve-hold to a target, build-hold-drop, KOP curve-hold) without storing it',
  tags,
  access: well('VIEW_PLAN'),
  params: wellParams,
  body: quickBody,
  async handler({ params, body, db }) {
    const w = await wellTrajectories(db, params.id);
    const s = body.start ? startFromApi(body.start) : tieInStart(w);
    let solved: ReturnType<typeof quickSegments>;
    try {
      solved = quickSegments(s, body);
    } catch (e) {
      if (e instanceof PlanDesignError) throw new HttpError(400, `body: ${e.message}`);
      throw e;
    }
    const { stations } = designStations(s, solved.segments);
    const t = planFromSegments(s, solved.segments);
    return {
      data: {
        start: { md: s.mdM, inc: s.incDeg, az: s.aziDeg, tvd: s.tvdM, ns: s.northM, ew: s.eastM },
        segments: solved.segments.map(segmentToApi),
        solution: solved.solution,
        station_count: stations.length,
        units: STATION_UNITS,
        stations: apiStations(t.trajectory, w.settings),
        sections: t.sections.map((x) => ({
          kind: x.kind,
          from_md: x.fromMdM,
          to_md: x.toMdM,
          dls: x.dlsDegPer30m,
          tf: Number.isFinite(x.gtfDeg) ? x.gtfDeg : null,
        })),
      },
    };
  },
});

export const planRoutes = [list, design, read, create, update, remove];
