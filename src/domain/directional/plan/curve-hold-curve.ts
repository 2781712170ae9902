/**
 * Curve-hold-curve: leave a point in a given direction, curve, hold, and curve again to arrive at a
 * second point in a given direction. This is how a path rejoins a plan tangentially (back to plan),
 * lands in a target with a required entry angle, or forms an S-shape (build-hold-drop).
 *
 * Solved as in Sawaryn & Thorogood's compendium of minimum-curvature calculations (SPE 84246): an arc
 * of radius R from t1 to t2 moves the bit by R·tan(β/2)·(t1 + t2), so the hold direction h satisfies
 * h ∥ P2 − P1 − R1·tan(β1/2)(t1 + h) − R2·tan(β2/2)(h + t2); fixed-point iteration on h converges
 * whenever the hold is long compared with the radii, which is when a solution exists at all.
 */
import { tangent, toDeg } from '../angles';
import { add, directionAngles, dot, norm, scale, sub, toolfaceOfBendDeg, unit, type Vec3 } from '../arc';
import { continuePath, directionVec, positionVec } from '../path';
import type { PathState, Position, Station } from '../types';
import { arcStations, radiusM } from './arc-stations';

export interface ArcPart {
  readonly doglegDeg: number;
  /** Gravity toolface at the start of the arc (north-referenced when that point is vertical); 0 without a dogleg. */
  readonly gtfDeg: number;
  readonly lengthM: number;
  readonly dlsDegPer30m: number;
}

export interface CurveHoldCurve {
  readonly first: ArcPart;
  readonly holdLengthM: number;
  readonly holdIncDeg: number;
  readonly holdAziDeg: number;
  readonly second: ArcPart;
  /** MD at the end point. */
  readonly endMdM: number;
  /** Stations after the start: first curve, end of hold, second curve (the last one is the end point). */
  readonly stations: Station[];
}

export interface PathEnd extends Position {
  readonly incDeg: number;
  readonly aziDeg: number;
}

const halfTan = (a: Vec3, b: Vec3): number => {
  const c = Math.min(1, Math.max(-1, dot(a, b)));
  const beta = Math.acos(c);
  return Math.tan(beta / 2);
};

export function curveHoldCurve(start: PathState, end: PathEnd, dls1DegPer30m: number, dls2DegPer30m: number): CurveHoldCurve | undefined {
  if (!(dls1DegPer30m > 0) || !(dls2DegPer30m > 0)) return undefined;
  const R1 = radiusM(dls1DegPer30m);
  const R2 = radiusM(dls2DegPer30m);
  const t1 = directionVec(start);
  const t2 = tangent(end.incDeg, end.aziDeg);
  const D = sub(positionVec(end), positionVec(start));
  let h = unit(D);
  let converged = false;
  for (let i = 0; i < 500; i++) {
    const tan1 = halfTan(t1, h);
    const tan2 = halfTan(h, t2);
    if (!Number.isFinite(tan1) || !Number.isFinite(tan2) || tan1 > 1e6 || tan2 > 1e6) return undefined;
    const rest = sub(sub(D, scale(add(t1, h), R1 * tan1)), scale(add(h, t2), R2 * tan2));
    const next = unit(rest);
    const change = norm(sub(next, h));
    // the residual pointing backwards means the two curves overlap: no hold can join them
    if (dot(rest, h) < 0 && i > 20) return undefined;
    h = next;
    if (change < 1e-13) {
      converged = true;
      break;
    }
  }
  if (!converged) return undefined;
  const beta1 = Math.acos(Math.min(1, Math.max(-1, dot(t1, h))));
  const beta2 = Math.acos(Math.min(1, Math.max(-1, dot(h, t2))));
  const arc1 = scale(add(t1, h), R1 * Math.tan(beta1 / 2));
  const arc2 = scale(add(h, t2), R2 * Math.tan(beta2 / 2));
  const holdLengthM = dot(sub(sub(D, arc1), arc2), h);
  if (holdLengthM < -1e-6) return undefined;
  const hold = directionAngles(h, start.aziDeg);
  const endCurve1Station: Station = { mdM: start.mdM + R1 * beta1, incDeg: hold.incDeg, aziDeg: hold.aziDeg };
  const g1 = bendToolface(start, t1, h);
  const holdEnd: Station = { mdM: endCurve1Station.mdM + Math.max(0, holdLengthM), incDeg: hold.incDeg, aziDeg: hold.aziDeg };
  const g2 = bendToolface(holdEnd, h, t2);
  const curve1 = arcStations(start, toDeg(beta1), g1, R1);
  const curve2 = arcStations(holdEnd, toDeg(beta2), g2, R2);
  const stations: Station[] = [...curve1];
  if (holdLengthM > 1e-9 || curve1.length === 0) stations.push(holdEnd);
  stations.push(...curve2);
  // Pin the last station to the requested end direction (the arc ends there up to rounding).
  if (curve2.length > 0) stations[stations.length - 1] = { mdM: stations[stations.length - 1].mdM, incDeg: end.incDeg, aziDeg: end.aziDeg };
  return {
    first: { doglegDeg: toDeg(beta1), gtfDeg: g1, lengthM: R1 * beta1, dlsDegPer30m: dls1DegPer30m },
    holdLengthM: Math.max(0, holdLengthM),
    holdIncDeg: hold.incDeg,
    holdAziDeg: hold.aziDeg,
    second: { doglegDeg: toDeg(beta2), gtfDeg: g2, lengthM: R2 * beta2, dlsDegPer30m: dls2DegPer30m },
    endMdM: holdEnd.mdM + R2 * beta2,
    stations,
  };
}

function bendToolface(at: Station, from: Vec3, to: Vec3): number {
  const n = sub(to, scale(from, dot(from, to)));
  return norm(n) < 1e-12 ? 0 : toolfaceOfBendDeg(at.incDeg, at.aziDeg, n);
}

/** End position actually reached by a solution, for checks: minimum curvature through its stations. */
export function reachedPosition(start: PathState, solution: { stations: readonly Station[] }): Position {
  const t = continuePath(start, solution.stations);
  return t[t.length - 1];
}
