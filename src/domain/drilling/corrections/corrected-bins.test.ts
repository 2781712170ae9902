import { describe, expect, it } from 'vitest';
import { ACTIVITY_COUNT } from '../activities';
import { applyActivityCorrectionsToBins } from './corrected-bins';

const bin = (binS: number, perCode: Record<number, number>, rotaryM = 0, rotaryS = 0) => {
  const seconds = new Array<number>(ACTIVITY_COUNT).fill(0);
  for (const [c, s] of Object.entries(perCode)) seconds[Number(c)] = s;
  return { binS, seconds, rotaryM, slideM: 0, rotaryS, slideS: 0 };
};

describe('activity corrections over the 15-minute bins', () => {
  // Hand-made: rotary drilling 0–1200 s making 20 m (1/60 m per s), a connection 1200–1500 s.
  const bins = [bin(0, { 0: 900 }, 15, 900), bin(900, { 0: 300, 2: 300 }, 5, 300)];
  const detected = [
    { startS: 0, endS: 1200, code: 0, holeFromM: 3000, holeToM: 3020 },
    { startS: 1200, endS: 1500, code: 2, holeFromM: 3020, holeToM: 3020 },
  ];

  it('a connection relabelled circulating moves its 300 s in the second bin', () => {
    const out = applyActivityCorrectionsToBins(bins, detected, [{ from_s: 1200, to_s: 1500, code: 4 }]);
    expect(out[1].seconds.slice(0, 5)).toEqual([300, 0, 0, 0, 300]);
    expect(out[0]).toEqual(bins[0]);
    expect(bins[1].seconds[2]).toBe(300); // the input is left alone
  });

  it('rotary drilling relabelled as slide across a bin edge moves seconds and footage: 600–1200 s = 10 m', () => {
    const out = applyActivityCorrectionsToBins(bins, detected, [{ from_s: 600, to_s: 1200, code: 1 }]);
    expect([out[0].seconds[0], out[0].seconds[1], out[1].seconds[0], out[1].seconds[1]]).toEqual([600, 300, 0, 300]);
    expect(out[0].rotaryM).toBeCloseTo(10, 9);
    expect(out[0].slideM).toBeCloseTo(5, 9);
    expect(out[1].rotaryM).toBeCloseTo(0, 9);
    expect(out[1].slideM).toBeCloseTo(5, 9);
    expect(out.reduce((a, b) => a + b.rotaryM + b.slideM, 0)).toBeCloseTo(20, 9);
  });
});
