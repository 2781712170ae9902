/**
 * The analytics answers (spec 3.11) for a window, from stored rows and the domain's own functions:
 * connection analysis from stored stands, tripping analysis from stored trips, zero-reading stats
 * from stored readings timed against the stands, activity statistics from the time log, and
 * activities / drilling by reporting day from the 15-minute bins (exact for any day shift and any
 * real time zone, all whole quarter hours).
 */
import { ACTIVITY_COUNT } from '../../../src/domain/drilling/activities';
import type { DrillingAnalysis } from '../../../src/domain/drilling/analysis';
import { analyticsResponseData } from '../../../src/domain/drilling/analytics-response';
import { activityStats, type ActivitiesByDay, type ActivityDay } from '../../../src/domain/drilling/kpi/activity-stats';
import { connectionAnalysis } from '../../../src/domain/drilling/kpi/connections';
import type { DrillingDay, DrillingFigures, DrillingStats } from '../../../src/domain/drilling/kpi/drilling-stats';
import { reportingDayLabel, reportingDayStartMs, type ReportingDayOptions } from '../../../src/domain/drilling/kpi/reporting-day';
import type { Stand } from '../../../src/domain/drilling/kpi/stand-types';
import { trippingAnalysis, type Trip } from '../../../src/domain/drilling/kpi/tripping';
import type { ActivityInterval } from '../../../src/domain/drilling/rig-state/time-log';
import type { ActivityBin } from './activity-bins';

export function activitiesByDayFromBins(bins: readonly ActivityBin[], o: ReportingDayOptions): ActivitiesByDay {
  const days: ActivityDay[] = [];
  const totalByCode = new Array<number>(ACTIVITY_COUNT).fill(0);
  let totalS = 0;
  for (const b of bins) {
    const start = reportingDayStartMs(b.binS * 1000, o);
    let day = days[days.length - 1];
    if (!day || day.dayStartMs !== start) {
      day = { dayStartMs: start, date: reportingDayLabel(start, o), secondsByCode: new Array<number>(ACTIVITY_COUNT).fill(0), totalS: 0 };
      days.push(day);
    }
    b.seconds.forEach((s, k) => {
      day.secondsByCode[k] += s;
      totalByCode[k] += s;
    });
    const sum = b.seconds.reduce((a, x) => a + x, 0);
    (day as { totalS: number }).totalS += sum;
    totalS += sum;
  }
  return { days, totalByCode, totalS };
}

function figures(m: number, s: number): DrillingFigures {
  return { footageM: m, onBottomS: s, ropMph: s > 0 ? m / (s / 3600) : NaN };
}

function stats(rotM: number, rotS: number, slideM: number, slideS: number): DrillingStats {
  const total = rotM + slideM;
  return {
    rotary: figures(rotM, rotS),
    slide: figures(slideM, slideS),
    total: figures(total, rotS + slideS),
    slideFootageShare: total > 0 ? slideM / total : NaN,
  };
}

export function drillingFromBins(bins: readonly ActivityBin[], o: ReportingDayOptions): { total: DrillingStats; byDay: DrillingDay[] } {
  const days = new Map<number, [number, number, number, number]>();
  let t: [number, number, number, number] = [0, 0, 0, 0];
  for (const b of bins) {
    const d = reportingDayStartMs(b.binS * 1000, o);
    const a = days.get(d) ?? [0, 0, 0, 0];
    a[0] += b.rotaryM;
    a[1] += b.rotaryS;
    a[2] += b.slideM;
    a[3] += b.slideS;
    days.set(d, a);
    t = [t[0] + b.rotaryM, t[1] + b.rotaryS, t[2] + b.slideM, t[3] + b.slideS];
  }
  return {
    total: stats(...t),
    byDay: [...days].map(([d, a]) => ({ dayStartMs: d, date: reportingDayLabel(d, o), ...stats(...a) })),
  };
}

/**
 * The spec 3.11 keys. analyticsResponseData reads only these four parts of a DrillingAnalysis, so the
 * parts computed from stored rows are handed to it as one; the shapes stay the domain's.
 */
export function analyticsKeys(parts: {
  stands: readonly Stand[];
  trips: readonly Trip[];
  intervals: readonly ActivityInterval[];
  activitiesByDay: ActivitiesByDay;
  connectionBucketsS?: readonly number[];
}) {
  const connections = connectionAnalysis(parts.stands, parts.connectionBucketsS);
  const tripping = trippingAnalysis(parts.trips);
  const stat = activityStats(parts.intervals);
  const analysis = { connections, tripping, activityStats: stat, activitiesByDay: parts.activitiesByDay } as Pick<
    DrillingAnalysis,
    'connections' | 'tripping' | 'activityStats' | 'activitiesByDay'
  >;
  return { keys: analyticsResponseData(analysis as DrillingAnalysis), connections, tripping, activityStats: stat };
}
