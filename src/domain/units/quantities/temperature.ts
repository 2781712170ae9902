import { defineQuantity } from '../unit';

/** Mud and formation temperature; the one quantity whose units are offset, not just scaled. */
export const TEMPERATURE = defineQuantity({
  id: 'temperature',
  label: 'Temperature',
  baseUnit: 'degC',
  units: [
    { id: 'degC', symbol: '°C', label: 'Degrees Celsius', factor: 1, decimals: 1 },
    { id: 'degF', symbol: '°F', label: 'Degrees Fahrenheit', factor: 5 / 9, offset: -160 / 9, decimals: 1 },
    { id: 'K', symbol: 'K', label: 'Kelvin', factor: 1, offset: -273.15, decimals: 1 },
  ],
} as const);
export type TemperatureUnitId = (typeof TEMPERATURE.units)[number]['id'];
