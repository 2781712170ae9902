/**
 * True, grid and magnetic north. Surveys are measured against magnetic (or gyro true) north and
 * reported against true or grid north; maps and lease lines live in a projected grid.
 * Sign conventions (the usual ones, and those of the ISCWSA workbooks):
 *   grid = true − convergence   (convergence positive when grid north lies east of true north)
 *   true = magnetic + declination (declination positive east)
 */
import { toRad, wrap360 } from './angles';
import type { Station } from './types';
import type { HorizontalPosition } from './vertical-section';

export type NorthReference = 'true' | 'grid';

export const gridFromTrueDeg = (trueAziDeg: number, convergenceDeg: number): number => wrap360(trueAziDeg - convergenceDeg);
export const trueFromGridDeg = (gridAziDeg: number, convergenceDeg: number): number => wrap360(gridAziDeg + convergenceDeg);
export const trueFromMagneticDeg = (magAziDeg: number, declinationDeg: number): number => wrap360(magAziDeg + declinationDeg);

/** Azimuth converted between references; identity when from === to. */
export function convertAzimuthDeg(aziDeg: number, from: NorthReference, to: NorthReference, convergenceDeg: number): number {
  if (from === to) return aziDeg;
  return to === 'grid' ? gridFromTrueDeg(aziDeg, convergenceDeg) : trueFromGridDeg(aziDeg, convergenceDeg);
}

/** Stations with azimuths re-referenced. Inclination and MD are untouched. */
export function convertStations(stations: readonly Station[], from: NorthReference, to: NorthReference, convergenceDeg: number): Station[] {
  return stations.map((s) => ({ ...s, aziDeg: convertAzimuthDeg(s.aziDeg, from, to, convergenceDeg) }));
}

/**
 * Local N/E offsets re-expressed with north rotated from true to grid: a vector at true azimuth α
 * has grid azimuth α − convergence. Lengths are unchanged (no scale factor: see localToMapGrid).
 */
export function rotateTrueToGrid<P extends HorizontalPosition>(p: P, convergenceDeg: number): P {
  const c = toRad(convergenceDeg);
  return { ...p, northM: p.northM * Math.cos(c) + p.eastM * Math.sin(c), eastM: p.eastM * Math.cos(c) - p.northM * Math.sin(c) };
}

export function rotateGridToTrue<P extends HorizontalPosition>(p: P, convergenceDeg: number): P {
  return rotateTrueToGrid(p, -convergenceDeg);
}

/** A projected map grid around the well: where local (0, 0) sits and the grid scale factor there. */
export interface MapGridOrigin {
  readonly northingM: number;
  readonly eastingM: number;
  /** Point scale factor of the projection at the site (UTM: 0.9996 on the central meridian). */
  readonly scaleFactor: number;
}

/** Map (grid) coordinates of local grid-north offsets: origin + scale factor × offset. */
export function localToMapGrid(p: HorizontalPosition, origin: MapGridOrigin): { northingM: number; eastingM: number } {
  return { northingM: origin.northingM + origin.scaleFactor * p.northM, eastingM: origin.eastingM + origin.scaleFactor * p.eastM };
}

export function mapGridToLocal(g: { northingM: number; eastingM: number }, origin: MapGridOrigin): HorizontalPosition {
  return { northM: (g.northingM - origin.northingM) / origin.scaleFactor, eastM: (g.eastingM - origin.eastingM) / origin.scaleFactor };
}
