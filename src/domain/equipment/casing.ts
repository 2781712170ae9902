/**
 * A well's casing program: strings from the conductor down, each run from its top to its shoe in a
 * hole of a given size and cemented with lead and tail slurries up to their tops. From them: the
 * string's weight in air and buoyed, the annular volume each slurry fills (open hole below the
 * previous shoe, inside the previous casing above it) and checks a casing engineer makes first.
 * Diameters in inches (tubulars are named so), depths in metres MD, weights per metre in kg/m.
 */
import { buoyancyFactor } from '../engineering/drill-string';

/** lb/ft to kg/m (0.45359237 kg / 0.3048 m). */
export const KG_M_PER_LB_FT = 0.45359237 / 0.3048;
const IN_M = 0.0254;

export interface CementSlurry {
  readonly kind: 'lead' | 'tail' | 'unknown';
  readonly topM: number;
  readonly bottomM: number;
  readonly densityKgM3: number;
}

export interface CasingString {
  readonly type: string;
  readonly odIn: number;
  readonly idIn: number;
  readonly weightLbFt: number;
  readonly topM: number;
  readonly shoeM: number;
  readonly holeSizeIn: number;
  readonly slurries: readonly CementSlurry[];
}

/** Annular capacity between a hole (or the previous casing's ID) and a pipe's OD, m³ per metre. */
export function annularCapacityM3PerM(outerIn: number, pipeOdIn: number): number {
  return (Math.PI / 4) * ((outerIn * IN_M) ** 2 - (pipeOdIn * IN_M) ** 2);
}

/**
 * Volume a slurry fills around `s` from its top to its bottom, m³ (gauge hole, no excess): below
 * the previous string's shoe the open hole, above it the previous casing's ID.
 */
export function slurryVolumeM3(s: CasingString, slurry: CementSlurry, previous: CasingString | null): number {
  const top = Math.max(slurry.topM, s.topM);
  const bottom = Math.min(slurry.bottomM, s.shoeM);
  if (!(bottom > top)) return 0;
  const prevShoe = previous ? previous.shoeM : -Infinity;
  const cased = previous ? Math.max(0, Math.min(bottom, prevShoe) - top) : 0;
  const open = bottom - top - cased;
  return open * annularCapacityM3PerM(s.holeSizeIn, s.odIn) + (previous ? cased * annularCapacityM3PerM(previous.idIn, s.odIn) : 0);
}

export interface StringFigures {
  readonly lengthM: number;
  readonly airWeightKg: number;
  readonly buoyedWeightKg: number | null;
  /** Radial clearance between the hole and the pipe OD, in (a cement sheath under ~0.75 in is thin). */
  readonly clearanceIn: number;
  readonly slurryVolumesM3: number[];
  readonly cementTopM: number | null;
}

export function stringFigures(s: CasingString, previous: CasingString | null, mudDensityKgM3: number | null): StringFigures {
  const lengthM = s.shoeM - s.topM;
  const air = lengthM * s.weightLbFt * KG_M_PER_LB_FT;
  return {
    lengthM,
    airWeightKg: air,
    buoyedWeightKg: mudDensityKgM3 === null ? null : air * buoyancyFactor(mudDensityKgM3),
    clearanceIn: (s.holeSizeIn - s.odIn) / 2,
    slurryVolumesM3: s.slurries.map((x) => slurryVolumeM3(s, x, previous)),
    cementTopM: s.slurries.length ? Math.min(...s.slurries.map((x) => x.topM)) : null,
  };
}

/** The string set before `s`: the deepest shoe above s's shoe with a larger OD (the program need not be sorted). */
export function previousString<S extends CasingString>(all: readonly S[], s: S): S | null {
  let best: S | null = null;
  for (const x of all) if (x !== s && x.shoeM < s.shoeM && x.odIn > s.odIn && (!best || x.shoeM > best.shoeM)) best = x;
  return best;
}

/** What is wrong with a string on its own and against the rest of the program, as 'field: reason' lines. */
export function casingProblems(s: CasingString, others: readonly CasingString[]): string[] {
  const out: string[] = [];
  if (!(s.shoeM > s.topM)) out.push('shoe_m: the shoe must be deeper than the top');
  if (!(s.idIn < s.odIn)) out.push(`id_in: must be smaller than the OD (${s.odIn} in)`);
  if (!(s.holeSizeIn > s.odIn)) out.push(`hole_size_in: the hole must be larger than the casing OD (${s.odIn} in)`);
  s.slurries.forEach((x, i) => {
    if (!(x.bottomM > x.topM)) out.push(`slurries.${i}.bottom_m: must be deeper than the slurry's top`);
    if (x.bottomM > s.shoeM + 0.01) out.push(`slurries.${i}.bottom_m: cement cannot sit below the shoe (${s.shoeM} m)`);
  });
  for (const o of others) {
    // a smaller string deeper than a bigger one must pass through it: its OD fits the bigger one's ID
    if (o.shoeM < s.shoeM && o.topM <= s.topM && o.idIn <= s.odIn && o.odIn > 0 && s.topM < o.shoeM)
      out.push(`od_in: a ${s.odIn} in string cannot pass through the ${o.odIn} in casing above it (ID ${o.idIn} in)`);
  }
  return out;
}
