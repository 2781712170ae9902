/**
 * A plan's stations filled in every few metres along their minimum-curvature arcs (the engine's
 * resampling), so a designed plan of nine stations draws as the curves it is. Client-side preview
 * of Quick Plan designs and projections, which the server answers station by station.
 */
import type { ApiStation } from '../../../api/directional';
import { resampleByMd, type TrajectoryPoint } from '../../../domain/directional';
import { verticalSectionM } from '../../../domain/directional/vertical-section';

const toPoint = (s: ApiStation): TrajectoryPoint => ({
  mdM: s.md,
  incDeg: s.inc,
  aziDeg: s.az,
  tvdM: s.tvd,
  northM: s.ns_from_ref,
  eastM: s.ew_from_ref,
  doglegRad: 0,
  dlsDegPer30m: s.dls,
  buildDegPer30m: s.build,
  turnDegPer30m: s.turn,
  gtfDeg: Number.NaN,
  mtfDeg: Number.NaN,
});

/** Stations every `stepM` (and at every original station), with VS along `vsAziDeg` from `origin`. */
export function densifyStations(stations: readonly ApiStation[], stepM: number, vsAziDeg: number, origin = { northM: 0, eastM: 0 }): ApiStation[] {
  if (stations.length < 2) return [...stations];
  const byMd = new Map(stations.map((s) => [s.md, s]));
  return resampleByMd(stations.map(toPoint), stepM).map((p) => {
    const own = byMd.get(p.mdM);
    if (own) return own;
    return {
      ...stations[0],
      id: null,
      md: p.mdM,
      inc: p.incDeg,
      az: p.aziDeg,
      tvd: p.tvdM,
      ns_from_ref: p.northM,
      ew_from_ref: p.eastM,
      vsec: verticalSectionM(p, vsAziDeg, origin),
      dls: p.dlsDegPer30m,
      build: p.buildDegPer30m,
      turn: p.turnDegPer30m,
      tf: null,
      tf_type: null,
      closure_distance: Math.hypot(p.northM, p.eastM),
      closure_azimuth: ((Math.atan2(p.eastM, p.northM) * 180) / Math.PI + 360) % 360,
      is_tie_in: false,
      interpolated: true,
    };
  });
}
