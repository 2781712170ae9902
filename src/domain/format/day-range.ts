/**
 * A period's days as a report header shows them: 'DD MMM – DD MMM' when the whole range lies in the
 * current year, else with the year in spec 9.8's display date 'DD MMM, YYYY' on both ends (a range
 * from last November to now reads '30 Nov, 2025 – now', not '30 Nov – now').
 */
import { formatPattern } from './date-time';
import { DISPLAY_DATE_PATTERN } from './patterns';
import type { ZoneOptions } from './date-time';

const yearOf = (epochMs: number, o: ZoneOptions) => formatPattern(epochMs, 'YYYY', o);

/** `toMs` null: the range runs to now (an auto-updating period). */
export function formatDayRange(fromMs: number, toMs: number | null, nowMs: number, o: ZoneOptions = {}): string {
  const current = yearOf(nowMs, o);
  const withYear = yearOf(fromMs, o) !== current || (toMs !== null && yearOf(toMs, o) !== current);
  const day = (ms: number) => formatPattern(ms, withYear ? DISPLAY_DATE_PATTERN : 'DD MMM', o);
  return `${day(fromMs)} – ${toMs === null ? 'now' : day(toMs)}`;
}
