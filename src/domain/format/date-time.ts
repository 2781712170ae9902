import dayjs from 'dayjs';
// The file itself ('.js'): Node's ESM resolution (the compiled server) finds no extensionless subpath.
import utc from 'dayjs/plugin/utc.js';
import { parseIsoDateTime } from './date-parse';
import { EMPTY_SIGN } from './empty';
import {
  DATE_PATTERN,
  DATETIME_PATTERN,
  DISPLAY_DATE_PATTERN,
  DISPLAY_TIME_12H_PATTERN,
  DISPLAY_TIME_24H_PATTERN,
  TIME_12H_PATTERN,
  TIME_PATTERN,
  US_DATE_PATTERN,
} from './patterns';
import { type TimeZone, UTC, zoneOffsetMs } from './time-zone';

dayjs.extend(utc);

/** An instant: epoch milliseconds, a Date, or an ISO 8601 string. */
export type DateInput = number | Date | string;

export interface ZoneOptions {
  /** Zone to show the instant in; defaults to UTC, never to the machine's zone. */
  readonly timeZone?: TimeZone;
}

/**
 * Epoch ms of an input, or null when it is not a valid instant. Strings are ISO 8601; one without
 * an offset is read as UTC (see parseIsoDateTime).
 */
export function toEpochMs(input: DateInput | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (input instanceof Date) {
    const t = input.getTime();
    return Number.isNaN(t) ? null : t;
  }
  return typeof input === 'string' ? parseIsoDateTime(input) : null;
}

/**
 * Formats an instant with a dayjs pattern (YYYY MMM MM DD HH hh mm ss SSS A, [literal]) in the given
 * zone. Invalid or missing input shows '-'.
 */
export function formatPattern(input: DateInput | null | undefined, pattern: string, options: ZoneOptions = {}): string {
  const epochMs = toEpochMs(input);
  if (epochMs === null) return EMPTY_SIGN;
  // Shift by the zone's offset and format in UTC: those are the zone's wall-clock fields, and the
  // machine's own zone never enters.
  return dayjs.utc(epochMs + zoneOffsetMs(epochMs, options.timeZone ?? UTC)).format(pattern);
}

export const formatDate = (input: DateInput | null | undefined, options?: ZoneOptions) => formatPattern(input, DATE_PATTERN, options);
export const formatTime = (input: DateInput | null | undefined, options?: ZoneOptions) => formatPattern(input, TIME_PATTERN, options);
export const formatUsDate = (input: DateInput | null | undefined, options?: ZoneOptions) => formatPattern(input, US_DATE_PATTERN, options);
export const formatTime12h = (input: DateInput | null | undefined, options?: ZoneOptions) => formatPattern(input, TIME_12H_PATTERN, options);
export const formatDateTime = (input: DateInput | null | undefined, options?: ZoneOptions) => formatPattern(input, DATETIME_PATTERN, options);

/** The user's clock preference (locale settings is24hr). */
export interface DisplayOptions extends ZoneOptions {
  readonly is24hr: boolean;
}

export const displayTimePattern = (is24hr: boolean) => (is24hr ? DISPLAY_TIME_24H_PATTERN : DISPLAY_TIME_12H_PATTERN);

export const formatDisplayDate = (input: DateInput | null | undefined, options?: ZoneOptions) => formatPattern(input, DISPLAY_DATE_PATTERN, options);

export const formatDisplayTime = (input: DateInput | null | undefined, options: DisplayOptions) =>
  formatPattern(input, displayTimePattern(options.is24hr), options);

/** 'DD MMM, YYYY HH:mm' or 'DD MMM, YYYY hh:mm A' per the user's is24hr setting. */
export const formatDisplayDateTime = (input: DateInput | null | undefined, options: DisplayOptions) =>
  formatPattern(input, `${DISPLAY_DATE_PATTERN} ${displayTimePattern(options.is24hr)}`, options);
