/**
 * Constants and unit factors of the frac model. The model works in SI-ish oilfield units (MPa,
 * m³/min, kg/m³ of clean fluid, m³, kg); the factors convert to the US field units the frac crew
 * reads (psi, bbl/min, ppa = lb of proppant per US gal of clean fluid, bbl, lb).
 */
export const G_M_S2 = 9.80665;
export const BBL_M3 = 0.158987294928;
export const LB_KG = 0.45359237;
export const US_GAL_M3 = 0.003785411784;
/** 1 ppa (lb per US gallon) in kg/m³. */
export const PPA_KG_M3 = LB_KG / US_GAL_M3;
export const PSI_MPA = 0.006894757293168361;
export const FT_M = 0.3048;

/** Slickwater (fresh water with friction reducer) at surface conditions. */
export const WATER_KG_M3 = 1000;
/** Absolute (grain) density of quartz sand: a m³ of slurry holds c / 2650 m³ of grains. */
export const SAND_ABS_KG_M3 = 2650;
/** Water viscosity, Pa·s. */
export const WATER_PA_S = 0.001;

export const bpmToM3Min = (bpm: number): number => bpm * BBL_M3;
export const ppaToKgM3 = (ppa: number): number => ppa * PPA_KG_M3;
export const mpaToPsi = (mpa: number): number => mpa / PSI_MPA;
