/**
 * One call from channels to every drilling analysis a pane or an endpoint shows: rig states and
 * the auto time log, stands and connections, trips, drilling and activity statistics by reporting
 * day, zero WOB / diff-P readings, ROP and time. Pure: give it a window of 1 Hz data.
 */
import type { DetectionSeries } from './channels';
import { activitiesByDay, activityStats, type ActivitiesByDay, type ActivityStatRow } from './kpi/activity-stats';
import { connectionAnalysis, type ConnectionAnalysis } from './kpi/connections';
import { drillingStats, drillingStatsByDay, type DrillingDay, type DrillingStats } from './kpi/drilling-stats';
import type { ReportingDayOptions } from './kpi/reporting-day';
import { ropAndTime, type RopAndTimeRow } from './kpi/rop-and-time';
import { detectStands } from './kpi/stand-detector';
import type { Stand } from './kpi/stand-types';
import { detectTrips, trippingAnalysis, type TrippingAnalysis } from './kpi/tripping';
import { detectZeroReadings, timeZeroReadings, zeroReadingStats, type TimedZeroReading, type ZeroReadingStats } from './kpi/zero-readings';
import { detectRigStates, type RigStateResult } from './rig-state/detect';
import type { RigStateThresholds } from './rig-state/thresholds';
import { autoTimeLog, timelineEvents, type ActivityInterval, type TimelineEvent } from './rig-state/time-log';

export interface DrillingAnalysisOptions extends ReportingDayOptions {
  blockWeightT?: number;
  thresholds?: Partial<RigStateThresholds>;
}

export interface DrillingAnalysis {
  readonly rigState: RigStateResult;
  readonly timeLog: ActivityInterval[];
  readonly timeline: TimelineEvent[];
  readonly stands: Stand[];
  readonly connections: ConnectionAnalysis;
  readonly tripping: TrippingAnalysis;
  readonly drilling: DrillingStats;
  readonly drillingByDay: DrillingDay[];
  readonly activitiesByDay: ActivitiesByDay;
  readonly activityStats: ActivityStatRow[];
  readonly ropAndTime: RopAndTimeRow[];
  /** Present when the series carries the channel. */
  readonly zeroWob: { readings: TimedZeroReading[]; stats: ZeroReadingStats } | null;
  readonly zeroDiffP: { readings: TimedZeroReading[]; stats: ZeroReadingStats } | null;
}

export function analyzeDrilling(series: DetectionSeries, options: DrillingAnalysisOptions = {}): DrillingAnalysis {
  const rigState = detectRigStates(series, { blockWeightT: options.blockWeightT, thresholds: options.thresholds });
  const { t, channels } = series;
  const timeLog = autoTimeLog(t, rigState.activity, channels.holeDepthM, channels.bitDepthM);
  const stands = detectStands(series, { blockWeightT: rigState.blockWeightT, thresholds: options.thresholds });
  const zero = (channel: 'wobT' | 'diffPMPa') => {
    if (!channels[channel]) return null;
    const readings = timeZeroReadings(detectZeroReadings({ series, primitives: rigState.primitives, thresholds: rigState.thresholds }, channel), stands);
    return { readings, stats: zeroReadingStats(channel, readings, stands, options) };
  };
  return {
    rigState,
    timeLog,
    timeline: timelineEvents(timeLog),
    stands,
    connections: connectionAnalysis(stands),
    tripping: trippingAnalysis(detectTrips(t, rigState.activity, rigState.primitives.flags, channels.bitDepthM)),
    drilling: drillingStats(t, rigState.activity, channels.holeDepthM),
    drillingByDay: drillingStatsByDay(t, rigState.activity, channels.holeDepthM, options),
    activitiesByDay: activitiesByDay(t, rigState.activity, options),
    activityStats: activityStats(timeLog),
    ropAndTime: ropAndTime(stands),
    zeroWob: zero('wobT'),
    zeroDiffP: zero('diffPMPa'),
  };
}
