/**
 * KPI comparison of wells grouped per well, rig, hole section or crew (POST reports/aggregation, spec
 * 7.6). Each group is a set of time windows of its wells; the server sums the raw quantities of every
 * window (footage, on-bottom seconds, connection times, trip distance and time, NPT, time) and the
 * group's figures are ratios of those sums, never means of the wells' ratios: a 2-day well and a
 * 20-day well weigh as their hours. Connection medians are medians over all the group's connections.
 */
import { summarize } from '../drilling/kpi/distribution';

export const AGGREGATION_GROUPS = ['well', 'rig', 'section', 'crew'] as const;
export type AggregationGroupBy = (typeof AGGREGATION_GROUPS)[number];

export const AGGREGATION_GROUP_LABELS: Record<AggregationGroupBy, string> = { well: 'Well', rig: 'Rig', section: 'Section', crew: 'Crew' };

/** The raw sums of one window (or many, added up). */
export interface WindowSums {
  timeS: number;
  rotaryM: number;
  rotaryS: number;
  slideM: number;
  slideS: number;
  /** Rig-state bins seen: none means rig states were not detected. */
  bins: number;
  weightToWeightS: number[];
  slipsToSlipsS: number[];
  tripInM: number;
  tripInS: number;
  tripOutM: number;
  tripOutS: number;
  trips: number;
  nptS: number;
}

export const emptySums = (): WindowSums => ({
  timeS: 0,
  rotaryM: 0,
  rotaryS: 0,
  slideM: 0,
  slideS: 0,
  bins: 0,
  weightToWeightS: [],
  slipsToSlipsS: [],
  tripInM: 0,
  tripInS: 0,
  tripOutM: 0,
  tripOutS: 0,
  trips: 0,
  nptS: 0,
});

export function addSums(into: WindowSums, x: WindowSums): WindowSums {
  into.timeS += x.timeS;
  into.rotaryM += x.rotaryM;
  into.rotaryS += x.rotaryS;
  into.slideM += x.slideM;
  into.slideS += x.slideS;
  into.bins += x.bins;
  for (const v of x.weightToWeightS) into.weightToWeightS.push(v);
  for (const v of x.slipsToSlipsS) into.slipsToSlipsS.push(v);
  into.tripInM += x.tripInM;
  into.tripInS += x.tripInS;
  into.tripOutM += x.tripOutM;
  into.tripOutS += x.tripOutS;
  into.trips += x.trips;
  into.nptS += x.nptS;
  return into;
}

/** One group's figures; a null figure has its reason in `missing`. */
export interface AggregationRow {
  key: string;
  label: string;
  wells: number;
  well_ids: string[];
  time_s: number;
  footage_m: number | null;
  on_bottom_s: number | null;
  rop_m_per_h: number | null;
  rotary_rop_m_per_h: number | null;
  slide_rop_m_per_h: number | null;
  connections: number | null;
  weight_to_weight_median_s: number | null;
  slips_to_slips_median_s: number | null;
  trips: number | null;
  /** Trip distance over tripping time, in and out together, connections included. */
  tripping_m_per_h: number | null;
  trip_in_m_per_h: number | null;
  trip_out_m_per_h: number | null;
  npt_s: number | null;
  /** Sum of NPT over the sum of time, 0–1. */
  npt_share: number | null;
  missing: Record<string, string>;
}

/** A well left out of every group, and why (no rig recorded, no hole sections, no record). */
export interface AggregationExcluded {
  well_id: string;
  name: string;
  reason: string;
}

/** The wells left out, by reason (one line each on screen), in the order the reasons first occur. */
export function excludedByReason(excluded: readonly AggregationExcluded[]): [reason: string, names: string[]][] {
  const by = new Map<string, string[]>();
  for (const e of excluded) by.set(e.reason, [...(by.get(e.reason) ?? []), e.name]);
  return [...by];
}

export interface AggregationAnswer {
  group_by: AggregationGroupBy;
  groups: AggregationRow[];
  excluded: AggregationExcluded[];
  method: string;
}

export const AGGREGATION_METHOD =
  "Each group's figures are ratios of sums over its wells' windows: ROP = footage / on-bottom time, tripping speed = trip distance / tripping time, NPT share = NPT / time; connection times are medians over every connection of the group.";

const perHour = (m: number, s: number) => (s > 0 ? m / (s / 3600) : null);
const median = (v: readonly number[]) => {
  const s = summarize(v);
  return s.count ? s.median : null;
};

/**
 * The row of a group from its summed windows. `noTrips` says why a group without trips has none (an
 * archive record carries no trips, for instance); the default is that none were detected.
 */
export function aggregationRow(key: string, label: string, wellIds: readonly string[], x: WindowSums, noTrips = 'No trips detected'): AggregationRow {
  const missing: Record<string, string> = {};
  const onBottomS = x.rotaryS + x.slideS;
  const footageM = x.rotaryM + x.slideM;
  const row: AggregationRow = {
    key,
    label,
    wells: wellIds.length,
    well_ids: [...wellIds],
    time_s: x.timeS,
    footage_m: null,
    on_bottom_s: null,
    rop_m_per_h: null,
    rotary_rop_m_per_h: null,
    slide_rop_m_per_h: null,
    connections: null,
    weight_to_weight_median_s: null,
    slips_to_slips_median_s: null,
    trips: null,
    tripping_m_per_h: null,
    trip_in_m_per_h: null,
    trip_out_m_per_h: null,
    npt_s: null,
    npt_share: null,
    missing,
  };
  if (onBottomS > 0) {
    row.footage_m = footageM;
    row.on_bottom_s = onBottomS;
    row.rop_m_per_h = perHour(footageM, onBottomS);
    row.rotary_rop_m_per_h = perHour(x.rotaryM, x.rotaryS);
    row.slide_rop_m_per_h = perHour(x.slideM, x.slideS);
    if (row.rotary_rop_m_per_h === null) missing.rotary_rop_m_per_h = 'No rotary drilling detected';
    if (row.slide_rop_m_per_h === null) missing.slide_rop_m_per_h = 'No slide drilling detected';
  } else {
    const why = x.bins ? 'No on-bottom drilling detected' : 'Rig states not detected yet';
    for (const k of ['footage_m', 'on_bottom_s', 'rop_m_per_h', 'rotary_rop_m_per_h', 'slide_rop_m_per_h']) missing[k] = why;
  }
  if (x.weightToWeightS.length) {
    row.connections = x.weightToWeightS.length;
    row.weight_to_weight_median_s = median(x.weightToWeightS);
    row.slips_to_slips_median_s = median(x.slipsToSlipsS);
  } else {
    for (const k of ['connections', 'weight_to_weight_median_s', 'slips_to_slips_median_s']) missing[k] = 'No drilling connections detected';
  }
  if (x.trips) {
    row.trips = x.trips;
    row.tripping_m_per_h = perHour(x.tripInM + x.tripOutM, x.tripInS + x.tripOutS);
    row.trip_in_m_per_h = perHour(x.tripInM, x.tripInS);
    row.trip_out_m_per_h = perHour(x.tripOutM, x.tripOutS);
    if (row.trip_in_m_per_h === null) missing.trip_in_m_per_h = 'No trip in detected';
    if (row.trip_out_m_per_h === null) missing.trip_out_m_per_h = 'No trip out detected';
  } else {
    for (const k of ['trips', 'tripping_m_per_h', 'trip_in_m_per_h', 'trip_out_m_per_h']) missing[k] = noTrips;
  }
  if (x.timeS > 0) {
    // The journal is the record of troubles: none logged is an NPT of zero, not a gap.
    row.npt_s = x.nptS;
    row.npt_share = x.nptS / x.timeS;
  } else {
    for (const k of ['npt_s', 'npt_share']) missing[k] = 'No time in this group';
  }
  return row;
}

/** What a figure's unit is, converted by the client to the user's units. */
export type AggregationUnit = 'depth' | 'rop' | 'min' | 'h' | '%' | 'count';

/**
 * The figures of a comparison, in the table's order: the table's columns and the KPIs a saved
 * template (reports/mw_templates) may choose come from this list alone.
 */
export const AGGREGATION_KPIS = [
  { id: 'footage_m', label: 'Drilled', unit: 'depth', description: 'Footage drilled (rotary and slide)' },
  { id: 'rop_m_per_h', label: 'ROP', unit: 'rop', description: 'Total footage over total on-bottom time' },
  { id: 'rotary_rop_m_per_h', label: 'Rotary ROP', unit: 'rop', description: 'Rotary footage over rotary on-bottom time' },
  { id: 'slide_rop_m_per_h', label: 'Slide ROP', unit: 'rop', description: 'Slide footage over slide on-bottom time' },
  { id: 'connections', label: 'Connections', unit: 'count', description: 'Drilling connections' },
  { id: 'weight_to_weight_median_s', label: 'Wt to wt', unit: 'min', description: 'Median over every connection: off bottom to back on bottom' },
  { id: 'slips_to_slips_median_s', label: 'Slips to slips', unit: 'min', description: 'Median over every connection' },
  { id: 'trips', label: 'Trips', unit: 'count', description: 'Trips in and out' },
  { id: 'tripping_m_per_h', label: 'Tripping', unit: 'rop', description: 'Trip distance over tripping time, in and out, connections included' },
  { id: 'trip_in_m_per_h', label: 'Trip in', unit: 'rop', description: 'Trip-in distance over trip-in time, connections included' },
  { id: 'trip_out_m_per_h', label: 'Trip out', unit: 'rop', description: 'Trip-out distance over trip-out time, connections included' },
  { id: 'npt_s', label: 'NPT', unit: 'h', description: "Troubles' time in the group's windows" },
  { id: 'npt_share', label: 'NPT share', unit: '%', description: 'Sum of NPT over the sum of time' },
] as const satisfies readonly { id: keyof AggregationRow; label: string; unit: AggregationUnit; description: string }[];

export type AggregationKpiId = (typeof AGGREGATION_KPIS)[number]['id'];
export const AGGREGATION_KPI_IDS = AGGREGATION_KPIS.map((k) => k.id) as [AggregationKpiId, ...AggregationKpiId[]];
