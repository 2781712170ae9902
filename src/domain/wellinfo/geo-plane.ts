/**
 * Surface positions on a local plan: latitude/longitude to east/north metres around an origin
 * (equirectangular projection on the mean radius) and the great-circle distance between two points
 * (haversine). Over the few kilometres a lease map spans, the plane's distortion is far below a metre.
 */

/** IUGG mean Earth radius. */
export const EARTH_RADIUS_M = 6_371_008.8;

export interface LatLon {
  readonly latDeg: number;
  readonly lonDeg: number;
}

export interface EastNorth {
  readonly eastM: number;
  readonly northM: number;
}

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Longitude difference wrapped to (−180, 180]. */
const dLonDeg = (a: number, b: number) => ((((b - a + 180) % 360) + 360) % 360) - 180;

/** `p` as east/north metres from `origin`, on the plane tangent at the origin's latitude. */
export function toEastNorth(origin: LatLon, p: LatLon): EastNorth {
  return {
    eastM: rad(dLonDeg(origin.lonDeg, p.lonDeg)) * Math.cos(rad(origin.latDeg)) * EARTH_RADIUS_M,
    northM: rad(p.latDeg - origin.latDeg) * EARTH_RADIUS_M,
  };
}

/** The inverse of toEastNorth: east/north metres from `origin` back to latitude/longitude. */
export function fromEastNorth(origin: LatLon, en: EastNorth): LatLon {
  return {
    latDeg: origin.latDeg + deg(en.northM / EARTH_RADIUS_M),
    lonDeg: origin.lonDeg + deg(en.eastM / (EARTH_RADIUS_M * Math.cos(rad(origin.latDeg)))),
  };
}

/** Great-circle distance (haversine). */
export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = rad(b.latDeg - a.latDeg);
  const dLon = rad(dLonDeg(a.lonDeg, b.lonDeg));
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latDeg)) * Math.cos(rad(b.latDeg)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from true north in [0, 360). */
export function bearingDeg(a: LatLon, b: LatLon): number {
  const φ1 = rad(a.latDeg);
  const φ2 = rad(b.latDeg);
  const Δλ = rad(dLonDeg(a.lonDeg, b.lonDeg));
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/**
 * A round scale-bar length for a map `spanM` wide: 1, 2 or 5 × 10ⁿ metres, about a fifth of the span.
 */
export function scaleBarM(spanM: number): number {
  if (!(spanM > 0)) return 1;
  const target = spanM / 5;
  const p = 10 ** Math.floor(Math.log10(target));
  const m = target / p;
  return (m >= 5 ? 5 : m >= 2 ? 2 : 1) * p;
}
