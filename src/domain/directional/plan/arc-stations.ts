import { toDeg } from '../angles';
import { arcEndStation } from '../arc';
import type { Station } from '../types';

/**
 * Stations along a planar arc of `doglegDeg` from `from`, ending at its end. One minimum-curvature course
 * reproduces an arc exactly only below 180° (it takes the shorter way round), so long arcs are split
 * into courses of at most 90°.
 */
export function arcStations(from: Station, doglegDeg: number, gtfDeg: number, radiusM: number): Station[] {
  if (doglegDeg <= 0) return [];
  const parts = Math.max(1, Math.ceil(doglegDeg / 90 - 1e-9));
  const lengthM = (doglegDeg * Math.PI * radiusM) / 180;
  const dls = toDeg(1 / radiusM) * 30;
  const out: Station[] = [];
  for (let i = 1; i <= parts; i++) out.push(arcEndStation(from, (lengthM * i) / parts, dls, gtfDeg));
  return out;
}

/** Radius of curvature of a dogleg severity, metres. */
export const radiusM = (dlsDegPer30m: number): number => 30 / ((dlsDegPer30m * Math.PI) / 180);
