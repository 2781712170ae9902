/**
 * The point of a trajectory nearest to a given position, exactly: each course is a circular arc, and the
 * nearest point of a circle to a point has a closed form, so no sampling or iteration is needed.
 */
import { tangent } from './angles';
import { add, dot, norm, scale, sub, unit } from './arc';
import { pointOnCourse } from './interpolate';
import { doglegRad } from './minimum-curvature';
import { positionVec } from './path';
import type { Position, TrajectoryPoint } from './types';

/** Length along course a→b of the point nearest to x (0 ≤ length ≤ course length). */
export function closestLengthOnCourse(a: TrajectoryPoint, b: TrajectoryPoint, x: Position): number {
  const L = b.mdM - a.mdM;
  if (L <= 0) return 0;
  const beta = doglegRad(a, b);
  const t1 = tangent(a.incDeg, a.aziDeg);
  const X = positionVec(x);
  const A = positionVec(a);
  if (beta < 1e-9) return Math.min(L, Math.max(0, dot(sub(X, A), t1)));
  const R = L / beta;
  const t2 = tangent(b.incDeg, b.aziDeg);
  const n1 = unit(sub(t2, scale(t1, dot(t1, t2))));
  const w = sub(X, add(A, scale(n1, R))); // from the arc's centre
  // point at angle φ: C − R cos φ n1 + R sin φ t1; distance is least where wt sin φ − wn cos φ is largest
  const wt = dot(w, t1);
  const wn = dot(w, n1);
  if (Math.hypot(wt, wn) < 1e-12) return 0; // x on the axis through the centre: every point is as near
  let phi = Math.atan2(wt, -wn);
  if (phi < 0) phi += 2 * Math.PI;
  if (phi <= beta) return phi * R;
  const d0 = norm(sub(X, A));
  const d1 = norm(sub(X, positionVec(b)));
  return d0 <= d1 ? 0 : L;
}

export interface ClosestPoint {
  readonly point: TrajectoryPoint;
  readonly distanceM: number;
}

/** Nearest point of a trajectory to x. Courses are pruned with a bound: every arc point lies within L/2 of its chord's midpoint. */
export function closestPointOnTrajectory(trajectory: readonly TrajectoryPoint[], x: Position): ClosestPoint {
  if (trajectory.length === 0) throw new RangeError('empty trajectory');
  const X = positionVec(x);
  let best: ClosestPoint = { point: trajectory[0], distanceM: norm(sub(X, positionVec(trajectory[0]))) };
  for (let k = 1; k < trajectory.length; k++) {
    const a = trajectory[k - 1];
    const b = trajectory[k];
    const mid = scale(add(positionVec(a), positionVec(b)), 0.5);
    if (norm(sub(X, mid)) - (b.mdM - a.mdM) / 2 >= best.distanceM) continue;
    const point = pointOnCourse(a, b, closestLengthOnCourse(a, b, x));
    const distanceM = norm(sub(X, positionVec(point)));
    if (distanceM < best.distanceM) best = { point, distanceM };
  }
  return best;
}
