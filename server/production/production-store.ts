/**
 * Reads of a producing well (issue 19): its production record (first day, initial lift, LOE rates),
 * daily volumes and events, in the domain's shapes (src/domain/production/production-day.ts).
 */
import type { LoeRates, Lift, ProductionDay, ProductionEvent, EventKind } from '../../src/domain/production/production-day';
import type { Queryable } from '../db/db';

export interface ProductionWell {
  firstDay: string;
  initialLift: Lift;
  rates: LoeRates;
}

export async function readProductionWell(db: Queryable, wellId: string): Promise<ProductionWell | null> {
  const { rows } = await db.query<{ first_day: string; initial_lift: Lift; rates: LoeRates }>(
    `select to_char(first_day, 'YYYY-MM-DD') as first_day, initial_lift, rates from production_wells where well_id = $1`,
    [wellId],
  );
  const r = rows[0];
  return r ? { firstDay: r.first_day, initialLift: r.initial_lift, rates: withDefaults(typeof r.rates === 'string' ? JSON.parse(r.rates) : r.rates) } : null;
}

/** Rates stored before the fixed overhead existed (issue 19) carry none: 0 USD a month. */
const withDefaults = (rates: Partial<LoeRates>): LoeRates => ({ ...(rates as LoeRates), overhead_usd_month: rates.overhead_usd_month ?? 0 });

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Daily rows from `fromDay` to `toDay` inclusive (all when not given), by date. */
export async function readProductionDays(db: Queryable, wellId: string, fromDay?: string, toDay?: string): Promise<ProductionDay[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select to_char(day, 'YYYY-MM-DD') as day, hours_on, oil_m3, gas_m3, water_m3, tubing_mpa, casing_mpa from production_daily
      where well_id = $1 and ($2::date is null or day >= $2::date) and ($3::date is null or day <= $3::date) order by day`,
    [wellId, fromDay ?? null, toDay ?? null],
  );
  return rows.map((r) => ({
    day: String(r.day),
    hoursOn: Number(r.hours_on),
    oilM3: Number(r.oil_m3),
    gasM3: Number(r.gas_m3),
    waterM3: Number(r.water_m3),
    tubingMpa: numOrNull(r.tubing_mpa),
    casingMpa: numOrNull(r.casing_mpa),
  }));
}

/** Events reaching into [fromS, toS) (all when not given). */
export async function readProductionEvents(db: Queryable, wellId: string, fromS = -1e12, toS = 1e12): Promise<ProductionEvent[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select kind, start_s, end_s, lift, cost_usd, comment from production_events where well_id = $1 and end_s > $2 and start_s < $3 order by start_s`,
    [wellId, fromS, toS],
  );
  return rows.map((r) => ({
    kind: r.kind as EventKind,
    startS: Number(r.start_s),
    endS: Number(r.end_s),
    lift: (r.lift as Lift | null) ?? null,
    costUsd: Number(r.cost_usd),
    comment: String(r.comment ?? ''),
  }));
}
