import { describe, expect, it } from 'vitest';
import { curveHoldToPoint } from '../plan/curve-hold';
import type { PathState } from '../types';
import { ProjectionError } from './projection';
import { curveHoldTime, limitSlide, minimumDistance, minimumSlide, minimumTime, targetCourseLength, targetDistance, targetReturn } from './target-steering';

// ISCWSA #1: from the vertical KOP at 1200 m, the end of the 60° hold (MD 5100) is reached by a 2°/30 m
// curve of 900 m and a 3000 m hold.
const KOP: PathState = { mdM: 1200, incDeg: 0, aziDeg: 0, tvdM: 1200, northM: 0, eastM: 0 };
const TARGET = { tvdM: 3444.294, northM: 783.6509, eastM: 2924.625 };

describe('steering to a target', () => {
  it('target return at 2°/30 m reaches the target at MD 5100', () => {
    const p = targetReturn(KOP, TARGET, 2);
    expect(p.end.mdM).toBeCloseTo(5100, 1);
    expect(p.end.eastM).toBeCloseTo(TARGET.eastM, 6);
    expect(p.gtfDeg).toBeCloseTo(75, 4);
    expect(() => targetReturn(KOP, { tvdM: 1250, northM: 0, eastM: 200 }, 2)).toThrow(ProjectionError);
  });

  it('target CL is the first stand of that path: 300 m of 2°/30 m curve gives 20°', () => {
    const p = targetCourseLength(KOP, TARGET, 2, 300);
    expect(p.end.mdM).toBeCloseTo(1500, 9);
    expect(p.end.incDeg).toBeCloseTo(20, 3);
    const long = targetCourseLength(KOP, TARGET, 2, 4000);
    expect(long.end.mdM).toBeCloseTo(5200, 9); // beyond the target: straight on
    expect(long.end.incDeg).toBeCloseTo(60, 3);
  });

  it('target distance solves the DLS that leaves a 3000 m hold: 2°/30 m', () => {
    const p = targetDistance(KOP, TARGET, 3000);
    expect(p.dlsDegPer30m).toBeCloseTo(2, 4);
    expect(p.end.mdM).toBeCloseTo(5100, 1);
    expect(() => targetDistance(KOP, TARGET, 1e5)).toThrow(/too close/);
  });

  it('minimum distance, minimum slide and limit slide pick their DLS and report the slide', () => {
    const md = minimumDistance(KOP, TARGET, 3);
    const s2 = curveHoldToPoint(KOP, TARGET, 2)!;
    expect(md.end.mdM).toBeLessThan(s2.targetMdM); // tighter curve, shorter path
    const slide = minimumSlide(KOP, TARGET, 2);
    expect(slide.slideLengthM).toBeCloseTo(900, 1); // 60° of dogleg at 2°/30 m
    const capped = minimumSlide(KOP, TARGET, 4, 2);
    expect(capped.dlsDegPer30m).toBe(2);
    expect(capped.slideLengthM).toBeCloseTo(450, 1); // same dogleg, motor twice as strong
    const limited = limitSlide(KOP, TARGET, 4, 0.5);
    expect(limited.dlsDegPer30m).toBe(2);
    expect(limited.slideLengthM).toBeCloseTo(450, 1);
  });

  it('minimum time is no slower than any other DLS up to the yield', () => {
    const rates = { motorYieldDegPer30m: 4, ropSlideMPerH: 8, ropRotateMPerH: 25 };
    const best = minimumTime(KOP, TARGET, rates);
    for (const dls of [1, 2, 3, 3.9]) {
      const t = curveHoldTime(curveHoldToPoint(KOP, TARGET, dls)!, rates).drillTimeH;
      expect(best.drillTimeH!).toBeLessThanOrEqual(t + 1e-9);
    }
    // by hand at 4°/30 m: dogleg 60.53°, so slid 454 m at 8 m/h and the rest rotated at 25 m/h
    const at4 = curveHoldToPoint(KOP, TARGET, 4)!;
    expect(best.drillTimeH!).toBeCloseTo(((at4.doglegDeg / 4) * 30) / 8 + (at4.curveLengthM + at4.holdLengthM - (at4.doglegDeg / 4) * 30) / 25, 6);
  });
});
