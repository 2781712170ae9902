import { DENSITY, type DensityUnitId } from './quantities/density';
import { DLS, type DlsUnitId } from './quantities/dls';
import { FLOW_RATE, type FlowRateUnitId } from './quantities/flow-rate';
import { FORCE, type ForceUnitId } from './quantities/force';
import { LENGTH, type LengthUnitId } from './quantities/length';
import { PRESSURE, type PressureUnitId } from './quantities/pressure';
import { TEMPERATURE, type TemperatureUnitId } from './quantities/temperature';
import { TORQUE, type TorqueUnitId } from './quantities/torque';
import type { Quantity, UnitDef } from './unit';

export const QUANTITIES = [LENGTH, DLS, FORCE, PRESSURE, FLOW_RATE, TORQUE, DENSITY, TEMPERATURE] as const;

export type UnitId = LengthUnitId | DlsUnitId | ForceUnitId | PressureUnitId | FlowRateUnitId | TorqueUnitId | DensityUnitId | TemperatureUnitId;

// Unit ids are unique across quantities, so a unit alone names its quantity and convert() needs
// no quantity argument. The registry test keeps them unique.
const byId = new Map<string, { unit: UnitDef; quantity: Quantity }>();
for (const quantity of QUANTITIES as readonly Quantity[]) {
  for (const unit of quantity.units) byId.set(unit.id, { unit, quantity });
}

export function isUnitId(id: string): id is UnitId {
  return byId.has(id);
}

export function unitDef(id: UnitId): UnitDef {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown unit '${id}'`);
  return entry.unit;
}

export function quantityOf(id: UnitId): Quantity {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown unit '${id}'`);
  return entry.quantity;
}

/**
 * Converts between two units of the same quantity. Throws on units of different quantities
 * (feet to psi is a bug, not a value). The result is rounded to 15 significant digits so that
 * exact conversions come back exact (1 ft → 12 in, not 12.000000000000002).
 */
export function convert(value: number, from: UnitId, to: UnitId): number {
  if (from === to) return value;
  const a = byId.get(from);
  const b = byId.get(to);
  if (!a) throw new Error(`Unknown unit '${from}'`);
  if (!b) throw new Error(`Unknown unit '${to}'`);
  if (a.quantity !== b.quantity) throw new Error(`Cannot convert ${a.quantity.id} (${from}) to ${b.quantity.id} (${to})`);
  const base = value * a.unit.factor + (a.unit.offset ?? 0);
  const result = (base - (b.unit.offset ?? 0)) / b.unit.factor;
  return Number.isFinite(result) ? Number(result.toPrecision(15)) : result;
}
