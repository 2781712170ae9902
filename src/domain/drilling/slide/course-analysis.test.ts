import { describe, expect, it } from 'vitest';
import { minimumCurvature } from '../../directional/minimum-curvature';
import { Activity } from '../activities';
import type { ActivityInterval } from '../rig-state/time-log';
import { analyzeCourses, motorYieldDegPer30m, rotaryTendencyOf } from './course-analysis';
import { drilledIntervals, type DrilledInterval } from './drilled-intervals';
import { rotaryProjection } from './rotary-projection';
import { slidesheet } from './slidesheet';

const iv = (mode: 'slide' | 'rotary', fromMdM: number, toMdM: number, startMs = fromMdM * 1000, onBottomS = (toMdM - fromMdM) * 120): DrilledInterval => ({
  mode,
  startMs,
  endMs: startMs + onBottomS * 1000,
  onBottomS,
  fromMdM,
  toMdM,
});

/**
 * Hand-worked case. Azimuth held at 90°, so each course's dogleg is its inclination change exactly.
 * Courses 1000–1030 and 1030–1060 are rotated and build 0.5°/30 m: the rotary tendency.
 * Course 1060–1090 builds 30.9° → 34.4° = 3.5°/30 m with 10 m slid (1060–1070) and 20 m rotated.
 * The rotated 20 m give 0.5 · 20/30 = 0.333°, so the 10 m slide gave 3.1667°: 9.5°/30 m of slide.
 * The formula: (3.5 − 0.5 · 2/3) / (1/3) = 9.5.
 */
const t = minimumCurvature([
  { mdM: 1000, incDeg: 29.9, aziDeg: 90 },
  { mdM: 1030, incDeg: 30.4, aziDeg: 90 },
  { mdM: 1060, incDeg: 30.9, aziDeg: 90 },
  { mdM: 1090, incDeg: 34.4, aziDeg: 90 },
]);
const drilled = [iv('rotary', 1000, 1060), iv('slide', 1060, 1070), iv('rotary', 1070, 1090)];

describe('slide analysis per course', () => {
  it('rotary tendency from the courses rotated ≥ 90 %', () => {
    const r = rotaryTendencyOf(t, drilled)!;
    expect(r.courses).toBe(2);
    expect(r.buildDegPer30m).toBeCloseTo(0.5, 6);
    expect(r.dlsDegPer30m).toBeCloseTo(0.5, 6);
    expect(r.turnDegPer30m).toBeCloseTo(0, 9);
  });

  it('motor yield of the mixed course is 9.5°/30 m of slide (worked by hand above)', () => {
    const a = analyzeCourses(t, drilled);
    const c = a.courses[2];
    expect(c.slideM).toBeCloseTo(10, 9);
    expect(c.rotaryM).toBeCloseTo(20, 9);
    expect(c.slideFraction).toBeCloseTo(1 / 3, 9);
    expect(c.dlsDegPer30m).toBeCloseTo(3.5, 6);
    expect(c.motorYieldDegPer30m).toBeCloseTo(9.5, 6);
    // the rotated courses show no yield
    expect(a.courses[0].motorYieldDegPer30m).toBeNaN();
    // only one course has a yield: it is the measured reference, and the course achieved what it implies
    expect(a.referenceYieldSource).toBe('measured');
    expect(a.referenceYieldDegPer30m).toBeCloseTo(9.5, 6);
    expect(c.effectiveness).toBeCloseTo(1, 6);
  });

  it('slide effectiveness against a given motor yield: achieved 3.5° of (10·10 + 20·0.5)/30 = 3.667° expected', () => {
    const c = analyzeCourses(t, drilled, { motorYieldDegPer30m: 10 }).courses[2];
    expect(c.achievedDoglegDeg).toBeCloseTo(3.5, 6);
    expect(c.expectedDoglegDeg).toBeCloseTo(110 / 30, 9);
    expect(c.effectiveness).toBeCloseTo(3.5 / (110 / 30), 6);
  });

  /**
   * Published relation (petroleum.ezvirtualtools.com/calc/directional.html, "Directional Calculations",
   * formula reference): % Sliding = (Required DLS / Motor DLS) × 100. A motor of 9°/30 m asked for 3°/30 m
   * slides 33.3 % of the course; read backwards with no rotary tendency, a 3°/30 m course slid 1/3 shows a
   * 9°/30 m motor yield.
   */
  it('agrees with the published % sliding = required DLS / motor DLS when rotating holds angle', () => {
    expect(motorYieldDegPer30m(3, 3 / 9, 0)).toBeCloseTo(9, 12);
    const flat = minimumCurvature([
      { mdM: 2000, incDeg: 40, aziDeg: 10 },
      { mdM: 2030, incDeg: 40, aziDeg: 10 },
      { mdM: 2060, incDeg: 43, aziDeg: 10 },
    ]);
    const c = analyzeCourses(flat, [iv('rotary', 2000, 2030), iv('slide', 2030, 2040), iv('rotary', 2040, 2060)]).courses[1];
    expect(c.motorYieldDegPer30m).toBeCloseTo(9, 6);
    expect(c.toolfaceKind).toBe('GTF');
    expect(c.toolfaceDeg).toBeCloseTo(0, 6);
  });

  it('a course the detection did not see drilled is not analysed', () => {
    const a = analyzeCourses(t, [iv('slide', 1060, 1065)]);
    expect(a.rotaryTendency).toBeNull();
    expect(a.courses[2].coverage).toBeCloseTo(5 / 30, 9);
    expect(a.courses[2].motorYieldDegPer30m).toBeNaN();
    expect(a.courses[2].effectiveness).toBeNaN();
  });

  it('the toolface a right-turning course implies is 90° GTF', () => {
    const turn = minimumCurvature([
      { mdM: 0, incDeg: 60, aziDeg: 100 },
      { mdM: 30, incDeg: 60, aziDeg: 104 },
    ]);
    const c = analyzeCourses(turn, [iv('slide', 0, 30)]).courses[0];
    expect(c.toolfaceKind).toBe('GTF');
    // the minimum-curvature arc between two equal inclinations starts slightly right of 90° (it dips, then rises back)
    expect(c.toolfaceDeg!).toBeGreaterThan(88);
    expect(c.toolfaceDeg!).toBeLessThan(92);
  });
});

describe('slidesheet and rotary projection', () => {
  it('one row per slide with its ROP and its course', () => {
    const a = analyzeCourses(t, drilled);
    const rows = slidesheet(drilled, a.courses);
    expect(rows).toHaveLength(1);
    expect(rows[0].lengthM).toBeCloseTo(10, 9);
    // 10 m in 1200 s on bottom = 30 m/h
    expect(rows[0].ropMph).toBeCloseTo(30, 9);
    expect(rows[0].course!.fromMdM).toBe(1060);
    expect(rows[0].course!.motorYieldDegPer30m).toBeCloseTo(9.5, 6);
  });

  it('projects the next courses at the rotary build and turn', () => {
    const p = rotaryProjection(t[3], { buildDegPer30m: 0.5, turnDegPer30m: -0.3 }, 30, 2);
    expect(p).toHaveLength(2);
    expect(p[0].mdM).toBeCloseTo(1120, 9);
    expect(p[0].incDeg).toBeCloseTo(34.9, 9);
    expect(p[1].incDeg).toBeCloseTo(35.4, 9);
    expect(p[1].aziDeg).toBeCloseTo(89.4, 9);
    expect(p[1].tvdM).toBeGreaterThan(t[3].tvdM);
  });
});

describe('drilled intervals from the auto time log', () => {
  const at = (code: number, startS: number, endS: number, holeFromM: number, holeToM: number): ActivityInterval => ({
    startMs: startS * 1000,
    endMs: endS * 1000,
    durationS: endS - startS,
    code,
    activity: code === Activity.SLIDE_DRILLING ? 'SLIDE_DRILLING' : code === Activity.ROTARY_DRILLING ? 'ROTARY_DRILLING' : 'REAMING',
    holeFromM,
    holeToM,
    bitFromM: holeFromM,
    bitToM: holeToM,
  });
  it('joins slide pieces split by a pick-up, keeps rotary apart, drops intervals that made no hole', () => {
    const d = drilledIntervals([
      at(Activity.SLIDE_DRILLING, 0, 300, 1000, 1003),
      at(Activity.REAMING, 300, 360, 1003, 1003),
      at(Activity.SLIDE_DRILLING, 360, 700, 1003, 1007.5),
      at(Activity.ROTARY_DRILLING, 700, 1500, 1007.5, 1028),
      at(Activity.SLIDE_DRILLING, 1500, 1510, 1028, 1028),
    ]);
    expect(d.map((x) => x.mode)).toEqual(['slide', 'rotary']);
    expect(d[0].fromMdM).toBe(1000);
    expect(d[0].toMdM).toBe(1007.5);
    expect(d[0].onBottomS).toBe(640);
    expect(d[1].toMdM).toBe(1028);
  });
});

describe('no reference yield from slides that did not bend the hole', () => {
  it('leaves the reference and the effectiveness empty when the measured yield is not positive', () => {
    // the slid course is straighter than the rotated ones: its yield comes out negative
    const s = minimumCurvature([
      { mdM: 0, incDeg: 89, aziDeg: 180 },
      { mdM: 30, incDeg: 89.5, aziDeg: 180 },
      { mdM: 60, incDeg: 89.5, aziDeg: 180 },
    ]);
    const a = analyzeCourses(s, [iv('rotary', 0, 30), iv('slide', 30, 36), iv('rotary', 36, 60)]);
    expect(a.courses[1].motorYieldDegPer30m).toBeCloseTo(-2, 6);
    expect(a.referenceYieldDegPer30m).toBeNull();
    expect(a.courses[1].effectiveness).toBeNaN();
  });
});
