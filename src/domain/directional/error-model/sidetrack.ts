/**
 * Sidetracks. Common practice (and the ISCWSA clearance set) zeroes uncertainty at the kick-off: the
 * sidetrack's leg, and the parent when compared with it, start again from the deepest common point.
 */
import { interpolateAtMd } from '../interpolate';
import type { TrajectoryPoint } from '../types';

/** The part of a trajectory from `kickOffMdM` down, starting with the (interpolated) kick-off point. */
export function fromKickOff(trajectory: readonly TrajectoryPoint[], kickOffMdM: number): TrajectoryPoint[] {
  const start = trajectory.findIndex((p) => p.mdM > kickOffMdM + 1e-9);
  const kop = interpolateAtMd(trajectory, kickOffMdM);
  return start < 0 ? [kop] : [kop, ...trajectory.slice(start)];
}

const samePlace = (a: TrajectoryPoint, b: TrajectoryPoint, toleranceM: number) =>
  Math.hypot(a.northM - b.northM, a.eastM - b.eastM, a.tvdM - b.tvdM) <= toleranceM;

/**
 * The kick-off MD when `sidetrack` leaves `parent`, in either form a sidetrack survey comes in:
 * - tied in: its first point lies on the parent at the same MD (within toleranceM);
 * - whole wellbore: both start at the same point and share their first stations; the kick-off is the
 *   deepest shared station.
 * Undefined for an independent well.
 */
export function detectKickOffMd(parent: readonly TrajectoryPoint[], sidetrack: readonly TrajectoryPoint[], toleranceM = 0.01): number | undefined {
  if (parent.length === 0 || sidetrack.length === 0) return undefined;
  const first = sidetrack[0];
  if (first.mdM > parent[0].mdM) {
    if (first.mdM > parent[parent.length - 1].mdM) return undefined;
    return samePlace(interpolateAtMd(parent, first.mdM), first, toleranceM) ? first.mdM : undefined;
  }
  if (first.mdM !== parent[0].mdM || !samePlace(first, parent[0], toleranceM)) return undefined;
  let k = 0;
  const n = Math.min(parent.length, sidetrack.length);
  while (
    k + 1 < n &&
    Math.abs(parent[k + 1].mdM - sidetrack[k + 1].mdM) < 1e-9 &&
    Math.abs(parent[k + 1].incDeg - sidetrack[k + 1].incDeg) < 1e-9 &&
    (Math.abs(parent[k + 1].aziDeg - sidetrack[k + 1].aziDeg) < 1e-9 || parent[k + 1].incDeg === 0)
  )
    k++;
  // identical wells, or one ending inside the other, share all their hole: no kick-off
  return k > 0 && k + 1 < n ? parent[k].mdM : undefined;
}
