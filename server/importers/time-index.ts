/**
 * Time-index values to epoch milliseconds. Logs carry time as ISO 8601 strings (WITSML), clock
 * strings in a header ('04:09:47 07-May-20' in a LAS STRT), or elapsed seconds from an unstated
 * start (LAS ETIM). Timestamps without a zone are read as UTC: rig clocks are not reliably local,
 * and the importer says so in a warning.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

export interface TimeParse {
  readonly ms: number;
  /** False when the string had no zone designator and was read as UTC. */
  readonly zoned: boolean;
}

/**
 * An ISO 8601 date-time ('2016-10-07T05:23:24.000Z', '2023-04-19T07:28:31+02:00',
 * '2006-06-06T24:00:00Z' which xsd:dateTime allows as the end of the day) to epoch ms, or undefined.
 */
export function parseIsoTime(text: string): TimeParse | undefined {
  const fast = fastUtc(text);
  if (fast === fast) return { ms: fast, zoned: true };
  const m = ISO.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const hour = +h;
  if (+mo < 1 || +mo > 12 || +d < 1 || +d > 31 || hour > 24 || +mi > 59 || +s > 60) return undefined;
  if (hour === 24 && (+mi !== 0 || +s !== 0)) return undefined;
  let ms = Date.UTC(+y, +mo - 1, +d, hour, +mi, +s) + (frac ? Math.round(+`0.${frac}` * 1000) : 0);
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetMin = +digits.slice(0, 2) * 60 + (digits.length > 2 ? +digits.slice(2) : 0);
    ms -= sign * offsetMin * 60_000;
  }
  return { ms, zoned: zone !== undefined };
}

/**
 * 'YYYY-MM-DDTHH:MM:SS[.fff]Z', the shape of nearly every WITSML and rig timestamp, read by char
 * codes (one regular expression per row costs more than the rest of the row). NaN for other shapes.
 */
function fastUtc(t: string): number {
  const n = t.length;
  if ((n !== 20 && n !== 24) || t.charCodeAt(n - 1) !== 90 /* Z */ || t.charCodeAt(10) !== 84 /* T */) return NaN;
  if (t.charCodeAt(4) !== 45 || t.charCodeAt(7) !== 45 || t.charCodeAt(13) !== 58 || t.charCodeAt(16) !== 58) return NaN;
  const year = digitAt(t, 0) * 1000 + digitAt(t, 1) * 100 + digitAt(t, 2) * 10 + digitAt(t, 3);
  const month = digitAt(t, 5) * 10 + digitAt(t, 6);
  const day = digitAt(t, 8) * 10 + digitAt(t, 9);
  const hour = digitAt(t, 11) * 10 + digitAt(t, 12);
  const minute = digitAt(t, 14) * 10 + digitAt(t, 15);
  const second = digitAt(t, 17) * 10 + digitAt(t, 18);
  let ms = 0;
  if (n === 24) {
    if (t.charCodeAt(19) !== 46) return NaN;
    ms = digitAt(t, 20) * 100 + digitAt(t, 21) * 10 + digitAt(t, 22);
  }
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59 && second <= 59 && ms >= 0)) return NaN;
  return Date.UTC(year, month - 1, day, hour, minute, second, ms);
}

function digitAt(t: string, i: number): number {
  const c = t.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : NaN;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/**
 * A date-time as LAS headers write it, to epoch ms (UTC), or undefined. Accepts ISO 8601 and the
 * clock-then-date shapes of logging software: '04:09:47 07-May-20', '07-May-2020 04:09:47',
 * '2019/04/07 19:11'. Day-first is assumed for numeric dd/mm/yyyy, as the CWLS examples write it.
 */
export function parseHeaderDateTime(text: string): number | undefined {
  const t = text.trim();
  const iso = parseIsoTime(t.replace(/\//g, '-'));
  if (iso) return iso.ms;
  const clock = /(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?/.exec(t);
  const rest = clock ? (t.slice(0, clock.index) + ' ' + t.slice(clock.index + clock[0].length)).trim() : t;
  const date = parseDateOnly(rest);
  if (date === undefined) return undefined;
  if (!clock) return date;
  const [, h, mi, s = '0', frac = ''] = clock;
  if (+h > 24 || +mi > 59 || +s > 60) return undefined;
  return date + ((+h * 60 + +mi) * 60 + +s) * 1000 + (frac ? Math.round(+`0.${frac}` * 1000) : 0);
}

function fullYear(y: string): number {
  const n = +y;
  if (y.length > 2) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

function parseDateOnly(text: string): number | undefined {
  let m = /^(\d{1,2})[-\s/.]([A-Za-z]{3})[A-Za-z]*[-\s/.](\d{2,4})$/.exec(text);
  if (m) {
    const mo = MONTHS[m[2].toLowerCase()];
    return mo ? Date.UTC(fullYear(m[3]), mo - 1, +m[1]) : undefined;
  }
  m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (m) return validDate(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})$/.exec(text);
  if (m) return validDate(fullYear(m[3]), +m[2], +m[1]);
  return undefined;
}

function validDate(y: number, mo: number, d: number): number | undefined {
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return Date.UTC(y, mo - 1, d);
}

/**
 * Elapsed times (in `secondsPerUnit` units) from a start, to epoch ms. Used for LAS ETIM logs once
 * the start time is known (from the header or from the user).
 */
export function elapsedToEpochMs(elapsed: ArrayLike<number>, startMs: number, secondsPerUnit = 1): Float64Array {
  const out = new Float64Array(elapsed.length);
  const f = secondsPerUnit * 1000;
  // Rounded to the microsecond: 1.1 s × 1000 is 1100.0000000000002 ms in binary floating point.
  for (let i = 0; i < elapsed.length; i++) out[i] = Math.round((startMs + elapsed[i] * f) * 1000) / 1000;
  return out;
}
