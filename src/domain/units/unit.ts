/**
 * A unit is a linear map onto its quantity's base unit: base = value × factor + offset.
 * Only temperatures need the offset.
 */
export interface UnitDef {
  readonly id: string;
  /** What follows the number on screen. */
  readonly symbol: string;
  readonly label: string;
  readonly factor: number;
  readonly offset?: number;
  /** Decimals shown by default: what the unit's everyday readings need. */
  readonly decimals: number;
}

export interface Quantity<Id extends string = string> {
  readonly id: string;
  readonly label: string;
  readonly baseUnit: Id;
  readonly units: readonly (UnitDef & { readonly id: Id })[];
}

/** Declares a quantity; `as const` ids flow into unions such as `LengthUnitId`. */
export function defineQuantity<const U extends readonly UnitDef[]>(q: {
  id: string;
  label: string;
  baseUnit: U[number]['id'];
  units: U;
}): Quantity<U[number]['id']> & { readonly units: U } {
  return q;
}
