import { describe, expect, it } from 'vitest';
import { Activity } from '../activities';
import { foldIntervals, MIN_ENTRY_S } from './fold-intervals';

const iv = (startS: number, endS: number, code: number, holeFromM: number, holeToM = holeFromM) => ({ startS, endS, code, holeFromM, holeToM });
const lines = (rows: ReturnType<typeof foldIntervals>) => rows.map((e) => [e.activity, e.endS - e.startS]);

describe('foldIntervals: no line rounds to nothing', () => {
  // Seen in the 90-day bench (seed 15): 7 s of drilling between a long circulation and a long hold
  // was a DRILLING line of 0.00 h.
  const t0 = 1_795_048_369;
  const seen = [
    iv(t0, t0 + 2063, Activity.CIRCULATING, 311.7),
    iv(t0 + 2063, t0 + 2361, Activity.CONNECTION, 311.7),
    iv(t0 + 2361, t0 + 2577, Activity.CIRCULATING, 311.7),
    iv(t0 + 2577, t0 + 2594, Activity.REAMING, 311.7),
    iv(t0 + 2594, t0 + 2601, Activity.ROTARY_DRILLING, 311.73, 311.76),
    iv(t0 + 2601, t0 + 4483, Activity.CONNECTION, 311.76),
  ];

  it('a drilling blip of seconds joins the entry before it, its depth carried', () => {
    const out = foldIntervals(seen);
    expect(lines(out)).toEqual([
      ['CIRCULATING', 2601],
      ['CONNECTION', 1882],
    ]);
    expect(out[0].holeToM).toBeCloseTo(311.76, 6);
    expect(out.every((e) => e.endS - e.startS >= MIN_ENTRY_S)).toBe(true);
  });

  it('seconds of drilling at the start of the day (cut by the day boundary) join the entry that follows', () => {
    const out = foldIntervals([
      iv(0, 7, Activity.ROTARY_DRILLING, 3000, 3000.1),
      iv(7, 40, Activity.REAMING, 3000.1),
      iv(40, 3000, Activity.CIRCULATING, 3000.1),
    ]);
    expect(lines(out)).toEqual([['CIRCULATING', 3000]]);
    expect(out[0].holeFromM).toBe(3000);
    expect(out[0].holeToM).toBeCloseTo(3000.1, 6);
  });

  it('a short trip spell joins the entry before it; two minutes of drilling and a trip stay lines of their own', () => {
    const out = foldIntervals([
      iv(0, 3600, Activity.CIRCULATING, 2000),
      iv(3600, 3650, Activity.TRIP_OUT, 2000),
      iv(3650, 7200, Activity.CIRCULATING, 2000),
      iv(7200, 7320, Activity.ROTARY_DRILLING, 2000, 2001),
      iv(7320, 9000, Activity.TRIP_OUT, 2001),
    ]);
    expect(lines(out)).toEqual([
      ['CIRCULATING', 7200],
      ['DRILLING', 120],
      ['TRIP_OUT', 1680],
    ]);
  });

  it('a short spell between two data gaps stays: nothing to join it to', () => {
    const out = foldIntervals([
      iv(0, 3600, Activity.CIRCULATING, 10),
      iv(4000, 4020, Activity.ROTARY_DRILLING, 10, 10.1),
      iv(5000, 8600, Activity.CIRCULATING, 10.1),
    ]);
    expect(lines(out)).toEqual([
      ['CIRCULATING', 3600],
      ['DRILLING', 20],
      ['CIRCULATING', 3600],
    ]);
  });
});
