/**
 * GET wells/{id}/wps/navigation (Drilling › Navigation): the last survey, the bit projected straight
 * ahead of it to the bit depth (given, else the last recorded bit depth), the distance of the bit (or
 * of the last survey, view=survey) to the definitive plan's closest point, the plan-ahead table (the
 * single arc to plan points ahead: DLS, toolface, build, turn) and the last surveys' distances to the
 * plan. The engine (src/domain/directional/comparison/navigation.ts) does the work.
 */
import { z } from 'zod';
import { navigation } from '../../../src/domain/directional/comparison/navigation';
import { deviationAtClosestPoint } from '../../../src/domain/directional/comparison/plan-vs-actual';
import type { TrajectoryPoint } from '../../../src/domain/directional/types';
import { wellTrajectories } from '../../directional/directional-cache';
import { deviationFigures, vsecOf } from '../../directional/deviation-figures';
import type { WellTrajectories } from '../../directional/well-trajectories';
import { well } from '../../lib/access';
import { directionalRoute, queryNumber, requireWellPermission, tags, wellParams } from './route-helpers';

const STATIONS_SHOWN = 30;

const point = (w: WellTrajectories, p: TrajectoryPoint) => ({
  md: p.mdM,
  inc: p.incDeg,
  az: p.aziDeg,
  tvd: p.tvdM,
  ns: p.northM,
  ew: p.eastM,
  vsec: vsecOf(w, p),
  dls: Number.isFinite(p.dlsDegPer30m) ? p.dlsDegPer30m : null,
});

export const navigationRoute = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/navigation',
  summary:
    'Navigation: the bit projected straight ahead of the last survey, its distance to the definitive plan (high/low, left/right), the plan-ahead table (DLS, toolface, build and turn to plan points ahead) and the last surveys against the plan',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: z
    .object({
      /** Bit MD, m; default the last recorded bit depth. */
      bit_md: queryNumber(0, 20_000).optional(),
      /** Work from the bit (default) or from the last survey. */
      from: z.enum(['bit', 'survey']).default('bit'),
    })
    .strict(),
  async handler({ params, query, db, user, services }) {
    await requireWellPermission(db, user, params.id, 'VIEW_PLAN');
    const w = await wellTrajectories(db, params.id);
    const fact = w.fact();
    const plan = w.definitivePlan;
    let bitMd: number | null = query.bit_md ?? null;
    let bitSource: 'given' | 'recorded' | 'none' = bitMd === null ? 'none' : 'given';
    if (bitMd === null && query.from === 'bit') {
      const ch = (await services.logs.store.channels(params.id)).find((c) => c.channel === 'bitDepthM');
      if (ch?.last_s) {
        const v = (await services.logs.store.valuesAt(params.id, ['bitDepthM'], ch.last_s)).bitDepthM;
        if (v !== null && Number.isFinite(v)) {
          bitMd = v;
          bitSource = 'recorded';
        }
      }
    }
    const planT = plan ? w.planTrajectory(plan.id) : [];
    const n = navigation(fact, planT, query.from === 'survey' ? null : bitMd);
    const stations = planT.length >= 2 ? fact.slice(-STATIONS_SHOWN) : [];
    return {
      data: {
        plan: plan ? { id: plan.id, name: plan.name } : null,
        from: query.from,
        bit_md_source: query.from === 'survey' ? 'none' : bitSource,
        last_survey: n ? point(w, n.lastSurvey) : null,
        bit: n ? { ...point(w, n.bit), projected_m: n.bitProjectedM } : null,
        to_plan: n?.toPlan ? deviationFigures(w, n.toPlan, n.bit) : null,
        plan_ahead: (n?.planAhead ?? []).map((r) => ({
          ahead: r.aheadM,
          plan_md: r.planMdM,
          target: point(w, r.target),
          reachable: r.arc !== null,
          course_length: r.arc?.lengthM ?? null,
          dls: r.arc?.dlsDegPer30m ?? null,
          tf: r.arc?.gtfDeg ?? null,
          build: r.arc?.buildDegPer30m ?? null,
          turn: r.arc?.turnDegPer30m ?? null,
          end_inc: r.arc?.endIncDeg ?? null,
          end_az: r.arc?.endAziDeg ?? null,
          off_plan_direction: r.offDirectionDeg,
        })),
        stations: stations.map((s) => {
          const d = deviationAtClosestPoint(planT, s);
          return { ...point(w, s), ...deviationFigures(w, d, s) };
        }),
        units: { md: 'm', tvd: 'm', vsec: 'm', dls: 'deg/30m', build: 'deg/30m', turn: 'deg/30m', tf: 'deg', inc: 'deg', az: 'deg' },
      },
    };
  },
});
