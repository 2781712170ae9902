/**
 * The auto time log built second by second: the rows autoTimeLog (src/domain/drilling) makes from a
 * whole window, made incrementally so history and live append rows as detection finalises seconds.
 * A row ends where the activity changes or the data stop for more than `maxGapS`.
 */
import { Activity } from '../../../src/domain/drilling/activities';

export type ActivitySource = 'auto' | 'truth';

export interface IntervalRow {
  startS: number;
  /** Exclusive. */
  endS: number;
  code: number;
  holeFromM: number;
  holeToM: number;
  bitFromM: number;
  bitToM: number;
}

export type OpenInterval = IntervalRow;

const MAX_GAP_S = 60;

export class IntervalBuilder {
  constructor(public open: OpenInterval | null = null) {}

  /** Consecutive seconds from startS; returns the rows they closed. */
  push(startS: number, codes: ArrayLike<number>, holeM: ArrayLike<number>, bitM: ArrayLike<number>, n = codes.length): IntervalRow[] {
    const closed: IntervalRow[] = [];
    for (let i = 0; i < n; i++) {
      const s = startS + i;
      const code = codes[i] ?? Activity.OTHER;
      const o = this.open;
      if (o && o.code === code && s - (o.endS - 1) <= MAX_GAP_S) {
        o.endS = s + 1;
        o.holeToM = holeM[i];
        o.bitToM = bitM[i];
        continue;
      }
      if (o) closed.push(o);
      this.open = { startS: s, endS: s + 1, code, holeFromM: holeM[i], holeToM: holeM[i], bitFromM: bitM[i], bitToM: bitM[i] };
    }
    return closed;
  }
}
