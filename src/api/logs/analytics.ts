/**
 * Drilling analytics calls (data-widgets-calls 3.11, 7.10, 7.11): POST charts/connections,
 * charts/zero_wob_stat, charts/zero_diffp_stat, charts/tripping_analysis, charts/time_log and
 * logs/{type}/activities_data, each answering { data, headers }. The data request helper's rules apply
 * before anything is sent (spec 5, 8): no params → 'Empty request params!', no well → 'No well
 * selected!', the connection chart without parameters or payload → 'Invalid parameters or payload',
 * another chart without payload → 'Invalid payload'. Times in answers are epoch seconds.
 */
import { chartCallReady, dataRequestReady } from '../../domain/validation/request-guards';
import { api } from '../request';
import type { DetectionStatus } from './detection';
import { RequestError } from '../request-error';
import type { LoeRates } from '../../domain/production/production-day';

/** A column of a table-like key: the field of each row, its label and unit. */
export interface AnswerColumn {
  field: string;
  label: string;
  unit?: string;
}

export interface AnalyticsAnswer<T> {
  data: T;
  headers: Record<string, AnswerColumn[]>;
  /** What detection used and assumed for this period (absent for the simulator's truth). */
  detection?: DetectionStatus;
}

export interface PeriodPayload {
  /** Epoch s, integers (spec 5). */
  start_date: number;
  end_date: number;
  day_shift?: number;
}

export type AnalyticsUrl =
  | 'charts/connections'
  | 'charts/zero_wob_stat'
  | 'charts/zero_diffp_stat'
  | 'charts/tripping_analysis'
  | 'charts/time_log'
  | 'charts/days_vs_depth'
  | 'charts/cost'
  | 'charts/production_costs'
  | 'charts/production_daily'
  | 'charts/completion_cost'
  | 'charts/slidesheet'
  | 'logs/auto/activities_data';

export async function analyticsRequest<T>(
  url: AnalyticsUrl,
  wellId: string | null,
  payload: PeriodPayload | null,
  parameters?: Record<string, unknown>,
): Promise<AnalyticsAnswer<T>> {
  const ready = dataRequestReady(payload, wellId);
  if (ready !== true) {
    console.error(ready);
    throw new RequestError(ready, 0);
  }
  const connection = url === 'charts/connections';
  const chart = chartCallReady(connection ? 'connection' : 'other', connection ? (parameters ?? {}) : parameters, payload);
  if (chart !== true) throw new RequestError(chart, 0);
  const body = { well_id: wellId, payload, ...(connection ? { parameters: parameters ?? {} } : {}) };
  return api.post<AnalyticsAnswer<T>>(url, body, { hideMessage: true });
}

// ─── answer shapes (domain records with times in epoch seconds, NaN as null) ───

export type Rating = 'GOOD' | 'NEUTRAL' | 'BAD';

export interface SummaryStats {
  count: number;
  mean: number | null;
  median: number | null;
  p10: number | null;
  p90: number | null;
  min: number | null;
  max: number | null;
  sum: number;
}

export interface ConnectionRow {
  standIndex: number;
  slipsIn: number;
  holeDepthM: number;
  slipsToSlipsS: number;
  weightToWeightS: number;
  preSlipsS: number;
  postSlipsS: number;
  rating: Rating;
}

export interface RopAndTimeRow {
  standIndex: number;
  fromDepthM: number;
  toDepthM: number;
  rotaryRopMph: number | null;
  slideRopMph: number | null;
  ropMph: number | null;
  onBottomS: number;
  standS: number;
  weightToWeightS: number | null;
  start?: number;
}

export interface ConnectionsData {
  analysis_connection_data: { rows: ConnectionRow[]; slipsToSlips: SummaryStats; weightToWeight: SummaryStats; ratingCounts: Record<Rating, number> };
  ConnectionsDistributionData: { labels: string[]; edgesS: (number | null)[]; slipsToSlips: number[]; weightToWeight: number[] };
  rop_and_time: RopAndTimeRow[];
}

export interface TripRow {
  start: number;
  end?: number;
  direction: 'in' | 'out';
  fromDepthM?: number;
  toDepthM?: number;
  distanceM?: number;
  speedMph?: number | null;
}

export interface TrippingStatRow {
  direction: 'in' | 'out';
  trips: number;
  distanceM: number;
  trippingS: number;
  inSlipsS: number;
  stands: number;
  speedMph: number | null;
  speedExclConnectionsMph: number | null;
  standsPerHour: number | null;
  standsPerHourExclConnections: number | null;
  connectionMedianS: number | null;
}

export interface TrippingData {
  tripping_speed_data: {
    start: number;
    direction: 'in' | 'out';
    speedMph: number | null;
    speedExclConnectionsMph: number | null;
    standsPerHour: number | null;
    standsPerHourExclConnections: number | null;
  }[];
  tripping_time_data: { start: number; direction: 'in' | 'out'; durationS: number; trippingS: number; inSlipsS: number; outOfSlipsS: number }[];
  tripping_distance_data: { start: number; direction: 'in' | 'out'; fromDepthM: number; toDepthM: number; distanceM: number }[];
  TrippingStatTable: TrippingStatRow[];
  TrippingAnalysisChart: TripRow[];
  TrippingConnectionsAnalysisChart: { tripIndex: number; direction: 'in' | 'out'; connection: number; inSlipsS: number }[];
}

export interface ZeroReadingRow {
  channel: string;
  time: number;
  offsetBefore: number;
  holeDepthM: number;
  afterSlipsS: number | null;
  toBottomS: number | null;
}

export interface ZeroStatData {
  analysis_stat_data: {
    channel: string;
    count: number;
    connectionsWithZeroShare: number | null;
    afterSlips: SummaryStats;
    toBottom: SummaryStats;
    offsetBefore: SummaryStats;
    byDay: { dayStart: number; date: string; count: number }[];
  };
  readings: ZeroReadingRow[];
}

export interface DrillingFigures {
  footageM: number;
  onBottomS: number;
  ropMph: number | null;
}

export interface DrillingStats {
  rotary: DrillingFigures;
  slide: DrillingFigures;
  total: DrillingFigures;
  slideFootageShare: number | null;
}

export interface ActivitiesData {
  ActivitiesStatData: { activity: number | string; label: string; color: string; totalS: number; share: number | null; count: number; meanS: number | null }[];
  /** One row per reporting day: date, dayStart and seconds per activity id. */
  ActivitiesByDayHistogramData: ({ date: string; dayStart: number } & Record<string, number | string>)[];
  analysis_stat_data: { drilling: DrillingStats; drilling_by_day: (DrillingStats & { date: string; dayStart: number })[]; total_s: number };
  reporting_day: { day_shift_s: number; utc_offset_s: number; time_zone: string };
}

export interface TimeLogRow {
  start: number;
  end: number;
  duration_s: number;
  code: number;
  activity: string;
  label: string;
  color: string;
  hole_from_m: number | null;
  hole_to_m: number | null;
  bit_from_m: number | null;
  bit_to_m: number | null;
  open?: boolean;
}

export interface TimeLogData {
  rows: TimeLogRow[];
  timeline: { type: string; time: number; depthM?: number }[];
}

/** POST charts/days_vs_depth: the whole record's curve (days since spud) and the period's reporting days. */
export interface DaysVsDepthData {
  spud: number;
  spud_from: string;
  record: { first: number | null; last: number | null; bucket_s: number };
  reporting_day: { day_shift_s: number; time_zone: string };
  curve: { time: number[]; days: number[]; depth_m: number[] };
  days: {
    date: string;
    start: number;
    end: number;
    days_at_end: number;
    depth_start_m: number | null;
    depth_end_m: number | null;
    progress_m: number | null;
  }[];
  deepest_m: number | null;
  mean_progress_m_per_day: number | null;
  plan: { name: string; days: number[]; depth_m: number[] } | null;
  plan_note: string;
}

/** One Arps model fitted to a fluid's daily rates: Di nominal per year; a model that could not be fitted carries its reason. */
export interface DeclineModelDto {
  model: 'exponential' | 'hyperbolic' | 'harmonic';
  ok: boolean;
  reason: string | null;
  qi: number | null;
  di_per_year: number | null;
  effective_decline_per_year: number | null;
  b: number | null;
  rmse_ln: number | null;
  points: number | null;
  note: string | null;
}

export interface DeclineDto {
  fluid: 'oil' | 'gas';
  unit: string;
  volume_unit: string;
  actual: { date: string[]; q: (number | null)[]; used: boolean[] };
  models: DeclineModelDto[];
  best: DeclineModelDto['model'] | null;
  reason: string | null;
  curve: { date: string[]; q: number[] };
  /** The effective yearly decline at which the forecast turns exponential. */
  terminal_decline_per_year: number;
  eur: { produced: number; remaining: number; eur: number; abandon_date: string; days_to_abandon: number } | null;
}

export interface LoeDayDto {
  date: string;
  lift_type: string;
  lift_label: string;
  hours_on: number;
  oil_bbl: number;
  gas_mcf: number;
  water_bbl: number;
  boe: number;
  total: number;
  cumulative: number;
  per_boe: number | null;
  [category: string]: number | string | null | undefined;
}

/** POST charts/production_costs: a producing well's LOE per reporting day against its production, and its decline. */
export type ProductionCostsData =
  | { recorded: false; note: string }
  | {
      recorded: true;
      note: null;
      currency: string;
      first_day: string;
      lift_now: string;
      rates: LoeRates;
      categories: { id: string; label: string }[];
      days: LoeDayDto[];
      breakdown: { id: string; label: string; amount: number }[];
      totals: { loe: number; oil_bbl: number; gas_mcf: number; water_bbl: number; boe: number; per_boe: number | null };
      economic_limit_bbl_d: number | null;
      decline: { oil: DeclineDto; gas: DeclineDto };
    };

export interface ProductionDayDto {
  date: string;
  hours_on: number;
  oil_m3: number;
  gas_m3: number;
  water_m3: number;
  /** Volume over hours on, per 24 h; null on a day the well did not flow. */
  oil_m3_d: number | null;
  gas_m3_d: number | null;
  water_m3_d: number | null;
  tubing_mpa: number | null;
  casing_mpa: number | null;
  gor_m3_m3: number | null;
  /** Water over gross liquid, 0..1. */
  water_cut: number | null;
  cum_oil_m3: number;
  cum_gas_m3: number;
  cum_water_m3: number;
}

/** POST charts/production_daily: a producing well's days in the period (m³, MPa), for the production widgets. */
export type ProductionDailyData =
  | { recorded: false; note: string }
  | {
      recorded: true;
      note: null;
      first_day: string;
      days: ProductionDayDto[];
      events: { kind: string; start_s: number; end_s: number; lift: string | null; lift_label: string | null; comment: string }[];
      totals: {
        oil_m3: number;
        gas_m3: number;
        water_m3: number;
        hours_on: number;
        gor_m3_m3: number | null;
        water_cut: number | null;
        cum_oil_m3: number;
        cum_gas_m3: number;
        cum_water_m3: number;
      } | null;
    };

/** POST charts/cost: costs by reporting day against the AFE (money in the AFE's currency). */
export interface CostData {
  /** 'completion': charts/completion_cost (a frac's tickets, no AFE, no depths); absent: drilling. */
  stage?: 'completion';
  currency: string;
  afe: { id: string; name: string; total: number | null; contingency: number; total_with_contingency: number } | null;
  afe_note: string | null;
  codes: Record<string, string>;
  days: {
    date: string;
    depth_end_m: number | null;
    days_at_end: number;
    auto: number;
    /** Field ticket lines (completions). */
    ticket?: number;
    manual: number;
    total: number;
    cumulative: number;
    /** Frac stages whose record started on the day (completions). */
    stages?: number[];
    lines: { code: string; amount: number; source: 'auto' | 'ticket' | 'manual'; description: string }[];
  }[];
  breakdown: { code: string; amount: number }[];
  total: number;
  actual_vs_depth: { depth_m: number[]; cost: number[] };
  plan: { days: number; depth_m: number; cost: number }[];
  /** Completions: each stage priced at the tickets' unit prices, per category. */
  stage_costs?: ({ stage_no: number; date: string | null; proppant_kg: number; clean_m3: number; total: number } & Record<
    'pumping' | 'proppant' | 'fluids' | 'water' | 'wireline' | 'plugs' | 'rentals',
    number
  >)[];
}
