/**
 * Positions between survey stations. Minimum curvature says the hole between two stations is a circular
 * arc, so a point between them lies on that arc: interpolating MD, TVD or coordinates linearly would
 * cut the chord and disagree with the stations' own positions.
 */
import { tangent } from './angles';
import { directionAngles, slerp } from './arc';
import { doglegRad, ratioFactor } from './minimum-curvature';
import type { TrajectoryPoint } from './types';

/** MD tolerance when deciding a depth is "at" the ends of a trajectory, metres. */
const MD_EPS_M = 1e-9;

/** Index k of the course [k, k+1] holding mdM (binary search; MDs increase). */
function courseIndex(trajectory: readonly TrajectoryPoint[], mdM: number): number {
  let lo = 0;
  let hi = trajectory.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (trajectory[mid].mdM <= mdM) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The point `lengthM` along the course from a to b (0 ≤ lengthM ≤ b.md − a.md), on its arc. */
export function pointOnCourse(a: TrajectoryPoint, b: TrajectoryPoint, lengthM: number): TrajectoryPoint {
  const courseM = b.mdM - a.mdM;
  if (lengthM <= 0) return a;
  if (lengthM >= courseM) return b;
  const f = lengthM / courseM;
  const t1 = tangent(a.incDeg, a.aziDeg);
  const t2 = tangent(b.incDeg, b.aziDeg);
  const beta = doglegRad(a, b);
  const t = slerp(t1, t2, beta, f);
  // A vertical interpolated point has no azimuth; keep the lower station's so the azimuth column stays continuous.
  const { incDeg, aziDeg } = directionAngles(t, b.aziDeg);
  // the sub-arc a→t has dogleg fβ: its minimum-curvature step lands exactly on the arc
  const partial = f * beta;
  const h = (lengthM / 2) * ratioFactor(partial);
  return {
    mdM: a.mdM + lengthM,
    incDeg,
    aziDeg,
    tvdM: a.tvdM + h * (t1[2] + t[2]),
    northM: a.northM + h * (t1[0] + t[0]),
    eastM: a.eastM + h * (t1[1] + t[1]),
    doglegRad: partial,
    // Rates and toolface describe the whole course: the sub-arc lies in the same plane at the same curvature.
    dlsDegPer30m: b.dlsDegPer30m,
    buildDegPer30m: b.buildDegPer30m,
    turnDegPer30m: b.turnDegPer30m,
    gtfDeg: b.gtfDeg,
    mtfDeg: b.mtfDeg,
  };
}

/**
 * The trajectory point at any MD inside the surveyed interval, on the minimum-curvature arc.
 * Throws RangeError outside [first MD, last MD]: extrapolating is a projection, a separate decision.
 */
export function interpolateAtMd(trajectory: readonly TrajectoryPoint[], mdM: number): TrajectoryPoint {
  const n = trajectory.length;
  if (n === 0) throw new RangeError('empty trajectory');
  const first = trajectory[0].mdM;
  const last = trajectory[n - 1].mdM;
  if (!(mdM >= first - MD_EPS_M && mdM <= last + MD_EPS_M)) {
    throw new RangeError(`MD ${mdM} m is outside the trajectory (${first}–${last} m)`);
  }
  if (n === 1) return trajectory[0];
  const k = courseIndex(trajectory, mdM);
  const a = trajectory[k];
  const b = trajectory[k + 1];
  if (mdM - a.mdM <= MD_EPS_M) return a;
  if (b.mdM - mdM <= MD_EPS_M) return b;
  return pointOnCourse(a, b, mdM - a.mdM);
}

/** Length along course a→b where TVD equals tvdM, by bisection; the caller ensures TVD is monotone over a→b. */
function lengthAtTvd(a: TrajectoryPoint, b: TrajectoryPoint, tvdM: number): number {
  let lo = 0;
  let hi = b.mdM - a.mdM;
  const rising = b.tvdM > a.tvdM;
  for (let i = 0; i < 80 && hi - lo > 1e-10; i++) {
    const mid = (lo + hi) / 2;
    const v = pointOnCourse(a, b, mid).tvdM;
    if (v < tvdM === rising) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Every point where the trajectory crosses tvdM, shallowest MD first. A horizontal or undulating well
 * may cross one TVD several times; a course that only touches it at its deepest point counts once.
 */
export function interpolateAllAtTvd(trajectory: readonly TrajectoryPoint[], tvdM: number): TrajectoryPoint[] {
  const out: TrajectoryPoint[] = [];
  if (trajectory.length === 0) return out;
  if (trajectory[0].tvdM === tvdM) out.push(trajectory[0]);
  for (let k = 0; k + 1 < trajectory.length; k++) {
    const a = trajectory[k];
    const b = trajectory[k + 1];
    const crosses = (a.tvdM < tvdM && b.tvdM >= tvdM) || (a.tvdM > tvdM && b.tvdM <= tvdM);
    if (crosses) {
      out.push(b.tvdM === tvdM ? b : pointOnCourse(a, b, lengthAtTvd(a, b, tvdM)));
      continue;
    }
    // An arc can dip below (or rise above) its end stations' TVDs: check its extreme point.
    if (b.doglegRad > 1e-9) {
      const extreme = courseTvdExtreme(a, b);
      if (extreme && (extreme.tvdM - tvdM) * (a.tvdM - tvdM) < 0) {
        out.push(pointOnCourse(a, extreme, lengthAtTvd(a, extreme, tvdM)));
        out.push(pointOnCourse(extreme, b, lengthAtTvd(extreme, b, tvdM)));
      }
    }
  }
  return out;
}

/** The first point (shallowest MD) at tvdM, or undefined when the trajectory never reaches it. */
export function interpolateAtTvd(trajectory: readonly TrajectoryPoint[], tvdM: number): TrajectoryPoint | undefined {
  return interpolateAllAtTvd(trajectory, tvdM)[0];
}

/** The point of a course where the hole is horizontal (TVD extreme) when it lies strictly inside the course. */
function courseTvdExtreme(a: TrajectoryPoint, b: TrajectoryPoint): TrajectoryPoint | undefined {
  const horizontalInside = (a.incDeg - 90) * (b.incDeg - 90) < 0;
  if (!horizontalInside) return undefined;
  let lo = 0;
  let hi = b.mdM - a.mdM;
  const risingInc = b.incDeg > a.incDeg;
  for (let i = 0; i < 80 && hi - lo > 1e-10; i++) {
    const mid = (lo + hi) / 2;
    const inc = pointOnCourse(a, b, mid).incDeg;
    if (inc < 90 === risingInc) lo = mid;
    else hi = mid;
  }
  return pointOnCourse(a, b, (lo + hi) / 2);
}

/** Resample a trajectory every stepM of MD (plus every station), e.g. for plotting tubes or scanning a boundary. */
export function resampleByMd(trajectory: readonly TrajectoryPoint[], stepM: number): TrajectoryPoint[] {
  if (!(stepM > 0)) throw new RangeError('step must be positive');
  const out: TrajectoryPoint[] = [];
  for (let k = 0; k < trajectory.length; k++) {
    const b = trajectory[k];
    if (k > 0) {
      const a = trajectory[k - 1];
      for (let md = a.mdM + stepM; md < b.mdM - 1e-9; md += stepM) out.push(pointOnCourse(a, b, md - a.mdM));
    }
    out.push(b);
  }
  return out;
}
