/** GET wps/surveys (spec 7.7) and the definitive design (7.8): trajectories as the survey table shows them. */
import { z } from 'zod';
import { deviationAtClosestPoint } from '../../../src/domain/directional/comparison/plan-vs-actual';
import { resampleByMd } from '../../../src/domain/directional/interpolate';
import type { TrajectoryPoint } from '../../../src/domain/directional/types';
import { errorModelById } from '../../../src/domain/directional/error-model/models';
import { directionalAnswers, wellTrajectories } from '../../directional/directional-cache';
import { deviationFigures } from '../../directional/deviation-figures';
import { ellipsesAlong } from '../../directional/ellipses';
import { serializePlanSummary } from '../../directional/plan-store';
import { apiStations, STATION_UNITS, type ApiStation } from '../../directional/station-view';
import { serializeSettings } from '../../directional/survey-settings';
import type { WellTrajectories } from '../../directional/well-trajectories';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { queryBool, uuid } from '../../lib/schemas';
import { serializeBoundaries, serializeTargets } from './targets-serialize';
import { directionalRoute, queryNumber, requireWellPermission, tags, wellParams } from './route-helpers';

const surveysQuery = z
  .object({
    well_id: uuid,
    type: z.enum(['PLAN', 'FACT']).default('FACT'),
    /** PLAN: which plan (default the definitive one). */
    plan_id: uuid.optional(),
    /** Add points every this many metres of MD between stations (on the minimum-curvature arcs). */
    interpolate: queryNumber(1, 1000).optional(),
    /** FACT: each station's deviation from the definitive plan (closest point). */
    deviation: queryBool.optional(),
    /** Each point's 1-sd uncertainty by the well's error model. */
    ellipses: queryBool.optional(),
    /** Only points at or below this MD (a pane catching up after survey-updated). */
    from_md: queryNumber(-1000, 30_000).optional(),
    to_md: queryNumber(-1000, 30_000).optional(),
  })
  .strict();

function planFor(w: WellTrajectories, planId: string | undefined) {
  if (planId) return w.plan(planId);
  const d = w.definitivePlan;
  if (!d) throw new HttpError(404, 'This well has no definitive plan: give plan_id');
  return d;
}

/** Points of a trajectory, resampled when asked, and the MDs that were added between stations. */
function pointsOf(t: readonly TrajectoryPoint[], stepM: number | undefined): { points: TrajectoryPoint[]; added: Set<number> } {
  if (!stepM || t.length < 2) return { points: [...t], added: new Set() };
  const own = new Set(t.map((p) => p.mdM));
  const points = resampleByMd(t, stepM);
  return { points, added: new Set(points.filter((p) => !own.has(p.mdM)).map((p) => p.mdM)) };
}

const surveys = directionalRoute({
  method: 'GET',
  url: '/wps/surveys',
  summary:
    'Survey (FACT) or plan (PLAN) stations with TVD, N/E, VS, DLS, build, turn, toolface; optionally interpolated, with deviation from plan and uncertainty ellipses',
  tags,
  access: well('VIEW_SURVEY', 'query', 'well_id'),
  query: surveysQuery,
  async handler({ query, db, user, reply }) {
    if (query.type === 'PLAN') await requireWellPermission(db, user, query.well_id, 'VIEW_PLAN');
    const w = await wellTrajectories(db, query.well_id);
    // The answer is a function of the query and the well's directional revision (not of the caller).
    const body = await directionalAnswers(db).get(`surveys|${JSON.stringify(query)}`, String(w.revision), async () => surveysAnswer(w, query));
    reply.type('application/json; charset=utf-8');
    return body;
  },
});

function surveysAnswer(w: WellTrajectories, query: z.infer<typeof surveysQuery>) {
  const plan = query.type === 'PLAN' ? planFor(w, query.plan_id) : null;
  const base = plan ? w.planTrajectory(plan.id) : w.fact();
  const { points, added } = pointsOf(base, query.interpolate);
  const inRange = (p: TrajectoryPoint) =>
    (query.from_md === undefined || p.mdM >= query.from_md - 1e-9) && (query.to_md === undefined || p.mdM <= query.to_md + 1e-9);
  const keep = points.map(inRange);
  const stations: (ApiStation & { ellipse?: unknown; deviation?: unknown })[] = apiStations(points, w.settings, plan ? [] : w.stationRecords, added).filter(
    (_, i) => keep[i],
  );
  const shown = points.filter((_, i) => keep[i]);
  if (query.ellipses && shown.length > 0) {
    const uncBase = plan ? w.surveyProgram(plan.id) : base;
    const unc = w.uncertainty(plan ? `program:${plan.id}` : 'fact');
    ellipsesAlong(shown, uncBase, unc).forEach((e, i) => (stations[i].ellipse = e));
  }
  if (query.deviation && !plan) {
    const planT = w.definitiveTrajectory();
    shown.forEach((p, i) => {
      if (planT.length === 0) {
        stations[i].deviation = null;
        return;
      }
      stations[i].deviation = deviationFigures(w, deviationAtClosestPoint(planT, p), p);
    });
  }
  const model = errorModelById(w.settings.errorModelId);
  return {
    data: {
      well_id: query.well_id,
      type: query.type,
      plan: plan ? serializePlanSummary(plan) : null,
      revision: w.revision,
      settings: serializeSettings(w.settings),
      units: STATION_UNITS,
      error_model: query.ellipses ? { id: w.settings.errorModelId, name: model?.name ?? w.settings.errorModelId } : undefined,
      stations,
    },
  };
}

const definitive = directionalRoute({
  method: 'GET',
  url: '/wells/:id/designs/definitive',
  summary: 'The definitive plan: its sections, stations with positions, targets (with where the plan and the survey cross them) and boundaries',
  tags,
  access: well('VIEW_PLAN'),
  params: wellParams,
  async handler({ params, db }) {
    const w = await wellTrajectories(db, params.id);
    const plan = w.definitivePlan;
    if (!plan) return { data: null, message: 'This well has no definitive plan' };
    const t = w.planTrajectory(plan.id);
    return {
      data: {
        ...serializePlanSummary(plan),
        sections: planSections(w, plan.id),
        units: STATION_UNITS,
        stations: apiStations(t, w.settings),
        targets: serializeTargets(w),
        boundaries: serializeBoundaries(w),
      },
    };
  },
});

/** A designed plan's sections (hold / curve with DLS and toolface), from the design kept with it. */
export function planSections(w: WellTrajectories, planId: string) {
  const t = w.planTrajectory(planId);
  const out: {
    kind: 'hold' | 'curve';
    from_md: number;
    to_md: number;
    dls: number;
    tf: number | null;
    inc_from: number;
    inc_to: number;
    az_from: number;
    az_to: number;
    tvd_to: number;
  }[] = [];
  for (let k = 1; k < t.length; k++) {
    const a = t[k - 1];
    const b = t[k];
    const kind = b.dlsDegPer30m > 1e-6 ? 'curve' : 'hold';
    const tf = Number.isFinite(b.gtfDeg) ? b.gtfDeg : null;
    const last = out[out.length - 1];
    // consecutive courses of one arc (long curves are split at 90°) make one section
    if (last && last.kind === kind && Math.abs(last.dls - b.dlsDegPer30m) < 1e-6 && kind === 'hold') {
      Object.assign(last, { to_md: b.mdM, inc_to: b.incDeg, az_to: b.aziDeg, tvd_to: b.tvdM });
      continue;
    }
    out.push({
      kind,
      from_md: a.mdM,
      to_md: b.mdM,
      dls: b.dlsDegPer30m,
      tf,
      inc_from: a.incDeg,
      inc_to: b.incDeg,
      az_from: a.aziDeg,
      az_to: b.aziDeg,
      tvd_to: b.tvdM,
    });
  }
  return out;
}

export const surveyRoutes = [surveys, definitive];
