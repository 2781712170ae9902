/**
 * A well design's hole sections and completion stages: the checks a design must pass (sections in
 * order without gaps, casing inside its hole, each hole inside the casing above it; stages without
 * overlap) and the volumes an engineer reads off it (open hole, and the annulus between the hole and
 * the casing set in it, m³). The default design of a well follows its mud program (hole sizes, casing
 * points, mud windows) with the casing usually run in each hole size.
 */
import { plannedMudProgram, type MudType } from '../drilling/mud/mud-program';

export interface DesignSection {
  name: string;
  from_m: number;
  to_m: number;
  hole_in: number;
  casing_od_in: number | null;
  mud_type: MudType;
  mud_min_kg_m3: number;
  mud_max_kg_m3: number;
}

export interface DesignStage {
  stage_no: number;
  top_md_m: number;
  bottom_md_m: number;
  clusters: number;
  proppant_t: number;
  clean_m3: number;
}

export interface DesignProblem {
  /** The field path the problem is about (sections.1.hole_in). */
  field: string;
  message: string;
}

const IN_M = 0.0254;

/** The casing usually run in a hole size (API clearance): 17½" → 13⅜", 12¼" → 9⅝", 8¾" → 5½". */
const CASING_FOR_HOLE: Record<string, number> = { '26': 20, '17.5': 13.375, '12.25': 9.625, '8.75': 5.5, '8.5': 5.5, '6.125': 4.5 };

export const casingForHole = (holeIn: number): number | null => CASING_FOR_HOLE[String(holeIn)] ?? null;

/** The demo design of a well planned to `tdM`: its mud program's sections with their usual casing. */
export function defaultSections(tdM: number): DesignSection[] {
  return plannedMudProgram(tdM).map((s) => ({
    name: s.name,
    from_m: s.fromM,
    to_m: s.toM,
    hole_in: s.holeSizeIn,
    casing_od_in: casingForHole(s.holeSizeIn),
    mud_type: s.mudType,
    mud_min_kg_m3: s.densityMinKgM3,
    mud_max_kg_m3: s.densityMaxKgM3,
  }));
}

export function sectionProblems(sections: readonly DesignSection[]): DesignProblem[] {
  const out: DesignProblem[] = [];
  sections.forEach((s, i) => {
    const f = (k: string) => `sections.${i}.${k}`;
    if (s.to_m <= s.from_m) out.push({ field: f('to_m'), message: `must be deeper than the section's top (${s.from_m} m)` });
    if (i === 0 && s.from_m !== 0) out.push({ field: f('from_m'), message: 'the first section starts at surface (0 m)' });
    const prev = sections[i - 1];
    if (prev && s.from_m !== prev.to_m) out.push({ field: f('from_m'), message: `must start where the section above ends (${prev.to_m} m)` });
    if (s.casing_od_in !== null && s.casing_od_in >= s.hole_in)
      out.push({ field: f('casing_od_in'), message: `must be smaller than the hole (${s.hole_in} in)` });
    if (prev?.casing_od_in != null && s.hole_in >= prev.casing_od_in)
      out.push({ field: f('hole_in'), message: `must pass through the casing above (${prev.casing_od_in} in OD)` });
    if (s.mud_max_kg_m3 < s.mud_min_kg_m3) out.push({ field: f('mud_max_kg_m3'), message: `must not be below the minimum (${s.mud_min_kg_m3} kg/m³)` });
  });
  return out;
}

export function stageProblems(stages: readonly DesignStage[]): DesignProblem[] {
  const out: DesignProblem[] = [];
  const seen = new Set<number>();
  stages.forEach((s, i) => {
    const f = (k: string) => `stages.${i}.${k}`;
    if (seen.has(s.stage_no)) out.push({ field: f('stage_no'), message: `stage ${s.stage_no} appears twice` });
    seen.add(s.stage_no);
    if (s.bottom_md_m <= s.top_md_m) out.push({ field: f('bottom_md_m'), message: `must be deeper than the stage top (${s.top_md_m} m)` });
    const other = stages.find((o, j) => j < i && o.top_md_m < s.bottom_md_m && s.top_md_m < o.bottom_md_m);
    if (other) out.push({ field: f('top_md_m'), message: `overlaps stage ${other.stage_no}` });
  });
  return out;
}

/** Volume of a cylinder of diameter `dIn` inches over `lengthM` metres, m³. */
export const holeVolumeM3 = (dIn: number, lengthM: number) => (Math.PI / 4) * (dIn * IN_M) ** 2 * lengthM;

export interface SectionFigures {
  length_m: number;
  open_hole_m3: number;
  /** Between the hole and the casing set in it over the whole section (the cement job's open-hole annulus, no excess). */
  casing_annulus_m3: number | null;
}

export function sectionFigures(s: DesignSection): SectionFigures {
  const length = s.to_m - s.from_m;
  const hole = holeVolumeM3(s.hole_in, length);
  return {
    length_m: length,
    open_hole_m3: hole,
    casing_annulus_m3: s.casing_od_in === null ? null : hole - holeVolumeM3(s.casing_od_in, length),
  };
}

/** A stored design as the API answers it (server/engineering/well-designs.ts). */
export interface WellDesignRecord {
  id: string;
  well_id: string;
  stage: 'drilling' | 'completions';
  name: string;
  version: number;
  plan_id: string | null;
  plan_name: string | null;
  sections: DesignSection[];
  stages: DesignStage[];
  notes: string;
  source: string;
  created_at: string;
  updated_at: string;
}
