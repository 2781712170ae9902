/**
 * The user's unit system (profile locale.unit_system) for directional numbers: depths and positions
 * in m or ft, DLS/build/turn in °/30 m or °/100 ft, WOB in t or klbf, differential pressure in MPa or
 * psi. The API answers in metres, °/30 m, t and MPa; panes convert only at display.
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { convert, unitDef, unitFor, type UnitId, type UnitSystemId } from '../../../domain/units';
import { session } from '../../../state/session';

export interface DisplayQuantity {
  unit: UnitId;
  /** What the screen shows after the number: 'ft', '°/100ft'. */
  symbol: string;
  decimals: number;
  /** API value → display value (null stays null). */
  show(v: number | null | undefined): number | null;
  /** Display value → API value (for inputs). */
  toApi(v: number): number;
}

export interface DisplayUnits {
  system: UnitSystemId;
  length: DisplayQuantity;
  dls: DisplayQuantity;
  weight: DisplayQuantity;
  pressure: DisplayQuantity;
}

function quantity(apiUnit: UnitId, unit: UnitId, decimals?: number): DisplayQuantity {
  return {
    unit,
    symbol: unitDef(unit).symbol,
    decimals: decimals ?? unitDef(unit).decimals,
    show: (v) => (v === null || v === undefined || !Number.isFinite(v) ? null : convert(v, apiUnit, unit)),
    toApi: (v) => convert(v, unit, apiUnit),
  };
}

export function displayUnits(system: UnitSystemId): DisplayUnits {
  return {
    system,
    length: quantity('m', unitFor(system, 'depth')),
    dls: quantity('deg/30m', unitFor(system, 'dls')),
    weight: quantity('t', unitFor(system, 'weight')),
    pressure: quantity('MPa', unitFor(system, 'pressure')),
  };
}

export function useDisplayUnits(): DisplayUnits {
  const { user } = useSnapshot(session);
  const system: UnitSystemId = user?.locale?.unit_system === 'imperial' ? 'imperial' : 'metric';
  return useMemo(() => displayUnits(system), [system]);
}

/** Angles are degrees in both systems. */
export const DEG = '°';
