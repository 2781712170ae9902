/**
 * Travelling cylinder: looking down the reference well, where each offset crosses the plane normal to
 * the hole at a reference depth — its distance and its direction clockwise from the high side (and
 * from north). On each offset arc the crossing has a closed form, like the closest approach.
 */
import { tangent, toDeg, wrap360 } from '../angles';
import { highSide, rightSide } from '../arc';
import { pointOnCourse } from '../interpolate';
import type { TrajectoryPoint } from '../types';
import type { Course, OffsetIndex } from './offset-index';

export interface CylinderPoint {
  readonly refMdM: number;
  readonly offsetMdM: number;
  /** Distance from the reference point to the offset, within the normal plane, metres. */
  readonly distanceM: number;
  /** Direction of the offset, degrees clockwise from the reference's high side (north when vertical). */
  readonly highSideBearingDeg: number;
  /** The same direction referenced to north: high-side bearing + reference azimuth (0 when vertical). */
  readonly northBearingDeg: number;
}

/** Bearing in [0, 360), with rounding noise just below 360 read as 0. */
const bearingDeg = (deg: number): number => {
  const b = wrap360(deg);
  return b > 360 - 1e-9 ? 0 : b;
};

/** Crossings exactly at a station fall on both courses' ends: accept them within this, metres. */
const END_SLACK_M = 1e-6;

const onCourse = (c: Course, s: number): number | undefined =>
  s >= -END_SLACK_M && s <= c.lengthM + END_SLACK_M ? Math.min(c.lengthM, Math.max(0, s)) : undefined;

/** Lengths along a course where it crosses the plane through (n, e, v) normal to t. */
function crossings(c: Course, n: number, e: number, v: number, t: readonly number[]): number[] {
  const c0 = (c.pN - n) * t[0] + (c.pE - e) * t[1] + (c.pV - v) * t[2];
  const alpha = c.tN * t[0] + c.tE * t[1] + c.tV * t[2];
  if (c.betaRad === 0) {
    if (Math.abs(alpha) < 1e-15) return [];
    const s = onCourse(c, -c0 / alpha);
    return s === undefined ? [] : [s];
  }
  // c0 + R sinθ α + R (1 − cosθ) γ = 0, i.e. sin(θ − φ) = −(c0 + Rγ) / (R √(α² + γ²))
  const R = c.radiusM;
  const gamma = c.nN * t[0] + c.nE * t[1] + c.nV * t[2];
  const amp = R * Math.hypot(alpha, gamma);
  if (amp === 0) return [];
  const rhs = -(c0 + R * gamma) / amp;
  if (Math.abs(rhs) > 1 + 1e-12) return [];
  const phi = Math.atan2(gamma, alpha);
  const a = Math.asin(Math.max(-1, Math.min(1, rhs)));
  const out: number[] = [];
  for (const base of [phi + a, phi + Math.PI - a]) {
    for (const th of [base - 2 * Math.PI, base, base + 2 * Math.PI]) {
      const s = onCourse(c, th * R);
      if (s !== undefined) out.push(s);
    }
  }
  return out;
}

/**
 * Lower bound of the distance from p to a crossing inside the sphere: Infinity when the sphere does not
 * reach the plane through p normal to t.
 */
function planeGapM(s: { cN: number; cE: number; cV: number; rM: number }, p: TrajectoryPoint, t: readonly number[]): number {
  const dn = s.cN - p.northM;
  const de = s.cE - p.eastM;
  const dv = s.cV - p.tvdM;
  if (Math.abs(dn * t[0] + de * t[1] + dv * t[2]) > s.rM) return Infinity;
  return Math.sqrt(dn * dn + de * de + dv * dv) - s.rM;
}

/** The offset's nearest crossing of the reference's normal plane at `p`, within maxDistanceM. */
export function cylinderPoint(p: TrajectoryPoint, offset: OffsetIndex, maxDistanceM = Infinity): CylinderPoint | undefined {
  const t = tangent(p.incDeg, p.aziDeg);
  const h = highSide(p.incDeg, p.aziDeg);
  const l = rightSide(p.incDeg, p.aziDeg);
  let best: TrajectoryPoint | undefined;
  let bestD = maxDistanceM;
  const { blocks, courses } = offset;
  for (let b = 0; b < blocks.length; b++) {
    if (planeGapM(blocks[b], p, t) >= bestD) continue;
    for (let k = blocks[b].first; k <= blocks[b].last; k++) {
      const c = courses[k];
      if (planeGapM(c, p, t) >= bestD) continue;
      for (const s of crossings(c, p.northM, p.eastM, p.tvdM, t)) {
        const q = pointOnCourse(offset.trajectory[k], offset.trajectory[k + 1], s);
        const dn = q.northM - p.northM;
        const de = q.eastM - p.eastM;
        const dv = q.tvdM - p.tvdM;
        const d = Math.sqrt(dn * dn + de * de + dv * dv);
        if (d < bestD) {
          bestD = d;
          best = q;
        }
      }
    }
  }
  if (!best) return undefined;
  const dv: [number, number, number] = [best.northM - p.northM, best.eastM - p.eastM, best.tvdM - p.tvdM];
  const x = dv[0] * h[0] + dv[1] * h[1] + dv[2] * h[2];
  const y = dv[0] * l[0] + dv[1] * l[1] + dv[2] * l[2];
  const hs = bearingDeg(toDeg(Math.atan2(y, x)));
  // arc.ts frames a vertical hole on north, so its high-side bearing is already north-referenced
  const frameAzi = Math.hypot(t[0], t[1]) < 1e-8 ? 0 : p.aziDeg;
  return { refMdM: p.mdM, offsetMdM: best.mdM, distanceM: bestD, highSideBearingDeg: hs, northBearingDeg: bearingDeg(hs + frameAzi) };
}

/** Travelling-cylinder trace of one offset: one entry per reference point, undefined where it does not cross. */
export function travellingCylinder(ref: readonly TrajectoryPoint[], offset: OffsetIndex, maxDistanceM = Infinity): (CylinderPoint | undefined)[] {
  return ref.map((p) => cylinderPoint(p, offset, maxDistanceM));
}
