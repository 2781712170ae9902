import { describe, expect, it } from 'vitest';
import { minimumCurvature } from './minimum-curvature';
import { signedToolfaceDeg, toolfaceAtStation } from './toolface';

describe('displayed toolface', () => {
  const t = minimumCurvature([
    { mdM: 0, incDeg: 0, aziDeg: 0 },
    { mdM: 30, incDeg: 2, aziDeg: 120 }, // kick-off from vertical: MTF 120
    { mdM: 60, incDeg: 4, aziDeg: 120 }, // start inc 2° ≤ 5°: still MTF = GTF 0 + azi 120
    { mdM: 90, incDeg: 7, aziDeg: 120 },
    { mdM: 120, incDeg: 9, aziDeg: 125 }, // start inc 7°: GTF, build and turn right
  ]);

  it('switches from magnetic to gravity toolface above 5° at the start of the course', () => {
    expect(toolfaceAtStation(t, 0)).toBeUndefined();
    expect(toolfaceAtStation(t, 1)).toEqual({ kind: 'MTF', deg: 120 });
    expect(toolfaceAtStation(t, 2)?.kind).toBe('MTF');
    expect(toolfaceAtStation(t, 2)?.deg).toBeCloseTo(120, 9);
    expect(toolfaceAtStation(t, 3)?.kind).toBe('MTF'); // course starts at 4°
    const tf = toolfaceAtStation(t, 4);
    expect(tf?.kind).toBe('GTF');
    // closed form: atan2(sin I2 sin ΔA, sin I2 cos I1 cos ΔA − cos I2 sin I1) with I1 7°, I2 9°, ΔA 5°
    const r = Math.PI / 180;
    const expected = Math.atan2(Math.sin(9 * r) * Math.sin(5 * r), Math.sin(9 * r) * Math.cos(7 * r) * Math.cos(5 * r) - Math.cos(9 * r) * Math.sin(7 * r)) / r;
    expect(tf?.deg).toBeCloseTo(expected, 9);
    expect(expected).toBeGreaterThan(20);
    expect(expected).toBeLessThan(40);
  });

  it('prints ±180° toolface', () => {
    expect(signedToolfaceDeg(270)).toBe(-90);
    expect(signedToolfaceDeg(180)).toBe(180);
    expect(signedToolfaceDeg(45)).toBe(45);
  });
});
