/**
 * Casing strength and safety factors.
 *  - Burst: Barlow's internal yield pressure with the 12.5 % wall tolerance, P = 0.875 · 2 Yp t / D
 *    (API 5C3 / TR 5C3).
 *  - Collapse: the four API 5C3 regimes (yield, plastic, transition, elastic) with the empirical
 *    A, B, C, F, G coefficients of the grade's yield strength; the regime follows from D/t.
 *  - Tension: pipe body yield, π/4 (D² − d²) Yp (connections are not rated here).
 * API's formulas are in psi and in; the functions take and give SI (m, Pa, N) and convert at the edge.
 * Load cases (simple, documented in `loadCase`): burst from a gas kick to surface against a
 * seawater-gradient backup, collapse from full evacuation against the mud outside, tension from the
 * buoyed string weight plus an overpull.
 */
import { convert } from '../units';
import { buoyancyFactor, G } from './drill-string';

export interface CasingPipe {
  readonly name: string;
  readonly odM: number;
  readonly wallM: number;
  /** Minimum yield strength of the grade, Pa (N-80: 80,000 psi). */
  readonly yieldPa: number;
  /** Nominal weight in air, kg/m. */
  readonly weightKgPerM: number;
}

export type CollapseRegime = 'yield' | 'plastic' | 'transition' | 'elastic';

const psi = (pa: number) => convert(pa, 'Pa', 'psi');
const fromPsi = (p: number) => convert(p, 'psi', 'Pa');

/** API 5C3 empirical collapse coefficients for yield strength Yp (psi). */
export function collapseCoefficients(yieldPsi: number) {
  const y = yieldPsi;
  const A = 2.8762 + 0.10679e-5 * y + 0.2131e-10 * y * y - 0.53132e-16 * y ** 3;
  const B = 0.026233 + 0.50609e-6 * y;
  const C = -465.93 + 0.030867 * y - 0.10483e-7 * y * y + 0.36989e-13 * y ** 3;
  const ba = B / A;
  const r = (3 * ba) / (2 + ba);
  const F = (46.95e6 * r ** 3) / (y * (r - ba) * (1 - r) ** 2);
  const Gc = (F * B) / A;
  return { A, B, C, F, G: Gc };
}

/** D/t boundaries between the regimes: yield|plastic, plastic|transition, transition|elastic. */
export function collapseBoundaries(yieldPsi: number) {
  const { A, B, C, F, G: Gc } = collapseCoefficients(yieldPsi);
  const yp = (Math.sqrt((A - 2) ** 2 + 8 * (B + C / yieldPsi)) + (A - 2)) / (2 * (B + C / yieldPsi));
  const pt = (yieldPsi * (A - F)) / (C + yieldPsi * (B - Gc));
  const te = (2 + B / A) / ((3 * B) / A);
  return { yieldPlastic: yp, plasticTransition: pt, transitionElastic: te };
}

/** API 5C3 collapse resistance, Pa, and its regime. */
export function collapseRating(p: CasingPipe): { pa: number; regime: CollapseRegime } {
  const y = psi(p.yieldPa);
  const dt = p.odM / p.wallM;
  const { A, B, C, F, G: Gc } = collapseCoefficients(y);
  const b = collapseBoundaries(y);
  if (dt <= b.yieldPlastic) return { pa: fromPsi(2 * y * ((dt - 1) / (dt * dt))), regime: 'yield' };
  if (dt <= b.plasticTransition) return { pa: fromPsi(y * (A / dt - B) - C), regime: 'plastic' };
  if (dt <= b.transitionElastic) return { pa: fromPsi(y * (F / dt - Gc)), regime: 'transition' };
  return { pa: fromPsi(46.95e6 / (dt * (dt - 1) ** 2)), regime: 'elastic' };
}

/** Internal yield (burst) pressure, Barlow with 87.5 % of the nominal wall, Pa. */
export function burstRating(p: CasingPipe): number {
  return (0.875 * 2 * p.yieldPa * p.wallM) / p.odM;
}

/** Pipe body yield strength, N. */
export function bodyYield(p: CasingPipe): number {
  const id = p.odM - 2 * p.wallM;
  return (Math.PI / 4) * (p.odM * p.odM - id * id) * p.yieldPa;
}

export interface CasingLoadCase {
  /** Shoe depth, m (MD = TVD: the string is checked as vertical). */
  readonly shoeTvdM: number;
  /** Mud the casing is run in (outside, and inside for tension), kg/m³. */
  readonly mudDensityKgM3: number;
  /** Pore pressure at the next section's TD, Pa, and that depth, m: the burst load's source. */
  readonly reservoirPa: number;
  readonly reservoirTvdM: number;
  /** Gas gradient inside while shut in on a gas kick, Pa/m (≈ 0.1 psi/ft = 2,262 Pa/m). */
  readonly gasGradientPaPerM?: number;
  /** Backup outside for burst, Pa/m (seawater 0.45 psi/ft ≈ 10,180 Pa/m). */
  readonly backupGradientPaPerM?: number;
  /** Pull above the buoyed weight, N. */
  readonly overpullN?: number;
}

export interface CasingCheck {
  readonly burstRatingPa: number;
  readonly collapseRatingPa: number;
  readonly collapseRegime: CollapseRegime;
  readonly bodyYieldN: number;
  /** Worst loads along the string and the safety factors (rating / load). */
  readonly burstLoadPa: number;
  readonly collapseLoadPa: number;
  readonly tensionLoadN: number;
  readonly burstSF: number;
  readonly collapseSF: number;
  readonly tensionSF: number;
}

/**
 * One casing size and grade against the simple load cases:
 *  burst: gas from the reservoir to surface, inside p(z) = P_res − g_gas (z_res − z), outside the backup
 *  gradient, worst at the surface or the shoe (the net load is linear in depth);
 *  collapse: the casing evacuated, outside the mud's hydrostatic, worst at the shoe;
 *  tension: buoyed weight of the whole string plus the overpull, at the top.
 */
export function checkCasing(p: CasingPipe, c: CasingLoadCase): CasingCheck {
  const gas = c.gasGradientPaPerM ?? 2262;
  const backup = c.backupGradientPaPerM ?? 10_180;
  const inside = (z: number) => Math.max(0, c.reservoirPa - gas * (c.reservoirTvdM - z));
  const burstLoadPa = Math.max(inside(0), inside(c.shoeTvdM) - backup * c.shoeTvdM);
  const collapseLoadPa = c.mudDensityKgM3 * G * c.shoeTvdM;
  const tensionLoadN = p.weightKgPerM * G * c.shoeTvdM * buoyancyFactor(c.mudDensityKgM3) + (c.overpullN ?? 0);
  const collapse = collapseRating(p);
  const burst = burstRating(p);
  const body = bodyYield(p);
  return {
    burstRatingPa: burst,
    collapseRatingPa: collapse.pa,
    collapseRegime: collapse.regime,
    bodyYieldN: body,
    burstLoadPa,
    collapseLoadPa,
    tensionLoadN,
    burstSF: burstLoadPa > 0 ? burst / burstLoadPa : Infinity,
    collapseSF: collapseLoadPa > 0 ? collapse.pa / collapseLoadPa : Infinity,
    tensionSF: tensionLoadN > 0 ? body / tensionLoadN : Infinity,
  };
}
