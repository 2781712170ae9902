/**
 * A drilling program: the well's plan section by section. Most of it belongs elsewhere and is only
 * read here: the hole sections (depths, hole size) are the design's, the casing strings and BHA runs
 * the equipment assemblies', the mud the mud program's, TVD the trajectory's, days and cost the AFE's,
 * formation tops and hazards the well's own. What the program holds itself is, per section, the
 * drilling parameter ranges (WOB, surface RPM, flow, standpipe pressure) and notes; this file joins
 * the two and checks that the sources agree (a BHA drilling another hole size than the design's).
 *
 * The field engineer's check (parameterChecks) compares the readings while drilling with the ranges
 * of the section the bit is in.
 */
import type { AfePoint, CostRate } from '../drilling/kpi/costs';

/** The program's own part of a section: the parameter ranges, matched to the design's section by name. */
export interface SectionParameters {
  section: string;
  wob_min_t: number;
  wob_max_t: number;
  /** Surface (top drive) rotary speed while rotary drilling; sliding turns only the motor. */
  rpm_min: number;
  rpm_max: number;
  flow_min_lpm: number;
  flow_max_lpm: number;
  spp_min_mpa: number;
  spp_max_mpa: number;
  notes: string;
}

export const PROGRAM_STATUSES = ['draft', 'submitted', 'approved'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export interface ParameterProblem {
  field: string;
  message: string;
}

const PAIRS = [
  ['wob_min_t', 'wob_max_t', 't'],
  ['rpm_min', 'rpm_max', 'rpm'],
  ['flow_min_lpm', 'flow_max_lpm', 'L/min'],
  ['spp_min_mpa', 'spp_max_mpa', 'MPa'],
] as const;

/** Each range's minimum not above its maximum; each section named once. */
export function parameterProblems(sections: readonly SectionParameters[]): ParameterProblem[] {
  const out: ParameterProblem[] = [];
  const seen = new Set<string>();
  sections.forEach((s, i) => {
    const key = s.section.trim().toLowerCase();
    if (seen.has(key)) out.push({ field: `sections.${i}.section`, message: `section ${s.section} has ranges twice` });
    seen.add(key);
    for (const [lo, hi, unit] of PAIRS)
      if (s[hi] < s[lo]) out.push({ field: `sections.${i}.${hi}`, message: `must not be below the minimum (${s[lo]} ${unit})` });
  });
  return out;
}

/**
 * Starting ranges for a hole size, what PDC-and-motor practice on land wells uses (the driller's
 * roadmaps narrow them per formation): flow for an annular velocity that cleans the hole (about
 * 30–40 gpm per inch of hole in vertical sections, less once the string rotates in the lateral),
 * WOB by bit size, standpipe pressure rising as the hole deepens and narrows (a window wide enough for
 * the whole section: the 8½" curve and lateral pump at about 14 MPa at its top and 26 MPa at TD).
 */
export function defaultParameters(section: string, holeIn: number): SectionParameters {
  const at = (wob: [number, number], rpm: [number, number], flow: [number, number], spp: [number, number], notes: string): SectionParameters => ({
    section,
    wob_min_t: wob[0],
    wob_max_t: wob[1],
    rpm_min: rpm[0],
    rpm_max: rpm[1],
    flow_min_lpm: flow[0],
    flow_max_lpm: flow[1],
    spp_min_mpa: spp[0],
    spp_max_mpa: spp[1],
    notes,
  });
  if (holeIn >= 16) return at([4, 14], [60, 120], [2800, 3800], [6, 16], 'Control-drill the first stands below the conductor; keep the hole vertical.');
  if (holeIn >= 12) return at([8, 18], [60, 120], [2600, 3400], [14, 24], 'Hold verticality; pump sweeps each stand through the sands.');
  if (holeIn >= 8) return at([6, 16], [50, 110], [2000, 2700], [12, 28], 'Curve on the motor; lateral rotating where the toolface allows.');
  return at([3, 9], [50, 100], [900, 1250], [14, 24], 'Small hole: keep WOB light to spare the motor.');
}

// ───────────────────────── the program composed from its sources ─────────────────────────

export interface DesignSectionIn {
  name: string;
  from_m: number;
  to_m: number;
  hole_in: number;
  casing_od_in: number | null;
  mud_type: string;
  mud_min_kg_m3: number;
  mud_max_kg_m3: number;
  /** The casing string the design links to this section (else the one whose shoe is in it). */
  casing_assembly_id?: string | null;
}

export interface CasingIn {
  id: string;
  name: string;
  od_in: number;
  weight_lb_ft: number;
  grade: string;
  top_m: number;
  shoe_m: number;
  hole_size_in: number;
  status: string;
}

export interface BhaIn {
  id: string;
  run_no: number;
  name: string;
  hole_size_in: number;
  status: string;
  depth_in_m: number | null;
  depth_out_m: number | null;
  bit: string | null;
  motor: string | null;
}

export interface MudIn {
  name: string;
  from_m: number;
  to_m: number;
  mud_type: string;
  density_min_kg_m3: number;
  density_max_kg_m3: number;
}

export interface DepthItem {
  name: string;
  md_m: number;
  tvd_m: number | null;
}

export interface HazardIn {
  title: string;
  severity: string | null;
  depth_m: number;
}

export interface AfeIn {
  name: string;
  currency: string;
  curve: readonly AfePoint[];
  rates: readonly CostRate[];
}

export interface ProgramSources {
  sections: readonly DesignSectionIn[];
  parameters: readonly SectionParameters[];
  casing: readonly CasingIn[];
  bhas: readonly BhaIn[];
  mud: readonly MudIn[];
  tops: readonly DepthItem[];
  hazards: readonly HazardIn[];
  afe: AfeIn | null;
  /** TVD at an MD on the well's trajectory (survey, then plan); null beyond it. */
  tvdAt: (mdM: number) => number | null;
}

export interface ProgramSection {
  index: number;
  name: string;
  from_m: number;
  to_m: number;
  from_tvd_m: number | null;
  to_tvd_m: number | null;
  length_m: number;
  hole_in: number;
  casing_od_in: number | null;
  casing: CasingIn | null;
  bhas: BhaIn[];
  mud: { source: 'mud program' | 'design'; mud_type: string; density_min_kg_m3: number; density_max_kg_m3: number };
  parameters: SectionParameters | null;
  tops: DepthItem[];
  hazards: HazardIn[];
  planned_days: number | null;
  planned_cost: number | null;
  /** Where the sources disagree with the design, in words. */
  checks: string[];
}

export interface ProgramTotals {
  sections: number;
  td_m: number | null;
  td_tvd_m: number | null;
  planned_days: number | null;
  planned_cost: number | null;
  currency: string | null;
  afe_name: string | null;
}

const HOLE_TOLERANCE_IN = 0.3;
const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * Days from spud until the plan leaves a depth: the AFE curve's last time at or above it, so a
 * section ends after its casing run (the curve's flat stretch at the shoe). Null beyond the curve.
 */
export function plannedDaysLeaving(curve: readonly AfePoint[], depthM: number): number | null {
  if (curve.length === 0 || depthM > curve[curve.length - 1].depthM + 1e-6) return null;
  let best: number | null = null;
  for (let i = 0; i < curve.length; i++) {
    const b = curve[i];
    if (b.depthM <= depthM) best = Math.max(best ?? -Infinity, b.days);
    const a = curve[i - 1];
    if (a && a.depthM <= depthM && depthM < b.depthM) {
      const v = a.days + ((depthM - a.depthM) / (b.depthM - a.depthM)) * (b.days - a.days);
      best = Math.max(best ?? -Infinity, v);
    }
  }
  return best;
}

/** Planned days and cost of drilling and casing a section: the AFE's days between leaving its top and its shoe, priced at its rates. */
export function sectionDaysAndCost(afe: AfeIn | null, fromM: number, toM: number): { days: number | null; cost: number | null } {
  if (!afe) return { days: null, cost: null };
  // The first section starts at spud (day 0), not after whatever the curve does at surface.
  const start = fromM <= 0 ? 0 : plannedDaysLeaving(afe.curve, fromM);
  const end = plannedDaysLeaving(afe.curve, toM);
  if (start === null || end === null) return { days: null, cost: null };
  const days = Math.max(0, end - start);
  let cost = 0;
  for (const r of afe.rates) cost += r.basis === 'day' ? r.rate * days : r.rate * Math.max(0, toM - fromM);
  return { days: round(days, 2), cost: Math.round(cost) };
}

/** The casing set at the end of a section: the string the design links, else the one whose shoe is nearest its end (within its depth range). */
function casingOf(s: DesignSectionIn, casing: readonly CasingIn[]): CasingIn | null {
  const linked = s.casing_assembly_id ? casing.find((c) => c.id === s.casing_assembly_id) : undefined;
  if (linked) return linked;
  const inside = casing.filter((c) => c.shoe_m > s.from_m && c.shoe_m <= s.to_m + 50);
  inside.sort((a, b) => Math.abs(a.shoe_m - s.to_m) - Math.abs(b.shoe_m - s.to_m));
  return inside[0] ?? null;
}

/** The runs that drill a section: by the depths they drilled, else (planned runs) by hole size. */
function bhasOf(s: DesignSectionIn, bhas: readonly BhaIn[], casing: CasingIn | null): BhaIn[] {
  return bhas.filter((b) => {
    if (b.depth_in_m !== null && b.depth_out_m !== null) return Math.min(b.depth_out_m, s.to_m) - Math.max(b.depth_in_m, s.from_m) > 1;
    const hole = casing?.hole_size_in ?? s.hole_in;
    return Math.abs(b.hole_size_in - hole) <= HOLE_TOLERANCE_IN || Math.abs(b.hole_size_in - s.hole_in) <= HOLE_TOLERANCE_IN;
  });
}

/** The mud program's section holding most of the design's section. */
function mudOf(s: DesignSectionIn, mud: readonly MudIn[]): MudIn | null {
  let best: MudIn | null = null;
  let overlap = 0;
  for (const m of mud) {
    const o = Math.min(m.to_m, s.to_m) - Math.max(m.from_m, s.from_m);
    if (o > overlap) [best, overlap] = [m, o];
  }
  return best;
}

const inchText = (x: number) => `${x}"`;

export function composeProgram(src: ProgramSources): { sections: ProgramSection[]; totals: ProgramTotals } {
  const params = new Map(src.parameters.map((p) => [p.section.trim().toLowerCase(), p]));
  const sections = src.sections.map((s, index): ProgramSection => {
    const casing = casingOf(s, src.casing);
    const bhas = bhasOf(s, src.bhas, casing);
    const mud = mudOf(s, src.mud);
    const { days, cost } = sectionDaysAndCost(src.afe, s.from_m, s.to_m);
    const p = params.get(s.name.trim().toLowerCase()) ?? null;
    const checks: string[] = [];
    if (!p) checks.push('No parameter ranges for this section yet.');
    if (!casing && s.casing_od_in !== null)
      checks.push(`The design sets ${inchText(s.casing_od_in)} casing here but the casing program has no string with its shoe in this section.`);
    if (casing && Math.abs(casing.hole_size_in - s.hole_in) > HOLE_TOLERANCE_IN)
      checks.push(`The casing program runs ${casing.name} in ${inchText(casing.hole_size_in)} hole; the design drills ${inchText(s.hole_in)}.`);
    if (casing && s.casing_od_in !== null && Math.abs(casing.od_in - s.casing_od_in) > 0.01)
      checks.push(`The casing program's ${casing.name} is ${inchText(casing.od_in)}; the design sets ${inchText(s.casing_od_in)}.`);
    for (const b of bhas)
      if (Math.abs(b.hole_size_in - s.hole_in) > HOLE_TOLERANCE_IN)
        checks.push(`Run ${b.run_no} drills ${inchText(b.hole_size_in)} hole; the design drills ${inchText(s.hole_in)}.`);
    if (bhas.length === 0) checks.push('No BHA run planned for this section.');
    if (mud && mud.mud_type !== s.mud_type) checks.push(`The mud program plans ${mud.mud_type}; the design ${s.mud_type}.`);
    return {
      index,
      name: s.name,
      from_m: s.from_m,
      to_m: s.to_m,
      from_tvd_m: nullableRound(src.tvdAt(s.from_m)),
      to_tvd_m: nullableRound(src.tvdAt(s.to_m)),
      length_m: round(s.to_m - s.from_m, 1),
      hole_in: s.hole_in,
      casing_od_in: s.casing_od_in,
      casing,
      bhas,
      mud: mud
        ? { source: 'mud program', mud_type: mud.mud_type, density_min_kg_m3: mud.density_min_kg_m3, density_max_kg_m3: mud.density_max_kg_m3 }
        : { source: 'design', mud_type: s.mud_type, density_min_kg_m3: s.mud_min_kg_m3, density_max_kg_m3: s.mud_max_kg_m3 },
      parameters: p,
      // A top at a section's end belongs to the section below (the shoe is set above it).
      tops: src.tops.filter((t) => t.md_m >= s.from_m && t.md_m < s.to_m),
      hazards: src.hazards.filter((h) => h.depth_m >= s.from_m && h.depth_m < s.to_m),
      planned_days: days,
      planned_cost: cost,
      checks,
    };
  });
  return { sections, totals: programTotals(sections, src.afe) };
}

const nullableRound = (x: number | null) => (x === null || !Number.isFinite(x) ? null : round(x, 1));

export function programTotals(sections: readonly ProgramSection[], afe: AfeIn | null): ProgramTotals {
  const last = sections[sections.length - 1];
  const all = <K extends 'planned_days' | 'planned_cost'>(k: K) =>
    sections.length && sections.every((s) => s[k] !== null) ? sections.reduce((a, s) => a + (s[k] as number), 0) : null;
  const days = all('planned_days');
  return {
    sections: sections.length,
    td_m: last?.to_m ?? null,
    td_tvd_m: last?.to_tvd_m ?? null,
    planned_days: days === null ? null : round(days, 2),
    planned_cost: all('planned_cost'),
    currency: afe?.currency ?? null,
    afe_name: afe?.name ?? null,
  };
}

// ───────────────────────── the field engineer's check ─────────────────────────

/** Section index the bit is in: the first whose range holds the depth (its shoe inclusive); below TD, the last. */
export function sectionIndexAt(sections: readonly { from_m: number; to_m: number }[], bitDepthM: number): number | null {
  if (!sections.length || !Number.isFinite(bitDepthM) || bitDepthM < 0) return null;
  const i = sections.findIndex((s) => bitDepthM <= s.to_m);
  return i >= 0 ? i : sections.length - 1;
}

export type ParameterId = 'wob' | 'rpm' | 'flow' | 'spp';

export interface ParameterCheck {
  id: ParameterId;
  label: string;
  unit: string;
  min: number;
  max: number;
  /** Readings compared (rotary drilling only for RPM, all on-bottom drilling for the rest). */
  samples: number;
  median: number | null;
  p10: number | null;
  p90: number | null;
  latest: number | null;
  /** Share of the readings outside the range, 0–1. */
  outside_fraction: number | null;
  /** 'low' / 'high': the median is outside the range; 'ok' inside; 'no data' without readings. */
  status: 'ok' | 'low' | 'high' | 'no data';
}

/** The q-quantile of sorted values, linear between ranks (q = 0.5: the median). */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (!sorted.length) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export interface DrillingReadings {
  wobT: readonly number[];
  rpm: readonly number[];
  flowLpm: readonly number[];
  sppMPa: readonly number[];
}

/** A parameter's readings against its range: the median decides the flag, the share outside says how often. */
export function checkParameter(id: ParameterId, label: string, unit: string, min: number, max: number, readings: readonly number[]): ParameterCheck {
  const vals = readings.filter((v) => Number.isFinite(v));
  const sorted = [...vals].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const r = (x: number | null) => (x === null ? null : round(x, 2));
  return {
    id,
    label,
    unit,
    min,
    max,
    samples: vals.length,
    median: r(median),
    p10: r(quantile(sorted, 0.1)),
    p90: r(quantile(sorted, 0.9)),
    latest: vals.length ? r(vals[vals.length - 1]) : null,
    outside_fraction: vals.length ? round(vals.filter((v) => v < min || v > max).length / vals.length, 3) : null,
    status: median === null ? 'no data' : median < min ? 'low' : median > max ? 'high' : 'ok',
  };
}

export function parameterChecks(p: SectionParameters, r: DrillingReadings): ParameterCheck[] {
  return [
    checkParameter('wob', 'WOB', 't', p.wob_min_t, p.wob_max_t, r.wobT),
    checkParameter('rpm', 'Surface RPM (rotary drilling)', 'rpm', p.rpm_min, p.rpm_max, r.rpm),
    checkParameter('flow', 'Flow in', 'L/min', p.flow_min_lpm, p.flow_max_lpm, r.flowLpm),
    checkParameter('spp', 'Standpipe pressure', 'MPa', p.spp_min_mpa, p.spp_max_mpa, r.sppMPa),
  ];
}
