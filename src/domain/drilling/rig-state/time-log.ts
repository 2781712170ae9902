/**
 * The auto time log: per-second activities aggregated into rows (start, end, duration, activity,
 * depths from/to), what the Auto-Time Log table and the activity charts show.
 */
import { activityByCode, type ActivityId } from '../activities';

export interface ActivityInterval {
  readonly startMs: number;
  /** Exclusive: the start of the next second after the interval. */
  readonly endMs: number;
  readonly durationS: number;
  readonly code: number;
  readonly activity: ActivityId;
  /** Hole depth at the start and end, m. */
  readonly holeFromM: number;
  readonly holeToM: number;
  /** Bit depth at the start and end, m. */
  readonly bitFromM: number;
  readonly bitToM: number;
}

/**
 * Rows of consecutive equal activity. A gap in the data longer than `maxGapS` ends a row (the row
 * does not pretend the rig did the same thing while nobody was recording).
 */
export function autoTimeLog(
  t: ArrayLike<number>,
  activity: ArrayLike<number>,
  holeDepthM: ArrayLike<number>,
  bitDepthM: ArrayLike<number>,
  maxGapS = 60,
): ActivityInterval[] {
  const n = t.length;
  const out: ActivityInterval[] = [];
  if (n === 0) return out;
  const stepMs = n > 1 ? Math.min(1000, t[1] - t[0]) : 1000;
  let s = 0;
  for (let i = 1; i <= n; i++) {
    const breaks = i === n || activity[i] !== activity[s] || t[i] - t[i - 1] > maxGapS * 1000;
    if (!breaks) continue;
    const endMs = t[i - 1] + stepMs;
    out.push({
      startMs: t[s],
      endMs,
      durationS: (endMs - t[s]) / 1000,
      code: activity[s],
      activity: activityByCode(activity[s]).id as ActivityId,
      holeFromM: holeDepthM[s],
      holeToM: holeDepthM[i - 1],
      bitFromM: bitDepthM[s],
      bitToM: bitDepthM[i - 1],
    });
    s = i;
  }
  return out;
}

/** Spec 3.9 timeline events: start and stop of drilling and of tripping. */
export type TimelineEventKind = 'START_DRILLING' | 'STOP_DRILLING' | 'START_TRIPPING' | 'STOP_TRIPPING';

export interface TimelineEvent {
  readonly kind: TimelineEventKind;
  readonly timeMs: number;
  readonly holeDepthM: number;
  readonly bitDepthM: number;
}

/**
 * Drilling (rotary or slide) and tripping (in or out) phases from the time log. Interruptions
 * shorter than `bridgeS` (a connection, a short circulation) do not stop a phase.
 */
export function timelineEvents(intervals: readonly ActivityInterval[], bridgeS = 3600): TimelineEvent[] {
  const out: TimelineEvent[] = [];
  const phases: [string, (code: string) => boolean][] = [
    ['DRILLING', (a) => a === 'ROTARY_DRILLING' || a === 'SLIDE_DRILLING'],
    ['TRIPPING', (a) => a === 'TRIP_IN' || a === 'TRIP_OUT'],
  ];
  for (const [name, member] of phases) {
    let open: ActivityInterval | null = null;
    let last: ActivityInterval | null = null;
    for (const iv of intervals) {
      if (!member(iv.activity)) continue;
      if (open && last && iv.startMs - last.endMs > bridgeS * 1000) {
        out.push({ kind: `STOP_${name}` as TimelineEventKind, timeMs: last.endMs, holeDepthM: last.holeToM, bitDepthM: last.bitToM });
        open = null;
      }
      if (!open) {
        open = iv;
        out.push({ kind: `START_${name}` as TimelineEventKind, timeMs: iv.startMs, holeDepthM: iv.holeFromM, bitDepthM: iv.bitFromM });
      }
      last = iv;
    }
    if (open && last) out.push({ kind: `STOP_${name}` as TimelineEventKind, timeMs: last.endMs, holeDepthM: last.holeToM, bitDepthM: last.bitToM });
  }
  return out.sort((a, b) => a.timeMs - b.timeMs);
}
