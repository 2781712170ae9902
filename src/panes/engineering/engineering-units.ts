/**
 * Display units of the engineering pane in the user's unit system (spec: units shown). The API
 * answers in SI with the unit in the field name; each entry converts from that unit.
 */
import { convert, unitDef, unitFor, type UnitId, type UnitRole, type UnitSystemId } from '../../domain/units';

export interface ShownUnit {
  symbol: string;
  show(v: number): number;
  /** The inverse of show: a typed value back to the API's unit. */
  store(v: number): number;
  decimals: number;
}

const shown = (system: UnitSystemId, role: UnitRole, from: UnitId, decimals?: number): ShownUnit => {
  const to = unitFor(system, role);
  return { symbol: unitDef(to).symbol, show: (v) => convert(v, from, to), store: (v) => convert(v, to, from), decimals: decimals ?? unitDef(to).decimals };
};

export function engineeringUnits(system: UnitSystemId) {
  return {
    depth: shown(system, 'depth', 'm', 0),
    weight: shown(system, 'weight', 'kN'),
    torque: shown(system, 'torque', 'kN.m', system === 'metric' ? 1 : 0),
    pressure: shown(system, 'pressure', 'Pa'),
    density: shown(system, 'density', 'kg/m3'),
    flow: shown(system, 'flowRate', 'L/min'),
    /** Annular and pipe velocities: m/s or ft/s. */
    velocity:
      system === 'metric'
        ? { symbol: 'm/s', show: (v: number) => v, store: (v: number) => v, decimals: 2 }
        : { symbol: 'ft/s', show: (v: number) => v / 0.3048, store: (v: number) => v * 0.3048, decimals: 2 },
  };
}
export type EngineeringUnits = ReturnType<typeof engineeringUnits>;

/** A number with the unit's decimals, '-' when missing. */
export function fmt(v: number | null | undefined, u: ShownUnit): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '-';
  return u.show(v).toLocaleString('en-US', { minimumFractionDigits: u.decimals, maximumFractionDigits: u.decimals });
}
