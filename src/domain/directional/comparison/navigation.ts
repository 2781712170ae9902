/**
 * Navigation: where the bit is against the plan and what it takes to get back on it. The bit is
 * projected straight ahead of the last survey to its measured depth (the unsurveyed gap is taken
 * straight, the usual assumption); its distance to the plan is measured at the closest plan point
 * (high/low, left/right, ahead/behind in the plan's frame there). The plan-ahead table gives, for
 * plan points a course length ahead of that closest point, the single arc from the bit that reaches
 * each: its dogleg severity and toolface, the build and turn rates it means, and how far the hole
 * would then point off the plan's direction there (a single arc hits the point, not the tangent).
 *
 * Single arc to a point: with t the bit's unit direction and d the chord to the target, the arc lies
 * in the plane of t and d; if θ is the angle between them the dogleg is β = 2θ, the arc length
 * |d|·β / (2 sin(β/2)) and the end direction t reflected about d: 2(d̂·t)d̂ − t.
 */
import { deltaAzimuthDeg, tangent, toDeg } from '../angles';
import { directionAngles, dot, norm, scale, sub, toolfaceOfBendDeg, unit, type Vec3 } from '../arc';
import { closestPointOnTrajectory } from '../closest-point';
import { interpolateAtMd } from '../interpolate';
import { straightFor } from '../projection/courses';
import type { PathState, Position, TrajectoryPoint } from '../types';
import { deviationFrom, type PlanDeviation } from './plan-vs-actual';

/** N, E, V (down), as arc.ts. */
const vec = (p: Position): Vec3 => [p.northM, p.eastM, p.tvdM];

export interface ArcToPoint {
  readonly lengthM: number;
  readonly doglegDeg: number;
  readonly dlsDegPer30m: number;
  /** Gravity toolface at the start of the arc; null when no bend is needed. */
  readonly gtfDeg: number | null;
  readonly endIncDeg: number;
  readonly endAziDeg: number;
  /** (end − start inclination) per 30 m of arc. */
  readonly buildDegPer30m: number;
  /** Azimuth change (the shorter way) per 30 m of arc. */
  readonly turnDegPer30m: number;
}

export function arcToPoint(from: PathState, target: Position): ArcToPoint | null {
  const d = sub(vec(target), vec(from));
  const chord = norm(d);
  if (chord < 1e-9) return null;
  const t = tangent(from.incDeg, from.aziDeg) as Vec3;
  const dHat = scale(d, 1 / chord);
  const cosTheta = Math.max(-1, Math.min(1, dot(t, dHat)));
  const theta = Math.acos(cosTheta);
  // Behind the bit (θ ≥ 90°) no drillable arc gets there.
  if (theta >= Math.PI / 2) return null;
  const beta = 2 * theta;
  const lengthM = beta < 1e-9 ? chord : (chord * beta) / (2 * Math.sin(beta / 2));
  const end = sub(scale(dHat, 2 * cosTheta), t);
  const { incDeg: endIncDeg, aziDeg: endAziDeg } = directionAngles(unit(end), from.aziDeg);
  const bend = sub(dHat, scale(t, cosTheta));
  const per30 = (x: number) => (x * 30) / lengthM;
  return {
    lengthM,
    doglegDeg: toDeg(beta),
    dlsDegPer30m: per30(toDeg(beta)),
    gtfDeg: norm(bend) < 1e-9 ? null : toolfaceOfBendDeg(from.incDeg, from.aziDeg, bend),
    endIncDeg,
    endAziDeg,
    buildDegPer30m: per30(endIncDeg - from.incDeg),
    turnDegPer30m: per30(deltaAzimuthDeg(from.aziDeg, endAziDeg)),
  };
}

export interface PlanAheadRow {
  /** Plan MD of the target point and how far ahead of the bit's closest plan point it is, m. */
  readonly planMdM: number;
  readonly aheadM: number;
  readonly target: TrajectoryPoint;
  readonly arc: ArcToPoint | null;
  /** Angle between the hole's direction at the target and the plan's there, degrees. */
  readonly offDirectionDeg: number | null;
}

export interface Navigation {
  readonly lastSurvey: TrajectoryPoint;
  /** The bit: the last survey carried straight ahead to the bit MD (the survey itself when not deeper). */
  readonly bit: TrajectoryPoint;
  readonly bitProjectedM: number;
  /** Against the closest plan point; null without a plan. */
  readonly toPlan: PlanDeviation | null;
  readonly planAhead: PlanAheadRow[];
}

export const DEFAULT_AHEAD_M: readonly number[] = [30, 60, 90, 150, 300];

export function navigation(
  fact: readonly TrajectoryPoint[],
  plan: readonly TrajectoryPoint[],
  bitMdM: number | null,
  aheadM: readonly number[] = DEFAULT_AHEAD_M,
): Navigation | null {
  const last = fact[fact.length - 1];
  if (!last) return null;
  const gap = bitMdM === null ? 0 : bitMdM - last.mdM;
  const bit = gap > 0.01 ? straightFor(last, gap).end : last;
  if (plan.length < 2) return { lastSurvey: last, bit, bitProjectedM: Math.max(0, gap), toPlan: null, planAhead: [] };
  const closest = closestPointOnTrajectory(plan, bit);
  const toPlan = deviationFrom(closest.point, bit);
  const lastPlanMd = plan[plan.length - 1].mdM;
  const planAhead: PlanAheadRow[] = [];
  for (const a of aheadM) {
    const planMdM = closest.point.mdM + a;
    if (planMdM > lastPlanMd + 1e-6) break;
    const target = interpolateAtMd(plan, planMdM);
    const arc = arcToPoint(bit, target);
    const off = arc ? toDeg(Math.acos(Math.max(-1, Math.min(1, dot(tangent(arc.endIncDeg, arc.endAziDeg), tangent(target.incDeg, target.aziDeg)))))) : null;
    planAhead.push({ planMdM, aheadM: a, target, arc, offDirectionDeg: off });
  }
  return { lastSurvey: last, bit, bitProjectedM: Math.max(0, gap), toPlan, planAhead };
}
