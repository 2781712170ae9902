/**
 * The daily production of a well over a period (issue 19's production widgets): per reporting day
 * its hours on, oil, gas and water (m³ at standard conditions), tubing and casing pressure (MPa), the
 * day's rates (volume over hours on, per 24 h: what the well makes while it flows), GOR and water cut,
 * and the cumulatives since first production (the days before the period included). Events in the
 * period come along to mark the charts. Units convert on the client (domain/production/production-units).
 */
import { reportingDays } from '../../src/domain/drilling/journal/reporting-days';
import { LIFT_LABELS } from '../../src/domain/production/production-day';
import type { Queryable } from '../db/db';
import { wellDayShift } from '../journal/journal-read';
import { readProductionDays, readProductionEvents, readProductionWell } from './production-store';

const rate = (v: number, hoursOn: number) => (hoursOn > 0 ? (v * 24) / hoursOn : null);

export async function productionDailyFor(db: Queryable, wellId: string, fromS: number, toS: number, dayShift?: number) {
  const pw = await readProductionWell(db, wellId);
  if (!pw) return { recorded: false as const, note: 'No production recorded for this well.' };
  const well = await wellDayShift(db, wellId);
  const days = reportingDays(fromS, toS, well.timeZone, dayShift ?? well.dayShiftS);
  if (!days.length) return { recorded: true as const, note: null, first_day: pw.firstDay, days: [], events: [], totals: null };
  const first = days[0].date;
  const [before, rows, events] = await Promise.all([
    db.query<{ oil: number | null; gas: number | null; water: number | null }>(
      'select sum(oil_m3) as oil, sum(gas_m3) as gas, sum(water_m3) as water from production_daily where well_id = $1 and day < $2::date',
      [wellId, first],
    ),
    readProductionDays(db, wellId, first, days[days.length - 1].date),
    readProductionEvents(db, wellId, days[0].startS, days[days.length - 1].endS),
  ]);
  const b = before.rows[0] ?? { oil: 0, gas: 0, water: 0 };
  let cumOil = Number(b.oil ?? 0);
  let cumGas = Number(b.gas ?? 0);
  let cumWater = Number(b.water ?? 0);
  const out = rows.map((d) => {
    cumOil += d.oilM3;
    cumGas += d.gasM3;
    cumWater += d.waterM3;
    const liquid = d.oilM3 + d.waterM3;
    return {
      date: d.day,
      hours_on: d.hoursOn,
      oil_m3: d.oilM3,
      gas_m3: d.gasM3,
      water_m3: d.waterM3,
      oil_m3_d: rate(d.oilM3, d.hoursOn),
      gas_m3_d: rate(d.gasM3, d.hoursOn),
      water_m3_d: rate(d.waterM3, d.hoursOn),
      tubing_mpa: d.tubingMpa,
      casing_mpa: d.casingMpa,
      gor_m3_m3: d.oilM3 > 0 ? d.gasM3 / d.oilM3 : null,
      water_cut: liquid > 0 ? d.waterM3 / liquid : null,
      cum_oil_m3: cumOil,
      cum_gas_m3: cumGas,
      cum_water_m3: cumWater,
    };
  });
  const sum = (k: 'oil_m3' | 'gas_m3' | 'water_m3') => out.reduce((s, d) => s + d[k], 0);
  const oil = sum('oil_m3');
  const water = sum('water_m3');
  return {
    recorded: true as const,
    note: null,
    first_day: pw.firstDay,
    days: out,
    events: events.map((e) => ({
      kind: e.kind,
      start_s: e.startS,
      end_s: e.endS,
      lift: e.lift,
      lift_label: e.lift ? LIFT_LABELS[e.lift] : null,
      comment: e.comment,
    })),
    totals: {
      oil_m3: oil,
      gas_m3: sum('gas_m3'),
      water_m3: water,
      hours_on: out.reduce((s, d) => s + d.hours_on, 0),
      gor_m3_m3: oil > 0 ? sum('gas_m3') / oil : null,
      water_cut: oil + water > 0 ? water / (oil + water) : null,
      cum_oil_m3: cumOil,
      cum_gas_m3: cumGas,
      cum_water_m3: cumWater,
    },
  };
}
