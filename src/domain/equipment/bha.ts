/**
 * A bottom-hole assembly as the driller lists it: components from the bit up, each with its OD, ID,
 * length and weight per metre in air. From them: where each component sits above the bit (its
 * bottom and top), the assembly's length and weight in air and buoyed in the well's mud, and how far
 * above the bit each sensor reads (the bit-to-sensor offset the MWD/LWD depth correction uses).
 * SI inside (m, kg/m, kg/m³); diameters in inches, as tubulars are named.
 */
import { buoyancyFactor } from '../engineering/drill-string';

export const BHA_COMPONENT_TYPES = [
  { id: 'bit', label: 'Bit' },
  { id: 'motor', label: 'Mud motor' },
  { id: 'rss', label: 'Rotary steerable' },
  { id: 'mwd', label: 'MWD' },
  { id: 'lwd', label: 'LWD' },
  { id: 'stabilizer', label: 'Stabiliser' },
  { id: 'nmdc', label: 'Non-magnetic drill collar' },
  { id: 'drill_collar', label: 'Drill collar' },
  { id: 'float_sub', label: 'Float sub' },
  { id: 'crossover', label: 'Crossover' },
  { id: 'jar', label: 'Drilling jar' },
  { id: 'hwdp', label: 'Heavy-weight drill pipe' },
  { id: 'drill_pipe', label: 'Drill pipe' },
  { id: 'other', label: 'Other' },
] as const;
export type BhaComponentType = (typeof BHA_COMPONENT_TYPES)[number]['id'];
export const BHA_TYPE_IDS = BHA_COMPONENT_TYPES.map((t) => t.id) as [BhaComponentType, ...BhaComponentType[]];

export interface BhaComponent {
  readonly type: BhaComponentType;
  readonly description: string;
  readonly odIn: number;
  readonly idIn: number;
  readonly lengthM: number;
  /** Weight in air per metre, tool joints and upsets included, kg/m. */
  readonly weightKgPerM: number;
  /** Where the component's sensor reads, metres above its own bottom (MWD, LWD, gamma at bit); null: no sensor. */
  readonly sensorOffsetM: number | null;
}

export interface PlacedComponent<C extends BhaComponent = BhaComponent> {
  readonly component: C;
  /** Position from the bit, 1 = the bit. */
  readonly position: number;
  readonly bottomFromBitM: number;
  /** Cumulative length from the bit to this component's top, m. */
  readonly topFromBitM: number;
  readonly airWeightKg: number;
  /** null when the mud density is unknown. */
  readonly buoyedWeightKg: number | null;
  /** Bit-to-sensor distance, m (null when the component carries no sensor). */
  readonly sensorFromBitM: number | null;
}

export interface BhaSummary<C extends BhaComponent = BhaComponent> {
  readonly components: PlacedComponent<C>[];
  readonly totalLengthM: number;
  readonly airWeightKg: number;
  readonly buoyancyFactor: number | null;
  readonly buoyedWeightKg: number | null;
  /** Largest OD in the string, in. */
  readonly maxOdIn: number;
}

/** Places components listed from the bit up and sums the assembly; `mudDensityKgM3` null leaves the buoyed figures unknown. */
export function summariseBha<C extends BhaComponent>(components: readonly C[], mudDensityKgM3: number | null): BhaSummary<C> {
  const bf = mudDensityKgM3 === null ? null : buoyancyFactor(mudDensityKgM3);
  let fromBitM = 0;
  let airKg = 0;
  const placed = components.map((c, i) => {
    const bottom = fromBitM;
    fromBitM += c.lengthM;
    const air = c.lengthM * c.weightKgPerM;
    airKg += air;
    return {
      component: c,
      position: i + 1,
      bottomFromBitM: bottom,
      topFromBitM: fromBitM,
      airWeightKg: air,
      buoyedWeightKg: bf === null ? null : air * bf,
      sensorFromBitM: c.sensorOffsetM === null ? null : bottom + c.sensorOffsetM,
    };
  });
  return {
    components: placed,
    totalLengthM: fromBitM,
    airWeightKg: airKg,
    buoyancyFactor: bf,
    buoyedWeightKg: bf === null ? null : airKg * bf,
    maxOdIn: components.reduce((m, c) => Math.max(m, c.odIn), 0),
  };
}

/**
 * Weight per metre in air of a plain steel tube, kg/m: ρ_steel · π/4 · (OD² − ID²). A collar's or a
 * motor's catalogue weight is close to it; drill pipe's adjusted weight adds the tool joints.
 */
export function plainTubeWeightKgPerM(odIn: number, idIn: number, steelKgM3 = 7850): number {
  const m = 0.0254;
  return (steelKgM3 * Math.PI * ((odIn * m) ** 2 - (idIn * m) ** 2)) / 4;
}

/** What is wrong with a component list, as 'components.N.field: reason' lines (empty when fine). */
export function bhaProblems(components: readonly BhaComponent[]): string[] {
  const out: string[] = [];
  components.forEach((c, i) => {
    if (c.idIn >= c.odIn) out.push(`components.${i}.id_in: must be smaller than the OD (${c.odIn} in)`);
    if (c.sensorOffsetM !== null && c.sensorOffsetM > c.lengthM) out.push(`components.${i}.sensor_offset_m: must lie within the component (${c.lengthM} m)`);
    if (i > 0 && c.type === 'bit') out.push(`components.${i}.type: only the first component (at the bottom) can be the bit`);
  });
  return out;
}
