import { defineQuantity } from '../unit';

const US_GALLON_M3 = 0.003785411784;
/** Oil barrel, 42 US gallons. */
const BARREL_M3 = 42 * US_GALLON_M3;

/** Pump and slurry rates. gpm is US gallons per minute; frac crews speak in bbl/min. */
export const FLOW_RATE = defineQuantity({
  id: 'flow-rate',
  label: 'Flow rate',
  baseUnit: 'm3/s',
  units: [
    { id: 'm3/s', symbol: 'm³/s', label: 'Cubic metres per second', factor: 1, decimals: 4 },
    { id: 'L/min', symbol: 'L/min', label: 'Litres per minute', factor: 0.001 / 60, decimals: 0 },
    { id: 'm3/min', symbol: 'm³/min', label: 'Cubic metres per minute', factor: 1 / 60, decimals: 2 },
    { id: 'gpm', symbol: 'gpm', label: 'US gallons per minute', factor: US_GALLON_M3 / 60, decimals: 0 },
    { id: 'bbl/min', symbol: 'bbl/min', label: 'Barrels per minute', factor: BARREL_M3 / 60, decimals: 1 },
  ],
} as const);
export type FlowRateUnitId = (typeof FLOW_RATE.units)[number]['id'];
