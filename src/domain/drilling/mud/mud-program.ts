/**
 * The mud program of a well: per hole section its depth range, bit size, mud type and planned mud
 * weight window, as its basin drills it (mudProgramFor: the basin from the well's field).
 *
 * - Permian (Delaware, Midland) horizontal: a 17½" surface hole with water-based spud mud, a 12¼"
 *   intermediate and an 8½" curve and lateral in oil-based mud, weighted up for the overpressured
 *   Wolfcamp. The section depths are the AFE's (the planned days vs depth curve of step-costs:
 *   surface to min(550 m, 10 % of TD), intermediate to 35 % of TD).
 * - Bakken (Williston Basin, North Dakota): fresh water / light water-based mud in a 13½" surface hole
 *   to about 640 m (9⅝" casing through the fresh-water sands), invert oil-based mud in the 8¾"
 *   vertical and curve to the landing point in the Middle Bakken (7" casing: the Charles salts and
 *   the Bakken shales above the target want an oil-based mud), then saltwater brine, about 1,150 to
 *   1,200 kg/m³ (9.6 to 10 ppg, cut with a little oil), in the 6" lateral for its uncemented 4½" liner.
 */

/** Every mud type a program or a report may name; BRINE: clear saltwater brine (NaCl, a Bakken lateral's). */
export const MUD_TYPES = ['WBM', 'OBM', 'BRINE'] as const;
export type MudType = (typeof MUD_TYPES)[number];
export type SectionId = 'surface' | 'intermediate' | 'lateral';

/** The basins whose wells the demo drills, each with its own program. */
export type MudBasin = 'permian' | 'bakken';

/** A well's basin from its field ('Bakken', 'Delaware Basin', 'Spraberry Trend'…): Williston fields are the Bakken's. */
export function mudBasinOfField(field: string | null | undefined): MudBasin {
  return /bakken|three forks|williston/i.test(field ?? '') ? 'bakken' : 'permian';
}

/** A Bakken well's 9⅝" surface casing shoe, m MD: below the Fox Hills and Pierre fresh-water sands. */
export const BAKKEN_SURFACE_SHOE_M = 640;

export interface MudSection {
  id: SectionId;
  name: string;
  fromM: number;
  toM: number;
  holeSizeIn: number;
  mudType: MudType;
  densityMinKgM3: number;
  densityMaxKgM3: number;
}

/** Casing points of a well planned to `tdM`: the surface and intermediate section ends, metres MD. */
export function plannedCasingPointsM(tdM: number): { surfaceM: number; intermediateM: number } {
  return { surfaceM: Math.min(550, 0.1 * tdM), intermediateM: Math.round((0.35 * tdM) / 10) * 10 };
}

/** The demo wells' mud program for a well planned to `tdM`. */
export function plannedMudProgram(tdM: number): MudSection[] {
  const { surfaceM, intermediateM } = plannedCasingPointsM(tdM);
  return [
    { id: 'surface', name: 'Surface 17½"', fromM: 0, toM: surfaceM, holeSizeIn: 17.5, mudType: 'WBM', densityMinKgM3: 1030, densityMaxKgM3: 1100 },
    {
      id: 'intermediate',
      name: 'Intermediate 12¼"',
      fromM: surfaceM,
      toM: intermediateM,
      holeSizeIn: 12.25,
      mudType: 'OBM',
      densityMinKgM3: 1100,
      densityMaxKgM3: 1200,
    },
    {
      id: 'lateral',
      name: 'Curve and lateral 8½"',
      fromM: intermediateM,
      toM: tdM,
      holeSizeIn: 8.5,
      mudType: 'OBM',
      densityMinKgM3: 1250,
      densityMaxKgM3: 1450,
    },
  ];
}

/**
 * A Bakken well's program to `tdM`: the surface hole to its surface casing shoe, the vertical and
 * curve to its intermediate shoe (the landing point), the lateral to TD. Without the well's casing
 * points: the surface shoe at BAKKEN_SURFACE_SHOE_M and the landing at 56 % of TD (a two-mile lateral
 * behind a 3,250 m TVD curve).
 */
export function bakkenMudProgram(tdM: number, casing: { surfaceM: number; intermediateM: number } | null = null): MudSection[] {
  const surfaceM = casing?.surfaceM ?? Math.min(BAKKEN_SURFACE_SHOE_M, 0.15 * tdM);
  const intermediateM = casing?.intermediateM ?? Math.round((0.56 * tdM) / 10) * 10;
  return [
    { id: 'surface', name: 'Surface 13½"', fromM: 0, toM: surfaceM, holeSizeIn: 13.5, mudType: 'WBM', densityMinKgM3: 1000, densityMaxKgM3: 1080 },
    {
      id: 'intermediate',
      name: 'Vertical and curve 8¾"',
      fromM: surfaceM,
      toM: intermediateM,
      holeSizeIn: 8.75,
      mudType: 'OBM',
      densityMinKgM3: 1140,
      densityMaxKgM3: 1260,
    },
    { id: 'lateral', name: 'Lateral 6"', fromM: intermediateM, toM: tdM, holeSizeIn: 6, mudType: 'BRINE', densityMinKgM3: 1150, densityMaxKgM3: 1200 },
  ];
}

/**
 * The program a well of `basin` planned to `tdM` is drilled with. A Bakken well's sections end at its
 * own casing shoes when it has them (`casing`); a Permian well's are the AFE's casing points.
 */
export function mudProgramFor(basin: MudBasin, tdM: number, casing: { surfaceM: number; intermediateM: number } | null = null): MudSection[] {
  return basin === 'bakken' ? bakkenMudProgram(tdM, casing) : plannedMudProgram(tdM);
}

/** The section a hole depth is in: the first whose range holds it (its end inclusive), the last below TD. */
export function sectionAt<S extends { fromM: number; toM: number }>(program: readonly S[], holeDepthM: number): S | null {
  if (!program.length || !Number.isFinite(holeDepthM)) return null;
  return program.find((s) => holeDepthM <= s.toM) ?? program[program.length - 1];
}

export interface ReportForProgram {
  section: string;
  mudType: MudType;
  densityKgM3: number;
}

export interface SectionVsActual {
  section: MudSection;
  reports: number;
  actualTypes: MudType[];
  densityMinKgM3: number | null;
  densityMaxKgM3: number | null;
  densityAvgKgM3: number | null;
  /** Reports whose mud weight is outside the planned window. */
  outsideWindow: number;
  /** Every report in the planned mud type (true without reports). */
  typeAsPlanned: boolean;
}

/** Plan against actual per section: the reports of each section, their mud weights and types. */
export function programVsActual(program: readonly MudSection[], reports: readonly ReportForProgram[]): SectionVsActual[] {
  return program.map((section) => {
    const mine = reports.filter((r) => r.section === section.id);
    const d = mine.map((r) => r.densityKgM3);
    const types = [...new Set(mine.map((r) => r.mudType))].sort();
    return {
      section,
      reports: mine.length,
      actualTypes: types,
      densityMinKgM3: d.length ? Math.min(...d) : null,
      densityMaxKgM3: d.length ? Math.max(...d) : null,
      densityAvgKgM3: d.length ? d.reduce((a, x) => a + x, 0) / d.length : null,
      outsideWindow: d.filter((x) => x < section.densityMinKgM3 || x > section.densityMaxKgM3).length,
      typeAsPlanned: types.every((t) => t === section.mudType),
    };
  });
}
