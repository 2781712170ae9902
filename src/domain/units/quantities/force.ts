import { defineQuantity } from '../unit';

/** Weight on bit and hook load, as forces. A tonne here is tonne-force (9.80665 kN, standard gravity). */
export const FORCE = defineQuantity({
  id: 'force',
  label: 'Weight',
  baseUnit: 'N',
  units: [
    { id: 'N', symbol: 'N', label: 'Newtons', factor: 1, decimals: 0 },
    { id: 'kN', symbol: 'kN', label: 'Kilonewtons', factor: 1000, decimals: 1 },
    { id: 't', symbol: 't', label: 'Tonnes-force', factor: 9806.65, decimals: 1 },
    { id: 'lbf', symbol: 'lbf', label: 'Pounds-force', factor: 4.4482216152605, decimals: 0 },
    { id: 'klbf', symbol: 'klbf', label: 'Kilopounds-force', factor: 4448.2216152605, decimals: 1 },
  ],
} as const);
export type ForceUnitId = (typeof FORCE.units)[number]['id'];
