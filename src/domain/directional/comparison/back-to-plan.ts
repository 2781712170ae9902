/**
 * Back to plan: from where the bit is, the path that rejoins the plan tangentially (curve, hold, curve at
 * a DLS), so that drilling on along the plan needs no further correction. The rejoin point is the
 * earliest plan point such a path can reach, unless the caller chooses one.
 */
import { interpolateAtMd } from '../interpolate';
import { continuePath } from '../path';
import { curveHoldCurve, type CurveHoldCurve } from '../plan/curve-hold-curve';
import { ProjectionError, projection, type Projection } from '../projection/projection';
import type { PathState, TrajectoryPoint } from '../types';

export interface BackToPlan extends Projection {
  /** Plan MD of the rejoin point (the path's own MD there is end.mdM). */
  readonly rejoinPlanMdM: number;
  readonly solution: CurveHoldCurve;
}

export interface BackToPlanOptions {
  /** Rejoin at this plan MD instead of the earliest reachable one. */
  readonly rejoinPlanMdM?: number;
  /** Search step along the plan, metres (refined by bisection). Default 10. */
  readonly stepM?: number;
}

export function backToPlan(plan: readonly TrajectoryPoint[], current: PathState, dlsDegPer30m: number, options: BackToPlanOptions = {}): BackToPlan {
  if (plan.length < 2) throw new ProjectionError('back to plan needs a plan of at least two stations');
  const solveAt = (planMdM: number) => curveHoldCurve(current, interpolateAtMd(plan, planMdM), dlsDegPer30m, dlsDegPer30m);
  const done = (planMdM: number, s: CurveHoldCurve): BackToPlan => ({
    ...projection(continuePath(current, s.stations), { dlsDegPer30m }),
    rejoinPlanMdM: planMdM,
    solution: s,
  });
  const lastMd = plan[plan.length - 1].mdM;
  if (options.rejoinPlanMdM !== undefined) {
    const s = solveAt(options.rejoinPlanMdM);
    if (!s) throw new ProjectionError(`the plan at MD ${options.rejoinPlanMdM} m cannot be rejoined at ${dlsDegPer30m}°/30 m`);
    return done(options.rejoinPlanMdM, s);
  }
  const stepM = options.stepM ?? 10;
  let fail = Math.max(plan[0].mdM, current.mdM);
  for (let md = fail + stepM; ; md += stepM) {
    const at = Math.min(md, lastMd);
    const s = solveAt(at);
    if (s) {
      // bisect between the last plan MD that could not be reached and the first that could
      let lo = fail;
      let hi = at;
      let best = s;
      for (let i = 0; i < 40 && hi - lo > 1e-3; i++) {
        const mid = (lo + hi) / 2;
        const m = solveAt(mid);
        if (m) {
          hi = mid;
          best = m;
        } else lo = mid;
      }
      return done(hi, best);
    }
    fail = at;
    if (at >= lastMd) throw new ProjectionError(`the plan cannot be rejoined before its end at ${dlsDegPer30m}°/30 m`);
  }
}
