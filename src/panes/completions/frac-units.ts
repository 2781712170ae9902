/** Frac quantities in the user's unit system (domain/completions/frac-channels.ts) and their text. */
import { fracUnit, type FracQuantity, type FracUnit } from '../../domain/completions/frac-channels';
import { formatNumber } from '../../domain/format';
import { useUnitSystem } from '../reports/use-unit-system';

export type FracUnits = Record<FracQuantity, FracUnit>;

const QUANTITIES: FracQuantity[] = ['pressure', 'rate', 'conc', 'volume', 'mass', 'gradient', 'length', 'speed', 'force'];

export function useFracUnits(): FracUnits {
  const system = useUnitSystem();
  return Object.fromEntries(QUANTITIES.map((q) => [q, fracUnit(q, system)])) as FracUnits;
}

/** A value in display units, or null (tables show '-'). */
export const inUnit = (v: number | null | undefined, u: FracUnit): number | null =>
  v === null || v === undefined || !Number.isFinite(v) ? null : u.convert(v);

/** '8,412' or '-' (spec 9.8). */
export function fmtUnit(v: number | null | undefined, u: FracUnit): string {
  const x = inUnit(v, u);
  return x === null ? '-' : formatNumber(x, { mask: u.decimals ? `0,0.${'0'.repeat(u.decimals)}` : '0,0' });
}
