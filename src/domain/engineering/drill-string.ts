/**
 * The drill string as the engineering models see it: sections listed from the bit up, each a run of
 * pipe of one size; the top section reaches the surface whatever its length says (it is the drill
 * pipe that is added stand by stand). SI throughout: metres, kilograms per metre in air.
 */

/** Standard gravity, m/s². */
export const G = 9.80665;
/** Steel density, kg/m³ (API RP 7G and Bourgoyne's buoyancy factor use 65.5 ppg = 7,849 kg/m³). */
export const STEEL_DENSITY_KG_M3 = 7850;

export interface StringSection {
  readonly name: string;
  /** Length of this section, m (the top section is stretched to the surface). */
  readonly lengthM: number;
  /** Outside diameter of the body, m. */
  readonly odM: number;
  /** Inside diameter, m (0 for a solid component). */
  readonly idM: number;
  /** Adjusted weight in air, tool joints included, kg/m. */
  readonly weightKgPerM: number;
}

/**
 * Buoyancy factor for one fluid inside and outside the pipe: 1 − ρ_mud / ρ_steel (Bourgoyne et al.,
 * Applied Drilling Engineering, SPE Textbook Series vol. 2, ch. 7: BF = 1 − ρ_m/ρ_s). It holds whatever
 * the tool joints add, because it scales the steel that is really there.
 */
export function buoyancyFactor(mudDensityKgM3: number): number {
  return 1 - mudDensityKgM3 / STEEL_DENSITY_KG_M3;
}

/** Buoyed weight of a section per metre, N/m. */
export function buoyedWeightNPerM(s: StringSection, mudDensityKgM3: number): number {
  return s.weightKgPerM * G * buoyancyFactor(mudDensityKgM3);
}

/** Where each section runs with the bit at `bitMdM`: MD from–to, shallowest last; the top section reaches 0. */
export function sectionSpans(string: readonly StringSection[], bitMdM: number): { section: StringSection; topMdM: number; bottomMdM: number }[] {
  const out: { section: StringSection; topMdM: number; bottomMdM: number }[] = [];
  let bottom = bitMdM;
  for (let i = 0; i < string.length && bottom > 0; i++) {
    const top = i === string.length - 1 ? 0 : Math.max(0, bottom - string[i].lengthM);
    out.push({ section: string[i], topMdM: top, bottomMdM: bottom });
    bottom = top;
  }
  return out;
}
