/**
 * Drilling charts (spec 7.10): time_log, connections (weight to weight, slips to slips, distribution,
 * ROP and time), zero WOB / zero diff-P statistics and tripping analysis, each answering
 * { data, headers } with the spec 3.11 keys, computed by the domain functions from stored rows.
 */
import { ropAndTime } from '../../../src/domain/drilling/kpi/rop-and-time';
import { timeZeroReadings, zeroReadingStats } from '../../../src/domain/drilling/kpi/zero-readings';
import { timelineEvents } from '../../../src/domain/drilling/rig-state/time-log';
import type { Queryable } from '../../db/db';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { activitiesByDayFromBins, analyticsKeys } from '../../timeseries/derived/analytics';
import { detectionStatus } from '../../timeseries/derived/detection-settings';
import { openIntervalOf, readBins, readIntervals, readStands, readTrips, readZeros, toActivityInterval } from '../../timeseries/derived/derived-read';
import { chartBody, connectionsBody, periodOf } from './chart-payload';
import { apiTimes, tags } from './log-helpers';
import { HEADERS } from './table-headers';
import { intervalView } from './timelog';
import { reportingOptions } from './well-reporting';

const chartTags = ['charts', ...tags];

/** Everything the analytics keys are made of, for a well and period. */
export async function analyticsParts(db: Queryable, wellId: string, fromS: number, toS: number, dayShiftS?: number, connectionBucketsS?: readonly number[]) {
  const reporting = await reportingOptions(db, wellId, fromS, toS, dayShiftS);
  const [stands, trips, intervals, bins] = await Promise.all([
    readStands(db, wellId, fromS, toS),
    readTrips(db, wellId, fromS, toS),
    readIntervals(db, wellId, 'auto', fromS, toS, await openIntervalOf(db, wellId, 'auto')),
    readBins(db, wellId, 'auto', fromS, toS),
  ]);
  const activitiesByDay = activitiesByDayFromBins(bins, reporting);
  return {
    reporting,
    stands,
    trips,
    intervals,
    bins,
    ...analyticsKeys({ stands, trips, intervals: intervals.map(toActivityInterval), activitiesByDay, connectionBucketsS }),
  };
}

const timeLog = defineRoute({
  method: 'POST',
  url: '/charts/time_log',
  summary: 'Auto time log chart: activity rows and drilling / tripping start-stop events in the period',
  tags: chartTags,
  access: well('VIEW_LOGS', 'body', 'well_id'),
  body: chartBody,
  async handler({ body, db }) {
    const { fromS, toS } = periodOf(body.payload);
    const rows = await readIntervals(db, body.well_id, 'auto', fromS, toS, await openIntervalOf(db, body.well_id, 'auto'));
    return {
      data: { rows: rows.map(intervalView), timeline: apiTimes(timelineEvents(rows.map(toActivityInterval))) },
      headers: { rows: HEADERS.time_log },
      detection: await detectionStatus(db, body.well_id, fromS, toS),
    };
  },
});

const connections = defineRoute({
  method: 'POST',
  url: '/charts/connections',
  summary: 'Connections: weight to weight and slips to slips per connection with ratings and distributions, ROP and time per stand',
  tags: chartTags,
  access: well('VIEW_LOGS', 'body', 'well_id'),
  body: connectionsBody,
  async handler({ body, db }) {
    const { fromS, toS } = periodOf(body.payload);
    const p = await analyticsParts(db, body.well_id, fromS, toS, body.payload.day_shift, body.parameters.buckets_s);
    const c = p.connections;
    return {
      data: apiTimes({
        analysis_connection_data: { rows: c.rows, slipsToSlips: c.slipsToSlips, weightToWeight: c.weightToWeight, ratingCounts: c.ratingCounts },
        ConnectionsDistributionData: p.keys.ConnectionsDistributionData,
        rop_and_time: ropAndTime(p.stands),
      }),
      headers: { analysis_connection_data: HEADERS.analysis_connection_data, rop_and_time: HEADERS.rop_and_time },
      detection: await detectionStatus(db, body.well_id, fromS, toS),
    };
  },
});

const zeroStat = (channel: 'wobT' | 'diffPMPa', name: 'zero_wob_stat' | 'zero_diffp_stat') =>
  defineRoute({
    method: 'POST',
    url: `/charts/${name}`,
    summary: `Zero ${channel === 'wobT' ? 'WOB' : 'diff-P'} readings: when the driller re-zeroed off bottom, timed against the connections, by reporting day`,
    tags: chartTags,
    access: well('VIEW_LOGS', 'body', 'well_id'),
    body: chartBody,
    async handler({ body, db }) {
      const { fromS, toS } = periodOf(body.payload);
      const reporting = await reportingOptions(db, body.well_id, fromS, toS, body.payload.day_shift);
      // Connections around the window's edges time the readings near them.
      const stands = await readStands(db, body.well_id, fromS - 3600, toS + 3600);
      const timed = timeZeroReadings(await readZeros(db, body.well_id, channel, fromS, toS), stands);
      const inWindow = stands.filter((s) => s.endMs > fromS * 1000 && s.startMs < toS * 1000);
      return {
        data: apiTimes({ analysis_stat_data: zeroReadingStats(channel, timed, inWindow, reporting), readings: timed }),
        headers: { analysis_stat_data: HEADERS.analysis_stat_data },
        detection: await detectionStatus(db, body.well_id, fromS, toS),
      };
    },
  });

const tripping = defineRoute({
  method: 'POST',
  url: '/charts/tripping_analysis',
  summary: 'Tripping analysis: distance, time and speed per trip (m/h and stands/h, with and without connections), totals by direction, trip connections',
  tags: chartTags,
  access: well('VIEW_LOGS', 'body', 'well_id'),
  body: chartBody,
  async handler({ body, db }) {
    const { fromS, toS } = periodOf(body.payload);
    const p = await analyticsParts(db, body.well_id, fromS, toS, body.payload.day_shift);
    const k = p.keys;
    return {
      data: apiTimes({
        tripping_distance_data: k.tripping_distance_data,
        tripping_time_data: k.tripping_time_data,
        tripping_speed_data: k.tripping_speed_data,
        TrippingStatTable: k.TrippingStatTable,
        TrippingAnalysisChart: k.TrippingAnalysisChart,
        TrippingConnectionsAnalysisChart: k.TrippingConnectionsAnalysisChart,
        analysis_speed_data: p.tripping.byDirection,
      }),
      headers: { TrippingStatTable: HEADERS.TrippingStatTable },
      detection: await detectionStatus(db, body.well_id, fromS, toS),
    };
  },
});

export const chartRoutes = [timeLog, connections, zeroStat('wobT', 'zero_wob_stat'), zeroStat('diffPMPa', 'zero_diffp_stat'), tripping];
