/**
 * Which toolface a driller reads. Gravity toolface (from the high side) is meaningful only when the
 * hole is inclined enough for the high side to be well defined; below about 5° the tools switch to
 * magnetic toolface (from north).
 */
import type { TrajectoryPoint } from './types';

export const GTF_MIN_INC_DEG = 5;

export interface DisplayedToolface {
  readonly kind: 'GTF' | 'MTF';
  readonly deg: number;
}

/**
 * The toolface of the course arriving at `point`, as the tools report it: GTF when the inclination at
 * the start of the course (where the toolface is set) is above `thresholdDeg`, MTF below.
 * Undefined for the first station and for a course without a dogleg.
 */
export function displayedToolface(startIncDeg: number, point: TrajectoryPoint, thresholdDeg = GTF_MIN_INC_DEG): DisplayedToolface | undefined {
  const kind = startIncDeg > thresholdDeg ? 'GTF' : 'MTF';
  const deg = kind === 'GTF' ? point.gtfDeg : point.mtfDeg;
  return Number.isFinite(deg) ? { kind, deg } : undefined;
}

/** displayedToolface for station k of a trajectory. */
export function toolfaceAtStation(trajectory: readonly TrajectoryPoint[], k: number, thresholdDeg = GTF_MIN_INC_DEG): DisplayedToolface | undefined {
  if (k <= 0 || k >= trajectory.length) return undefined;
  return displayedToolface(trajectory[k - 1].incDeg, trajectory[k], thresholdDeg);
}

/** Toolface in the ±180° form many rig displays use (right positive, left negative). */
export const signedToolfaceDeg = (deg: number): number => (deg > 180 ? deg - 360 : deg);
