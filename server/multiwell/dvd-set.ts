/**
 * Days vs Depth of many wells aligned at spud (each from daysVsDepthFor, the single-well chart's own
 * code, so a well here is exactly its single-well curve), the P10 / P50 / P90 band of days at depth
 * across them (domain dvd-band.ts) and each well's KPIs for the comparison table.
 */
import { dvdBand, type DvdCurve } from '../../src/domain/drilling/kpi/dvd-band';
import type { Queryable } from '../db/db';
import { daysVsDepthFor } from '../routes/logs/days-vs-depth';
import type { TimeSeriesStore } from '../timeseries/store';
import type { DvdSetWell } from '../../src/domain/drilling/kpi/well-kpis';
import { wellKpis } from './well-kpis';

export const BAND_METHOD =
  'Days at depth = first time each well reached the depth (linear between recorded points); P10/P50/P90 across the wells that reached it, linear between closest ranks (Hyndman-Fan type 7, as Excel PERCENTILE.INC); no band where fewer than 2 wells reached the depth.';

const round = (v: number, k: number) => Math.round(v * k) / k;

export async function dvdSet(db: Queryable, store: TimeSeriesStore, wellIds: readonly string[], stepM: number, nowS = Math.floor(Date.now() / 1000)) {
  const names = new Map(
    (await db.query<{ id: string; name: string }>('select id, name from wells where id = any($1::uuid[])', [wellIds])).rows.map((r) => [r.id, r.name]),
  );
  const wells: DvdSetWell[] = await Promise.all(
    wellIds.map(async (id) => {
      // An empty period: only the whole record's curve is wanted, not the reporting days.
      const x = await daysVsDepthFor(db, store, id, nowS, nowS);
      const kpis = await wellKpis(db, id, x.firstS, x.lastS === null ? null : x.lastS + 1);
      return {
        well_id: id,
        name: names.get(id) ?? id,
        spud: x.dvd.spudS,
        spud_from: x.spudFrom,
        // As charts/days_vs_depth answers it: days to 1e-5 (about a second), depth as recorded.
        curve: { days: x.dvd.curve.map((p) => round(p.days, 1e5)), depth_m: x.dvd.curve.map((p) => p.depthM) },
        deepest_m: x.dvd.deepestM,
        kpis,
      };
    }),
  );
  const curves: DvdCurve[] = wells.map((w) => ({ days: w.curve.days, depthM: w.curve.depth_m }));
  const b = dvdBand(curves, stepM);
  return {
    wells,
    band: { step_m: stepM, depth_m: b.depthM, p10_days: b.p10Days, p50_days: b.p50Days, p90_days: b.p90Days, wells: b.wells, method: BAND_METHOD },
  };
}
