/**
 * Time per activity, by reporting day and in total: "Drilling Activities (by day / total)" and
 * the Activity statistics table (spec 3.11 ActivitiesByDayHistogramData, ActivitiesStatData).
 */
import { ACTIVITIES, ACTIVITY_COUNT, type ActivityId } from '../activities';
import type { ActivityInterval } from '../rig-state/time-log';
import { summarize, type Summary } from './distribution';
import { reportingDayLabel, reportingDayStartMs, sampleSeconds, type ReportingDayOptions } from './reporting-day';

export interface ActivityDay {
  readonly dayStartMs: number;
  readonly date: string;
  /** Seconds per activity code (index = code). */
  readonly secondsByCode: number[];
  readonly totalS: number;
}

export interface ActivitiesByDay {
  readonly days: ActivityDay[];
  readonly totalByCode: number[];
  readonly totalS: number;
}

export function activitiesByDay(t: ArrayLike<number>, activity: ArrayLike<number>, options: ReportingDayOptions = {}): ActivitiesByDay {
  const days: ActivityDay[] = [];
  const totalByCode = new Array<number>(ACTIVITY_COUNT).fill(0);
  let totalS = 0;
  let day: ActivityDay | null = null;
  let dayEndMs = -Infinity;
  for (let i = 0; i < t.length; i++) {
    if (t[i] >= dayEndMs || !day) {
      const start = reportingDayStartMs(t[i], options);
      day = { dayStartMs: start, date: reportingDayLabel(start, options), secondsByCode: new Array<number>(ACTIVITY_COUNT).fill(0), totalS: 0 };
      days.push(day);
      dayEndMs = start + 86_400_000;
    }
    const s = sampleSeconds(t, i);
    day.secondsByCode[activity[i]] += s;
    (day as { totalS: number }).totalS += s;
    totalByCode[activity[i]] += s;
    totalS += s;
  }
  return { days, totalByCode, totalS };
}

export interface ActivityStatRow {
  readonly activity: ActivityId;
  readonly label: string;
  readonly color: string;
  readonly totalS: number;
  /** Share of all time, 0–1. */
  readonly share: number;
  /** Interval durations, s. */
  readonly intervals: Summary;
}

/** One row per activity from the auto time log: total time, share, and how long its intervals last. */
export function activityStats(intervals: readonly ActivityInterval[]): ActivityStatRow[] {
  const total = intervals.reduce((s, iv) => s + iv.durationS, 0);
  return ACTIVITIES.map((a) => {
    const own = intervals.filter((iv) => iv.code === a.code).map((iv) => iv.durationS);
    const totalS = own.reduce((s, d) => s + d, 0);
    return { activity: a.id, label: a.label, color: a.color, totalS, share: total ? totalS / total : 0, intervals: summarize(own) };
  });
}
