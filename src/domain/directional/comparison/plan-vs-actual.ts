/**
 * Plan versus actual: how far the drilled hole is from the plan and in which direction, in the plan's
 * own frame at the reference point: high/low (toward the high side, up for an inclined hole),
 * left/right, ahead/behind (along the plan). The reference point is either the plan at the same MD, or
 * the closest point of the plan (then ahead/behind is ~0 and the distance is the true miss distance).
 */
import { deltaAzimuthDeg, tangent } from '../angles';
import { dot, highSide, rightSide, sub, type Vec3 } from '../arc';
import { closestPointOnTrajectory } from '../closest-point';
import { interpolateAtMd } from '../interpolate';
import { positionVec } from '../path';
import type { PathState, TrajectoryPoint } from '../types';

export type PlanReference = 'same-md' | 'closest';

export interface PlanDeviation {
  /** MD of the actual point. */
  readonly mdM: number;
  /** MD of the plan point it is compared with. */
  readonly planMdM: number;
  readonly planPoint: TrajectoryPoint;
  /** 3D distance from the plan point, metres. */
  readonly distanceM: number;
  /** Positive when the actual hole is high of the plan (toward the plan's high side). */
  readonly highM: number;
  /** Positive when right of the plan, looking down the hole. */
  readonly rightM: number;
  /** Positive when ahead of the plan point along the plan's direction. */
  readonly aheadM: number;
  /** Actual − plan: TVD (positive deeper), horizontal distance, inclination and azimuth. */
  readonly tvdDiffM: number;
  readonly horizontalM: number;
  readonly incDiffDeg: number;
  readonly aziDiffDeg: number;
}

/** Deviation of an actual point from a given plan point. */
export function deviationFrom(planPoint: TrajectoryPoint, actual: PathState): PlanDeviation {
  const d: Vec3 = sub(positionVec(actual), positionVec(planPoint));
  return {
    mdM: actual.mdM,
    planMdM: planPoint.mdM,
    planPoint,
    distanceM: Math.hypot(d[0], d[1], d[2]),
    highM: dot(d, highSide(planPoint.incDeg, planPoint.aziDeg)),
    rightM: dot(d, rightSide(planPoint.incDeg, planPoint.aziDeg)),
    aheadM: dot(d, tangent(planPoint.incDeg, planPoint.aziDeg)),
    tvdDiffM: d[2],
    horizontalM: Math.hypot(d[0], d[1]),
    incDiffDeg: actual.incDeg - planPoint.incDeg,
    aziDiffDeg: deltaAzimuthDeg(planPoint.aziDeg, actual.aziDeg),
  };
}

/** Against the plan at the same MD. Throws RangeError when the plan does not reach that MD. */
export function deviationAtSameMd(plan: readonly TrajectoryPoint[], actual: PathState): PlanDeviation {
  return deviationFrom(interpolateAtMd(plan, actual.mdM), actual);
}

/** Against the nearest point of the plan. */
export function deviationAtClosestPoint(plan: readonly TrajectoryPoint[], actual: PathState): PlanDeviation {
  return deviationFrom(closestPointOnTrajectory(plan, actual).point, actual);
}

/**
 * Deviation of every actual station. With 'same-md', stations beyond the plan's MD range are left out
 * (a plan usually ends at TD; a survey deeper than the plan has nothing to compare with).
 */
export function deviationFromPlan(plan: readonly TrajectoryPoint[], actual: readonly TrajectoryPoint[], reference: PlanReference = 'same-md'): PlanDeviation[] {
  if (plan.length === 0) return [];
  if (reference === 'closest') return actual.map((p) => deviationAtClosestPoint(plan, p));
  const first = plan[0].mdM;
  const last = plan[plan.length - 1].mdM;
  return actual.filter((p) => p.mdM >= first && p.mdM <= last).map((p) => deviationAtSameMd(plan, p));
}
