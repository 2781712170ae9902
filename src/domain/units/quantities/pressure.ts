import { defineQuantity } from '../unit';

/** Standpipe, differential and formation pressures. psi from the exact pound-force and inch. */
export const PRESSURE = defineQuantity({
  id: 'pressure',
  label: 'Pressure',
  baseUnit: 'Pa',
  units: [
    { id: 'Pa', symbol: 'Pa', label: 'Pascals', factor: 1, decimals: 0 },
    { id: 'kPa', symbol: 'kPa', label: 'Kilopascals', factor: 1e3, decimals: 0 },
    { id: 'MPa', symbol: 'MPa', label: 'Megapascals', factor: 1e6, decimals: 2 },
    { id: 'bar', symbol: 'bar', label: 'Bar', factor: 1e5, decimals: 1 },
    { id: 'psi', symbol: 'psi', label: 'Pounds per square inch', factor: 4.4482216152605 / 0.0254 ** 2, decimals: 0 },
  ],
} as const);
export type PressureUnitId = (typeof PRESSURE.units)[number]['id'];
