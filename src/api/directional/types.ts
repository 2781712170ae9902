/**
 * Answers of the directional API (server/routes/directional/*.ts, its README): metres, degrees,
 * °/30 m and the sensor units of `StationUnits`; positions in the well's own frame (origin at its
 * slot, north as its settings say). The client converts for display only.
 *
 * Types only, no imports: the server imports the wire shapes it shares with the client from here
 * (`import type`), so each is declared once.
 */

/**
 * A trajectory point as the survey table shows it (spec 3.6 columns: md, inc, az, vsec, tvd,
 * diff_pressure, gamma, wob, rpm, dls, tf, ns_from_ref, ew_from_ref), plus build, turn, closure and the
 * slide columns (server/directional/station-view.ts).
 */
export interface ApiStation {
  id: string | null;
  md: number;
  inc: number;
  az: number;
  vsec: number;
  tvd: number;
  ns_from_ref: number;
  ew_from_ref: number;
  dls: number;
  build: number;
  turn: number;
  /** Toolface as the tools report it (GTF above 5° inclination, MTF below); null without a dogleg. */
  tf: number | null;
  tf_type: 'GTF' | 'MTF' | null;
  closure_distance: number;
  closure_azimuth: number;
  diff_pressure: number | null;
  gamma: number | null;
  wob: number | null;
  rpm: number | null;
  slide_seen: number | null;
  motor_yield: number | null;
  source: string | null;
  surveyed_at: number | null;
  is_tie_in: boolean;
  interpolated: boolean;
}

/** Uncertainty at a point (server/directional/ellipses.ts): 1-sd HLA half-axes, the plan-view ellipse and the NEV covariance. */
export interface ApiEllipse {
  sigma_h: number;
  sigma_l: number;
  sigma_a: number;
  semi_major: number;
  semi_minor: number;
  major_azimuth: number;
  nev: { nn: number; ee: number; vv: number; ne: number; nv: number; ev: number };
}

export interface StationDeviation {
  plan_md: number;
  distance: number;
  high: number;
  right: number;
  ahead: number;
  tvd_diff: number;
  horizontal: number;
  inc_diff: number;
  az_diff: number;
  vsec_diff: number;
}

export type SurveyPoint = ApiStation & { ellipse?: ApiEllipse; deviation?: StationDeviation | null };

export interface SurveySettings {
  tie_in_md: number;
  tie_in_inc: number;
  tie_in_az: number;
  tie_in_tvd: number;
  tie_in_ns: number;
  tie_in_ew: number;
  vs_azimuth: number;
  vs_origin_ns: number;
  vs_origin_ew: number;
  north_reference: 'true' | 'grid';
  convergence: number;
  declination: number;
  dip: number;
  total_field_nt: number;
  gravity: number;
  error_model: string;
  hole_diameter_in: number;
  site_name: string | null;
  slot_name: string | null;
  datum_elevation: number;
  revision: number;
}

/** Design segments as the API writes them (snake case; metres, degrees, °/30 m). */
export type PlanSegment =
  | { kind: 'hold'; length: number }
  | { kind: 'hold_to_md'; md: number }
  | { kind: 'hold_to_tvd'; tvd: number }
  | { kind: 'curve'; dls: number; tf: number; length: number }
  | { kind: 'curve_to'; dls: number; inc: number; az: number };

export interface PlanStart {
  md: number;
  inc: number;
  az: number;
  tvd: number;
  ns: number;
  ew: number;
}

export type PlanVariant = 'PRINCIPAL' | 'PROPOSAL' | 'GEOSTEERING';

export interface PlanSummary {
  id: string;
  name: string;
  variant: PlanVariant;
  is_definitive: boolean;
  description: string;
  start: PlanStart | null;
  segments: PlanSegment[] | null;
  station_count: number;
  md_from: number | null;
  md_to: number | null;
  created_at: number;
  updated_at: number;
}

export interface PlanSection {
  kind: 'hold' | 'curve';
  from_md: number;
  to_md: number;
  dls: number;
  tf: number | null;
  inc_from?: number;
  inc_to?: number;
  az_from?: number;
  az_to?: number;
  tvd_to?: number;
}

export interface SurveysAnswer {
  well_id: string;
  type: 'FACT' | 'PLAN';
  plan: PlanSummary | null;
  revision: number;
  settings: SurveySettings;
  error_model?: { id: string; name: string };
  stations: SurveyPoint[];
}

export interface StationRecord {
  id: string;
  row: number;
  md: number;
  inc: number;
  az: number;
  diff_pressure: number | null;
  gamma: number | null;
  wob: number | null;
  rpm: number | null;
  slide_seen: number | null;
  motor_yield: number | null;
  source: string | null;
  surveyed_at: number | null;
}

/** A station as the edit table sends it (md m, angles °, sensors in their API units, surveyed_at epoch s). */
export interface StationInput {
  md: number;
  inc: number;
  az: number;
  diff_pressure?: number | null;
  gamma?: number | null;
  wob?: number | null;
  rpm?: number | null;
  slide_seen?: number | null;
  motor_yield?: number | null;
  surveyed_at?: number | null;
}

export interface TargetHit {
  md: number;
  tvd: number;
  ns: number;
  ew: number;
  offset_ns: number;
  offset_ew: number;
  distance_to_centre: number;
  inside: boolean;
}

export interface Target {
  id: string;
  name: string;
  plan_id: string | null;
  shape: 'point' | 'circle' | 'ellipse' | 'rectangle' | 'polygon';
  centre: { tvd: number; ns: number; ew: number };
  radius?: number;
  semi_major?: number;
  semi_minor?: number;
  orientation?: number;
  length?: number;
  width?: number;
  vertices?: { ns: number; ew: number }[];
  dip: number;
  dip_azimuth: number;
  color: string | null;
  plan_hit: TargetHit | null;
  survey_hit: TargetHit | null;
}

export interface BoundaryClearance {
  min_distance: number;
  md: number;
  tvd: number;
  ns: number;
  ew: number;
  inside: boolean | null;
  leaves_boundary: boolean | null;
}

export interface Boundary {
  id: string;
  name: string;
  kind: 'contour' | 'leaseline' | 'other' | 'river' | 'road';
  closed: boolean;
  vertices: { ns: number; ew: number }[];
  plan_clearance: BoundaryClearance | null;
  survey_clearance: BoundaryClearance | null;
}

export interface PlanDetail extends PlanSummary {
  sections: PlanSection[];
  stations: ApiStation[];
}

export interface DefinitiveDesign extends PlanDetail {
  targets: Target[];
  boundaries: Boundary[];
}

export interface DeviationRow extends StationDeviation {
  md: number;
}

export interface PositionAt {
  tvd: number;
  ns: number;
  ew: number;
  vsec: number;
  inc: number;
  az: number;
}

export interface PlanVsActualRow extends DeviationRow {
  actual: PositionAt;
  plan_point: PositionAt;
}

export interface PlanVsActualAnswer {
  plan: PlanSummary;
  reference: 'same_md' | 'closest';
  plan_stations: ApiStation[];
  actual_stations: ApiStation[];
  rows: PlanVsActualRow[];
  current: PlanVsActualRow | null;
  max_distance: { md: number; distance: number } | null;
}

export interface DeviationAnswer {
  plan: PlanSummary;
  reference: 'same_md' | 'closest';
  rows: DeviationRow[];
  current: DeviationRow | null;
  max_distance: { md: number; distance: number } | null;
}

export interface BuildWalkRow {
  md: number;
  course_length: number;
  build: number;
  walk: number;
  dls: number;
  slid: number;
  rotated: number;
  rotary_build: number | null;
  rotary_walk: number | null;
  motor_yield: number | null;
}

export interface BuildWalkAnswer {
  motor_yield_estimate: number | null;
  rotary_tendency: { build: number; walk: number } | null;
  rows: BuildWalkRow[];
}

export interface ToolfaceRow {
  md: number;
  tf: number | null;
  tf_type: 'GTF' | 'MTF' | null;
  gtf: number | null;
  mtf: number | null;
  dls: number;
  slide_seen: number | null;
  surveyed_at: number | null;
}

export interface FormationTop {
  id: string;
  name: string;
  md: number | null;
  tvd: number | null;
  md_source: 'given' | 'survey' | 'plan' | null;
  tvd_source: 'given' | 'survey' | 'plan' | null;
  lithology: string | null;
  color: string | null;
  source: 'prognosis' | 'picked' | 'import';
}

// ───────────────────────────── projections ─────────────────────────────

export interface ProjectionMethod {
  family: 'method' | 'mode';
  id: string;
  label: string;
  required: string[];
  optional: string[];
  help: string;
}

export interface ProjectionInputInfo {
  label: string;
  kind: 'length' | 'angle' | 'rate' | 'position' | 'slides' | 'fraction' | 'speed' | 'live';
  unit: string | null;
}

export interface ProjectionMethods {
  methods: ProjectionMethod[];
  modes: ProjectionMethod[];
  inputs: Record<string, ProjectionInputInfo>;
}

export type ProjectionInputs = Record<string, number | { tvd: number; ns: number; ew: number } | { sensor_md: number; inc: number; az: number } | unknown[]>;

export interface ProjectionResult {
  family: 'method' | 'mode';
  method_id: string;
  from_md: number;
  points: ApiStation[];
  end: ApiStation;
  dls: number | null;
  tf: number | null;
  slide_length: number | null;
  drill_time_h: number | null;
}

export interface SavedProjection {
  id: string;
  name: string;
  family: 'method' | 'mode';
  method_id: string;
  inputs: ProjectionInputs;
  from_md: number;
  stale: boolean;
  result: Omit<ProjectionResult, 'family' | 'method_id'>;
  created_at: number;
}

export interface QuickPlanAnswer {
  start: PlanStart;
  segments: PlanSegment[];
  solution: Record<string, number> | null;
  station_count: number;
  stations: ApiStation[];
  sections: PlanSection[];
}

// ───────────────────────────── anti-collision ─────────────────────────────

export type RiskLevel = 'stop' | 'warning' | 'ok';

export interface RiskThreshold {
  level: RiskLevel;
  label: string;
  sf_below: number | null;
}

export interface AcReference {
  well_id: string;
  name: string;
  kind: 'composite' | 'survey' | 'plan';
  plan_id: string | null;
  last_survey_md: number | null;
  from_md: number | null;
  to_md: number | null;
  error_model: string;
  hole_diameter_in: number;
  separation: { mode: string; sigma_scale: number; surface_margin: number; project_ahead_sigma: number };
}

export interface OffsetHeader {
  well_id: string;
  name: string;
  slot_distance: number;
  site_name: string | null;
  slot_name: string | null;
  trajectory: 'survey+plan' | 'survey' | 'plan';
  last_survey_md: number | null;
  revision: number;
}

export interface OffsetSummary extends OffsetHeader {
  min_sf: number | null;
  min_sf_ref_md: number | null;
  min_sf_ref_tvd: number | null;
  min_sf_offset_md: number | null;
  min_sf_cc: number | null;
  min_cc: number | null;
  min_cc_ref_md: number | null;
  min_cc_offset_md: number | null;
  risk: RiskLevel;
  risk_label: string;
  intervals: { level: RiskLevel; from_md: number; to_md: number; min_sf: number | null }[];
}

export interface ClearanceRow {
  ref_md: number;
  ref_tvd: number;
  ref_ns: number;
  ref_ew: number;
  offset_md: number;
  offset_tvd: number;
  offset_ns: number;
  offset_ew: number;
  cc: number;
  ref_pcr: number;
  offset_pcr: number;
  sf: number | null;
  bearing: number;
  risk: RiskLevel;
}

export interface AcSummaryAnswer {
  reference: AcReference;
  thresholds: RiskThreshold[];
  hidden_offsets: number;
  offsets: OffsetSummary[];
}

export interface AcReportAnswer extends AcSummaryAnswer {
  offsets: (OffsetSummary & { rows?: ClearanceRow[] })[];
}

export interface AcWorst {
  well_id: string;
  name: string;
  sf: number | null;
  ref_md: number;
  offset_md: number;
  cc: number;
}

export interface AcRiskAnswer {
  reference: AcReference;
  thresholds: RiskThreshold[];
  hidden_offsets: number;
  level: RiskLevel;
  label: string;
  worst: AcWorst | null;
  ahead: { from_md: number | null; level: RiskLevel; label: string; worst: AcWorst | null };
  /** How deep the reference is drilled, and from what: live hole depth, the last survey, or nothing yet. */
  bit: { md: number | null; source: 'live' | 'last_survey' | 'none' };
  look_ahead_m: number;
  /** The advice that matters most now, over every offset (its well named). */
  advice: AcAdvice & { well_id?: string; name?: string };
  offsets: {
    well_id: string;
    name: string;
    level: RiskLevel;
    min_sf: number | null;
    min_sf_ref_md: number | null;
    drilled_to_md: number | null;
    advice: AcAdvice;
  }[];
}

/** What a close approach means given where the bit is (kinds and severities of src/domain/directional/anti-collision/advice.ts). */
export interface AcAdvice {
  kind: 'passed' | 'planning' | 'act-now' | 'ahead' | 'clear';
  severity: 'stop' | 'warning' | 'caution' | 'info';
  level: RiskLevel;
  message: string;
  sf: number | null;
  ref_md: number | null;
}

export interface LookaheadDesign {
  plan_id: string;
  name: string;
  variant: PlanVariant;
  is_definitive: boolean;
  from_md: number | null;
  to_md: number | null;
  risk: RiskLevel;
  worst: { well_id: string; name: string; sf: number | null; ref_md: number | null } | null;
  offsets: Omit<OffsetSummary, 'intervals'>[];
}

export interface AcLookaheadAnswer {
  well_id: string;
  from_md: number | null;
  thresholds: RiskThreshold[];
  designs: LookaheadDesign[];
}

export interface CylinderPoint {
  ref_md: number;
  ref_tvd: number;
  offset_md: number;
  distance: number;
  hs_angle: number;
  north_angle: number;
  sf: number | null;
}

export interface TravellingCylinderAnswer {
  reference: AcReference;
  cylinder_radius: number;
  thresholds: RiskThreshold[];
  hidden_offsets: number;
  offsets: (OffsetHeader & { points: CylinderPoint[] })[];
}

export interface LadderOffset extends OffsetHeader {
  ref_md: number[];
  ref_tvd: number[];
  offset_md: number[];
  cc: number[];
  sf: (number | null)[];
}

export interface LadderPlotAnswer {
  reference: AcReference;
  thresholds: RiskThreshold[];
  hidden_offsets: number;
  offsets: LadderOffset[];
}

export interface OffsetPoint {
  md: number;
  inc: number;
  az: number;
  tvd: number;
  ns: number;
  ew: number;
}

/** With `trajectories`, the server puts the points in `trajectory` (in place of its kind). */
export interface OffsetWell extends Omit<OffsetHeader, 'trajectory'> {
  trajectory: OffsetHeader['trajectory'] | OffsetPoint[];
  has_survey: boolean;
  has_plan: boolean;
  closest_approach: { cc: number; ref_md: number; offset_md: number } | null;
}

export interface OffsetsAnswer {
  well_id: string;
  radius_m: number;
  hidden_offsets: number;
  offsets: OffsetWell[];
}

// ───────────────────────────── import ─────────────────────────────

export interface ImportProblem {
  message: string;
  line?: number;
  row?: number;
}

export interface ImportPreview {
  file_name: string;
  format: string;
  version: string | null;
  trajectory_name: string | null;
  well_name: string | null;
  azimuth_reference: string | null;
  converted_to: 'true' | 'grid';
  source_units: string | null;
  tie_in: PlanStart | null;
  station_count: number;
  stations: {
    row: number;
    md: number;
    inc: number;
    az: number;
    tvd: number | null;
    ns_from_ref: number | null;
    ew_from_ref: number | null;
    dls: number | null;
  }[];
  position_check_max_diff_m: number | null;
  warnings: ImportProblem[];
  errors: ImportProblem[];
  can_commit: boolean;
  mode: 'replace' | 'append';
}
