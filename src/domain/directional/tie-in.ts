/**
 * Tie-ins: a survey that does not start at the well head starts from a known point, a position and a
 * direction. A sidetrack ties in to its parent at the kick-off MD, where it shares the parent's hole.
 */
import { interpolateAtMd } from './interpolate';
import { continuePath } from './path';
import type { Station, TieIn, TrajectoryPoint } from './types';

/**
 * A sidetrack's trajectory: the parent's point at kickOffMdM (on its arc) followed by the sidetrack's own
 * stations below it. Stations at or above the kick-off are ignored: above it the holes are one.
 */
export function sidetrackTrajectory(parent: readonly TrajectoryPoint[], kickOffMdM: number, stations: readonly Station[]): TrajectoryPoint[] {
  const kop = interpolateAtMd(parent, kickOffMdM);
  return continuePath(
    kop,
    stations.filter((s) => s.mdM > kickOffMdM + 1e-9),
  );
}

/** Tie-in position of a station inside a parent trajectory, e.g. to store with a sidetrack's survey. */
export function tieInOnParent(parent: readonly TrajectoryPoint[], mdM: number): TieIn & Station {
  const p = interpolateAtMd(parent, mdM);
  return { mdM: p.mdM, incDeg: p.incDeg, aziDeg: p.aziDeg, tvdM: p.tvdM, northM: p.northM, eastM: p.eastM };
}
