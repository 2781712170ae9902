/**
 * Surface and subsurface boundaries a well must keep clear of: lease lines, rivers, roads, contour
 * lines. A boundary is a polyline in plan view; what matters is how close the trajectory comes to it
 * horizontally, where along the hole, and (for a closed boundary such as a lease) whether it is inside.
 */
import type { BoundaryType } from '../../constants/directional';
import { interpolateAtMd, resampleByMd } from '../interpolate';
import type { TrajectoryPoint } from '../types';
import type { HorizontalPosition } from '../vertical-section';
import { distanceToPolylineM, pointInPolygon } from './targets';

export interface Boundary {
  readonly kind: BoundaryType;
  readonly name?: string;
  /** Vertices, north/east metres in the well's frame. */
  readonly vertices: readonly HorizontalPosition[];
  /** A closed boundary joins its last vertex to the first. Lease lines are closed by default. */
  readonly closed?: boolean;
}

export const isClosed = (b: Boundary): boolean => b.closed ?? b.kind === 'leaseline';

export interface BoundaryClearance {
  /** Smallest horizontal distance from the trajectory to the boundary, metres. */
  readonly minDistanceM: number;
  /** Where along the trajectory it occurs. */
  readonly point: TrajectoryPoint;
  /** For a closed boundary: is the trajectory inside it at that point. */
  readonly inside?: boolean;
  /** For a closed boundary: does any part of the trajectory lie outside (a lease line crossed). */
  readonly leavesBoundary?: boolean;
}

/**
 * Closest horizontal approach of a trajectory to a boundary. The trajectory is scanned every stepM of
 * MD (on the arcs, not the chords) and the best interval refined by golden-section search.
 */
export function boundaryClearance(trajectory: readonly TrajectoryPoint[], boundary: Boundary, stepM = 10): BoundaryClearance {
  if (trajectory.length === 0) throw new RangeError('empty trajectory');
  const closed = isClosed(boundary);
  const dist = (p: HorizontalPosition) => distanceToPolylineM(p, boundary.vertices, closed);
  const samples = resampleByMd(trajectory, stepM);
  let k = 0;
  for (let i = 1; i < samples.length; i++) if (dist(samples[i]) < dist(samples[k])) k = i;
  let lo = samples[Math.max(0, k - 1)].mdM;
  let hi = samples[Math.min(samples.length - 1, k + 1)].mdM;
  const g = (Math.sqrt(5) - 1) / 2;
  const at = (md: number) => dist(interpolateAtMd(trajectory, md));
  let x1 = hi - g * (hi - lo);
  let x2 = lo + g * (hi - lo);
  let f1 = at(x1);
  let f2 = at(x2);
  for (let i = 0; i < 100 && hi - lo > 1e-6; i++) {
    if (f1 <= f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - g * (hi - lo);
      f1 = at(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + g * (hi - lo);
      f2 = at(x2);
    }
  }
  let point = interpolateAtMd(trajectory, (lo + hi) / 2);
  if (dist(samples[k]) < dist(point)) point = samples[k];
  const minDistanceM = dist(point);
  if (!closed) return { minDistanceM, point };
  return {
    minDistanceM,
    point,
    inside: pointInPolygon(point, boundary.vertices),
    leavesBoundary: samples.some((p) => !pointInPolygon(p, boundary.vertices)),
  };
}

/** Horizontal distance of every station to a boundary, for a per-station column. */
export function boundaryDistancesM(trajectory: readonly TrajectoryPoint[], boundary: Boundary): number[] {
  const closed = isClosed(boundary);
  return trajectory.map((p) => distanceToPolylineM(p, boundary.vertices, closed));
}
