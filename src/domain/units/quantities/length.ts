import { defineQuantity } from '../unit';

/** Depths, distances and pipe sizes. International foot and inch, exact by definition (1959). */
export const LENGTH = defineQuantity({
  id: 'length',
  label: 'Length',
  baseUnit: 'm',
  units: [
    { id: 'm', symbol: 'm', label: 'Metres', factor: 1, decimals: 2 },
    { id: 'ft', symbol: 'ft', label: 'Feet', factor: 0.3048, decimals: 2 },
    { id: 'in', symbol: 'in', label: 'Inches', factor: 0.0254, decimals: 3 },
    { id: 'mm', symbol: 'mm', label: 'Millimetres', factor: 0.001, decimals: 1 },
  ],
} as const);
export type LengthUnitId = (typeof LENGTH.units)[number]['id'];
