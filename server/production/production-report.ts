/**
 * The production daily costs answer (issue 19): the lease operating expense of each reporting day of
 * the period against what the well produced, the breakdown by category, and the Arps decline of the
 * well's oil and gas fitted on its whole history (every day on production at least 20 h, the rate
 * being the day's volume over its hours on, leaving out the week of flush production after the well
 * was down), with EUR to the economic limit. A fit that cannot be
 * made is answered with its reason, never replaced by another.
 */
import { reportingDays } from '../../src/domain/drilling/journal/reporting-days';
import {
  ARPS_MODELS,
  effectiveAnnualDecline,
  eurOf,
  fitArps,
  modifiedCumulative,
  modifiedRate,
  modifiedTimeToRate,
  terminalNominalPerDay,
  TERMINAL_DECLINE_EFFECTIVE,
  type ArpsFit,
  type ArpsModel,
  type ArpsPoint,
} from '../../src/domain/production/arps';
import {
  BBL_PER_M3,
  economicLimitOil,
  LOE_CATEGORIES,
  LOE_LABELS,
  LIFT_LABELS,
  liftAt,
  loeDays,
  MCF_PER_M3,
  type LoeDay,
  DOWN_EVENTS,
  type ProductionDay,
  type ProductionEvent,
} from '../../src/domain/production/production-day';
import type { Queryable } from '../db/db';
import { wellDayShift } from '../journal/journal-read';
import { readProductionDays, readProductionEvents, readProductionWell, type ProductionWell } from './production-store';

/** A day counts for the fit when the well produced most of it: shut-in days' rates say nothing of the decline. */
export const FIT_MIN_HOURS_ON = 20;
/** Nor do the flush days after a well was down (pressure built up near the well while it stood). */
export const FIT_SKIP_AFTER_DOWN_D = 7;
const DAY_MS = 86_400_000;

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

type Fluid = 'oil' | 'gas';
const UNIT: Record<Fluid, string> = { oil: 'bbl/d', gas: 'Mcf/d' };
const VOLUME: Record<Fluid, string> = { oil: 'bbl', gas: 'Mcf' };
const perDay = (d: ProductionDay, fluid: Fluid) => ((fluid === 'oil' ? d.oilM3 * BBL_PER_M3 : d.gasM3 * MCF_PER_M3) * 24) / d.hoursOn;

const modelDto = (model: ArpsModel, r: ReturnType<typeof fitArps>) =>
  r.ok
    ? {
        model,
        ok: true as const,
        reason: null,
        qi: r.fit.qi,
        di_per_year: r.fit.di * 365.25,
        effective_decline_per_year: effectiveAnnualDecline(r.fit),
        b: r.fit.b,
        rmse_ln: r.fit.rmseLn,
        points: r.fit.points,
        note: model === 'hyperbolic' && r.fit.b > 1.99 ? 'b at the search limit (2): the hyperbolic bends no further' : null,
      }
    : {
        model,
        ok: false as const,
        reason: r.reason,
        qi: null,
        di_per_year: null,
        effective_decline_per_year: null,
        b: null,
        rmse_ln: null,
        points: null,
        note: null,
      };

/** The decline of one fluid: points, the three fits, the best one's curve and its EUR to the abandonment day. */
function declineOf(
  fluid: Fluid,
  firstDay: string,
  days: readonly ProductionDay[],
  events: readonly ProductionEvent[],
  limit: number | null,
  abandonT: number | null,
) {
  const downEnds = events.filter((e) => DOWN_EVENTS.includes(e.kind)).map((e) => e.endS);
  const flush = (d: ProductionDay) => {
    const s = Date.parse(`${d.day}T00:00:00Z`) / 1000;
    return downEnds.some((e) => s >= e - 86_400 && s < e + FIT_SKIP_AFTER_DOWN_D * 86_400);
  };
  const usable = (d: ProductionDay) => d.hoursOn >= FIT_MIN_HOURS_ON && !flush(d);
  const used = days.filter(usable);
  const points: ArpsPoint[] = used.map((d) => ({ t: daysBetween(firstDay, d.day), q: perDay(d, fluid) }));
  const fits = ARPS_MODELS.map((m) => ({ m, r: fitArps(points, m) }));
  const ok = fits.filter((x): x is { m: ArpsModel; r: { ok: true; fit: ArpsFit } } => x.r.ok);
  const best = ok.length ? ok.reduce((a, b) => (b.r.fit.rmseLn < a.r.fit.rmseLn ? b : a)).r.fit : null;
  const produced = days.reduce((s, d) => s + (fluid === 'oil' ? d.oilM3 * BBL_PER_M3 : d.gasM3 * MCF_PER_M3), 0);
  const lastT = days.length ? daysBetween(firstDay, days[days.length - 1].day) + 1 : 0;
  let eur = null;
  let curve = { date: [] as string[], q: [] as number[] };
  if (best) {
    // Oil ends at its own economic limit; gas at the day the oil does (the well is abandoned then).
    const dMin = terminalNominalPerDay();
    const tEnd = fluid === 'oil' ? (limit !== null ? modifiedTimeToRate(best, dMin, limit) : null) : abandonT;
    if (tEnd !== null && Number.isFinite(tEnd)) {
      const e = fluid === 'oil' ? eurOf(best, lastT, produced, limit!) : null;
      const remaining = e ? e.remaining : tEnd > lastT ? modifiedCumulative(best, dMin, tEnd) - modifiedCumulative(best, dMin, lastT) : 0;
      eur = { produced, remaining, eur: produced + remaining, abandon_date: addDays(firstDay, Math.round(tEnd)), days_to_abandon: tEnd };
    }
    // The fitted curve over the actual days, then a year ahead (weekly).
    const ts = [...Array.from({ length: Math.ceil(lastT / 7) + 1 }, (_, i) => i * 7), ...Array.from({ length: 53 }, (_, i) => lastT + i * 7)];
    curve = { date: ts.map((t) => addDays(firstDay, t)), q: ts.map((t) => modifiedRate(best, dMin, t)) };
  }
  return {
    fluid,
    unit: UNIT[fluid],
    volume_unit: VOLUME[fluid],
    actual: { date: days.map((d) => d.day), q: days.map((d) => (d.hoursOn > 0 ? perDay(d, fluid) : null)), used: days.map(usable) },
    models: fits.map((x) => modelDto(x.m, x.r)),
    best: best?.model ?? null,
    terminal_decline_per_year: TERMINAL_DECLINE_EFFECTIVE,
    reason: best ? null : ((fits.find((x) => !x.r.ok)?.r as { reason: string } | undefined)?.reason ?? 'No fit'),
    curve,
    eur,
  };
}

const loeDto = (d: LoeDay) => ({
  date: d.date,
  lift_type: d.lift,
  lift_label: LIFT_LABELS[d.lift],
  hours_on: d.hoursOn,
  oil_bbl: d.oilBbl,
  gas_mcf: d.gasMcf,
  water_bbl: d.waterBbl,
  boe: d.boe,
  ...Object.fromEntries(LOE_CATEGORIES.map((c) => [c, d.costs[c]])),
  total: d.total,
  cumulative: d.cumulative,
  per_boe: d.perBoe,
});

export async function productionCostsFor(db: Queryable, wellId: string, fromS: number, toS: number, dayShift?: number) {
  const pw: ProductionWell | null = await readProductionWell(db, wellId);
  if (!pw) return { recorded: false as const, note: 'No production recorded for this well: nothing to cost or fit.' };
  const well = await wellDayShift(db, wellId);
  const shift = dayShift ?? well.dayShiftS;
  const [all, events] = await Promise.all([readProductionDays(db, wellId), readProductionEvents(db, wellId)]);
  const byDay = new Map(all.map((d) => [d.day, d]));
  const periodDays = reportingDays(fromS, toS, well.timeZone, shift);
  const period = loeDays(periodDays, byDay, events, pw.initialLift, pw.rates);
  // The economic limit from the whole history's latest producing days (not the period's).
  const historyDays = all.length ? reportingDays(Date.parse(`${all[0].day}T00:00:00Z`) / 1000 - 86_400, toS, well.timeZone, shift) : [];
  const history = loeDays(historyDays, byDay, events, pw.initialLift, pw.rates).filter((d) => d.date <= (all.at(-1)?.day ?? ''));
  const limit = economicLimitOil(history, pw.rates);
  const oil = declineOf('oil', pw.firstDay, all, events, limit, null);
  const abandonT = oil.eur?.days_to_abandon ?? null;
  const gas = declineOf('gas', pw.firstDay, all, events, null, abandonT);
  const totalOf = (k: keyof LoeDay) => period.reduce((s, d) => s + (d[k] as number), 0);
  const total = totalOf('total');
  const boe = totalOf('boe');
  return {
    recorded: true as const,
    note: null,
    currency: 'USD',
    first_day: pw.firstDay,
    lift_now: LIFT_LABELS[liftAt(toS, pw.initialLift, events)],
    rates: pw.rates,
    categories: LOE_CATEGORIES.map((c) => ({ id: c, label: LOE_LABELS[c] })),
    days: period.map(loeDto),
    breakdown: LOE_CATEGORIES.map((c) => ({ id: c, label: LOE_LABELS[c], amount: period.reduce((s, d) => s + d.costs[c], 0) })),
    totals: { loe: total, oil_bbl: totalOf('oilBbl'), gas_mcf: totalOf('gasMcf'), water_bbl: totalOf('waterBbl'), boe, per_boe: boe > 0 ? total / boe : null },
    economic_limit_bbl_d: limit,
    decline: { oil, gas },
  };
}
