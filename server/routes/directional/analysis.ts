/**
 * Survey analysis against the plan: plan vs actual (views), deviation, build/walk, toolface history
 * (tf/{id}) and back-to-plan. The engine's comparison functions do the work; this file shapes the answers.
 */
import { z } from 'zod';
import { backToPlan } from '../../../src/domain/directional/comparison/back-to-plan';
import { buildWalk, estimateMotorYield, rotaryTendency } from '../../../src/domain/directional/comparison/build-walk';
import { deviationFromPlan, type PlanDeviation } from '../../../src/domain/directional/comparison/plan-vs-actual';
import { straightFor } from '../../../src/domain/directional/projection/courses';
import { ProjectionError } from '../../../src/domain/directional/projection/projection';
import type { SlideInterval } from '../../../src/domain/directional/slide-sheet';
import { toolfaceAtStation } from '../../../src/domain/directional/toolface';
import type { TrajectoryPoint } from '../../../src/domain/directional/types';
import { wellTrajectories } from '../../directional/directional-cache';
import { deviationFigures, vsecOf } from '../../directional/deviation-figures';
import { serializePlanSummary } from '../../directional/plan-store';
import { apiStations, STATION_UNITS } from '../../directional/station-view';
import type { WellTrajectories } from '../../directional/well-trajectories';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { idParams, uuid } from '../../lib/schemas';
import { depthM, directionalRoute, dlsDeg, finiteOrNull, queryNumber, requireWellPermission, tags, wellParams } from './route-helpers';

function planOf(w: WellTrajectories, planId: string | undefined) {
  const plan = planId ? w.plan(planId) : w.definitivePlan;
  if (!plan) throw new HttpError(404, 'This well has no definitive plan: give plan_id');
  return plan;
}

function deviationRow(w: WellTrajectories, d: PlanDeviation, actual: TrajectoryPoint) {
  const vs = (p: TrajectoryPoint) => vsecOf(w, p);
  return {
    md: d.mdM,
    ...deviationFigures(w, d, actual),
    actual: { tvd: actual.tvdM, ns: actual.northM, ew: actual.eastM, vsec: vs(actual), inc: actual.incDeg, az: actual.aziDeg },
    plan_point: {
      tvd: d.planPoint.tvdM,
      ns: d.planPoint.northM,
      ew: d.planPoint.eastM,
      vsec: vs(d.planPoint),
      inc: d.planPoint.incDeg,
      az: d.planPoint.aziDeg,
    },
  };
}

function deviationRows(w: WellTrajectories, planId: string, reference: 'same_md' | 'closest') {
  const actual = w.fact();
  const devs = deviationFromPlan(w.planTrajectory(planId), actual, reference === 'same_md' ? 'same-md' : 'closest');
  const byMd = new Map(actual.map((p) => [p.mdM, p]));
  return devs.map((d) => deviationRow(w, d, byMd.get(d.mdM)!));
}

const comparisonQuery = z.object({ plan_id: uuid.optional(), reference: z.enum(['same_md', 'closest']).optional() }).strict();

const planVsActual = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/plan_vs_actual',
  summary: 'Plan and survey for the plan/section/3D views, with each station’s distance from the plan split into high/low, left/right, ahead/behind',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: comparisonQuery,
  async handler({ params, query, db, user }) {
    await requireWellPermission(db, user, params.id, 'VIEW_PLAN');
    const w = await wellTrajectories(db, params.id);
    const plan = planOf(w, query.plan_id);
    const reference = query.reference ?? 'closest';
    const rows = deviationRows(w, plan.id, reference);
    const worst = rows.reduce<(typeof rows)[number] | null>((m, r) => (!m || r.distance > m.distance ? r : m), null);
    return {
      data: {
        plan: serializePlanSummary(plan),
        reference,
        units: STATION_UNITS,
        plan_stations: apiStations(w.planTrajectory(plan.id), w.settings),
        actual_stations: apiStations(w.fact(), w.settings, w.stationRecords),
        rows,
        current: rows.at(-1) ?? null,
        max_distance: worst ? { md: worst.md, distance: worst.distance } : null,
      },
    };
  },
});

const deviation = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/deviation',
  summary: 'Deviation from the plan per survey station (same MD by default): distance, high/right/ahead, TVD, VS, inclination and azimuth differences',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: comparisonQuery,
  async handler({ params, query, db, user }) {
    await requireWellPermission(db, user, params.id, 'VIEW_PLAN');
    const w = await wellTrajectories(db, params.id);
    const plan = planOf(w, query.plan_id);
    const rows = deviationRows(w, plan.id, query.reference ?? 'same_md').map(({ actual: _a, plan_point: _p, ...r }) => r);
    const worst = rows.reduce<(typeof rows)[number] | null>((m, r) => (!m || r.distance > m.distance ? r : m), null);
    return {
      data: {
        plan: serializePlanSummary(plan),
        reference: query.reference ?? 'same_md',
        rows,
        current: rows.at(-1) ?? null,
        max_distance: worst ? { md: worst.md, distance: worst.distance } : null,
      },
    };
  },
});

/**
 * The slide sheet read off the survey table: each course's slide_seen metres, slid at the end of the
 * course along that course's own toolface. The survey table keeps no toolface per slide, so this is the
 * reading that reproduces each course's dogleg direction.
 */
export function slidesFromSurvey(w: WellTrajectories): SlideInterval[] {
  const t = w.fact();
  const byMd = new Map(w.stationRecords.map((r) => [r.mdM, r]));
  const slides: SlideInterval[] = [];
  for (let k = 1; k < t.length; k++) {
    const slid = byMd.get(t[k].mdM)?.slideSeenM ?? 0;
    if (!(slid > 0) || !Number.isFinite(t[k].gtfDeg)) continue;
    const course = t[k].mdM - t[k - 1].mdM;
    slides.push({ fromMdM: t[k].mdM - Math.min(slid, course), toMdM: t[k].mdM, toolfaceDeg: t[k].gtfDeg, toolfaceType: 'GTF' });
  }
  return slides;
}

const buildwalk = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/buildwalk',
  summary: 'Build and walk per course, split into sliding and rotating (rotary tendency), with the motor yield the slid courses show',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: z
    .object({ from_md: queryNumber(-1000, 30_000).optional(), motor_yield: queryNumber(0, 100).optional(), courses: queryNumber(1, 100).optional() })
    .strict(),
  async handler({ params, query, db }) {
    const w = await wellTrajectories(db, params.id);
    const t = w.fact();
    const slides = slidesFromSurvey(w);
    const yieldEstimate = estimateMotorYield(t, slides);
    const rows = buildWalk(t, slides, query.motor_yield === undefined ? {} : { motorYieldDegPer30m: query.motor_yield });
    const tendency = rotaryTendency(rows, query.courses ?? 5);
    return {
      data: {
        units: { md: 'm', rates: 'deg/30m', lengths: 'm' },
        motor_yield_estimate: finiteOrNull(yieldEstimate),
        rotary_tendency: tendency ? { build: tendency.rotaryBuildDegPer30m, walk: tendency.rotaryWalkDegPer30m } : null,
        rows: rows
          .filter((r) => query.from_md === undefined || r.mdM >= query.from_md)
          .map((r) => ({
            md: r.mdM,
            course_length: r.courseLengthM,
            build: r.buildDegPer30m,
            walk: r.walkDegPer30m,
            dls: r.dlsDegPer30m,
            slid: r.slidM,
            rotated: r.rotatedM,
            rotary_build: finiteOrNull(r.rotaryBuildDegPer30m),
            rotary_walk: finiteOrNull(r.rotaryWalkDegPer30m),
            motor_yield: finiteOrNull(r.motorYieldDegPer30m),
          })),
      },
    };
  },
});

const toolface = directionalRoute({
  method: 'GET',
  url: '/wps/tf/:id',
  summary: 'Toolface history of a well (id: well id): each survey course’s toolface as reported (GTF above 5°, MTF below), with both values and the slide seen',
  tags,
  access: well('VIEW_SURVEY'),
  params: idParams,
  query: z.object({ from_md: queryNumber(-1000, 30_000).optional() }).strict(),
  async handler({ params, query, db }) {
    const w = await wellTrajectories(db, params.id);
    const t = w.fact();
    const byMd = new Map(w.stationRecords.map((r) => [r.mdM, r]));
    const rows = [];
    for (let k = 1; k < t.length; k++) {
      if (query.from_md !== undefined && t[k].mdM < query.from_md) continue;
      const shown = toolfaceAtStation(t, k);
      const r = byMd.get(t[k].mdM);
      rows.push({
        md: t[k].mdM,
        tf: shown?.deg ?? null,
        tf_type: shown?.kind ?? null,
        gtf: finiteOrNull(t[k].gtfDeg),
        mtf: finiteOrNull(t[k].mtfDeg),
        dls: t[k].dlsDegPer30m,
        slide_seen: r?.slideSeenM ?? null,
        surveyed_at: r?.surveyedAt ?? null,
      });
    }
    return { data: rows };
  },
});

const backToPlanRoute = directionalRoute({
  method: 'POST',
  url: '/wells/:id/wps/back_to_plan',
  summary: 'The curve-hold-curve path from the last survey (or a given bit depth straight ahead) that rejoins the plan tangentially at a DLS',
  tags,
  access: well('VIEW_PROJECTION'),
  params: wellParams,
  body: z
    .object({
      dls: dlsDeg.positive(),
      plan_id: uuid.optional(),
      /** Rejoin at this plan MD; default the earliest the DLS allows. */
      rejoin_plan_md: depthM.optional(),
      /** Start from the bit, projected straight ahead of the last survey to this MD. */
      bit_md: depthM.optional(),
    })
    .strict(),
  async handler({ params, body, db, user }) {
    await requireWellPermission(db, user, params.id, 'VIEW_PLAN');
    const w = await wellTrajectories(db, params.id);
    const plan = planOf(w, body.plan_id);
    const t = w.fact();
    if (t.length === 0) throw new HttpError(400, 'This well has no survey to start from');
    let from: TrajectoryPoint = t[t.length - 1];
    if (body.bit_md !== undefined) {
      if (!(body.bit_md >= from.mdM)) throw new HttpError(400, `body.bit_md: must be at or below the last survey (${from.mdM} m)`);
      // the unsurveyed gap to the bit is taken straight ahead, the usual assumption
      if (body.bit_md > from.mdM) from = straightFor(from, body.bit_md - from.mdM).end;
    }
    try {
      const r = backToPlan(w.planTrajectory(plan.id), from, body.dls, body.rejoin_plan_md === undefined ? {} : { rejoinPlanMdM: body.rejoin_plan_md });
      const arc = (a: typeof r.solution.first) => ({ dogleg: a.doglegDeg, tf: a.gtfDeg, length: a.lengthM, dls: a.dlsDegPer30m });
      return {
        data: {
          plan: serializePlanSummary(plan),
          from_md: from.mdM,
          rejoin_plan_md: r.rejoinPlanMdM,
          end_md: r.end.mdM,
          solution: {
            first: arc(r.solution.first),
            hold_length: r.solution.holdLengthM,
            hold_inc: r.solution.holdIncDeg,
            hold_az: r.solution.holdAziDeg,
            second: arc(r.solution.second),
          },
          units: STATION_UNITS,
          points: apiStations(r.points, w.settings),
        },
      };
    } catch (e) {
      if (e instanceof ProjectionError || e instanceof RangeError) throw new HttpError(422, e.message);
      throw e;
    }
  },
});

export const analysisRoutes = [planVsActual, deviation, buildwalk, toolface, backToPlanRoute];
