/**
 * When a scheduled report is due, in its subscriber's time zone (9.5): at a wall-clock time on
 * chosen weekdays, so 06:00 in America/Chicago is 12:00 UTC in winter and 11:00 UTC in summer. A
 * wall time skipped by a DST gap runs at the first instant after it; a repeated one runs once, at
 * its first occurrence (time-zone.ts). Pure: the same answer on a server in UTC and a laptop anywhere.
 */
import { WEEKDAYS, type ReportPeriod, type Weekday } from '../constants/alerts-and-reports';
import { wallClockToEpochMs, zoneOffsetMs, type TimeZone } from '../format/time-zone';

export interface ReportSchedule {
  /** 'HH:MM', 24-hour, in the subscriber's zone. */
  time: string;
  /** Weekdays it runs on (a weekly report has one). */
  days: readonly Weekday[];
}

/** The wall clock of an instant in a zone, as a UTC date with those fields. */
const wallOf = (epochMs: number, tz: TimeZone) => new Date(epochMs + zoneOffsetMs(epochMs, tz));

/** Monday = 0 … Sunday = 6. */
const weekdayIndex = (wall: Date) => (wall.getUTCDay() + 6) % 7;

/** The first due instant strictly after `afterMs` (epoch ms); null when no day is chosen. */
export function nextDueMs(schedule: ReportSchedule, tz: TimeZone, afterMs: number): number | null {
  if (!schedule.days.length) return null;
  const [hh, mm] = schedule.time.split(':').map(Number);
  const today = wallOf(afterMs, tz);
  for (let i = -1; i <= 8; i++) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + i));
    if (!schedule.days.includes(WEEKDAYS[weekdayIndex(day)])) continue;
    const t = wallClockToEpochMs(day.getTime() + (hh * 60 + mm) * 60_000, tz);
    if (t > afterMs) return t;
  }
  return null;
}

/**
 * The start of the period a report due at `dueMs` covers (it ends at `dueMs`): an hour before, or
 * the same wall time a day, week, month or quarter earlier in the zone (so a day across a DST
 * change is 23 or 25 hours).
 */
export function periodStartMs(period: ReportPeriod, dueMs: number, tz: TimeZone): number {
  if (period === 'hour') return dueMs - 3_600_000;
  const wall = wallOf(dueMs, tz);
  const days = period === 'day' ? 1 : period === 'week' ? 7 : 0;
  const months = period === 'month' ? 1 : period === 'quarter' ? 3 : 0;
  const start = Date.UTC(
    wall.getUTCFullYear(),
    wall.getUTCMonth() - months,
    wall.getUTCDate() - days,
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  );
  return wallClockToEpochMs(start, tz);
}

/** Local calendar-day boundaries (midnight in the zone) cutting [fromMs, toMs), with both ends. */
export function dayCuts(fromMs: number, toMs: number, tz: TimeZone): number[] {
  const cuts = [fromMs];
  const w = wallOf(fromMs, tz);
  for (let d = 1; ; d++) {
    const t = wallClockToEpochMs(Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate() + d), tz);
    if (t >= toMs) break;
    if (t > cuts[cuts.length - 1]) cuts.push(t);
    if (d > 400) break;
  }
  cuts.push(toMs);
  return cuts;
}
