/**
 * The formatting layer (src/domain/format, spec 9.8) with the signed-in user's preferences: the
 * clock (locale is24hr) and the browser's zone. Panes, tables, exports and tooltips show instants
 * through these, never through toLocaleString or sliced ISO strings.
 */
import { DISPLAY_DATE_PATTERN, DATETIME_PATTERN, formatPattern, type DisplayOptions } from '../../domain/format';
import { session } from '../../state/session';

export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function userDateOptions(): DisplayOptions {
  return { is24hr: session.user?.locale.is24hr ?? true, timeZone: browserZone() };
}

const clock = (is24hr: boolean, seconds: boolean) => (is24hr ? `HH:mm${seconds ? ':ss' : ''}` : `hh:mm${seconds ? ':ss' : ''} A`);

/** Epoch s as 'DD MMM, YYYY HH:mm:ss' (or 12-hour) in the user's clock and zone; '-' when missing. */
export function showDateTimeS(epochS: number | null | undefined): string {
  const o = userDateOptions();
  return formatPattern(epochS === null || epochS === undefined ? null : epochS * 1000, `${DISPLAY_DATE_PATTERN} ${clock(o.is24hr, true)}`, o);
}

/** Epoch s as 'DD MMM HH:mm' (a report row within a period) in the user's clock and zone. */
export function showDayTimeS(epochS: number | null | undefined): string {
  const o = userDateOptions();
  return formatPattern(epochS === null || epochS === undefined ? null : epochS * 1000, `DD MMM ${clock(o.is24hr, false)}`, o);
}

/** Epoch s as 'YYYY-MM-DD HH:mm:ss' wall-clock time in the browser's zone: what plotly's date axis reads. */
export function plotTimeS(epochS: number): string {
  return formatPattern(epochS * 1000, DATETIME_PATTERN, { timeZone: browserZone() });
}

/** Epoch s as 'HH:mm:ss' (or 'hh:mm:ss A') in the user's clock and zone: a cursor read-out. */
export function showTimeS(epochS: number | null | undefined): string {
  const o = userDateOptions();
  return formatPattern(epochS === null || epochS === undefined ? null : epochS * 1000, clock(o.is24hr, true), o);
}

/** Epoch s as 'DD MMM' in the user's zone: a day of a report. */
export function showDayS(epochS: number | null | undefined): string {
  return formatPattern(epochS === null || epochS === undefined ? null : epochS * 1000, 'DD MMM', { timeZone: browserZone() });
}
