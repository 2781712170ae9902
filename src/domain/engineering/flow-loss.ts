/**
 * Frictional pressure gradient of a fluid flowing in a pipe or an annulus. Laminar: the exact wall
 * stress of the rheology (rheology.ts), dp/dL = 4τw/D (D = pipe ID, or D2 − D1 for the annulus slot).
 * Turbulent: Dodge & Metzner's friction factor for power-law fluids (AIChE J. 5(2), 1959),
 * 1/√f = (4/n'^0.75) log10(Re f^(1−n'/2)) − 0.4/n'^1.2 (Fanning), with the generalized Reynolds number
 * Re = 8ρv²/τw (pipe; Metzner & Reed) or 12ρv²/τw (slot, = ρ v Dh/μ for a Newtonian fluid) and n' the
 * local slope d ln τw / d ln(shear rate). Laminar below Re = 3470 − 1370 n', turbulent above
 * 4270 − 1370 n' (API RP 13D), the friction factor interpolated linearly in Re in between.
 */
import { laminarWallStress, type Conduit, type Fluid } from './rheology';

export type FlowRegime = 'laminar' | 'transitional' | 'turbulent';

export interface FlowLoss {
  readonly velocityMS: number;
  readonly reynolds: number;
  /** Local flow behaviour index n'. */
  readonly nPrime: number;
  readonly regime: FlowRegime;
  /** Fanning friction factor. */
  readonly fanning: number;
  readonly gradientPaPerM: number;
}

/** Fanning friction factor of turbulent flow in a smooth conduit (Dodge–Metzner), by fixed-point iteration. */
export function dodgeMetznerFanning(re: number, n: number): number {
  let f = 0.005;
  for (let i = 0; i < 100; i++) {
    const inv = (4 / n ** 0.75) * Math.log10(re * f ** (1 - n / 2)) - 0.4 / n ** 1.2;
    const next = 1 / (inv * inv);
    if (Math.abs(next - f) < 1e-12) return next;
    f = next;
  }
  return f;
}

/** Laminar and turbulent limits of the generalized Reynolds number for index n (API RP 13D). */
export const reynoldsLimits = (n: number) => ({ laminar: 3470 - 1370 * n, turbulent: 4270 - 1370 * n });

/**
 * The pressure gradient of `flowM3s` through a pipe of inside diameter `outerM` (innerM = 0) or the
 * annulus between `innerM` and `outerM`.
 */
export function flowLoss(fluid: Fluid, flowM3s: number, outerM: number, innerM = 0): FlowLoss {
  const conduit: Conduit = innerM > 0 ? 'annulus' : 'pipe';
  const dh = outerM - innerM;
  if (!(dh > 0)) throw new RangeError(`no flow area between ${innerM} m and ${outerM} m`);
  const area = (Math.PI / 4) * (outerM * outerM - innerM * innerM);
  const v = Math.abs(flowM3s) / area;
  if (v === 0) return { velocityMS: 0, reynolds: 0, nPrime: fluid.n, regime: 'laminar', fanning: Infinity, gradientPaPerM: 0 };
  const rateOf = conduit === 'pipe' ? 8 : 12;
  const rate = (rateOf * v) / dh;
  const tauW = laminarWallStress(fluid, conduit, rate);
  const nPrime = fluid.yieldPa > 0 ? Math.log(laminarWallStress(fluid, conduit, rate * 1.01) / tauW) / Math.log(1.01) : fluid.n;
  const rho = fluid.densityKgM3;
  const reynolds = (rateOf * rho * v * v) / tauW;
  const dynamic = 0.5 * rho * v * v;
  const fLam = tauW / dynamic;
  const lim = reynoldsLimits(nPrime);
  let regime: FlowRegime = 'laminar';
  let fanning = fLam;
  if (reynolds > lim.turbulent) {
    regime = 'turbulent';
    fanning = Math.max(fLam, dodgeMetznerFanning(reynolds, nPrime));
  } else if (reynolds > lim.laminar) {
    regime = 'transitional';
    const w = (reynolds - lim.laminar) / (lim.turbulent - lim.laminar);
    fanning = Math.max(fLam, (1 - w) * fLam + w * dodgeMetznerFanning(reynolds, nPrime));
  }
  return { velocityMS: v, reynolds, nPrime, regime, fanning, gradientPaPerM: (4 * fanning * dynamic) / dh };
}
