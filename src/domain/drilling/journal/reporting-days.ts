/**
 * Reporting days in the well's real time zone (spec 9.7 day shift, default 21 600 s = 06:00): each
 * day starts at local midnight + day shift on its own calendar date, so the day holding a
 * daylight-saving change lasts 23 or 25 hours instead of booking an hour to its neighbour (the
 * fixed-offset kpi/reporting-day.ts is exact only away from such changes).
 */
import { DAY_SHIFT_DEFAULT_S } from '../../constants/limits';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, s (east positive); an unknown zone counts as UTC. */
export function zoneOffsetS(timeZone: string, atS: number): number {
  try {
    const name = formatOf(timeZone)
      .formatToParts(new Date(atS * 1000))
      .find((p) => p.type === 'timeZoneName')?.value;
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60) : 0;
  } catch {
    return 0;
  }
}

export interface ReportingDay {
  /** The local calendar date the day starts on, YYYY-MM-DD: the report's date. */
  date: string;
  /** Epoch s, inclusive. */
  startS: number;
  /** Epoch s, exclusive: the next day's start. */
  endS: number;
}

const DAY_S = 86_400;

/**
 * The instant local wall clock reads `date` 00:00 + shiftS. A wall time shown twice (autumn) is taken
 * at its first showing; one skipped (spring) at the first instant past the gap.
 */
function localInstantS(dateUtcMidnightS: number, shiftS: number, timeZone: string): number {
  const wall = dateUtcMidnightS + shiftS;
  const a = wall - zoneOffsetS(timeZone, wall);
  const b = wall - zoneOffsetS(timeZone, a);
  const shows = (t: number) => t + zoneOffsetS(timeZone, t) === wall;
  const candidates = [a, b].filter(shows);
  return candidates.length ? Math.min(...candidates) : Math.max(a, b);
}

const dateOf = (utcMidnightS: number) => new Date(utcMidnightS * 1000).toISOString().slice(0, 10);

/** The reporting day holding instant tS. */
export function reportingDayAt(tS: number, timeZone: string, dayShiftS = DAY_SHIFT_DEFAULT_S): ReportingDay {
  // The local date of (t − shift), then one day back if that date's start is still ahead of t.
  let d = Math.floor((tS + zoneOffsetS(timeZone, tS) - dayShiftS) / DAY_S) * DAY_S;
  let start = localInstantS(d, dayShiftS, timeZone);
  if (start > tS) {
    d -= DAY_S;
    start = localInstantS(d, dayShiftS, timeZone);
  }
  let end = localInstantS(d + DAY_S, dayShiftS, timeZone);
  if (end <= tS) {
    d += DAY_S;
    start = end;
    end = localInstantS(d + DAY_S, dayShiftS, timeZone);
  }
  return { date: dateOf(d), startS: start, endS: end };
}

/** Every reporting day overlapping [fromS, toS), in order. */
export function reportingDays(fromS: number, toS: number, timeZone: string, dayShiftS = DAY_SHIFT_DEFAULT_S): ReportingDay[] {
  const out: ReportingDay[] = [];
  if (!(toS > fromS)) return out;
  let day = reportingDayAt(fromS, timeZone, dayShiftS);
  while (day.startS < toS) {
    out.push(day);
    day = reportingDayAt(day.endS, timeZone, dayShiftS);
  }
  return out;
}
