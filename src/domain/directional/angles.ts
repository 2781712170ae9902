export const DEG = Math.PI / 180;

export const toRad = (deg: number): number => deg * DEG;
export const toDeg = (rad: number): number => rad / DEG;

/** Normalise an angle in degrees to [0, 360). */
export function wrap360(deg: number): number {
  const r = deg % 360;
  if (r >= 0) return r;
  // −1e-15 + 360 rounds to 360, outside [0, 360)
  const w = r + 360;
  return w >= 360 ? 0 : w;
}

/** Smallest signed difference b − a in degrees, in (−180, 180]. */
export function deltaAzimuthDeg(aDeg: number, bDeg: number): number {
  let d = (bDeg - aDeg) % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d;
}

/** Unit tangent (N, E, V) of a hole direction. */
export function tangent(incDeg: number, aziDeg: number): [number, number, number] {
  const i = toRad(incDeg);
  const a = toRad(aziDeg);
  return [Math.sin(i) * Math.cos(a), Math.sin(i) * Math.sin(a), Math.cos(i)];
}
