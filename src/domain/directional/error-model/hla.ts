/**
 * The hole's own frame for reporting uncertainty (SPE 67616): H high side, L lateral (right), A along hole.
 * A vertical hole has no high side: H is north and L east there, as in the error model itself.
 */
import { tangent } from '../angles';
import { highSide, rightSide } from '../arc';
import { rotateCov } from './cov3';
import type { Cov3 } from './types';

/** Covariance in the HLA frame: nn→HH, ee→LL, vv→AA, ne→HL, nv→HA, ev→LA. */
export function nevToHla(c: Cov3, incDeg: number, aziDeg: number): Cov3 {
  return rotateCov(c, highSide(incDeg, aziDeg), rightSide(incDeg, aziDeg), tangent(incDeg, aziDeg));
}

export interface HlaSigmas {
  readonly sigmaHM: number;
  readonly sigmaLM: number;
  readonly sigmaAM: number;
}

/** 1-sd half-axes along H, L and A, metres. */
export function hlaSigmas(c: Cov3, incDeg: number, aziDeg: number): HlaSigmas {
  const h = nevToHla(c, incDeg, aziDeg);
  return { sigmaHM: Math.sqrt(Math.max(0, h.nn)), sigmaLM: Math.sqrt(Math.max(0, h.ee)), sigmaAM: Math.sqrt(Math.max(0, h.vv)) };
}

export interface HorizontalEllipse {
  readonly semiMajorM: number;
  readonly semiMinorM: number;
  /** Azimuth of the major axis, degrees in [0, 180). */
  readonly majorAziDeg: number;
}

/** The 1-sd error ellipse of the horizontal (N, E) position, as drawn on a plan view. */
export function horizontalEllipse(c: Cov3): HorizontalEllipse {
  const mean = (c.nn + c.ee) / 2;
  const r = Math.hypot((c.nn - c.ee) / 2, c.ne);
  const theta = 0.5 * Math.atan2(2 * c.ne, c.nn - c.ee);
  let azi = (theta * 180) / Math.PI;
  if (azi < 0) azi += 180;
  return { semiMajorM: Math.sqrt(Math.max(0, mean + r)), semiMinorM: Math.sqrt(Math.max(0, mean - r)), majorAziDeg: azi };
}
