/**
 * Hard line, judged when a survey station arrives. The data model has no separate "hard line": the
 * well's lease lines (well_boundaries of kind 'leaseline', closed polygons in plan view) are the lines
 * the hole must not cross; roads, rivers and contours are surface features and are not judged. The
 * new course (from the station before to the new one, on the arc) is scanned for its closest
 * horizontal approach to each lease line: outside the lease, or inside it but nearer than the
 * margin, opens one alert per lease line; a later course back beyond the margin clears it.
 */
import { boundaryClearance, type Boundary } from '../directional/plan/boundaries';
import { distanceToPolylineM, pointInPolygon } from '../directional/plan/targets';
import type { TrajectoryPoint } from '../directional/types';
import type { StationVerdict } from './deviation-alert';
import { round } from './types';

export interface HardLineParams {
  /** Closest horizontal distance to the lease line that fires, metres (one stand, 30 m, by default). */
  marginM: number;
}

export const HARD_LINE_DEFAULTS: HardLineParams = { marginM: 30 };

/** The lines judged: lease lines only (see the header). */
export const isHardLine = (b: Boundary): boolean => b.kind === 'leaseline';

/** The verdict on the new course (its points, the station before first) against one lease line. */
export function hardLineVerdict(
  line: Boundary & { id: string; name: string },
  course: readonly TrajectoryPoint[],
  p: HardLineParams,
  timeS: number,
): StationVerdict {
  if (course.length === 0 || line.vertices.length < 2) return null;
  const conditionKey = `hardline:${line.id}`;
  const c = boundaryClearance(course, line, 5);
  const last = course[course.length - 1];
  const lastOutside = !pointInPolygon(last, line.vertices);
  const outside = lastOutside || c.leavesBoundary === true;
  if (!outside && !(c.minDistanceM < p.marginM)) return { kind: 'clear', conditionKey };
  // Outside, the number is how far beyond the line the new station is, negative, so it says which side.
  const at = lastOutside ? last : c.point;
  const beyondM = lastOutside ? distanceToPolylineM(last, line.vertices, true) : 0;
  const signedM = outside ? -beyondM : c.minDistanceM;
  return {
    kind: 'fire',
    firing: {
      conditionKey,
      message: outside
        ? `Hard line crossed: the hole is ${round(beyondM, 1)} m outside ${line.name} at ${round(at.mdM, 1)} m MD`
        : `Hard line: ${round(c.minDistanceM, 1)} m from ${line.name} at ${round(at.mdM, 1)} m MD, inside the ${p.marginM} m margin`,
      value: round(signedM, 2),
      threshold: p.marginM,
      unit: 'm',
      depthM: at.mdM,
      timeS,
      extra: { tvdM: round(at.tvdM, 1), northM: round(at.northM, 1), eastM: round(at.eastM, 1), outside: outside ? 1 : 0 },
    },
  };
}
