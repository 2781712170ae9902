import { defineQuantity } from '../unit';

/** Mud weight and slurry density. ppg is pounds per US gallon; sg is relative to 1000 kg/m³ water. */
export const DENSITY = defineQuantity({
  id: 'density',
  label: 'Density',
  baseUnit: 'kg/m3',
  units: [
    { id: 'kg/m3', symbol: 'kg/m³', label: 'Kilograms per cubic metre', factor: 1, decimals: 0 },
    { id: 'g/cm3', symbol: 'g/cm³', label: 'Grams per cubic centimetre', factor: 1000, decimals: 3 },
    { id: 'sg', symbol: 'sg', label: 'Specific gravity', factor: 1000, decimals: 3 },
    { id: 'ppg', symbol: 'ppg', label: 'Pounds per gallon', factor: 0.45359237 / 0.003785411784, decimals: 2 },
  ],
} as const);
export type DensityUnitId = (typeof DENSITY.units)[number]['id'];
