import { defineQuantity } from '../unit';

const FT_LBF_NM = 0.3048 * 4.4482216152605;

/** Rotary and make-up torque. */
export const TORQUE = defineQuantity({
  id: 'torque',
  label: 'Torque',
  baseUnit: 'N.m',
  units: [
    { id: 'N.m', symbol: 'N·m', label: 'Newton-metres', factor: 1, decimals: 0 },
    { id: 'kN.m', symbol: 'kN·m', label: 'Kilonewton-metres', factor: 1000, decimals: 2 },
    { id: 'ft.lbf', symbol: 'ft·lbf', label: 'Foot-pounds', factor: FT_LBF_NM, decimals: 0 },
    { id: 'kft.lbf', symbol: 'kft·lbf', label: 'Kilofoot-pounds', factor: 1000 * FT_LBF_NM, decimals: 2 },
  ],
} as const);
export type TorqueUnitId = (typeof TORQUE.units)[number]['id'];
