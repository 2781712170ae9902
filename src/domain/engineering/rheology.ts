/**
 * Drilling-fluid rheology: power-law and Herschel–Bulkley (τ = τy + K γ̇ⁿ; Bingham plastic is n = 1,
 * K = plastic viscosity), from Fann viscometer dial readings, and the laminar wall shear stress of a
 * given mean velocity in a pipe and in an annulus taken as a slot (the narrow-slot approximation
 * Bourgoyne et al. use for the annulus, Applied Drilling Engineering, ch. 4).
 * SI: Pa, Pa·sⁿ, s⁻¹, m/s, m.
 */

export interface Fluid {
  readonly densityKgM3: number;
  /** Yield stress τy, Pa (0: power law). */
  readonly yieldPa: number;
  /** Flow behaviour index n (1 with a yield stress: Bingham plastic). */
  readonly n: number;
  /** Consistency index K, Pa·sⁿ (the plastic viscosity, Pa·s, when n = 1). */
  readonly kPaSn: number;
}

/** A Fann dial reading (deflection, °) as a shear stress, Pa: 1.0678 lbf/100 ft² per degree, 0.4788 Pa per lbf/100 ft². */
export const FANN_PA_PER_DEG = 1.0678 * 0.47880259;
/** A Fann 35's shear rate per rpm, s⁻¹ (600 rpm is 1022 s⁻¹). */
export const FANN_RATE_PER_RPM = 1.7023;

/** Power law from the 600 and 300 rpm readings: n = 3.32 log(θ600/θ300), K = τ300 / 511ⁿ (Bourgoyne, eq. 4.63–4.64 in SI). */
export function powerLawFromFann(theta600: number, theta300: number, densityKgM3: number): Fluid {
  const n = Math.log2(theta600 / theta300);
  const k = (theta300 * FANN_PA_PER_DEG) / (300 * FANN_RATE_PER_RPM) ** n;
  return { densityKgM3, yieldPa: 0, n, kPaSn: k };
}

/** Bingham plastic from θ600 and θ300: PV = θ600 − θ300 (cP), YP = θ300 − PV (lbf/100 ft²). */
export function binghamFromFann(theta600: number, theta300: number, densityKgM3: number): Fluid {
  const pvCp = theta600 - theta300;
  const ypLbf100ft2 = theta300 - pvCp;
  return { densityKgM3, yieldPa: ypLbf100ft2 * 0.47880259, n: 1, kPaSn: pvCp / 1000 };
}

/**
 * Herschel–Bulkley from θ600, θ300 and θ3: τy taken as the 3 rpm reading (the usual field estimate of
 * the low-shear yield stress), n = 3.32 log((θ600 − τy)/(θ300 − τy)), K from the 300 rpm excess.
 */
export function herschelBulkleyFromFann(theta600: number, theta300: number, theta3: number, densityKgM3: number): Fluid {
  const ty = theta3;
  const n = Math.log2((theta600 - ty) / (theta300 - ty));
  const k = ((theta300 - ty) * FANN_PA_PER_DEG) / (300 * FANN_RATE_PER_RPM) ** n;
  return { densityKgM3, yieldPa: ty * FANN_PA_PER_DEG, n, kPaSn: k };
}

export type Conduit = 'pipe' | 'annulus';

/**
 * Nominal shear rate a wall stress τw drives: 8v/D in a pipe (Rabinowitsch–Mooney:
 * 8v/D = 4/τw³ ∫₀^τw τ² γ̇(τ) dτ) and 12v/(D2 − D1) in a slot (12v/Dh = 3/τw² ∫₀^τw τ γ̇(τ) dτ),
 * with γ̇(τ) = ((τ − τy)/K)^{1/n} above the yield stress. The integrals are closed forms in τw − τy.
 */
export function nominalShearRate(f: Fluid, conduit: Conduit, tauWPa: number): number {
  const x = tauWPa - f.yieldPa;
  if (x <= 0) return 0;
  const p = 1 / f.n;
  const kp = f.kPaSn ** p;
  const ty = f.yieldPa;
  const xp1 = x ** (p + 1);
  if (conduit === 'pipe') {
    const i2 = (xp1 * x * x) / (p + 3) + (2 * ty * xp1 * x) / (p + 2) + (ty * ty * xp1) / (p + 1);
    return (4 / tauWPa ** 3) * (i2 / kp);
  }
  const i1 = (xp1 * x) / (p + 2) + (ty * xp1) / (p + 1);
  return (3 / tauWPa ** 2) * (i1 / kp);
}

/** The laminar wall shear stress that moves the fluid at nominal shear rate `rate` (8v/D or 12v/Dh), Pa. */
export function laminarWallStress(f: Fluid, conduit: Conduit, rate: number): number {
  if (rate <= 0) return f.yieldPa;
  // Bracket: the power-law stress of the same rate plus the yield stress bounds it from above.
  let lo = f.yieldPa;
  let hi = f.yieldPa * 3 + f.kPaSn * (3 * rate) ** f.n + 1e-9;
  while (nominalShearRate(f, conduit, hi) < rate) hi *= 2;
  for (let i = 0; i < 100 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (nominalShearRate(f, conduit, mid) < rate) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
