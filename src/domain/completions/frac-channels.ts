/**
 * The time-series channels a frac treatment is recorded in (one set per well, stages one after the
 * other in time), and how each quantity is shown in the user's unit system: the crew's US units
 * (psi, bbl/min, ppa, bbl, lb) in imperial, SI oilfield units (MPa, m³/min, kg/m³, m³, t) in metric.
 */
import { BBL_M3, FT_M, G_M_S2, LB_KG, PPA_KG_M3, PSI_MPA } from './frac-constants';

export const FRAC_CHANNELS = {
  treating: { id: 'fracTreatingMPa', unit: 'MPa', label: 'Treating pressure' },
  bottomhole: { id: 'fracBottomholeMPa', unit: 'MPa', label: 'Bottomhole pressure (calculated)' },
  slurryRate: { id: 'fracSlurryRateM3Min', unit: 'm3/min', label: 'Slurry rate' },
  cleanRate: { id: 'fracCleanRateM3Min', unit: 'm3/min', label: 'Clean rate' },
  conc: { id: 'fracPropConcKgM3', unit: 'kg/m3', label: 'Proppant concentration' },
  cumProppant: { id: 'fracCumProppantKg', unit: 'kg', label: 'Proppant (cumulative)' },
  cumClean: { id: 'fracCumCleanM3', unit: 'm3', label: 'Clean fluid (cumulative)' },
} as const;

export type FracQuantity = 'pressure' | 'rate' | 'conc' | 'volume' | 'mass' | 'gradient' | 'length' | 'speed' | 'force';

export interface FracUnit {
  symbol: string;
  convert(v: number): number;
  decimals: number;
}

type System = 'imperial' | 'metric' | string;

const IMPERIAL: Record<FracQuantity, FracUnit> = {
  pressure: { symbol: 'psi', convert: (v) => v / PSI_MPA, decimals: 0 },
  rate: { symbol: 'bbl/min', convert: (v) => v / BBL_M3, decimals: 1 },
  conc: { symbol: 'ppa', convert: (v) => v / PPA_KG_M3, decimals: 2 },
  volume: { symbol: 'bbl', convert: (v) => v / BBL_M3, decimals: 0 },
  mass: { symbol: 'lb', convert: (v) => v / LB_KG, decimals: 0 },
  gradient: { symbol: 'psi/ft', convert: (v) => (v / PSI_MPA) * 0.3048, decimals: 3 },
  length: { symbol: 'ft', convert: (v) => v / FT_M, decimals: 0 },
  speed: { symbol: 'ft/min', convert: (v) => v / FT_M, decimals: 0 },
  force: { symbol: 'lbf', convert: (v) => (v * 1000) / (LB_KG * G_M_S2), decimals: 0 },
};

const METRIC: Record<FracQuantity, FracUnit> = {
  pressure: { symbol: 'MPa', convert: (v) => v, decimals: 1 },
  rate: { symbol: 'm³/min', convert: (v) => v, decimals: 2 },
  conc: { symbol: 'kg/m³', convert: (v) => v, decimals: 0 },
  volume: { symbol: 'm³', convert: (v) => v, decimals: 1 },
  mass: { symbol: 't', convert: (v) => v / 1000, decimals: 1 },
  gradient: { symbol: 'kPa/m', convert: (v) => v * 1000, decimals: 2 },
  length: { symbol: 'm', convert: (v) => v, decimals: 1 },
  speed: { symbol: 'm/min', convert: (v) => v, decimals: 1 },
  force: { symbol: 'kN', convert: (v) => v, decimals: 1 },
};

/** Model units in: MPa, m³/min, kg/m³, m³, kg, MPa/m, m, m/min, kN. */
export function fracUnit(q: FracQuantity, system: System): FracUnit {
  return (system === 'imperial' ? IMPERIAL : METRIC)[q];
}
