/**
 * How production quantities are shown in the user's unit system (spec: units shown): oilfield units in
 * US field (bbl, Mscf, psi, scf/bbl), SI oilfield units in metric (m³, m³ of gas at standard
 * conditions, kPa as wellhead pressures are reported in metric, m³/m³). Stored and answered in m³ and
 * MPa (production_daily); the LOE answer's bbl and Mcf convert back through the same factors.
 */
import { convert } from '../units';

export const BBL_PER_M3 = 6.289_811;
/** Thousand standard cubic feet per standard m³. */
export const MCF_PER_M3 = 0.035_314_67;

export type ProductionQuantity = 'liquid' | 'gas' | 'liquidRate' | 'gasRate' | 'pressure' | 'gor' | 'perLiquid';
type System = 'imperial' | 'metric' | string;

export interface ProductionUnit {
  symbol: string;
  /** From the model unit (m³, m³, m³/d, m³/d, MPa, m³/m³, USD/m³) to this one. */
  convert(v: number): number;
  decimals: number;
}

/** Standard cubic feet of gas per barrel of oil in one m³ of gas per m³ of oil. */
export const SCF_BBL_PER_M3_M3 = (MCF_PER_M3 * 1000) / BBL_PER_M3;

const IMPERIAL: Record<ProductionQuantity, ProductionUnit> = {
  liquid: { symbol: 'bbl', convert: (v) => v * BBL_PER_M3, decimals: 0 },
  gas: { symbol: 'Mscf', convert: (v) => v * MCF_PER_M3, decimals: 0 },
  liquidRate: { symbol: 'bbl/d', convert: (v) => v * BBL_PER_M3, decimals: 0 },
  gasRate: { symbol: 'Mscf/d', convert: (v) => v * MCF_PER_M3, decimals: 0 },
  pressure: { symbol: 'psi', convert: (v) => convert(v, 'MPa', 'psi'), decimals: 0 },
  gor: { symbol: 'scf/bbl', convert: (v) => v * SCF_BBL_PER_M3_M3, decimals: 0 },
  perLiquid: { symbol: 'USD/bbl', convert: (v) => v / BBL_PER_M3, decimals: 2 },
};

const METRIC: Record<ProductionQuantity, ProductionUnit> = {
  liquid: { symbol: 'm³', convert: (v) => v, decimals: 1 },
  gas: { symbol: 'm³', convert: (v) => v, decimals: 0 },
  liquidRate: { symbol: 'm³/d', convert: (v) => v, decimals: 1 },
  gasRate: { symbol: 'm³/d', convert: (v) => v, decimals: 0 },
  pressure: { symbol: 'kPa', convert: (v) => convert(v, 'MPa', 'kPa'), decimals: 0 },
  gor: { symbol: 'm³/m³', convert: (v) => v, decimals: 1 },
  perLiquid: { symbol: 'USD/m³', convert: (v) => v, decimals: 2 },
};

export function productionUnit(q: ProductionQuantity, system: System): ProductionUnit {
  return (system === 'imperial' ? IMPERIAL : METRIC)[q];
}

/** '1,234' in the unit's decimals with its symbol, or '-' (spec 9.8). */
export function withUnit(v: number | null | undefined, u: ProductionUnit): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '-';
  const x = u.convert(v);
  return `${x.toLocaleString('en-US', { minimumFractionDigits: u.decimals, maximumFractionDigits: u.decimals })} ${u.symbol}`;
}

/** The LOE and decline answers are in barrels and Mcf (as leases are costed): back to m³ for productionUnit. */
export const bblToM3 = (bbl: number): number => bbl / BBL_PER_M3;
export const mcfToM3 = (mcf: number): number => mcf / MCF_PER_M3;
