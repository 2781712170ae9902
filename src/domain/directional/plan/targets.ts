/**
 * Geological targets: a centre, a plane through it (horizontal, or dipping) and a shape drawn in plan
 * view around the centre. A well "hits" a target when the point where it crosses the target plane lies
 * inside the shape. Shapes are defined in plan view (north/east offsets), as planners draw them on a
 * map, and a dipping plane only changes the TVD at which the crossing is sought.
 */
import type { TargetShape } from '../../constants/directional';
import { toRad } from '../angles';
import { interpolateAtMd } from '../interpolate';
import { distanceM } from '../path';
import type { Position, TrajectoryPoint } from '../types';
import type { HorizontalPosition } from '../vertical-section';

export type TargetGeometry =
  | { readonly kind: 'point' }
  | { readonly kind: 'circle'; readonly radiusM: number }
  /** orientationDeg: azimuth of the major axis. */
  | { readonly kind: 'ellipse'; readonly semiMajorM: number; readonly semiMinorM: number; readonly orientationDeg: number }
  /** orientationDeg: azimuth of the length axis. */
  | { readonly kind: 'rectangle'; readonly lengthM: number; readonly widthM: number; readonly orientationDeg: number }
  /** Vertices as north/east offsets from the centre, in order. */
  | { readonly kind: 'polygon'; readonly vertices: readonly HorizontalPosition[] };

// every shape of spec 3.6 has a geometry: a new shape in the option list fails to compile here
type ShapeCoverage = TargetGeometry['kind'] extends TargetShape ? (TargetShape extends TargetGeometry['kind'] ? true : never) : never;
true satisfies ShapeCoverage;

export interface Target {
  readonly name?: string;
  readonly centre: Position;
  readonly geometry: TargetGeometry;
  /** Dip of the target plane, degrees below horizontal (0 = horizontal). */
  readonly dipDeg?: number;
  /** Azimuth towards which the plane dips (gets deeper). */
  readonly dipAziDeg?: number;
}

/** TVD of the target plane under a plan-view position. */
export function targetPlaneTvdM(target: Target, p: HorizontalPosition): number {
  const dip = toRad(target.dipDeg ?? 0);
  if (dip === 0) return target.centre.tvdM;
  const a = toRad(target.dipAziDeg ?? 0);
  const along = (p.northM - target.centre.northM) * Math.cos(a) + (p.eastM - target.centre.eastM) * Math.sin(a);
  return target.centre.tvdM + Math.tan(dip) * along;
}

/** Is a plan-view offset (from the target centre) inside the shape? A point target has no area: only its centre hits, within toleranceM. */
export function isInsideShape(geometry: TargetGeometry, offset: HorizontalPosition, toleranceM = 1e-6): boolean {
  switch (geometry.kind) {
    case 'point':
      return Math.hypot(offset.northM, offset.eastM) <= toleranceM;
    case 'circle':
      return Math.hypot(offset.northM, offset.eastM) <= geometry.radiusM + toleranceM;
    case 'ellipse': {
      const [u, w] = alongAcross(offset, geometry.orientationDeg);
      const a = geometry.semiMajorM + toleranceM;
      const b = geometry.semiMinorM + toleranceM;
      return (u / a) ** 2 + (w / b) ** 2 <= 1;
    }
    case 'rectangle': {
      const [u, w] = alongAcross(offset, geometry.orientationDeg);
      return Math.abs(u) <= geometry.lengthM / 2 + toleranceM && Math.abs(w) <= geometry.widthM / 2 + toleranceM;
    }
    case 'polygon':
      return pointInPolygon(offset, geometry.vertices) || distanceToPolylineM(offset, geometry.vertices, true) <= toleranceM;
  }
}

/** Offset expressed along an azimuth and across it (to the right). */
function alongAcross(p: HorizontalPosition, aziDeg: number): [number, number] {
  const a = toRad(aziDeg);
  return [p.northM * Math.cos(a) + p.eastM * Math.sin(a), -p.northM * Math.sin(a) + p.eastM * Math.cos(a)];
}

/** Even-odd ray casting in the (east, north) plane. */
export function pointInPolygon(p: HorizontalPosition, vertices: readonly HorizontalPosition[]): boolean {
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i];
    const b = vertices[j];
    if (a.northM > p.northM !== b.northM > p.northM) {
      const eastAtY = a.eastM + ((p.northM - a.northM) / (b.northM - a.northM)) * (b.eastM - a.eastM);
      if (p.eastM < eastAtY) inside = !inside;
    }
  }
  return inside;
}

/** Plan-view distance from a point to a polyline (closed: last vertex joins the first). */
export function distanceToPolylineM(p: HorizontalPosition, vertices: readonly HorizontalPosition[], closed: boolean): number {
  if (vertices.length === 0) return Infinity;
  if (vertices.length === 1) return Math.hypot(p.northM - vertices[0].northM, p.eastM - vertices[0].eastM);
  let best = Infinity;
  const n = closed ? vertices.length : vertices.length - 1;
  for (let i = 0; i < n; i++) best = Math.min(best, distanceToSegmentM(p, vertices[i], vertices[(i + 1) % vertices.length]));
  return best;
}

export function distanceToSegmentM(p: HorizontalPosition, a: HorizontalPosition, b: HorizontalPosition): number {
  const dn = b.northM - a.northM;
  const de = b.eastM - a.eastM;
  const len2 = dn * dn + de * de;
  const f = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.northM - a.northM) * dn + (p.eastM - a.eastM) * de) / len2));
  return Math.hypot(p.northM - (a.northM + f * dn), p.eastM - (a.eastM + f * de));
}

export interface TargetHit {
  /** Where the trajectory crosses the target plane (first crossing by MD). */
  readonly point: TrajectoryPoint;
  /** Plan-view offset of the crossing from the target centre. */
  readonly offset: HorizontalPosition;
  /** Distance from the crossing to the centre, metres (in plan view for a horizontal target). */
  readonly distanceToCentreM: number;
  readonly inside: boolean;
}

/**
 * Where a trajectory crosses the target plane and whether that point is inside the shape. Undefined
 * when the trajectory never crosses the plane.
 */
export function targetHit(trajectory: readonly TrajectoryPoint[], target: Target, toleranceM = 1e-6): TargetHit | undefined {
  const f = (p: TrajectoryPoint) => p.tvdM - targetPlaneTvdM(target, p);
  for (let k = 0; k + 1 < trajectory.length; k++) {
    const fa = f(trajectory[k]);
    const fb = f(trajectory[k + 1]);
    if (fa === 0 || fa * fb < 0 || (k + 2 === trajectory.length && fb === 0)) {
      let lo = trajectory[k].mdM;
      let hi = trajectory[k + 1].mdM;
      let point = fa === 0 ? trajectory[k] : trajectory[k + 1];
      if (fa !== 0 && fb !== 0) {
        for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
          const mid = (lo + hi) / 2;
          const pm = interpolateAtMd(trajectory, mid);
          if (f(pm) * fa > 0) lo = mid;
          else hi = mid;
        }
        point = interpolateAtMd(trajectory, (lo + hi) / 2);
      }
      const offset = { northM: point.northM - target.centre.northM, eastM: point.eastM - target.centre.eastM };
      return { point, offset, distanceToCentreM: distanceM(point, target.centre), inside: isInsideShape(target.geometry, offset, toleranceM) };
    }
  }
  return undefined;
}
