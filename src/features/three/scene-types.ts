/**
 * What the 3D well view draws, in one frame: east, north, TVD (depth down), all in one length unit
 * chosen by the caller (metres or feet). The feature converts to three.js axes itself (y up).
 */

export type Enu = readonly [east: number, north: number, tvd: number];

export interface Tube3D {
  id: string;
  name: string;
  color: string;
  points: readonly Enu[];
  /** Tube radius in the scene's unit (exaggerated: a real 8½" hole is invisible at 5 km). */
  radius: number;
  opacity?: number;
  /** Label at the last point (or at `labelAt`, a fraction along the points). */
  label?: string;
  labelAt?: number;
  /** MD (metres) of each point: hovering the tube reports the nearest (the linked cursor). */
  md?: readonly number[];
}

/** An ellipse: centre and its two half-axis vectors (any orientation, e.g. normal to the hole). */
export interface Ellipse3D {
  centre: Enu;
  u: Enu;
  v: Enu;
  color: string;
  opacity?: number;
}

/** A closed outline (a target's shape at its depth, a boundary at surface). */
export interface Outline3D {
  id: string;
  name: string;
  color: string;
  points: readonly Enu[];
  dashed?: boolean;
}

export interface Marker3D {
  id: string;
  position: Enu;
  color: string;
  label?: string;
}

export interface Scene3DData {
  tubes: readonly Tube3D[];
  ellipses: readonly Ellipse3D[];
  outlines: readonly Outline3D[];
  markers: readonly Marker3D[];
  /** Symbol of the unit the coordinates are in ('m', 'ft'), for the scale labels. */
  unit: string;
}

export interface Scene3DColors {
  background: string;
  grid: string;
  text: string;
}
