/**
 * What the hole has been doing lately, as a DLS and toolface to carry forward: the last course alone,
 * or the trend of the last four surveys.
 */
import { toDeg, toRad, wrap360 } from '../angles';
import { toolfaceAtEndDeg } from '../arc';
import { doglegRad } from '../minimum-curvature';
import type { TrajectoryPoint } from '../types';
import { ProjectionError } from './projection';

export interface Curvature {
  readonly dlsDegPer30m: number;
  /** Gravity toolface that continues the curvature from the last station (the arc's toolface at its end). */
  readonly gtfDeg: number;
}

/**
 * DLS of the last course, and the toolface at its END: continuing "the same DLS and TF" means staying on
 * the same circular arc, whose toolface at the last station differs from the one set at its start
 * whenever the course turned.
 */
export function lastDlsTf(trajectory: readonly TrajectoryPoint[]): Curvature {
  if (trajectory.length < 2) throw new ProjectionError('last DLS/TF needs at least two surveys');
  const a = trajectory[trajectory.length - 2];
  const b = trajectory[trajectory.length - 1];
  const dMd = b.mdM - a.mdM;
  // from the two directions, not b.doglegRad: the points may come from different computations (interpolation)
  const dls = dMd > 0 ? (toDeg(doglegRad(a, b)) * 30) / dMd : 0;
  const gtf = toolfaceAtEndDeg(a, b);
  return { dlsDegPer30m: dls, gtfDeg: Number.isFinite(gtf) ? gtf : 0 };
}

/**
 * Trend of the last `surveys` stations (spec: 4, so three courses). DLS is total dogleg over total
 * course length (a length-weighted mean); the toolface is the mean direction of each course's end
 * toolface weighted by its dogleg, so a large recent bend counts more than a wobble. A consistent
 * interpretation of "trend DLS/TF" rather than a published formula.
 */
export function trendDlsTf(trajectory: readonly TrajectoryPoint[], surveys = 4): Curvature {
  if (trajectory.length < 2) throw new ProjectionError('trend DLS/TF needs at least two surveys');
  const from = Math.max(0, trajectory.length - surveys);
  let doglegSum = 0;
  let x = 0;
  let y = 0;
  for (let k = from + 1; k < trajectory.length; k++) {
    const a = trajectory[k - 1];
    const b = trajectory[k];
    const beta = doglegRad(a, b);
    doglegSum += beta;
    const tf = toolfaceAtEndDeg(a, b);
    if (Number.isFinite(tf)) {
      x += beta * Math.cos(toRad(tf));
      y += beta * Math.sin(toRad(tf));
    }
  }
  const lengthM = trajectory[trajectory.length - 1].mdM - trajectory[from].mdM;
  const dls = lengthM > 0 ? (toDeg(doglegSum) * 30) / lengthM : 0;
  return { dlsDegPer30m: dls, gtfDeg: x === 0 && y === 0 ? 0 : wrap360(toDeg(Math.atan2(y, x))) };
}
