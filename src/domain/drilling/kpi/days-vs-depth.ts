/**
 * Days vs Depth: the well's hole depth against days since spud, and per reporting day the depth at
 * its start and end and the progress between them. Built from the hole depth as recorded (the last
 * value of fixed buckets), never smoothed: a drop in the record shows as a drop.
 */
import type { ReportingDay } from '../journal/reporting-days';

const DAY_S = 86_400;

/** Hole depth per bucket: the last value recorded in [t[i], t[i] + bucketS), null where nothing was. */
export interface DepthBuckets {
  t: readonly number[];
  bucketS: number;
  last: readonly (number | null)[];
}

export interface DvdPoint {
  /** Epoch s at the end of the bucket the depth was last recorded in. */
  t: number;
  /** Days since spud. */
  days: number;
  depthM: number;
}

export interface DvdDay {
  date: string;
  startS: number;
  endS: number;
  /** Days since spud at the end of the reporting day. */
  daysAtEnd: number;
  /** Hole depth at the day's start and end (the last value recorded before each), m; null before the record starts. */
  depthStartM: number | null;
  depthEndM: number | null;
  progressM: number | null;
}

export interface DaysVsDepth {
  spudS: number;
  curve: DvdPoint[];
  days: DvdDay[];
  /** Deepest recorded hole depth and when, for the summary. */
  deepestM: number | null;
  /** Mean progress per day over the days with a start and an end, m/day. */
  meanProgressMPerDay: number | null;
}

/**
 * Hole depth last recorded in a bucket that ends at or before `atS` (the depth at that instant). At
 * the end of the record the last bucket is partial and is the latest value there is.
 */
function depthBefore(b: DepthBuckets, atS: number, endS: number): number | null {
  const whole = Math.floor((atS - (b.t[0] ?? atS)) / b.bucketS) - (atS >= endS ? 0 : 1);
  let i = Math.min(b.t.length - 1, whole);
  for (; i >= 0; i--) if (b.last[i] !== null) return b.last[i];
  return null;
}

export function daysVsDepth(b: DepthBuckets, spudS: number, days: readonly ReportingDay[], endS: number): DaysVsDepth {
  const curve: DvdPoint[] = [];
  for (let i = 0; i < b.t.length; i++) {
    const v = b.last[i];
    const t = Math.min(b.t[i] + b.bucketS, endS);
    if (v !== null) curve.push({ t, days: (t - spudS) / DAY_S, depthM: v });
  }
  const firstS = curve.length ? curve[0].t - b.bucketS : endS;
  const rows: DvdDay[] = [];
  for (const d of days) {
    if (d.endS <= firstS) continue;
    const end = Math.min(d.endS, endS);
    const depthStartM = d.startS < firstS ? null : depthBefore(b, d.startS, endS);
    const depthEndM = depthBefore(b, end, endS);
    rows.push({
      date: d.date,
      startS: d.startS,
      endS: end,
      daysAtEnd: (end - spudS) / DAY_S,
      depthStartM,
      depthEndM,
      progressM: depthStartM === null || depthEndM === null ? null : depthEndM - depthStartM,
    });
  }
  const whole = rows.filter((r) => r.progressM !== null && r.endS - r.startS >= DAY_S - 3600);
  return {
    spudS,
    curve,
    days: rows,
    deepestM: curve.length ? Math.max(...curve.map((p) => p.depthM)) : null,
    meanProgressMPerDay: whole.length ? whole.reduce((a, r) => a + r.progressM!, 0) / whole.length : null,
  };
}

/**
 * The first epoch second the curve (days from spud, depth) reached `depthM`, linear between points;
 * null when the record never got there, or was already deeper when it began (the time is not known).
 * Where a BHA run started or ended, in time.
 */
export function timeAtDepth(curve: readonly { days: number; depthM: number }[], spudS: number, depthM: number): number | null {
  for (let i = 0; i < curve.length; i++) {
    const p = curve[i];
    if (p.depthM >= depthM) {
      if (i === 0 && p.depthM > depthM) return null;
      const q = curve[i - 1];
      const days = q && p.depthM > q.depthM ? q.days + ((depthM - q.depthM) / (p.depthM - q.depthM)) * (p.days - q.days) : p.days;
      return spudS + days * 86_400;
    }
  }
  return null;
}
