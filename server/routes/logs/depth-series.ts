/**
 * Depth-log series for a depth type. TVD logs are read as stored; where a channel has only MD rows,
 * its points are placed at TVD through the well's survey (minimum curvature from the stations), so a
 * TVD track works for any well that has a survey.
 */
import { interpolateAtMd } from '../../../src/domain/directional/interpolate';
import { minimumCurvature } from '../../../src/domain/directional/minimum-curvature';
import type { Queryable } from '../../db/db';
import { HttpError } from '../../lib/http-error';
import { readDepthSeries, type DepthSeries, type DepthType } from '../../timeseries/depth-logs';

async function mdToTvd(db: Queryable, wellId: string): Promise<((md: number) => number) | null> {
  let rows: { md_m: number; inc_deg: number; azi_deg: number }[];
  try {
    rows = (
      await db.query<{ md_m: number; inc_deg: number; azi_deg: number }>(
        'select md_m, inc_deg, azi_deg from survey_stations where well_id = $1 order by md_m',
        [wellId],
      )
    ).rows;
  } catch {
    return null;
  }
  if (rows.length < 1) return null;
  const stations = rows.map((r) => ({ mdM: Number(r.md_m), incDeg: Number(r.inc_deg), aziDeg: Number(r.azi_deg) }));
  if (stations[0].mdM > 0) stations.unshift({ mdM: 0, incDeg: 0, aziDeg: 0 });
  const t = minimumCurvature(stations);
  const last = t[t.length - 1];
  // Below the last station: straight on at its inclination.
  return (md) => (md <= last.mdM ? interpolateAtMd(t, md).tvdM : last.tvdM + (md - last.mdM) * Math.cos((last.incDeg * Math.PI) / 180));
}

export async function depthSeriesFor(
  db: Queryable,
  wellId: string,
  channels: readonly string[],
  depthType: DepthType,
  where: string,
): Promise<Map<string, DepthSeries[]>> {
  const series = await readDepthSeries(db, wellId, channels, depthType);
  if (depthType === 'MD') return series;
  const needMd = channels.filter((c) => !series.has(c));
  if (!needMd.length) return series;
  const md = await readDepthSeries(db, wellId, needMd, 'MD');
  if (!md.size) return series;
  const toTvd = await mdToTvd(db, wellId);
  if (!toTvd) throw new HttpError(400, `${where}.depth_type: TVD needs a survey to place MD logs (${[...md.keys()].join(', ')}) and this well has none`);
  for (const [ch, list] of md)
    series.set(
      ch,
      list.map((s) => ({ depthM: Float64Array.from(s.depthM, toTvd), values: s.values })),
    );
  return series;
}
