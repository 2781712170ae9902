/**
 * Auto journal entries from the detected rig-state intervals: a drilling entry runs from the first
 * on-bottom second of a sequence of stands to the last, holding their connections and the short
 * reaming and circulating between them; a trip holds its in-slips connections; anything else that
 * lasts at least MIN_OWN_S is an entry of its own, shorter spells join the entry before them. A
 * driller's report reads like this: a dozen lines a day, not a line per connection.
 */
import { Activity, isDrillingCode } from '../activities';
import type { JournalActivityId } from './journal-activities';

/** A rig state shorter than this (not drilling or tripping) is part of the entry around it. */
export const MIN_OWN_S = 30 * 60;

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

function ownActivity(r: RigInterval): JournalActivityId | null {
  if (isDrillingCode(r.code)) return 'DRILLING';
  if (r.code === Activity.TRIP_IN || r.code === Activity.TRIP_OUT) return OWN[r.code];
  return r.endS - r.startS >= MIN_OWN_S ? (OWN[r.code] ?? 'OTHER') : null;
}

const finite = (a: number, b: number) => (Number.isFinite(a) ? a : b);

export function foldIntervals(rows: readonly RigInterval[]): AutoEntry[] {
  const out: AutoEntry[] = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    const own = ownActivity(r);
    // A data gap ends an entry: nothing is said about time without data.
    const joined = last && r.startS - last.endS <= 60;
    if (joined && (own === null || own === last.activity)) {
      last.endS = r.endS;
      last.holeToM = finite(r.holeToM, last.holeToM);
      continue;
    }
    // A short spell first in line or after a gap: its own rig state, not a guess.
    out.push({ startS: r.startS, endS: r.endS, activity: own ?? OWN[r.code] ?? 'OTHER', holeFromM: r.holeFromM, holeToM: r.holeToM });
  }
  return out;
}
