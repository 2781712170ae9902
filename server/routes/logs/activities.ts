/**
 * Activities (spec 7.11 logs/{type}/activities_data): time per activity in total and by reporting day,
 * with drilling footage and ROP rotary versus slide; type 'auto' (detected) or 'truth' (the
 * simulator's, to compare). And navigator2: a whole-well overview strip for a pane's navigator.
 */
import { z } from 'zod';
import { ACTIVITY_COUNT } from '../../../src/domain/drilling/activities';
import { activityStats } from '../../../src/domain/drilling/kpi/activity-stats';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { activitiesByDayFromBins, analyticsKeys, drillingFromBins } from '../../timeseries/derived/analytics';
import { openIntervalOf, readBins, readIntervals, toActivityInterval } from '../../timeseries/derived/derived-read';
import { detectionStatus } from '../../timeseries/derived/detection-settings';
import { depthChannels, depthWindow } from '../../timeseries/depth-logs';
import { chartBody, periodOf } from './chart-payload';
import { depthSeriesFor } from './depth-series';
import { apiTimes, bodyChannels, bodyWidth, lastSecond, tags, timeWindow } from './log-helpers';
import { HEADERS } from './table-headers';
import { reportingOptions } from './well-reporting';
import { uuid } from '../../lib/schemas';

const activitiesData = defineRoute({
  method: 'POST',
  url: '/logs/:type/activities_data',
  summary:
    'Activity statistics (ActivitiesStatData) and activities by reporting day (ActivitiesByDayHistogramData), drilling rotary vs slide in total and by day',
  tags,
  access: well('VIEW_LOGS', 'body', 'well_id'),
  params: z.object({ type: z.enum(['auto', 'truth']) }).strict(),
  body: chartBody,
  async handler({ params, body, db }) {
    const { fromS, toS } = periodOf(body.payload);
    const reporting = await reportingOptions(db, body.well_id, fromS, toS, body.payload.day_shift);
    const intervals = await readIntervals(db, body.well_id, params.type, fromS, toS, await openIntervalOf(db, body.well_id, params.type));
    const bins = await readBins(db, body.well_id, params.type, fromS, toS);
    const byDay = activitiesByDayFromBins(bins, reporting);
    const { keys } = analyticsKeys({ stands: [], trips: [], intervals: intervals.map(toActivityInterval), activitiesByDay: byDay });
    const drilling = drillingFromBins(bins, reporting);
    return {
      data: apiTimes({
        ActivitiesStatData: keys.ActivitiesStatData,
        ActivitiesByDayHistogramData: keys.ActivitiesByDayHistogramData,
        analysis_stat_data: {
          drilling: drilling.total,
          drilling_by_day: drilling.byDay,
          total_s: byDay.totalS,
          activity_stats: activityStats(intervals.map(toActivityInterval)),
        },
        reporting_day: { day_shift_s: reporting.dayShiftS, utc_offset_s: reporting.utcOffsetS, time_zone: reporting.timeZone },
      }),
      headers: {
        ActivitiesStatData: HEADERS.ActivitiesStatData,
        ActivitiesByDayHistogramData: HEADERS.ActivitiesByDayHistogramData,
        drilling_by_day: HEADERS.drilling_by_day,
      },
      // The simulator's truth is no detection: nothing to say about it.
      ...(params.type === 'auto' ? { detection: await detectionStatus(db, body.well_id, fromS, toS) } : {}),
    };
  },
});

const navigator = defineRoute({
  method: 'POST',
  url: '/logs/:id/:type/navigator2',
  summary: "Navigator overview of the whole well: coarse M4 buckets of a few channels over all its time (or depth), with each bucket's dominant activity",
  tags,
  access: well('VIEW_LOGS'),
  params: z.object({ id: uuid, type: z.enum(['time', 'depth']) }).strict(),
  body: z.object({ width: bodyWidth, channels: bodyChannels.optional() }).strict(),
  async handler({ params, body, db, services }) {
    if (params.type === 'depth') {
      const chans = await depthChannels(db, params.id);
      const names = body.channels?.length ? body.channels : [...new Set(chans.map((c) => c.channel))];
      const md = chans.filter((c) => c.depth_type === 'MD' && names.includes(c.channel) && c.points > 0);
      if (!md.length) return { data: { well_id: params.id, type: 'depth', empty: true } };
      const top = Math.min(...md.map((c) => c.top_m));
      const bottom = Math.max(...md.map((c) => c.bottom_m));
      const series = await depthSeriesFor(db, params.id, names, 'MD', 'body');
      return { data: { well_id: params.id, type: 'depth', ...depthWindow(series, names, top, Math.max(bottom, top + 1), Math.floor(body.width / 2), 'MD') } };
    }
    const { first, last } = await lastSecond(services.logs.store, params.id);
    if (first === null || last === null) return { data: { well_id: params.id, type: 'time', empty: true } };
    const names = body.channels?.length ? body.channels : ['holeDepthM', 'bitDepthM'];
    const w = await timeWindow(services.logs.store, params.id, names, first, last + 1, body.width, 'body');
    // Dominant detected activity per bucket, from the 15-minute bins.
    const bins = await readBins(db, params.id, 'auto', first, last + 1);
    const perBucket = w.t.map(() => new Array<number>(ACTIVITY_COUNT).fill(0));
    for (const b of bins) {
      const k = Math.floor((b.binS - w.from) / w.bucket_s);
      if (k >= 0 && k < perBucket.length) b.seconds.forEach((s, c) => (perBucket[k][c] += s));
    }
    const activity = perBucket.map((s) => (s.some((x) => x > 0) ? s.indexOf(Math.max(...s)) : null));
    return { data: { type: 'time', ...w, activity } };
  },
});

export const activityRoutes = [activitiesData, navigator];
