/**
 * A well design's hole sections and completion stages: the checks a design must pass (sections in
 * order without gaps, casing inside its hole, each hole inside the casing above it; stages without
 * overlap) and the volumes an engineer reads off it (open hole, and the annulus between the hole and
 * the casing set in it, m³). The default design of a well follows its mud program (hole sizes, casing
 * points, mud windows) with the casing usually run in each hole size.
 */
import { plannedMudProgram, type MudSection, type MudType } from '../drilling/mud/mud-program';
import { inches } from '../equipment/inches';

export interface DesignSection {
  name: string;
  from_m: number;
  to_m: number;
  hole_in: number;
  casing_od_in: number | null;
  mud_type: MudType;
  mud_min_kg_m3: number;
  mud_max_kg_m3: number;
  /** The casing string (assembly) of the well's casing program set in this section; absent or null: none linked. */
  casing_assembly_id?: string | null;
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

/** A string of the well's casing program, as a design reads it. */
export interface CasingForDesign {
  id: string;
  name: string;
  casing_type: string;
  od_in: number;
  hole_size_in: number;
  shoe_m: number;
}

/** Hole sizes closer than this are the same bit (8½" and 8¾" are drilled by the same program). */
const SAME_HOLE_IN = 0.3;
const ROLE: Record<string, string> = { surface: 'Surface', intermediate: 'Intermediate', production: 'Production' };

/** The mud program's section holding most of [fromM, toM]. */
function mudFor(mud: readonly MudSection[], fromM: number, toM: number): MudSection | null {
  let best: MudSection | null = null;
  let overlap = 0;
  for (const m of mud) {
    const o = Math.min(m.toM, toM) - Math.max(m.fromM, fromM);
    if (o > overlap) [best, overlap] = [m, o];
  }
  return best;
}

/**
 * The sections of a well's generated design. The casing program decides the hole sizes: when its
 * strings (below the conductor) drill the holes of the planned mud program, its sections are kept (its casing points are the AFE's); otherwise (a Bakken well: 9⅝" surface in 13½" hole, 7"
 * intermediate in 8¾" to the landing point, 4½" liner in the 6" lateral) one section per string from
 * the shoe above to its own, the last to TD, with the mud window of the well's mud program section it
 * mostly lies in. Either way each section is linked to the string set in it (same OD, shoe in the section).
 */
export function generatedSections(tdM: number, mud: readonly MudSection[], casing: readonly CasingForDesign[]): DesignSection[] {
  const strings = casing.filter((c) => c.casing_type !== 'conductor' && c.casing_type !== 'riser').sort((a, b) => a.shoe_m - b.shoe_m);
  const program = mud.length ? mud : plannedMudProgram(tdM);
  const planned = plannedMudProgram(tdM);
  const sameHoles = strings.length === planned.length && strings.every((c, i) => Math.abs(c.hole_size_in - planned[i].holeSizeIn) <= SAME_HOLE_IN);
  const sections: DesignSection[] =
    !strings.length || sameHoles
      ? defaultSections(tdM)
      : strings.map((c, i) => {
          const from = i === 0 ? 0 : strings[i - 1].shoe_m;
          const to = i === strings.length - 1 ? Math.max(c.shoe_m, tdM) : c.shoe_m;
          const m = mudFor(program, from, to);
          const last = i === strings.length - 1 && i > 0;
          return {
            name: `${last ? 'Lateral' : (ROLE[c.casing_type] ?? 'Section')} ${inches(c.hole_size_in)}`,
            from_m: from,
            to_m: to,
            hole_in: c.hole_size_in,
            casing_od_in: c.od_in,
            mud_type: m?.mudType ?? 'WBM',
            mud_min_kg_m3: m?.densityMinKgM3 ?? 1030,
            mud_max_kg_m3: m?.densityMaxKgM3 ?? 1100,
          };
        });
  return sections.map((s) => {
    const c = strings.find((x) => s.casing_od_in !== null && Math.abs(x.od_in - s.casing_od_in) < 0.01 && x.shoe_m > s.from_m && x.shoe_m <= s.to_m + 50);
    return { ...s, casing_assembly_id: c?.id ?? null };
  });
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
