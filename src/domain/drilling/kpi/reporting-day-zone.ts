/**
 * Reporting days in a real time zone: each day starts at the well's day shift (spec 9.7, default
 * 06:00) on the local clock, so across a daylight-saving change a reporting day lasts 23 or 25 hours.
 * reporting-day.ts takes one fixed UTC offset (enough inside one day); these take the zone's name.
 */

const DAY_S = 86_400;

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      f = null;
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, s (east positive). An unknown zone is UTC. */
export function zoneOffsetS(timeZone: string, atS: number): number {
  const f = offsetFormatter(timeZone);
  if (!f) return 0;
  try {
    const name = f.formatToParts(new Date(atS * 1000)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60) : 0;
  } catch {
    return 0;
  }
}

/** The instant (epoch s) at which the local clock of `timeZone` reads `secondsIntoDay` on the local date of `localMidnightUtcS` (its UTC midnight). */
function localInstantS(localMidnightUtcS: number, secondsIntoDay: number, timeZone: string): number {
  const wall = localMidnightUtcS + secondsIntoDay;
  const a = wall - zoneOffsetS(timeZone, wall);
  const b = wall - zoneOffsetS(timeZone, a);
  const shows = (t: number) => t + zoneOffsetS(timeZone, t) === wall;
  // A wall time shown twice (autumn) is taken at its first showing; one skipped (spring) just after the gap.
  const candidates = [a, b].filter(shows);
  return candidates.length ? Math.min(...candidates) : Math.max(a, b);
}

export interface ReportingDayBounds {
  /** Local calendar date the reporting day starts on (YYYY-MM-DD). */
  date: string;
  startS: number;
  endS: number;
}

/** The reporting days that overlap [fromS, toS), in order, each [startS, endS) with its local date. */
export function reportingDaysInZone(fromS: number, toS: number, dayShiftS: number, timeZone: string): ReportingDayBounds[] {
  // The local date whose reporting day holds fromS: the local date of (fromS − shift).
  const local = fromS + zoneOffsetS(timeZone, fromS) - dayShiftS;
  let midnight = Math.floor(local / DAY_S) * DAY_S;
  let start = localInstantS(midnight, dayShiftS, timeZone);
  // An offset change between fromS and that start may put it after fromS: step back a day.
  if (start > fromS) {
    midnight -= DAY_S;
    start = localInstantS(midnight, dayShiftS, timeZone);
  }
  const days: ReportingDayBounds[] = [];
  while (start < toS) {
    const end = localInstantS(midnight + DAY_S, dayShiftS, timeZone);
    days.push({ date: new Date(midnight * 1000).toISOString().slice(0, 10), startS: start, endS: end });
    midnight += DAY_S;
    start = end;
  }
  return days;
}
