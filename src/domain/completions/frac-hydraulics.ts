/**
 * Pressures of a frac treatment. The surface treating pressure is what the pumps must supply:
 *
 *   P_treat = P_bottomhole − P_hydrostatic + ΔP_pipe + ΔP_perf
 *
 * with P_bottomhole = closure stress + net pressure while the fracture is open (Nolte & Smith 1981:
 * in a height-confined fracture the net pressure grows as t^e, e ≈ 1/8–1/4). Pipe friction is a
 * turbulent Fanning friction f = 0.046 Re^-0.2 (so ΔP ∝ q^1.8 ρ^0.8), reduced by the friction reducer
 * (slickwater drag reduction 60–75 %). Perforation friction is the limited-entry orifice equation
 * ΔP = 0.2369 q² ρ / (n² d⁴ Cd²) (psi, bpm, lb/gal, in). At shut-in every friction term vanishes, so
 * the instantaneous shut-in pressure is ISIP = P_bottomhole − P_hydrostatic, and the fracture gradient
 * FG = P_bottomhole / TVD = ISIP / TVD + ρ g.
 */
import { BBL_M3, G_M_S2, PSI_MPA, SAND_ABS_KG_M3, WATER_KG_M3, WATER_PA_S, US_GAL_M3, LB_KG } from './frac-constants';

/** Density of slurry carrying concKgM3 of proppant per m³ of clean fluid. */
export function slurryDensityKgM3(concKgM3: number, fluidKgM3 = WATER_KG_M3): number {
  return (fluidKgM3 + concKgM3) / (1 + concKgM3 / SAND_ABS_KG_M3);
}

export const hydrostaticMPa = (densityKgM3: number, tvdM: number): number => (densityKgM3 * G_M_S2 * tvdM) / 1e6;

/** Hydrostatic gradient of a fluid, MPa/m. */
export const hydrostaticGradientMPaPerM = (densityKgM3: number): number => (densityKgM3 * G_M_S2) / 1e6;

/**
 * Friction pressure loss of slurry in the casing, MPa: turbulent Fanning f = 0.046 Re^-0.2 times
 * (1 − frReduction), ΔP = 2 f ρ v² L / D.
 */
export function pipeFrictionMPa(rateM3Min: number, densityKgM3: number, lengthM: number, idM: number, frReduction: number): number {
  if (rateM3Min <= 0) return 0;
  const q = rateM3Min / 60;
  const v = q / ((Math.PI / 4) * idM * idM);
  const re = (densityKgM3 * v * idM) / WATER_PA_S;
  const f = 0.046 * Math.pow(re, -0.2) * (1 - frReduction);
  return (2 * f * densityKgM3 * v * v * lengthM) / idM / 1e6;
}

/** Limited-entry perforation friction, MPa (orifice equation in field units). */
export function perfFrictionMPa(rateM3Min: number, densityKgM3: number, holes: number, holeDiameterM: number, cd: number): number {
  if (rateM3Min <= 0 || holes <= 0) return 0;
  const bpm = rateM3Min / BBL_M3;
  const ppg = (densityKgM3 * US_GAL_M3) / LB_KG;
  const dIn = holeDiameterM / 0.0254;
  const psi = (0.2369 * bpm * bpm * ppg) / (holes * holes * dIn ** 4 * cd * cd);
  return psi * PSI_MPA;
}

/** Nolte–Smith net pressure: p0 · (t / tRef)^e for t > 0 (fracture propagating, height confined). */
export function netPressureMPa(p0MPa: number, tS: number, tRefS: number, exponent: number): number {
  return tS <= 0 ? p0MPa : p0MPa * Math.pow(tS / tRefS, exponent);
}

/** FG = ISIP / TVD + hydrostatic gradient of the fluid in the well at shut-in (flush water), MPa/m. */
export function fractureGradientMPaPerM(isipMPa: number, tvdM: number, fluidKgM3 = WATER_KG_M3): number {
  return isipMPa / tvdM + hydrostaticGradientMPaPerM(fluidKgM3);
}
