import { describe, expect, it } from 'vitest';
import { minimumCurvature } from '../minimum-curvature';
import { smartProjection } from '../projection/smart';
import type { SlideInterval } from '../slide-sheet';
import { buildWalk, estimateMotorYield, rotaryTendency } from './build-walk';

// A stand-by-stand drilled path with a known motor (6°/30 m) and rotary tendency (+0.6 build, −0.3 walk):
// 2000–2030 rotated, 2030–2060 slid at GTF 0, 2060–2090 slid 10 m at GTF 0 then rotated 20 m.
const slides: SlideInterval[] = [
  { fromMdM: 2030, toMdM: 2060, toolfaceDeg: 0, toolfaceType: 'GTF' },
  { fromMdM: 2060, toMdM: 2070, toolfaceDeg: 0, toolfaceType: 'GTF' },
];
const drilled = smartProjection({ mdM: 2000, incDeg: 30, aziDeg: 100, tvdM: 0, northM: 0, eastM: 0 }, 2090, {
  slides,
  motorYieldDegPer30m: 6,
  rotaryBuildDegPer30m: 0.6,
  rotaryWalkDegPer30m: -0.3,
}).points;
const surveys = minimumCurvature(drilled.filter((p) => [2000, 2030, 2060, 2090].includes(p.mdM)));

describe('build/walk', () => {
  it('per course build, walk, slid and rotated lengths', () => {
    const rows = buildWalk(surveys, slides);
    expect(rows.map((r) => [r.mdM, r.slidM, r.rotatedM])).toEqual([
      [2030, 0, 30],
      [2060, 30, 0],
      [2090, 10, 20],
    ]);
    expect(rows[0].buildDegPer30m).toBeCloseTo(0.6, 9);
    expect(rows[0].walkDegPer30m).toBeCloseTo(-0.3, 9);
    expect(rows[1].buildDegPer30m).toBeCloseTo(6, 9);
    expect(rows[2].buildDegPer30m).toBeCloseTo((2 + 0.4) * 1, 9); // 2° slid + 0.4° rotated over 30 m
  });

  it('reads the motor yield off the fully slid course and the rotary tendency out of the mixed one', () => {
    expect(estimateMotorYield(surveys, slides)).toBeCloseTo(6, 9);
    const rows = buildWalk(surveys, slides);
    expect(rows[1].motorYieldDegPer30m).toBeCloseTo(6, 9);
    expect(rows[1].rotaryBuildDegPer30m).toBeUndefined(); // nothing rotated
    expect(rows[0].rotaryBuildDegPer30m).toBeCloseTo(0.6, 9);
    expect(rows[2].rotaryBuildDegPer30m).toBeCloseTo(0.6, 6);
    expect(rows[2].rotaryWalkDegPer30m).toBeCloseTo(-0.3, 6);
    const t = rotaryTendency(rows)!;
    expect(t.rotaryBuildDegPer30m).toBeCloseTo(0.6, 6);
    expect(t.rotaryWalkDegPer30m).toBeCloseTo(-0.3, 6);
  });

  it('cannot separate a mixed course without a motor yield', () => {
    const rows = buildWalk(surveys.slice(0, 1).concat(surveys.slice(2)), slides.slice(1));
    expect(rows.map((r) => [r.mdM, r.slidM])).toEqual([
      [2060, 0],
      [2090, 10],
    ]);
    expect(rows[0].buildDegPer30m).toBeCloseTo((0.6 + 6) / 2, 9); // 2000→2060 as one course
    expect(rows[1].rotaryBuildDegPer30m).toBeUndefined();
  });
});
