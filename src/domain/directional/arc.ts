/**
 * Geometry of one minimum-curvature course: a circular arc in a plane. Directions are unit
 * vectors (N, E, V down); the high side and right side vectors give the hole's local frame.
 */
import { DEG, tangent, toDeg, toRad, wrap360 } from './angles';
import type { Station } from './types';

export type Vec3 = readonly [number, number, number];

export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const norm = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export function unit(a: Vec3): Vec3 {
  const n = norm(a);
  return n === 0 ? a : scale(a, 1 / n);
}

/** Inclination and azimuth of a direction. A vertical direction keeps `fallbackAziDeg`: its azimuth is undefined. */
export function directionAngles(t: Vec3, fallbackAziDeg = 0): { incDeg: number; aziDeg: number } {
  const h = Math.hypot(t[0], t[1]);
  const incDeg = toDeg(Math.atan2(h, t[2]));
  const aziDeg = h < 1e-12 ? fallbackAziDeg : wrap360(toDeg(Math.atan2(t[1], t[0])));
  return { incDeg, aziDeg };
}

/**
 * A vertical hole has no high side. Below this inclination the toolface frame is referenced to north,
 * so GTF equals MTF there: the vendor convention (welltrajconvert listing) and the only one that does
 * not depend on the meaningless azimuth a vertical survey reports.
 */
export const VERTICAL_INC_DEG = 1e-6;

const frameAziDeg = (incDeg: number, aziDeg: number): number => (incDeg < VERTICAL_INC_DEG ? 0 : aziDeg);

/** High-side unit vector of a hole direction: perpendicular to the hole, pointing up in its vertical plane (north when vertical). */
export function highSide(incDeg: number, aziDeg: number): Vec3 {
  const i = toRad(incDeg);
  const a = toRad(frameAziDeg(incDeg, aziDeg));
  return [Math.cos(i) * Math.cos(a), Math.cos(i) * Math.sin(a), -Math.sin(i)];
}

/** Right-side unit vector: horizontal, 90° clockwise from the high side seen from above (east when vertical). */
export function rightSide(incDeg: number, aziDeg: number): Vec3 {
  const a = toRad(frameAziDeg(incDeg, aziDeg));
  return [-Math.sin(a), Math.cos(a), 0];
}

/** Direction after turning `doglegDeg` towards gravity toolface `gtfDeg` (planar arc, start toolface). */
export function directionAfterDogleg(incDeg: number, aziDeg: number, doglegDeg: number, gtfDeg: number): Vec3 {
  const t = tangent(incDeg, aziDeg);
  const b = doglegDeg * DEG;
  const tf = gtfDeg * DEG;
  const h = highSide(incDeg, aziDeg);
  const r = rightSide(incDeg, aziDeg);
  const n: Vec3 = [Math.cos(tf) * h[0] + Math.sin(tf) * r[0], Math.cos(tf) * h[1] + Math.sin(tf) * r[1], Math.cos(tf) * h[2] + Math.sin(tf) * r[2]];
  return unit(add(scale(t, Math.cos(b)), scale(n, Math.sin(b))));
}

/**
 * The station reached after drilling `lengthM` at constant curvature `dlsDegPer30m` from `from`,
 * bending towards gravity toolface `gtfDeg` (measured at `from`; north-referenced when `from` is vertical).
 */
export function arcEndStation(from: Station, lengthM: number, dlsDegPer30m: number, gtfDeg: number): Station {
  const doglegDeg = (dlsDegPer30m * lengthM) / 30;
  const t = directionAfterDogleg(from.incDeg, from.aziDeg, doglegDeg, gtfDeg);
  const { incDeg, aziDeg } = directionAngles(t, from.aziDeg);
  return { mdM: from.mdM + lengthM, incDeg, aziDeg };
}

/** GTF equivalent of a magnetic (north-referenced) toolface at a station: GTF = MTF − azimuth (= MTF when vertical). */
export function magneticToGravityToolfaceDeg(mtfDeg: number, incDeg: number, aziDeg: number): number {
  return wrap360(mtfDeg - frameAziDeg(incDeg, aziDeg));
}

/** Toolface of a direction change `n` (perpendicular to the hole) in the frame of station (inc, azi). */
export function toolfaceOfBendDeg(incDeg: number, aziDeg: number, bend: Vec3): number {
  const x = dot(bend, highSide(incDeg, aziDeg));
  const y = dot(bend, rightSide(incDeg, aziDeg));
  return wrap360(toDeg(Math.atan2(y, x)));
}

/**
 * Gravity toolface at the END of the arc from a to b: continuing the same circular arc past b needs this
 * toolface, not the one set at a (the two differ whenever the arc turns).
 */
export function toolfaceAtEndDeg(a: Station, b: Station): number {
  const t1 = tangent(a.incDeg, a.aziDeg);
  const t2 = tangent(b.incDeg, b.aziDeg);
  const c = dot(t1, t2);
  // principal normal at the end of the arc: (cos β t2 − t1) / sin β
  const n = sub(scale(t2, c), t1);
  if (norm(n) < 1e-12) return NaN;
  return toolfaceOfBendDeg(b.incDeg, b.aziDeg, n);
}

/** Direction a fraction f ∈ [0, 1] along the arc from t1 to t2 (spherical interpolation). */
export function slerp(t1: Vec3, t2: Vec3, betaRad: number, f: number): Vec3 {
  if (betaRad < 1e-9) return unit(add(scale(t1, 1 - f), scale(t2, f)));
  const s = Math.sin(betaRad);
  return unit(add(scale(t1, Math.sin((1 - f) * betaRad) / s), scale(t2, Math.sin(f * betaRad) / s)));
}
