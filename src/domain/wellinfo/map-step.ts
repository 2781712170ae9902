/**
 * Keyboard selection on a map: from the selected point, the arrow keys step to the nearest point
 * in that direction (within ±60° of it, east/north on the plane tangent at the selection, so steps
 * follow what the user sees north-up); with nothing there, the selection stays. Points at one spot
 * (wells sharing a surface location) are reached east/west in list order.
 */
import { toEastNorth, type LatLon } from './geo-plane';

export type MapStep = 'east' | 'west' | 'north' | 'south';

const AXIS: Record<MapStep, { e: number; n: number }> = {
  east: { e: 1, n: 0 },
  west: { e: -1, n: 0 },
  north: { e: 0, n: 1 },
  south: { e: 0, n: -1 },
};
const COS_60 = 0.5;

/** The index of the point one step from `from` in `dir`, or `from` when none lies that way. */
export function stepIndex(points: readonly LatLon[], from: number, dir: MapStep): number {
  const origin = points[from];
  if (!origin) return points.length ? 0 : -1;
  const a = AXIS[dir];
  let best = from;
  let bestScore = Infinity;
  points.forEach((p, i) => {
    if (i === from) return;
    const { eastM, northM } = toEastNorth(origin, p);
    const d = Math.hypot(eastM, northM);
    // Same spot: the later one in the list lies east, the earlier west.
    if (d < 1e-6) {
      if (dir === 'north' || dir === 'south') return;
      if ((dir === 'east' ? i > from : i < from) && Math.abs(i - from) * 1e-9 < bestScore) {
        best = i;
        bestScore = Math.abs(i - from) * 1e-9;
      }
      return;
    }
    const along = (eastM * a.e + northM * a.n) / d;
    if (along < COS_60) return;
    // Nearer points first; a point off the axis counts as farther.
    const score = d * (2 - along);
    if (score < bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}
