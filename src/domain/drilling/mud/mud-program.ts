/**
 * The mud program of a well: per hole section its depth range, bit size, mud type and planned mud
 * weight window. A Delaware Basin horizontal is drilled in three sections: a 17½" surface hole with
 * water-based spud mud, a 12¼" intermediate and an 8½" curve and lateral in oil-based mud, weighted
 * up for the overpressured Wolfcamp. The section depths are the AFE's (the planned days vs depth
 * curve of step-costs: surface to min(550 m, 10 % of TD), intermediate to 35 % of TD).
 */

export type MudType = 'WBM' | 'OBM';
export type SectionId = 'surface' | 'intermediate' | 'lateral';

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
