/**
 * A producing well's reporting days (issue 19: the production reports reuse the drilling time journal
 * and daily costs with the well stage set). The journal's auto entries: each day's events (shut-in,
 * workover, artificial lift change, well test) at their times, and "Producing" for the rest of a day
 * the well reported volumes, with the day's volumes in the comment. The lease operating expense of a
 * day: the lift in place (rental, and power by hours on), chemicals per barrel of gross fluid, water
 * disposal per barrel of water, the fixed monthly overhead of the well (supervision, pumper, road
 * and location upkeep, insurance: charged whatever it produces) spread over the days of its calendar
 * month, and the workovers that started that day.
 */
import type { AutoEntry } from '../drilling/journal/fold-intervals';
import type { ReportingDay } from '../drilling/journal/reporting-days';

import { BBL_PER_M3, MCF_PER_M3, productionUnit, withUnit } from './production-units';

export { BBL_PER_M3, MCF_PER_M3 };

export const LIFTS = ['flowing', 'gas_lift', 'rod_pump', 'esp'] as const;
export type Lift = (typeof LIFTS)[number];
export const LIFT_LABELS: Record<Lift, string> = { flowing: 'Flowing', gas_lift: 'Gas lift', rod_pump: 'Rod pump', esp: 'ESP' };

export const EVENT_KINDS = ['SHUT_IN', 'WORKOVER', 'LIFT_CHANGE', 'WELL_TEST'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/** Events the well does not produce through. */
export const DOWN_EVENTS: readonly EventKind[] = ['SHUT_IN', 'WORKOVER', 'LIFT_CHANGE'];

export interface ProductionDay {
  day: string;
  hoursOn: number;
  oilM3: number;
  gasM3: number;
  waterM3: number;
  tubingMpa: number | null;
  casingMpa: number | null;
}

export interface ProductionEvent {
  kind: EventKind;
  startS: number;
  endS: number;
  /** The lift installed (LIFT_CHANGE). */
  lift: Lift | null;
  costUsd: number;
  comment: string;
}

export interface LoeRates {
  lift_usd_d: Record<Lift, number>;
  power_usd_d: Record<Lift, number>;
  chemicals_usd_bbl: number;
  water_disposal_usd_bbl: number;
  /** Fixed lease operating overhead per well per calendar month, USD (0 when none). */
  overhead_usd_month: number;
  oil_price_usd_bbl: number;
  /** Net revenue interest, 0..1. */
  nri: number;
}

const f = (v: number, d = 0) => v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

/** Seconds of [s, e) the spans cover (spans may overlap each other). */
export function coveredS(s: number, e: number, spans: readonly { startS: number; endS: number }[]): number {
  const parts = spans
    .map((x) => [Math.max(s, x.startS), Math.min(e, x.endS)] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let at = s;
  for (const [a, b] of parts) {
    const from = Math.max(a, at);
    if (b > from) total += b - from;
    at = Math.max(at, b);
  }
  return total;
}

/** Hours a day is on production: 24 less the down events inside it. */
export function hoursOn(day: ReportingDay, events: readonly ProductionEvent[]): number {
  const down = events.filter((e) => DOWN_EVENTS.includes(e.kind));
  return (day.endS - day.startS - coveredS(day.startS, day.endS, down)) / 3600;
}

const EVENT_ACTIVITY = { SHUT_IN: 'SHUT_IN', WORKOVER: 'WORKOVER', LIFT_CHANGE: 'LIFT_CHANGE', WELL_TEST: 'WELL_TEST' } as const;

/** The day's volumes and pressures in the reader's unit system (US field: bbl, Mscf, psi; metric: m³, kPa). */
export function volumesComment(d: ProductionDay, system: string = 'imperial'): string {
  const u = (q: Parameters<typeof productionUnit>[0]) => productionUnit(q, system);
  const parts = [`Oil ${withUnit(d.oilM3, u('liquid'))}, gas ${withUnit(d.gasM3, u('gas'))}, water ${withUnit(d.waterM3, u('liquid'))}`];
  if (d.tubingMpa !== null) parts.push(`tubing ${withUnit(d.tubingMpa, u('pressure'))}`);
  if (d.casingMpa !== null) parts.push(`casing ${withUnit(d.casingMpa, u('pressure'))}`);
  return parts.join(', ');
}

/**
 * The journal entries of the days: every event as it happened, and Producing over the rest of each
 * day that reported volumes. A day without a report says nothing (as in the drilling journal).
 */
export function productionJournalEntries(
  days: readonly ReportingDay[],
  daily: ReadonlyMap<string, ProductionDay>,
  events: readonly ProductionEvent[],
  system: string = 'imperial',
): AutoEntry[] {
  const out: AutoEntry[] = [];
  for (const e of events) {
    const cost = e.costUsd > 0 ? ` (${f(e.costUsd)} USD)` : '';
    const lift = e.kind === 'LIFT_CHANGE' && e.lift ? `${LIFT_LABELS[e.lift]} installed. ` : '';
    out.push({ startS: e.startS, endS: e.endS, activity: EVENT_ACTIVITY[e.kind], holeFromM: NaN, holeToM: NaN, comment: `${lift}${e.comment}${cost}`.trim() });
  }
  for (const day of days) {
    const d = daily.get(day.date);
    if (!d || d.hoursOn <= 0) continue;
    // Producing: the day less its events (a well test is producing time, entered as the test), one entry per piece.
    const cuts = events
      .filter((e) => e.endS > day.startS && e.startS < day.endS)
      .map((e) => [Math.max(e.startS, day.startS), Math.min(e.endS, day.endS)] as const)
      .sort((a, b) => a[0] - b[0]);
    let at = day.startS;
    const pieces: [number, number][] = [];
    for (const [a, b] of cuts) {
      if (a > at) pieces.push([at, a]);
      at = Math.max(at, b);
    }
    if (at < day.endS) pieces.push([at, day.endS]);
    for (const [s, e] of pieces) out.push({ startS: s, endS: e, activity: 'PRODUCING', holeFromM: NaN, holeToM: NaN, comment: volumesComment(d, system) });
  }
  return out.sort((a, b) => a.startS - b.startS);
}

/** The lift in place at time s: the initial one, then each lift change's from its end. */
export function liftAt(s: number, initial: Lift, events: readonly ProductionEvent[]): Lift {
  let lift = initial;
  for (const e of [...events].filter((x) => x.kind === 'LIFT_CHANGE' && x.lift).sort((a, b) => a.endS - b.endS)) if (e.endS <= s) lift = e.lift!;
  return lift;
}

export const LOE_CATEGORIES = ['lift', 'chemicals', 'water_disposal', 'power', 'overhead', 'workover'] as const;
export type LoeCategory = (typeof LOE_CATEGORIES)[number];
export const LOE_LABELS: Record<LoeCategory, string> = {
  lift: 'Artificial lift',
  chemicals: 'Chemicals',
  water_disposal: 'Water disposal',
  power: 'Power',
  overhead: 'Fixed overhead',
  workover: 'Workovers',
};

export interface LoeDay {
  date: string;
  lift: Lift;
  hoursOn: number;
  oilBbl: number;
  gasMcf: number;
  waterBbl: number;
  /** Barrels of oil equivalent, gas at 6 Mcf per bbl. */
  boe: number;
  costs: Record<LoeCategory, number>;
  total: number;
  cumulative: number;
  /** USD per BOE; null on a day without production. */
  perBoe: number | null;
}

/** Days in the calendar month of a 'YYYY-MM-DD' date (28 to 31). */
export function daysInMonth(date: string): number {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The share of the monthly overhead a reporting day carries: a month's days add up to the month's overhead. */
export const overheadOfDay = (date: string, usdPerMonth: number): number => usdPerMonth / daysInMonth(date);

/**
 * The lease operating expense of each reporting day: lift rental for the whole day (it stays on
 * location), power by the hours on production, chemicals per barrel of gross fluid (oil and water),
 * water disposal per barrel of water, the fixed overhead (the month's over its days, producing or
 * not), and each workover's cost on the day it starts.
 */
export function loeDays(
  days: readonly ReportingDay[],
  daily: ReadonlyMap<string, ProductionDay>,
  events: readonly ProductionEvent[],
  initial: Lift,
  rates: LoeRates,
): LoeDay[] {
  let cumulative = 0;
  const out: LoeDay[] = [];
  for (const day of days) {
    const d = daily.get(day.date);
    const workover = events.filter((e) => e.kind === 'WORKOVER' && e.startS >= day.startS && e.startS < day.endS).reduce((s, e) => s + e.costUsd, 0);
    if (!d && workover === 0) continue;
    const lift = liftAt(day.endS - 1, initial, events);
    const oilBbl = (d?.oilM3 ?? 0) * BBL_PER_M3;
    const waterBbl = (d?.waterM3 ?? 0) * BBL_PER_M3;
    const gasMcf = (d?.gasM3 ?? 0) * MCF_PER_M3;
    const on = d?.hoursOn ?? 0;
    const costs: Record<LoeCategory, number> = {
      lift: rates.lift_usd_d[lift],
      chemicals: (oilBbl + waterBbl) * rates.chemicals_usd_bbl,
      water_disposal: waterBbl * rates.water_disposal_usd_bbl,
      power: (rates.power_usd_d[lift] * on) / 24,
      overhead: overheadOfDay(day.date, rates.overhead_usd_month ?? 0),
      workover,
    };
    const total = LOE_CATEGORIES.reduce((s, c) => s + costs[c], 0);
    cumulative += total;
    const boe = oilBbl + gasMcf / 6;
    out.push({ date: day.date, lift, hoursOn: on, oilBbl, gasMcf, waterBbl, boe, costs, total, cumulative, perBoe: boe > 0 ? total / boe : null });
  }
  return out;
}

/**
 * The oil rate below which the well loses money: the recent operating cost per day without workovers
 * (the last `window` producing days) against the net revenue of a barrel. Null without such days.
 */
export function economicLimitOil(days: readonly LoeDay[], rates: LoeRates, window = 30): number | null {
  const recent = days.filter((d) => d.hoursOn > 0).slice(-window);
  if (!recent.length) return null;
  // Per day of operation: the fixed part (lift, power, overhead) plus the variable part per barrel of oil now.
  const fixed = recent.reduce((s, d) => s + d.costs.lift + d.costs.power + d.costs.overhead, 0) / recent.length;
  const oil = recent.reduce((s, d) => s + d.oilBbl, 0);
  const variablePerBbl = oil > 0 ? recent.reduce((s, d) => s + d.costs.chemicals + d.costs.water_disposal, 0) / oil : 0;
  const net = rates.oil_price_usd_bbl * rates.nri - variablePerBbl;
  return net > 0 ? fixed / net : null;
}
