/**
 * The well's reporting day: it starts `dayShiftS` after local midnight (spec 3.4 day_shift, default
 * 21 600 s = 06:00), so the 02:00 hours of a night shift belong to the previous day's report.
 */
import { DAY_SHIFT_DEFAULT_S } from '../../constants/limits';

const DAY_MS = 86_400_000;

export interface ReportingDayOptions {
  /** Seconds after local midnight at which the reporting day starts (default 21 600). */
  readonly dayShiftS?: number;
  /** The well's local time offset from UTC, s (default 0). */
  readonly utcOffsetS?: number;
}

/** Start (epoch ms) of the reporting day holding tMs. */
export function reportingDayStartMs(tMs: number, o: ReportingDayOptions = {}): number {
  const shiftMs = (o.dayShiftS ?? DAY_SHIFT_DEFAULT_S) * 1000;
  const offsetMs = (o.utcOffsetS ?? 0) * 1000;
  const local = tMs + offsetMs - shiftMs;
  return Math.floor(local / DAY_MS) * DAY_MS + shiftMs - offsetMs;
}

/** The report's date (YYYY-MM-DD): the local calendar date on which the reporting day starts. */
export function reportingDayLabel(dayStartMs: number, o: ReportingDayOptions = {}): string {
  return new Date(dayStartMs + (o.utcOffsetS ?? 0) * 1000).toISOString().slice(0, 10);
}

/**
 * Seconds each sample stands for: the gap to the next sample, capped so a recording gap is not
 * booked to whatever came before it; the last sample counts one nominal step.
 */
export function sampleSeconds(t: ArrayLike<number>, i: number, maxGapS = 60): number {
  if (i + 1 < t.length) {
    const s = (t[i + 1] - t[i]) / 1000;
    return s > maxGapS ? 1 : s;
  }
  return i > 0 ? Math.min((t[i] - t[i - 1]) / 1000, maxGapS) : 1;
}
