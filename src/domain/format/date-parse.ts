import { type TimeZone, UTC, wallClockToEpochMs } from './time-zone';

interface WallFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

/** Date.UTC of the fields, or null when a field is out of range (2023-02-30, 25:00). */
export function wallFieldsToUtcMs(f: WallFields): number | null {
  const t = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second, f.ms);
  const d = new Date(t);
  const same =
    d.getUTCFullYear() === f.year &&
    d.getUTCMonth() === f.month - 1 &&
    d.getUTCDate() === f.day &&
    d.getUTCHours() === f.hour &&
    d.getUTCMinutes() === f.minute &&
    d.getUTCSeconds() === f.second;
  return same ? t : null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/i;

/**
 * Epoch ms of an ISO 8601 string, or null. Without an offset the text is read as UTC (the server's
 * convention), never in the machine's zone as Date.parse would.
 */
export function parseIsoDateTime(text: string): number | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const utc = wallFieldsToUtcMs({
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    ms: Number((m[7] ?? '0').padEnd(3, '0')),
  });
  if (utc === null) return null;
  const offsetMin = m[9] ? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11])) : 0;
  return utc - offsetMin * 60_000;
}

const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})/;
const MDY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/;
const TIME = /^(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp][Mm]))?)?$/;

/**
 * Reads what a user typed, in the formats we display (YYYY-MM-DD or MM/DD/YYYY, optionally
 * followed by HH:mm[:ss] or hh:mm[:ss] AM/PM), as a wall-clock time in the given zone.
 * Returns epoch ms, or null when the text is not a valid date.
 */
export function parseDateTime(text: string, options: { timeZone?: TimeZone } = {}): number | null {
  const s = text.trim();
  const ymd = YMD.exec(s);
  const mdy = ymd ? null : MDY.exec(s);
  const date = ymd ?? mdy;
  if (!date) return null;
  const time = TIME.exec(s.slice(date[0].length));
  if (!time) return null;
  let hour = Number(time[1] ?? 0);
  if (time[4]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (time[4].toLowerCase() === 'pm' ? 12 : 0);
  }
  const wall = wallFieldsToUtcMs({
    year: Number(ymd ? ymd[1] : mdy![3]),
    month: Number(ymd ? ymd[2] : mdy![1]),
    day: Number(ymd ? ymd[3] : mdy![2]),
    hour,
    minute: Number(time[2] ?? 0),
    second: Number(time[3] ?? 0),
    ms: 0,
  });
  return wall === null ? null : wallClockToEpochMs(wall, options.timeZone ?? UTC);
}
