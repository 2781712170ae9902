/**
 * Units of tool dimensions on screen: diameters in inches in both systems (sizes are quoted that
 * way worldwide), lengths in m or ft, weights in kg or lb, torque and flow per the user's system.
 * The API stores mm, m, kg, kN·m and L/min; forms take inches for OD and ID and SI for the rest.
 */
import { convert, unitDef, unitFor, type UnitSystemId } from '../../../domain/units';

export interface Scale {
  symbol: string;
  decimals: number;
  show(v: number): number;
}

export interface ToolUnits {
  diameter: Scale;
  length: Scale;
  weight: Scale;
  torque: Scale;
  flow: Scale;
}

const scale = (symbol: string, decimals: number, show: (v: number) => number): Scale => ({ symbol, decimals, show });

export function toolUnits(system: UnitSystemId): ToolUnits {
  const depth = unitFor(system, 'depth');
  const torque = unitFor(system, 'torque');
  const flow = unitFor(system, 'flowRate');
  const imperial = depth === 'ft';
  return {
    diameter: scale('in', 3, (v) => convert(v, 'mm', 'in')),
    length: scale(unitDef(depth).symbol, 2, (v) => convert(v, 'm', depth)),
    // kg → lb through the force units the systems share: 1 t ↔ 2.20462 klbf
    weight: imperial ? scale('lb', 0, (v) => convert(v / 1000, 't', 'klbf') * 1000) : scale('kg', 0, (v) => v),
    torque: scale(unitDef(torque).symbol, imperial ? 0 : 1, (v) => convert(v, 'kN.m', torque)),
    flow: scale(unitDef(flow).symbol, 0, (v) => convert(v, 'L/min', flow)),
  };
}

/** The value in display units, or null when it is missing. */
export const shown = (v: number | null | undefined, s: Scale): number | null => (v === null || v === undefined || !Number.isFinite(v) ? null : s.show(v));

/** Inches in a form (OD 8.75) ↔ millimetres in the API (222.25), to 0.01 mm. */
export const inchesToMm = (v: unknown): unknown => (typeof v === 'number' ? Math.round(convert(v, 'in', 'mm') * 100) / 100 : v);
export const mmToInches = (v: unknown): unknown => (typeof v === 'number' ? Math.round(convert(v, 'mm', 'in') * 1000) / 1000 : v);
