/**
 * Continuing a path from a known state: projections and plans are stations appended to a point whose
 * position is already known, so they reuse minimum curvature with that point as the tie-in.
 */
import { tangent } from './angles';
import type { Vec3 } from './arc';
import { minimumCurvature } from './minimum-curvature';
import type { PathState, Position, Station, TrajectoryPoint } from './types';

/** A start state as a trajectory point (zero rates) when it is not one already. */
export function asTrajectoryPoint(s: PathState): TrajectoryPoint {
  const p = s as Partial<TrajectoryPoint>;
  if (typeof p.doglegRad === 'number' && typeof p.dlsDegPer30m === 'number') return s as TrajectoryPoint;
  return { ...s, doglegRad: 0, dlsDegPer30m: 0, buildDegPer30m: 0, turnDegPer30m: 0, gtfDeg: NaN, mtfDeg: NaN };
}

/**
 * The trajectory from `start` through `stations` (each deeper than the last). The first point is `start`
 * itself, so its own rates survive; the rest are computed by minimum curvature from it.
 */
export function continuePath(start: PathState, stations: readonly Station[]): TrajectoryPoint[] {
  const head: Station = { mdM: start.mdM, incDeg: start.incDeg, aziDeg: start.aziDeg };
  const t = minimumCurvature([head, ...stations], { tvdM: start.tvdM, northM: start.northM, eastM: start.eastM });
  t[0] = asTrajectoryPoint(start);
  return t;
}

export const positionVec = (p: Position): Vec3 => [p.northM, p.eastM, p.tvdM];
export const directionVec = (s: Station): Vec3 => tangent(s.incDeg, s.aziDeg);

/** Straight-line distance between two positions, metres. */
export function distanceM(a: Position, b: Position): number {
  return Math.hypot(a.northM - b.northM, a.eastM - b.eastM, a.tvdM - b.tvdM);
}
