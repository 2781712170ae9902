import { defineQuantity } from '../unit';

/**
 * Dogleg severity, build and turn rates: degrees per standard course length. 100 ft is 30.48 m,
 * so 3°/30 m is 3.048°/100 ft — 1.6 % apart, enough to matter against a DLS limit.
 */
export const DLS = defineQuantity({
  id: 'dls',
  label: 'Dogleg severity',
  baseUnit: 'deg/m',
  units: [
    { id: 'deg/m', symbol: '°/m', label: 'Degrees per metre', factor: 1, decimals: 3 },
    { id: 'deg/30m', symbol: '°/30m', label: 'Degrees per 30 m', factor: 1 / 30, decimals: 2 },
    { id: 'deg/100ft', symbol: '°/100ft', label: 'Degrees per 100 ft', factor: 1 / 30.48, decimals: 2 },
  ],
} as const);
export type DlsUnitId = (typeof DLS.units)[number]['id'];
