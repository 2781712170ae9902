/**
 * Curve-hold: from a point and direction, a circular arc at a given dogleg severity followed by a
 * straight hold that passes through a target point. It is the shortest path of bounded curvature from
 * a position and direction to a point with free arrival direction (a 3D Dubins "CS" path), so it is
 * also what "minimum distance" steering means.
 */
import { toDeg } from '../angles';
import { add, directionAngles, dot, highSide, norm, scale, sub, toolfaceOfBendDeg, unit, type Vec3 } from '../arc';
import { directionVec, positionVec } from '../path';
import type { PathState, Position, Station } from '../types';
import { arcStations, radiusM } from './arc-stations';

export interface CurveHold {
  /** Dogleg of the curve, degrees (0 when the target is straight ahead). */
  readonly doglegDeg: number;
  /** Gravity toolface of the curve at its start (north-referenced when the start is vertical). */
  readonly gtfDeg: number;
  readonly dlsDegPer30m: number;
  readonly curveLengthM: number;
  readonly holdLengthM: number;
  /** Direction of the hold. */
  readonly holdIncDeg: number;
  readonly holdAziDeg: number;
  /** MD at the target. */
  readonly targetMdM: number;
  /** Stations after the start: along the curve, end of curve, then the target. */
  readonly stations: Station[];
}

/**
 * Solve curve-hold from `start` to `target` at `dlsDegPer30m`. Undefined when the target lies inside the
 * turning circle (no hold can reach it at this DLS) or when DLS is 0 and the target is not dead ahead.
 *
 * In the plane of the start direction t and the target offset d, with x = d·t and y the offset across:
 * the arc of radius R ends at angle θ with x sinθ − (y − R) cosθ = R, so θ = atan2(y − R, x) + asin(R / D),
 * D = |(x, y − R)|, and the hold is L = x cosθ + (y − R) sinθ.
 */
export function curveHoldToPoint(start: PathState, target: Position, dlsDegPer30m: number): CurveHold | undefined {
  const t = directionVec(start);
  const d = sub(positionVec(target), positionVec(start));
  const x = dot(d, t);
  const across = sub(d, scale(t, x));
  const y = norm(across);
  const straightAhead = y < 1e-9 * Math.max(1, Math.abs(x));
  if (straightAhead && x >= 0) return straight(start, x, dlsDegPer30m);
  if (!(dlsDegPer30m > 0)) return undefined;
  const R = radiusM(dlsDegPer30m);
  // A target dead behind can be turned to in any plane; turning up (high side) is the convention.
  const n: Vec3 = straightAhead ? highSide(start.incDeg, start.aziDeg) : scale(across, 1 / y);
  const D = Math.hypot(x, y - R);
  if (D < R * (1 + 1e-12)) return undefined;
  let theta = Math.atan2(y - R, x) + Math.asin(R / D);
  if (theta < 0) theta += 2 * Math.PI;
  const holdLengthM = x * Math.cos(theta) + (y - R) * Math.sin(theta);
  const holdDir = unit(add(scale(t, Math.cos(theta)), scale(n, Math.sin(theta))));
  const gtfDeg = toolfaceOfBendDeg(start.incDeg, start.aziDeg, n);
  const doglegDeg = toDeg(theta);
  const curve = arcStations(start, doglegDeg, gtfDeg, R);
  const endCurve = curve.length > 0 ? curve[curve.length - 1] : start;
  const { incDeg, aziDeg } = directionAngles(holdDir, endCurve.aziDeg);
  const curveLengthM = R * theta;
  const targetMdM = start.mdM + curveLengthM + holdLengthM;
  const stations = [...curve];
  if (holdLengthM > 1e-9) stations.push({ mdM: targetMdM, incDeg, aziDeg });
  return { doglegDeg, gtfDeg, dlsDegPer30m, curveLengthM, holdLengthM, holdIncDeg: incDeg, holdAziDeg: aziDeg, targetMdM, stations };
}

function straight(start: PathState, lengthM: number, dlsDegPer30m: number): CurveHold {
  const stations = lengthM > 1e-9 ? [{ mdM: start.mdM + lengthM, incDeg: start.incDeg, aziDeg: start.aziDeg }] : [];
  return {
    doglegDeg: 0,
    gtfDeg: 0,
    dlsDegPer30m,
    curveLengthM: 0,
    holdLengthM: lengthM,
    holdIncDeg: start.incDeg,
    holdAziDeg: start.aziDeg,
    targetMdM: start.mdM + lengthM,
    stations,
  };
}
