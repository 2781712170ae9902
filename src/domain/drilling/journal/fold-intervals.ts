/**
 * Auto journal entries from the detected rig-state intervals: a drilling entry runs from the first
 * on-bottom second of a sequence of stands to the last, holding their connections and the short
 * reaming and circulating between them; a trip holds its in-slips connections; anything else that
 * lasts at least MIN_OWN_S is an entry of its own, shorter spells join the entry before them. A
 * driller's report reads like this: a dozen lines a day, not a line per connection.
 *
 * No line rounds to nothing: a drilling or tripping spell under MIN_MOVE_S (a tag on bottom between
 * two long circulations, seconds of a stand the detector saw) joins the entry before it, and an
 * entry still under MIN_ENTRY_S (a day's first seconds cut by the day boundary, a spell after a data
 * gap) joins the entry that follows it at once. The journal showed such spells as 0.00 h lines.
 */
import { Activity, isDrillingCode } from '../activities';
import type { JournalActivityId } from './journal-activities';

/** A rig state shorter than this (not drilling or tripping) is part of the entry around it. */
export const MIN_OWN_S = 30 * 60;
/** A drilling or tripping spell shorter than this is part of the entry before it. */
export const MIN_MOVE_S = 2 * 60;
/** An entry shorter than this joins the entry right after it. */
export const MIN_ENTRY_S = 60;
/** Intervals further apart than this are separated by a data gap. */
const GAP_S = 60;

export interface RigInterval {
  startS: number;
  /** Exclusive. */
  endS: number;
  code: number;
  holeFromM: number;
  holeToM: number;
}

export interface AutoEntry {
  startS: number;
  endS: number;
  activity: JournalActivityId;
  holeFromM: number;
  holeToM: number;
  /** What the source says about it (a frac stage's volumes); rig-state entries have none. */
  comment?: string;
  /** The depths are the interval worked on (a frac stage), not a hole depth that moves with time. */
  interval?: boolean;
}

const OWN: Record<number, JournalActivityId> = {
  [Activity.TRIP_IN]: 'TRIP_IN',
  [Activity.TRIP_OUT]: 'TRIP_OUT',
  [Activity.REAMING]: 'REAMING',
  [Activity.CIRCULATING]: 'CIRCULATING',
  [Activity.CONNECTION]: 'CONNECTION',
  [Activity.OUT_OF_HOLE]: 'OUT_OF_HOLE',
  [Activity.OTHER]: 'OTHER',
};

const activityOf = (r: RigInterval): JournalActivityId => (isDrillingCode(r.code) ? 'DRILLING' : (OWN[r.code] ?? 'OTHER'));

function ownActivity(r: RigInterval): JournalActivityId | null {
  const lastsS = r.endS - r.startS;
  const moving = isDrillingCode(r.code) || r.code === Activity.TRIP_IN || r.code === Activity.TRIP_OUT;
  return lastsS >= (moving ? MIN_MOVE_S : MIN_OWN_S) ? activityOf(r) : null;
}

const finite = (a: number, b: number) => (Number.isFinite(a) ? a : b);

export function foldIntervals(rows: readonly RigInterval[]): AutoEntry[] {
  const out: AutoEntry[] = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    const own = ownActivity(r);
    // A data gap ends an entry: nothing is said about time without data.
    const joined = last && r.startS - last.endS <= GAP_S;
    if (joined && (own === null || own === last.activity)) {
      last.endS = r.endS;
      last.holeToM = finite(r.holeToM, last.holeToM);
      continue;
    }
    // A short spell first in line or after a gap: its own rig state, not a guess.
    out.push({ startS: r.startS, endS: r.endS, activity: own ?? activityOf(r), holeFromM: r.holeFromM, holeToM: r.holeToM });
  }
  return joinTooShort(out);
}

/** Entries under MIN_ENTRY_S joined to the entry that follows at once (kept when data stops after them). */
function joinTooShort(entries: AutoEntry[]): AutoEntry[] {
  const out: AutoEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const next = entries[i + 1];
    if (next && e.endS - e.startS < MIN_ENTRY_S && next.startS - e.endS <= GAP_S) {
      next.startS = e.startS;
      next.holeFromM = finite(e.holeFromM, next.holeFromM);
      continue;
    }
    out.push(e);
  }
  return out;
}
