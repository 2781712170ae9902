/**
 * POST charts/days_vs_depth (spec 7.10): the well's hole depth against days since spud, from the
 * stored hole-depth record (15-minute buckets of the store's levels, the last value of each), and per
 * reporting day of the period (the well's day shift in its time zone, daylight saving included) the
 * depth at the day's start and end. The curve always runs from the start of the record to the
 * period's end, so a short period still shows where the well stands against its whole history.
 */
import { daysVsDepth } from '../../../src/domain/drilling/kpi/days-vs-depth';
import { reportingDays } from '../../../src/domain/drilling/journal/reporting-days';
import type { Queryable } from '../../db/db';
import type { TimeSeriesStore } from '../../timeseries/store';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { chartBody, periodOf } from './chart-payload';
import { activeAfe } from './afe';
import { tags } from './log-helpers';
import { HEADERS } from './table-headers';

/** The store's 15-minute level: day boundaries (whole quarter hours in every real zone) fall on its bucket edges. */
const BUCKET_S = 900;
/** Past a year of record, hourly buckets keep the answer small. */
const LONG_BUCKET_S = 3600;

export interface WellDates {
  spudS: number | null;
  dayShiftS: number;
  timeZone: string;
  spudFrom: string;
}

/** Spud of each well (the rig's spud date, else the well's start date, else the start of the record), in one query. */
export async function wellDatesOf(db: Queryable, wellIds: readonly string[]): Promise<Map<string, WellDates>> {
  const { rows } = await db.query<{ id: string; spud: string | null; start_date: string | null; day_shift: number; timezone: string }>(
    `select w.id, (select min(spud_date) from well_rigs r where r.well_id = w.id) as spud, w.start_date, w.day_shift, w.timezone
     from wells w where w.id = any($1::uuid[])`,
    [wellIds],
  );
  const out = new Map<string, WellDates>();
  for (const w of rows) {
    const spud = w.spud ?? w.start_date ?? null;
    out.set(w.id, {
      spudS: spud === null ? null : Number(spud),
      dayShiftS: Number(w.day_shift ?? 21_600),
      timeZone: w.timezone ?? 'UTC',
      spudFrom: w.spud != null ? 'rig spud date' : w.start_date != null ? 'well start date' : 'start of the record',
    });
  }
  return out;
}

export const NO_DATES: WellDates = { spudS: null, dayShiftS: 21_600, timeZone: 'UTC', spudFrom: 'start of the record' };

/** Days vs Depth of a well for a period: the record's curve up to the period's end and the period's reporting days. */
export async function daysVsDepthFor(
  db: Queryable,
  store: TimeSeriesStore,
  wellId: string,
  fromS: number,
  toS: number,
  dayShift?: number,
  knownDates?: WellDates,
) {
  const dates = knownDates ?? (await wellDatesOf(db, [wellId])).get(wellId) ?? NO_DATES;
  const dayShiftS = dayShift ?? dates.dayShiftS;
  const hole = (await store.channels(wellId)).find((c) => c.channel === 'holeDepthM');
  const firstS = hole?.first_s ?? null;
  const lastS = hole?.last_s ?? null;
  const endS = lastS === null ? toS : Math.min(toS, lastS + 1);
  let record = { t: [] as number[], bucketS: BUCKET_S, last: [] as (number | null)[] };
  if (firstS !== null && firstS < endS) {
    const bucketS = endS - firstS > 366 * 86_400 ? LONG_BUCKET_S : BUCKET_S;
    const from = Math.floor(firstS / bucketS) * bucketS;
    const w = await store.window(wellId, ['holeDepthM'], from, endS, Math.ceil((endS - from) / bucketS));
    record = { t: w.t, bucketS: w.bucket_s, last: w.channels.holeDepthM.last };
  }
  const spudS = dates.spudS ?? firstS ?? fromS;
  const dvd = daysVsDepth(record, spudS, reportingDays(fromS, endS, dates.timeZone, dayShiftS), endS);
  return { dvd, spudFrom: dates.spudFrom, firstS, lastS, bucketS: record.bucketS, dayShiftS, timeZone: dates.timeZone };
}

const dvd = defineRoute({
  method: 'POST',
  url: '/charts/days_vs_depth',
  summary:
    'Days vs Depth: hole depth against days since spud from the stored record, per reporting day of the period its start and end depth, and the AFE plan',
  tags: ['charts', ...tags],
  access: well('VIEW_LOGS', 'body', 'well_id'),
  body: chartBody,
  async handler({ body, db, services }) {
    const { fromS, toS } = periodOf(body.payload);
    const x = await daysVsDepthFor(db, services.logs.store, body.well_id, fromS, toS, body.payload.day_shift);
    const d = x.dvd;
    const afe = await activeAfe(db, body.well_id);
    return {
      data: {
        spud: d.spudS,
        spud_from: x.spudFrom,
        record: { first: x.firstS, last: x.lastS, bucket_s: x.bucketS },
        reporting_day: { day_shift_s: x.dayShiftS, time_zone: x.timeZone },
        // Days to 1e-5 (about a second): the answer stays small.
        curve: { time: d.curve.map((p) => p.t), days: d.curve.map((p) => Math.round(p.days * 1e5) / 1e5), depth_m: d.curve.map((p) => p.depthM) },
        days: d.days.map((r) => ({
          date: r.date,
          start: r.startS,
          end: r.endS,
          days_at_end: r.daysAtEnd,
          depth_start_m: r.depthStartM,
          depth_end_m: r.depthEndM,
          progress_m: r.progressM,
        })),
        deepest_m: d.deepestM,
        mean_progress_m_per_day: d.meanProgressMPerDay,
        plan: afe ? { name: afe.name, days: afe.curve.map((p) => p.days), depth_m: afe.curve.map((p) => p.depthM) } : null,
        plan_note: afe ? `Plan: ${afe.name}.` : 'No time plan (AFE estimate) for this well: only the actual curve is shown.',
      },
      headers: { days: HEADERS.days_vs_depth },
    };
  },
});

export const daysVsDepthRoutes = [dvd];
