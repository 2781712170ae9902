/**
 * The formatting layer (src/domain/format, spec 9.8) with the signed-in user's preferences: the
 * clock (locale is24hr) and the browser's zone. Panes, tables, exports and tooltips show instants
 * through these, never through toLocaleString or sliced ISO strings.
 */
import { DISPLAY_DATE_PATTERN, DATETIME_PATTERN, formatDayRange, formatPattern, type DisplayOptions } from '../../domain/format';
import { session } from '../../state/session';

/** An answer kept for `keepMs`, asked again when older or when the clock went back. */
export function keptFor(resolve: () => string, keepMs: number): (nowMs: number) => string {
  let kept: { value: string; atMs: number } | null = null;
  return (nowMs) => {
    if (!kept || nowMs - kept.atMs > keepMs || nowMs < kept.atMs) kept = { value: resolve(), atMs: nowMs };
    return kept.value;
  };
}

/**
 * The browser's time zone. Resolving it builds an Intl.DateTimeFormat (about 6 µs): a table's every
 * time cell asks, so the answer is kept for a minute (a laptop carried across zones follows within it).
 */
const zoneAt = keptFor(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', 60_000);
export const browserZone = (): string => zoneAt(Date.now());

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

/** A report period's days in the user's zone, with years when it leaves the current year (format/day-range). */
export function showDayRangeS(fromS: number, toS: number | null): string {
  return formatDayRange(fromS * 1000, toS === null ? null : toS * 1000, Date.now(), { timeZone: browserZone() });
}
