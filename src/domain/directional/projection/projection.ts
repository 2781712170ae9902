/** What every projection returns, and the one error it throws for impossible requests. */
import type { TrajectoryPoint } from '../types';

export interface Projection {
  /** The projected path: the start point (last survey) first, then the projected stations. */
  readonly points: TrajectoryPoint[];
  /** The projected end point (bit, end of course, target…). */
  readonly end: TrajectoryPoint;
  /** Curvature and toolface the projection applied, when it applied one. */
  readonly dlsDegPer30m?: number;
  readonly gtfDeg?: number;
  /** Sliding needed by a steering mode, metres MD, and the drilling time it estimates, hours. */
  readonly slideLengthM?: number;
  readonly drillTimeH?: number;
}

/** A projection that cannot be made with the numbers given (TVD never reached, target inside the turning circle…). */
export class ProjectionError extends Error {}

export function projection(points: TrajectoryPoint[], extra: Omit<Projection, 'points' | 'end'> = {}): Projection {
  return { points, end: points[points.length - 1], ...extra };
}
