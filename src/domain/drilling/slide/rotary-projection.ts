/**
 * Rotary projections: where the hole goes if the next courses are rotated throughout, continuing from the
 * last survey at the rotary tendency's build and turn (the BHA's own behaviour), one point per course.
 */
import { incAziFor } from '../../directional/projection/courses';
import type { TrajectoryPoint } from '../../directional/types';
import type { RotaryTendency } from './course-analysis';

/** Projected points after the last station: `courses` courses of `courseLengthM` each. */
export function rotaryProjection(
  last: TrajectoryPoint,
  tendency: Pick<RotaryTendency, 'buildDegPer30m' | 'turnDegPer30m'>,
  courseLengthM = 30,
  courses = 3,
): TrajectoryPoint[] {
  const out: TrajectoryPoint[] = [];
  let at = last;
  for (let i = 0; i < courses; i++) {
    const incDeg = Math.min(180, Math.max(0, at.incDeg + (tendency.buildDegPer30m * courseLengthM) / 30));
    const aziDeg = (((at.aziDeg + (tendency.turnDegPer30m * courseLengthM) / 30) % 360) + 360) % 360;
    at = incAziFor(at, courseLengthM, incDeg, aziDeg).end;
    out.push(at);
  }
  return out;
}

/** Median course length of the last `n` courses, the length a projection steps by (30 m without courses). */
export function typicalCourseLengthM(trajectory: readonly TrajectoryPoint[], n = 10): number {
  const lengths: number[] = [];
  for (let k = Math.max(1, trajectory.length - n); k < trajectory.length; k++) lengths.push(trajectory[k].mdM - trajectory[k - 1].mdM);
  if (lengths.length === 0) return 30;
  lengths.sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)];
}
