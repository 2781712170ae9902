/**
 * Scoring detection against a rig contractor's or service company's own activity codes. Vendors
 * label operations, we label seconds, and the two tables cut differently, so both sides are mapped
 * to states that mean the same on each side before they are compared:
 *
 * | comparable  | vendor RigActivityCode (units digit)            | ours                                         |
 * |-------------|-------------------------------------------------|----------------------------------------------|
 * | DRILLING    | 1 Drilling                                      | ROTARY_DRILLING, SLIDE_DRILLING              |
 * | REAMING     | 2 Reaming                                       | REAMING                                      |
 * | OFF_BOTTOM  | 3 OffBottom                                     | CIRCULATING, OTHER                           |
 * | IN_SLIPS    | 4 InSlips, 5 Connection, 8 TripInSlips          | CONNECTION; any second the string is in slips |
 * | TRIP_IN     | 6 TrippingIn                                    | TRIP_IN while the pipe is out of slips       |
 * | TRIP_OUT    | 7 TrippingOut                                   | TRIP_OUT while the pipe is out of slips      |
 * | OUT_OF_HOLE | (none)                                          | OUT_OF_HOLE                                  |
 * | (unscored)  | 0 NoMonitor, 9 ShutIn, anything else            |                                              |
 *
 * The tens digit (+10 circulating) and the hundreds (+100 rotating) are flags on top of the
 * operation and are compared separately if at all: the Volve F-4 log says "circulating" with no flow
 * in and 0.15 MPa on the standpipe. Our trips' slips seconds (labelled TRIP_IN / TRIP_OUT so that a
 * trip's time adds up) count as IN_SLIPS, as the vendor's do.
 */
import { Activity } from '../activities';
import { FLAG_IN_SLIPS } from './primitives';

export const COMPARABLE_STATES = ['DRILLING', 'REAMING', 'OFF_BOTTOM', 'IN_SLIPS', 'TRIP_IN', 'TRIP_OUT', 'OUT_OF_HOLE'] as const;
export type ComparableState = (typeof COMPARABLE_STATES)[number];
export const UNSCORED = -1;

const VENDOR_UNITS: Record<number, ComparableState> = {
  1: 'DRILLING',
  2: 'REAMING',
  3: 'OFF_BOTTOM',
  4: 'IN_SLIPS',
  5: 'IN_SLIPS',
  6: 'TRIP_IN',
  7: 'TRIP_OUT',
  8: 'IN_SLIPS',
};

/** Index into COMPARABLE_STATES of a vendor RigActivityCode, or UNSCORED. */
export function comparableOfVendorCode(code: number): number {
  if (!Number.isFinite(code)) return UNSCORED;
  const state = VENDOR_UNITS[Math.round(code) % 10];
  return state ? COMPARABLE_STATES.indexOf(state) : UNSCORED;
}

/** Index into COMPARABLE_STATES of one of our seconds: its activity and its primitive flags. */
export function comparableOfDetected(activity: number, flags: number): number {
  const at = (s: ComparableState) => COMPARABLE_STATES.indexOf(s);
  switch (activity) {
    case Activity.ROTARY_DRILLING:
    case Activity.SLIDE_DRILLING:
      return at('DRILLING');
    case Activity.REAMING:
      return at('REAMING');
    case Activity.CONNECTION:
      return at('IN_SLIPS');
    case Activity.TRIP_IN:
      return at(flags & FLAG_IN_SLIPS ? 'IN_SLIPS' : 'TRIP_IN');
    case Activity.TRIP_OUT:
      return at(flags & FLAG_IN_SLIPS ? 'IN_SLIPS' : 'TRIP_OUT');
    case Activity.OUT_OF_HOLE:
      return at('OUT_OF_HOLE');
    default:
      return at(flags & FLAG_IN_SLIPS ? 'IN_SLIPS' : 'OFF_BOTTOM');
  }
}

export interface ComparableScore {
  /** Seconds scored (vendor code known). */
  readonly seconds: number;
  readonly accuracy: number;
  /** confusion[vendor][ours] = seconds. */
  readonly confusion: number[][];
  readonly perState: { state: ComparableState; seconds: number; recall: number; precision: number }[];
}

/** Each sample weighs the time to the next one (the last the median step), so sparse data count in seconds. */
export function scoreComparable(t: ArrayLike<number>, vendor: ArrayLike<number>, ours: ArrayLike<number>): ComparableScore {
  const k = COMPARABLE_STATES.length;
  const confusion = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const n = t.length;
  let seconds = 0;
  let right = 0;
  for (let i = 0; i < n; i++) {
    if (vendor[i] === UNSCORED) continue;
    const w = i + 1 < n ? (t[i + 1] - t[i]) / 1000 : n > 1 ? (t[n - 1] - t[0]) / 1000 / (n - 1) : 1;
    if (!(w > 0 && w < 60)) continue;
    confusion[vendor[i]][ours[i]] += w;
    seconds += w;
    if (vendor[i] === ours[i]) right += w;
  }
  const perState = COMPARABLE_STATES.map((state, j) => {
    const row = confusion[j].reduce((a, b) => a + b, 0);
    const col = confusion.reduce((a, r) => a + r[j], 0);
    return { state, seconds: row, recall: row ? confusion[j][j] / row : NaN, precision: col ? confusion[j][j] / col : NaN };
  });
  return { seconds, accuracy: seconds ? right / seconds : NaN, confusion, perState };
}

export function formatComparable(score: ComparableScore): string {
  const short = ['DRILL', 'REAM', 'OFFBTM', 'SLIPS', 'TRIPIN', 'TRIPOUT', 'OOH'];
  const pad = (s: string) => s.padStart(9);
  const lines = [pad('vendor\\us') + short.map(pad).join('') + pad('recall')];
  score.confusion.forEach((row, i) =>
    lines.push(
      pad(short[i]) +
        row.map((v) => pad(v.toFixed(0))).join('') +
        pad(Number.isNaN(score.perState[i].recall) ? '-' : `${(score.perState[i].recall * 100).toFixed(1)}%`),
    ),
  );
  lines.push(pad('precision') + score.perState.map((p) => pad(Number.isNaN(p.precision) ? '-' : `${(p.precision * 100).toFixed(1)}%`)).join(''));
  return lines.join('\n');
}
