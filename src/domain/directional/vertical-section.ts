/**
 * Horizontal measures of a trajectory: vertical section (displacement projected on a chosen azimuth)
 * and closure (straight-line horizontal distance and bearing from the origin).
 */
import { toDeg, toRad, wrap360 } from './angles';

/** A horizontal position, metres from the frame origin. */
export interface HorizontalPosition {
  readonly northM: number;
  readonly eastM: number;
}

/**
 * Vertical section of a position along `vsAziDeg`, measured from `origin` (default the frame origin,
 * as vendor reports do: "Vertical Section is from 0.00N 0.00E on azimuth …").
 */
export function verticalSectionM(p: HorizontalPosition, vsAziDeg: number, origin: HorizontalPosition = { northM: 0, eastM: 0 }): number {
  const a = toRad(vsAziDeg);
  return (p.northM - origin.northM) * Math.cos(a) + (p.eastM - origin.eastM) * Math.sin(a);
}

/** Horizontal offset perpendicular to the vertical-section plane, positive to the right of vsAziDeg. */
export function crossSectionM(p: HorizontalPosition, vsAziDeg: number, origin: HorizontalPosition = { northM: 0, eastM: 0 }): number {
  const a = toRad(vsAziDeg);
  return -(p.northM - origin.northM) * Math.sin(a) + (p.eastM - origin.eastM) * Math.cos(a);
}

/** Closure: horizontal distance and azimuth from origin to p. Azimuth is 0 at zero distance. */
export function closure(p: HorizontalPosition, origin: HorizontalPosition = { northM: 0, eastM: 0 }): { distanceM: number; aziDeg: number } {
  const dN = p.northM - origin.northM;
  const dE = p.eastM - origin.eastM;
  const distanceM = Math.hypot(dN, dE);
  return { distanceM, aziDeg: distanceM === 0 ? 0 : wrap360(toDeg(Math.atan2(dE, dN))) };
}
