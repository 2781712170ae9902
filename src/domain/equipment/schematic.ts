/**
 * The wellbore schematic's geometry from a casing program: casing walls (±OD/2 from top to shoe),
 * shoes, cement bands (between the pipe's OD and the hole wall below the previous shoe, the previous
 * casing's ID above it) and the open hole (each section's hole wall from the previous shoe to its
 * own, and below the deepest set shoe down to the drilled depth). Radii in inches, depths m MD.
 */
import { previousString, type CasingString } from './casing';

export interface SchematicString extends CasingString {
  readonly name: string;
  readonly status: 'planned' | 'set';
}

export interface Band {
  readonly inner: number;
  readonly outer: number;
  readonly topM: number;
  readonly bottomM: number;
}

export interface Schematic {
  readonly walls: { readonly name: string; readonly radiusIn: number; readonly topM: number; readonly shoeM: number; readonly planned: boolean }[];
  readonly cement: (Band & { readonly kind: string; readonly name: string })[];
  readonly holes: (Band & { readonly name: string })[];
  readonly deepestM: number;
}

export function schematicOf(strings: readonly SchematicString[], drilledM: number | null): Schematic {
  const walls: Schematic['walls'][number][] = [];
  const cement: Schematic['cement'][number][] = [];
  const holes: Schematic['holes'][number][] = [];
  for (const s of strings) {
    const prev = previousString(strings, s);
    const prevShoe = prev?.shoeM ?? 0;
    // a planned string is drawn as far as the hole has been drilled; below, it is the plan
    const reach = s.status === 'set' || drilledM === null ? s.shoeM : Math.min(s.shoeM, drilledM);
    walls.push({ name: s.name, radiusIn: s.odIn / 2, topM: s.topM, shoeM: s.shoeM, planned: s.status !== 'set' });
    if (reach > prevShoe) holes.push({ name: `${s.holeSizeIn}" hole`, inner: s.odIn / 2, outer: s.holeSizeIn / 2, topM: prevShoe, bottomM: reach });
    if (s.status !== 'set') continue;
    for (const x of s.slurries) {
      const top = Math.max(x.topM, s.topM);
      const bottom = Math.min(x.bottomM, s.shoeM);
      if (prev && top < prevShoe)
        cement.push({ kind: x.kind, name: s.name, inner: s.odIn / 2, outer: prev.idIn / 2, topM: top, bottomM: Math.min(bottom, prevShoe) });
      if (bottom > Math.max(top, prevShoe))
        cement.push({ kind: x.kind, name: s.name, inner: s.odIn / 2, outer: s.holeSizeIn / 2, topM: Math.max(top, prevShoe), bottomM: bottom });
    }
  }
  const deepest = Math.max(0, ...strings.map((s) => s.shoeM), drilledM ?? 0);
  return { walls, cement, holes, deepestM: deepest };
}

/** A BHA component as the schematic draws it, listed from the bit up. */
export interface SchematicBhaComponent {
  readonly label: string;
  readonly odIn: number;
  readonly lengthM: number;
}

/** Which run the schematic shows: the one in the hole, else the next planned (highest run number), else none. */
export function schematicRun<R extends { readonly status: 'planned' | 'in_hole' | 'pulled'; readonly run_no: number }>(runs: readonly R[]): R | null {
  const inHole = runs.find((r) => r.status === 'in_hole');
  if (inHole) return inHole;
  const planned = runs.filter((r) => r.status === 'planned').sort((a, b) => b.run_no - a.run_no);
  return planned[0] ?? null;
}

/** The BHA hanging with its bit at `bitDepthM`: one full-width band (0 to OD/2, both sides) per component, bit first. */
export function bhaBands(components: readonly SchematicBhaComponent[], bitDepthM: number): (Band & { readonly label: string })[] {
  let bottom = bitDepthM;
  return components.map((c) => {
    const band = { label: c.label, inner: 0, outer: c.odIn / 2, topM: bottom - c.lengthM, bottomM: bottom };
    bottom -= c.lengthM;
    return band;
  });
}
