/**
 * Time-zone offsets without the machine's zone: formatting is a pure function of the instant and
 * an explicitly named zone, so the same call gives the same text on a server in UTC and a laptop
 * in Houston.
 *
 * A zone is 'UTC', a fixed offset ('+05:30', '-06:00', 'Z') or an IANA name ('America/Chicago').
 * IANA offsets come from Intl (part of ECMAScript, not the DOM), which carries the tz database.
 */
export type TimeZone = string;

export const UTC: TimeZone = 'UTC';

const FIXED_OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown zone: a misspelt zone is a programming error, not data.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffsetMs(epochMs: number, timeZone: TimeZone = UTC): number {
  if (timeZone === 'UTC' || timeZone === 'Z') return 0;
  const fixed = FIXED_OFFSET.exec(timeZone);
  if (fixed) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3])) * 60_000;
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wallMs = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // Intl drops milliseconds, so compare against the instant truncated to the second.
  return wallMs - Math.floor(epochMs / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the zone's wall clock shows a given time. `wallAsUtcMs` is that wall time
 * written as if it were UTC (Date.UTC of its fields). Ambiguities resolve as Temporal's
 * 'compatible' does: a time skipped by a DST gap moves forward, a repeated time takes the first.
 */
export function wallClockToEpochMs(wallAsUtcMs: number, timeZone: TimeZone = UTC): number {
  const before = zoneOffsetMs(wallAsUtcMs - DAY_MS, timeZone);
  const after = zoneOffsetMs(wallAsUtcMs + DAY_MS, timeZone);
  const valid = [before, after].map((offset) => wallAsUtcMs - offset).filter((t) => t + zoneOffsetMs(t, timeZone) === wallAsUtcMs);
  return valid.length ? Math.min(...valid) : wallAsUtcMs - before;
}
