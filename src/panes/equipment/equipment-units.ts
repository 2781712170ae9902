/**
 * Units of the equipment panes in the user's unit system: depths and lengths (m / ft), weights of
 * strings (t / klb: displayUnit's 'weight' role), weights per length (kg/m / lb/ft), mud density,
 * volumes (m³ / bbl). Diameters stay in inches everywhere: tubulars are named by them.
 */
import type { UnitSystemId } from '../../domain/units';
import { displayUnit, type DisplayUnit } from '../../features/log-tracks/display-units';

export interface EquipmentUnits {
  depth: DisplayUnit;
  /** Component lengths: two decimals more than depths. */
  length: DisplayUnit;
  weight: DisplayUnit;
  perLength: DisplayUnit;
  density: DisplayUnit;
  volume: DisplayUnit;
  imperial: boolean;
}

const KG_M_PER_LB_FT = 0.45359237 / 0.3048;
const M3_PER_BBL = 0.158987294928;

export function equipmentUnits(system: UnitSystemId): EquipmentUnits {
  const imperial = system === 'imperial';
  const depth = displayUnit('m', system);
  return {
    depth,
    length: { ...depth, decimals: 2 },
    // kg → t, then the system's weight unit
    weight: (() => {
      const t = displayUnit('t', system);
      return { symbol: t.symbol, convert: (kg: number) => t.convert(kg / 1000), decimals: 1 };
    })(),
    perLength: imperial ? { symbol: 'lb/ft', convert: (v) => v / KG_M_PER_LB_FT, decimals: 1 } : { symbol: 'kg/m', convert: (v) => v, decimals: 1 },
    density: displayUnit('kg/m³', system),
    volume: imperial ? { symbol: 'bbl', convert: (v) => v / M3_PER_BBL, decimals: 1 } : { symbol: 'm³', convert: (v) => v, decimals: 1 },
    imperial,
  };
}

/** A display value back to the API's unit (for edited cells). */
export const toApi = (u: DisplayUnit, shown: number) => shown / u.convert(1);

export { inches } from '../../domain/equipment/inches';
