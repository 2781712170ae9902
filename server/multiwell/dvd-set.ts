/**
 * Days vs Depth of many wells aligned at spud (each from daysVsDepthFor, the single-well chart's own
 * code, held between requests while its inputs stand: dvd-curve-cache.ts, so a well here is exactly
 * its single-well curve), the P10 / P50 / P90 band of days at depth
 * across them (domain dvd-band.ts) and each well's KPIs for the comparison table.
 */
import { dvdBand, type DvdCurve } from '../../src/domain/drilling/kpi/dvd-band';
import type { Queryable } from '../db/db';
import { NO_DATES, wellDatesOf } from '../routes/logs/days-vs-depth';
import type { TimeSeriesStore } from '../timeseries/store';
import type { DvdSetWell } from '../../src/domain/drilling/kpi/well-kpis';
import { kpisFrom } from './well-kpis';
import { readKpiSourcesOf, type KpiSpan } from './kpi-sources-of-wells';
import { curveJson, wellCurve } from './dvd-curve-cache';

export const BAND_METHOD =
  'Days at depth = first time each well reached the depth (linear between recorded points); P10/P50/P90 across the wells that reached it, linear between closest ranks (Hyndman-Fan type 7, as Excel PERCENTILE.INC); no band where fewer than 2 wells reached the depth.';

/** A comparison and the held curves its wells were drawn from. */
type DvdSet = Awaited<ReturnType<typeof dvdSet>>;

/**
 * `{"data": set}` as JSON, each well's curve (most of the bytes: 50 wells of 30 days are megabytes)
 * written from its held serialisation rather than stringified again on every request.
 */
export function dvdSetJson(set: DvdSet): string {
  const wells = set.wells.map(
    (w, k) => `{"well_id":${JSON.stringify(w.well_id)},"name":${JSON.stringify(w.name)},${curveJson(set.held[k])},"kpis":${JSON.stringify(w.kpis)}}`,
  );
  return `{"data":{"wells":[${wells.join(',')}],"band":${JSON.stringify(set.band)}}}`;
}

export async function dvdSet(db: Queryable, store: TimeSeriesStore, wellIds: readonly string[], stepM: number, nowS = Math.floor(Date.now() / 1000)) {
  const [names, dates] = await Promise.all([
    db
      .query<{ id: string; name: string }>('select id, name from wells where id = any($1::uuid[])', [wellIds])
      .then((r) => new Map(r.rows.map((w) => [w.id, w.name]))),
    wellDatesOf(db, wellIds),
  ]);
  const held = await Promise.all(wellIds.map((id) => wellCurve(db, store, id, dates.get(id) ?? NO_DATES, nowS)));
  // KPIs over each well's record, [first, last + 1): wells without a record have none.
  const spans = held.map((c, k) => ({ wellId: wellIds[k], fromS: c.firstS, toS: c.lastS === null ? null : c.lastS + 1 }));
  const sources = await readKpiSourcesOf(
    db,
    spans.filter((s): s is KpiSpan => s.fromS !== null && s.toS !== null && s.toS > s.fromS),
  );
  const wells: DvdSetWell[] = held.map((c, k) => ({
    well_id: wellIds[k],
    name: names.get(wellIds[k]) ?? wellIds[k],
    spud: c.spudS,
    spud_from: c.spudFrom,
    curve: { days: c.days, depth_m: c.depthM },
    deepest_m: c.deepestM,
    kpis: kpisFrom(sources.get(wellIds[k]) ?? null, spans[k].fromS, spans[k].toS),
  }));
  const curves: DvdCurve[] = wells.map((w) => ({ days: w.curve.days, depthM: w.curve.depth_m }));
  const b = dvdBand(curves, stepM);
  return {
    wells,
    held,
    band: { step_m: stepM, depth_m: b.depthM, p10_days: b.p10Days, p50_days: b.p50Days, p90_days: b.p90Days, wells: b.wells, method: BAND_METHOD },
  };
}
