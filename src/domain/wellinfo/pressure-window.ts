/**
 * Pore pressure, fracture pressure and mud weight against TVD. Stored as equivalent mud weights
 * (EMW, specific gravity: the density of a fluid column that exerts that pressure at that TVD);
 * shown in sg or ppg, as pressures in MPa or psi, or as gradients.
 *
 * Field rule (Bourgoyne et al., Applied Drilling Engineering, SPE 1986, eq. 4.3): p [psi] =
 * 0.052 × ρ [ppg] × D [ft]. 0.052 is 0.051948 rounded: it is g × (1 lbm/gal) × (1 ft) in psi.
 */

export const G_MS2 = 9.80665;
export const WATER_KG_M3 = 1000;
const PSI_PA = 6894.757293168;
const FT_M = 0.3048;
/** kg/m³ in one ppg (lbm per US gallon). */
export const PPG_KG_M3 = 0.45359237 / 0.003785411784;

/** The field constant of p = 0.052 ρ D, exactly: psi per (ppg · ft). */
export const PSI_PER_PPG_FT = (PPG_KG_M3 * G_MS2 * FT_M) / PSI_PA;

export const sgToPpg = (sg: number) => (sg * WATER_KG_M3) / PPG_KG_M3;
export const ppgToSg = (ppg: number) => (ppg * PPG_KG_M3) / WATER_KG_M3;

/** Hydrostatic pressure in MPa of a column of `emwSg` at `tvdM`. */
export const pressureMpa = (emwSg: number, tvdM: number) => (emwSg * WATER_KG_M3 * G_MS2 * tvdM) / 1e6;

/** The EMW (sg) of a pressure at a TVD; null at the surface, where it is undefined. */
export const emwSg = (pressureMpaValue: number, tvdM: number): number | null => (tvdM > 0 ? (pressureMpaValue * 1e6) / (WATER_KG_M3 * G_MS2 * tvdM) : null);

/** Hydrostatic pressure in psi, field units: ppg and ft. */
export const hydrostaticPsi = (ppg: number, tvdFt: number) => PSI_PER_PPG_FT * ppg * tvdFt;

/** Pressure gradient in psi/ft of an EMW in sg (fresh water: 0.433 psi/ft). */
export const gradientPsiFt = (sg: number) => PSI_PER_PPG_FT * sgToPpg(sg);
/** EMW in sg of a gradient in psi/ft. */
export const sgFromGradientPsiFt = (psiFt: number) => ppgToSg(psiFt / PSI_PER_PPG_FT);
/** Pressure gradient in kPa/m of an EMW in sg (fresh water: 9.81 kPa/m). */
export const gradientKpaM = (sg: number) => (sg * WATER_KG_M3 * G_MS2) / 1000;

export interface PressurePoint {
  readonly tvdM: number;
  readonly poreSg: number | null;
  readonly fracSg: number | null;
  readonly mudSg: number | null;
}

export interface PressureWindowRow extends PressurePoint {
  readonly porePressureMpa: number | null;
  readonly fracPressureMpa: number | null;
  /** Mud weight above pore pressure (overbalance, sg), and below the fracture gradient (sg). */
  readonly overbalanceSg: number | null;
  readonly fracMarginSg: number | null;
  /** The mud weight sits outside the window here: below pore (kick) or above frac (losses). */
  readonly problem: 'kick' | 'losses' | null;
}

/** Each point with its pressures and where the mud weight sits in the window; sorted by TVD. */
export function pressureWindow(points: readonly PressurePoint[]): PressureWindowRow[] {
  return [...points]
    .sort((a, b) => a.tvdM - b.tvdM)
    .map((p) => {
      const over = p.mudSg !== null && p.poreSg !== null ? p.mudSg - p.poreSg : null;
      const margin = p.mudSg !== null && p.fracSg !== null ? p.fracSg - p.mudSg : null;
      return {
        ...p,
        porePressureMpa: p.poreSg === null ? null : pressureMpa(p.poreSg, p.tvdM),
        fracPressureMpa: p.fracSg === null ? null : pressureMpa(p.fracSg, p.tvdM),
        overbalanceSg: over,
        fracMarginSg: margin,
        problem: over !== null && over < 0 ? 'kick' : margin !== null && margin < 0 ? 'losses' : null,
      };
    });
}
