/**
 * 3D closest approach from a point to an offset well, continuous along its minimum-curvature arcs.
 * On one arc the distance has a closed-form stationary point, so no iteration is needed; the offset
 * index prunes arcs whose bounding sphere is farther than the best distance found so far.
 */
import { pointOnCourse } from '../interpolate';
import type { TrajectoryPoint } from '../types';
import { sphereGapM, type Course, type OffsetIndex } from './offset-index';

export interface ClosestPoint {
  /** Course index k: the point lies on [k, k+1] (k = last station index only for a one-point well). */
  readonly courseIndex: number;
  /** Length along that course from station k, metres. */
  readonly alongM: number;
  readonly distanceM: number;
}

/** Result slots of courseClosest(), reused: the scan calls it millions of times. */
let hitAlongM = 0;
let hitDistance2 = 0;

/** Closest point of one course to (n, e, v), left in hitAlongM / hitDistance2. */
function courseClosest(c: Course, n: number, e: number, v: number): void {
  const dN = c.pN - n;
  const dE = c.pE - e;
  const dV = c.pV - v;
  const a = dN * c.tN + dE * c.tE + dV * c.tV;
  let s: number;
  let h: number;
  if (c.betaRad === 0) {
    s = Math.min(c.lengthM, Math.max(0, -a));
    h = 0;
    hitAlongM = s;
  } else {
    // |d + R sinθ t + R(1 − cosθ) n|² = |d|² + 2R(R + b)(1 − cosθ) + 2Ra sinθ, with t ⊥ n;
    // stationary where a cosθ + (b + R) sinθ = 0. Compare candidates without the constant |d|².
    const R = c.radiusM;
    const b = dN * c.nN + dE * c.nE + dV * c.nV;
    const k1 = 2 * R * (R + b);
    const k2 = 2 * R * a;
    const th0 = Math.atan2(-a, b + R);
    let bestTh = 0;
    let best = 0;
    const fEnd = k1 * (1 - Math.cos(c.betaRad)) + k2 * Math.sin(c.betaRad);
    if (fEnd < best) {
      best = fEnd;
      bestTh = c.betaRad;
    }
    for (let i = -1; i <= 1; i++) {
      const th = th0 + i * Math.PI;
      if (th > 0 && th < c.betaRad) {
        const ft = k1 * (1 - Math.cos(th)) + k2 * Math.sin(th);
        if (ft < best) {
          best = ft;
          bestTh = th;
        }
      }
    }
    s = R * Math.sin(bestTh);
    h = R * (1 - Math.cos(bestTh));
    hitAlongM = bestTh * R;
  }
  // measured at the chosen point: the expanded form cancels badly near zero distance
  const x = dN + s * c.tN + h * c.nN;
  const y = dE + s * c.tE + h * c.nE;
  const z = dV + s * c.tV + h * c.nV;
  hitDistance2 = x * x + y * y + z * z;
}

/**
 * Closest point of the offset to (n, e, v). `hint` (a course index, e.g. the previous reference
 * station's answer) is tried first so that pruning starts with a tight bound.
 */
export function closestPoint(index: OffsetIndex, n: number, e: number, v: number, hint?: number): ClosestPoint {
  const { courses, blocks, trajectory } = index;
  if (courses.length === 0) {
    const p = trajectory[0];
    return { courseIndex: 0, alongM: 0, distanceM: Math.hypot(p.northM - n, p.eastM - e, p.tvdM - v) };
  }
  let best2 = Infinity;
  let bestCourse = 0;
  let bestAlong = 0;
  if (hint !== undefined) {
    for (let k = Math.max(0, hint - 1); k <= Math.min(courses.length - 1, hint + 1); k++) {
      courseClosest(courses[k], n, e, v);
      if (hitDistance2 < best2) {
        best2 = hitDistance2;
        bestCourse = k;
        bestAlong = hitAlongM;
      }
    }
  }
  let best = Math.sqrt(best2);
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b];
    if (sphereGapM(block, n, e, v) >= best) continue;
    for (let k = block.first; k <= block.last; k++) {
      const c = courses[k];
      if (sphereGapM(c, n, e, v) >= best) continue;
      courseClosest(c, n, e, v);
      if (hitDistance2 < best2) {
        best2 = hitDistance2;
        best = Math.sqrt(best2);
        bestCourse = k;
        bestAlong = hitAlongM;
      }
    }
  }
  return { courseIndex: bestCourse, alongM: bestAlong, distanceM: best };
}

/** The trajectory point of a ClosestPoint (interpolated on the arc). */
export function pointOf(index: OffsetIndex, cp: ClosestPoint): TrajectoryPoint {
  const t = index.trajectory;
  if (index.courses.length === 0) return t[0];
  return pointOnCourse(t[cp.courseIndex], t[cp.courseIndex + 1], cp.alongM);
}
