/**
 * Separation factor. The WPTS rule (SPE 187073, ISCWSA): SF = (D − hole − Sm) / (k·√(σref² + σoff² + σpa²)),
 * with σ the 1-sd pedal-curve radii along the centre-to-centre line. How borehole size enters is a
 * declared choice (error correction modes, spec 9.3), so every clearance surface computes it one way.
 */
import type { Vec3 } from '../arc';
import { quadraticForm } from '../error-model/cov3';
import type { Cov3 } from '../error-model/types';

export const M_PER_IN = 0.0254;

/** SPE 187073 defaults, as used by the ISCWSA clearance set. */
export const WPTS_DEFAULTS = {
  /** Surface margin Sm, metres. */
  surfaceMarginM: 0.3,
  /** Scaling factor k on the combined 1-sd uncertainty. */
  sigmaScale: 3.5,
  /** Project-ahead uncertainty σpa, metres (1 sd). */
  projectAheadSigmaM: 0.5,
} as const;

export type ErrorCorrectionModeId = 'not-applied' | 'added-to-errors' | 'subtract-from-cc' | 'tbr-borehole-radius' | 'add-and-subtract' | 'wpts-rule';

export interface ErrorCorrectionMode {
  readonly id: ErrorCorrectionModeId;
  /** Wording of spec 9.3. */
  readonly label: string;
  /** Which borehole radii come off the centre-to-centre distance. */
  readonly subtractFromCc: { readonly reference: boolean; readonly offset: boolean };
  /** Which borehole radii are added to the error radius. */
  readonly addToErrors: { readonly reference: boolean; readonly offset: boolean };
  /**
   * 'sum': error radius = k·σref + k·σoff (the classic clearance ratio of two ellipses);
   * 'wpts': k·√(σref² + σoff² + σpa²) and the surface margin Sm comes off the distance.
   */
  readonly combine: 'sum' | 'wpts';
}

/**
 * Spec 9.3 names the modes without defining them. Our reading: "TBR" is this (the reference) borehole's
 * radius only, the offset taken as its centre line; "add and subtract" adds the reference radius to the
 * errors and takes the offset radius off the distance. The WPTS rule is the default.
 */
export const ERROR_CORRECTION_MODES: readonly ErrorCorrectionMode[] = [
  {
    id: 'not-applied',
    label: 'Not applied',
    subtractFromCc: { reference: false, offset: false },
    addToErrors: { reference: false, offset: false },
    combine: 'sum',
  },
  {
    id: 'added-to-errors',
    label: 'Added to errors',
    subtractFromCc: { reference: false, offset: false },
    addToErrors: { reference: true, offset: true },
    combine: 'sum',
  },
  {
    id: 'subtract-from-cc',
    label: 'Subtract from CC',
    subtractFromCc: { reference: true, offset: true },
    addToErrors: { reference: false, offset: false },
    combine: 'sum',
  },
  {
    id: 'tbr-borehole-radius',
    label: 'TBR borehole radius',
    subtractFromCc: { reference: true, offset: false },
    addToErrors: { reference: false, offset: false },
    combine: 'sum',
  },
  {
    id: 'add-and-subtract',
    label: 'Add and subtract',
    subtractFromCc: { reference: false, offset: true },
    addToErrors: { reference: true, offset: false },
    combine: 'sum',
  },
  { id: 'wpts-rule', label: 'WPTS rule', subtractFromCc: { reference: true, offset: true }, addToErrors: { reference: false, offset: false }, combine: 'wpts' },
];

export function errorCorrectionMode(id: ErrorCorrectionModeId): ErrorCorrectionMode {
  const m = ERROR_CORRECTION_MODES.find((x) => x.id === id);
  if (!m) throw new RangeError(`unknown error correction mode ${id}`);
  return m;
}

export interface SeparationSettings {
  readonly mode: ErrorCorrectionModeId;
  /** Hole (or casing) diameters, inches. */
  readonly refHoleDiameterIn: number;
  readonly offsetHoleDiameterIn: number;
  readonly surfaceMarginM: number;
  readonly sigmaScale: number;
  readonly projectAheadSigmaM: number;
}

export const DEFAULT_SEPARATION: SeparationSettings = {
  mode: 'wpts-rule',
  refHoleDiameterIn: 0,
  offsetHoleDiameterIn: 0,
  ...WPTS_DEFAULTS,
};

/** 1-sd pedal-curve radius: the standard deviation of a position along unit direction u, √(uᵀCu). */
export function pedalCurveRadiusM(c: Cov3, u: Vec3): number {
  return Math.sqrt(Math.max(0, quadraticForm(c, u)));
}

/** Separation factor from the centre-to-centre distance and both wells' pedal-curve radii. */
export function separationFactor(ccDistanceM: number, refPcrM: number, offsetPcrM: number, s: SeparationSettings): number {
  const mode = errorCorrectionMode(s.mode);
  const rRef = (s.refHoleDiameterIn * M_PER_IN) / 2;
  const rOff = (s.offsetHoleDiameterIn * M_PER_IN) / 2;
  const sub = (mode.subtractFromCc.reference ? rRef : 0) + (mode.subtractFromCc.offset ? rOff : 0);
  const add = (mode.addToErrors.reference ? rRef : 0) + (mode.addToErrors.offset ? rOff : 0);
  if (mode.combine === 'wpts') {
    const sigma = Math.sqrt(refPcrM * refPcrM + offsetPcrM * offsetPcrM + s.projectAheadSigmaM * s.projectAheadSigmaM);
    return (ccDistanceM - sub - s.surfaceMarginM) / (s.sigmaScale * sigma + add);
  }
  const errorRadius = s.sigmaScale * (refPcrM + offsetPcrM) + add;
  // two points known exactly: infinitely separated unless they touch
  if (errorRadius === 0) return ccDistanceM - sub > 0 ? Infinity : 0;
  return (ccDistanceM - sub) / errorRadius;
}
