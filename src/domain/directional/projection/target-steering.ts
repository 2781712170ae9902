/**
 * Steering to a target point from the last survey. Every mode here is a curve-hold path (an arc at
 * some DLS, then a straight hold through the target) and differs only in how the DLS is chosen:
 *
 * - TARGET_RETURN: at the DLS given.
 * - TARGET_CL: the first CL metres of that path (what to drill on the next stand).
 * - TARGET_DISTANCE: the DLS at which the hold before the target has a given length ("land the curve
 *   X m before the target"), solved by bisection.
 * - MINIMUM_DISTANCE: at the maximum DLS allowed. A curve-hold at the tightest curvature is the shortest
 *   path of bounded curvature to a point (3D Dubins), so it also needs the least dogleg.
 * - MINIMUM_SLIDE: at the motor yield (capped by the dogleg limit), sliding the whole curve. Turning as
 *   early and as hard as possible minimises the dogleg, and slid length = dogleg / yield.
 * - LIMIT_SLIDE: slide at most a fraction of each stand; mixing slide and rotation gives an effective
 *   DLS = yield × fraction, and slid length = curve length × fraction.
 * - MINIMUM_TIME: the DLS between 5 % of the yield and the yield (capped by the dogleg limit) minimising
 *   slide time + rotate time, with slid length = dogleg / yield and the rest rotated at the rotary ROP.
 *   Under this model the optimum is the highest DLS allowed, so it lands where MINIMUM_SLIDE does; the
 *   search is kept so that a richer time model (orientation time, DLS-dependent ROP) changes only
 *   curveHoldTime.
 *
 * These are documented engineering interpretations of the spec's mode names (9.1), not vendor formulas.
 */
import { toDeg } from '../angles';
import { continuePath } from '../path';
import { pointOnCourse } from '../interpolate';
import { curveHoldToPoint, type CurveHold } from '../plan/curve-hold';
import type { PathState, Position, TrajectoryPoint } from '../types';
import { ProjectionError, projection, type Projection } from './projection';

function solve(start: PathState, target: Position, dlsDegPer30m: number): CurveHold {
  const s = curveHoldToPoint(start, target, dlsDegPer30m);
  if (!s) throw new ProjectionError(`the target lies inside the turning circle at ${dlsDegPer30m.toFixed(2)}°/30 m: it cannot be reached by curve-hold`);
  return s;
}

function toProjection(start: PathState, s: CurveHold, extra: { slideLengthM?: number; drillTimeH?: number } = {}): Projection {
  return projection(continuePath(start, s.stations), { dlsDegPer30m: s.dlsDegPer30m, gtfDeg: s.gtfDeg, ...extra });
}

export function targetReturn(start: PathState, target: Position, dlsDegPer30m: number): Projection {
  return toProjection(start, solve(start, target, dlsDegPer30m));
}

/** The first courseLengthM of the target-return path. */
export function targetCourseLength(start: PathState, target: Position, dlsDegPer30m: number, courseLengthM: number): Projection {
  if (!(courseLengthM > 0)) throw new ProjectionError('course length must be positive');
  const full = targetReturn(start, target, dlsDegPer30m);
  return projection(truncate(full.points, start.mdM + courseLengthM), { dlsDegPer30m: full.dlsDegPer30m, gtfDeg: full.gtfDeg });
}

/** Points up to mdM (the path continues straight past its end if mdM lies beyond). */
function truncate(points: TrajectoryPoint[], mdM: number): TrajectoryPoint[] {
  const out: TrajectoryPoint[] = [points[0]];
  for (let k = 1; k < points.length; k++) {
    if (points[k].mdM < mdM) {
      out.push(points[k]);
      continue;
    }
    out.push(pointOnCourse(points[k - 1], points[k], mdM - points[k - 1].mdM));
    return out;
  }
  const last = points[points.length - 1];
  if (mdM > last.mdM) return continuePath(points[0], [...out.slice(1), { mdM, incDeg: last.incDeg, aziDeg: last.aziDeg }]);
  return out;
}

/** The DLS whose curve-hold path holds exactly holdLengthM before the target. */
export function targetDistance(start: PathState, target: Position, holdLengthM: number): Projection {
  // the hold shrinks as the radius grows; bisect on log radius between 1 m and 1000 km
  let lo = Math.log(1);
  let hi = Math.log(1e6);
  const hold = (logR: number) => curveHoldToPoint(start, target, dlsOfRadius(Math.exp(logR)))?.holdLengthM ?? -Infinity;
  if (hold(lo) < holdLengthM) throw new ProjectionError(`no curve-hold path keeps a ${holdLengthM} m hold before the target: it is too close`);
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    if (hold(mid) >= holdLengthM) lo = mid;
    else hi = mid;
  }
  return targetReturn(start, target, dlsOfRadius(Math.exp(lo)));
}

const dlsOfRadius = (radiusM: number): number => toDeg(30 / radiusM);

export function minimumDistance(start: PathState, target: Position, maxDlsDegPer30m: number): Projection {
  return targetReturn(start, target, maxDlsDegPer30m);
}

export function minimumSlide(start: PathState, target: Position, motorYieldDegPer30m: number, maxDlsDegPer30m = Infinity): Projection {
  const dls = Math.min(motorYieldDegPer30m, maxDlsDegPer30m);
  const s = solve(start, target, dls);
  return toProjection(start, s, { slideLengthM: (s.doglegDeg / motorYieldDegPer30m) * 30 });
}

export function limitSlide(start: PathState, target: Position, motorYieldDegPer30m: number, maxSlideFraction: number): Projection {
  if (!(maxSlideFraction > 0 && maxSlideFraction <= 1)) throw new ProjectionError('the slide fraction must be in (0, 1]');
  const s = solve(start, target, motorYieldDegPer30m * maxSlideFraction);
  return toProjection(start, s, { slideLengthM: s.curveLengthM * maxSlideFraction });
}

export interface DrillingRates {
  readonly motorYieldDegPer30m: number;
  readonly ropSlideMPerH: number;
  readonly ropRotateMPerH: number;
}

/** Slide and total time of a curve-hold at a DLS up to the motor yield. */
export function curveHoldTime(s: CurveHold, rates: DrillingRates): { slideLengthM: number; drillTimeH: number } {
  const slideLengthM = (s.doglegDeg / rates.motorYieldDegPer30m) * 30;
  const totalM = s.curveLengthM + s.holdLengthM;
  return { slideLengthM, drillTimeH: slideLengthM / rates.ropSlideMPerH + (totalM - slideLengthM) / rates.ropRotateMPerH };
}

export function minimumTime(start: PathState, target: Position, rates: DrillingRates, maxDlsDegPer30m = Infinity): Projection {
  if (!(rates.ropSlideMPerH > 0 && rates.ropRotateMPerH > 0 && rates.motorYieldDegPer30m > 0))
    throw new ProjectionError('minimum time needs the motor yield and both ROPs');
  const time = (dls: number) => {
    const s = curveHoldToPoint(start, target, dls);
    return s ? curveHoldTime(s, rates).drillTimeH : Infinity;
  };
  const y = Math.min(rates.motorYieldDegPer30m, maxDlsDegPer30m);
  // coarse scan then golden-section around the best: time(DLS) need not be unimodal over the whole range
  const n = 60;
  let best = y;
  for (let i = 0; i <= n; i++) {
    const dls = y * (0.05 + (0.95 * i) / n);
    if (time(dls) < time(best)) best = dls;
  }
  const step = (y * 0.95) / n;
  let lo = Math.max(y * 0.05, best - step);
  let hi = Math.min(y, best + step);
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 80 && hi - lo > 1e-9; i++) {
    const a = hi - g * (hi - lo);
    const b = lo + g * (hi - lo);
    if (time(a) <= time(b)) hi = b;
    else lo = a;
  }
  const dls = time((lo + hi) / 2) <= time(best) ? (lo + hi) / 2 : best;
  const s = solve(start, target, dls);
  return toProjection(start, s, curveHoldTime(s, rates));
}
