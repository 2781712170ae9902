import { describe, expect, it } from 'vitest';
import { minimumCurvature } from '../minimum-curvature';
import { arcToPoint, navigation } from './navigation';

const at = (tvdM: number, northM: number, eastM: number, incDeg: number, aziDeg: number, mdM = 1000) => ({ mdM, incDeg, aziDeg, tvdM, northM, eastM });

describe('arcToPoint (hand-checked)', () => {
  it('straight ahead needs no bend', () => {
    const a = arcToPoint(at(1000, 0, 0, 90, 0), { tvdM: 1000, northM: 60, eastM: 0 })!;
    expect(a.lengthM).toBeCloseTo(60, 9);
    expect(a.dlsDegPer30m).toBeCloseTo(0, 9);
    expect(a.gtfDeg).toBeNull();
  });

  it('a quarter circle: horizontal north, target 100 m north and 100 m deeper → 90° dogleg over 157.08 m, toolface 180° (low side)', () => {
    // Chord at 45° below the hole: θ = 45°, β = 90°, length = 100√2 · (π/2) / (2 sin 45°) = 50π = 157.08 m.
    const a = arcToPoint(at(1000, 0, 0, 90, 0), { tvdM: 1100, northM: 100, eastM: 0 })!;
    expect(a.doglegDeg).toBeCloseTo(90, 9);
    expect(a.lengthM).toBeCloseTo(50 * Math.PI, 9);
    expect(a.dlsDegPer30m).toBeCloseTo((90 * 30) / (50 * Math.PI), 9); // 17.19 °/30 m
    expect(a.gtfDeg).toBeCloseTo(180, 6);
    expect(a.endIncDeg).toBeCloseTo(0, 6);
    expect(a.buildDegPer30m).toBeCloseTo((-90 * 30) / (50 * Math.PI), 6);
  });

  it('a turn to the right in a horizontal hole: toolface 90°, turn positive, no build', () => {
    // 100 m north and 10 m east: θ = atan(10/100) = 5.711°, β = 11.42°, end azimuth 11.42°.
    const a = arcToPoint(at(2000, 0, 0, 90, 0), { tvdM: 2000, northM: 100, eastM: 10 })!;
    const beta = 2 * Math.atan(0.1) * (180 / Math.PI);
    expect(a.doglegDeg).toBeCloseTo(beta, 9);
    expect(a.gtfDeg).toBeCloseTo(90, 6);
    expect(a.endAziDeg).toBeCloseTo(beta, 6);
    expect(a.buildDegPer30m).toBeCloseTo(0, 9);
    expect(a.turnDegPer30m).toBeCloseTo(a.dlsDegPer30m, 9);
  });

  it('a point behind the bit cannot be reached', () => {
    expect(arcToPoint(at(1000, 0, 0, 90, 0), { tvdM: 1000, northM: -10, eastM: 0 })).toBeNull();
  });
});

describe('navigation', () => {
  // A horizontal plan due north at TVD 2000 m; the survey 3 m above it, parallel, at plan MD 2600 m.
  const plan = minimumCurvature(
    [
      { mdM: 2000, incDeg: 90, aziDeg: 0 },
      { mdM: 3000, incDeg: 90, aziDeg: 0 },
    ],
    { tvdM: 2000, northM: 0, eastM: 0 },
  );
  const fact = minimumCurvature(
    [
      { mdM: 2500, incDeg: 90, aziDeg: 0 },
      { mdM: 2600, incDeg: 90, aziDeg: 0 },
    ],
    { tvdM: 1997, northM: 500, eastM: 0 },
  );

  it('projects the bit straight ahead, measures it 3 m high of the plan, and plans the way back', () => {
    const n = navigation(fact, plan, 2615)!;
    expect(n.bitProjectedM).toBeCloseTo(15, 9);
    expect(n.bit.northM).toBeCloseTo(615, 6);
    expect(n.toPlan!.distanceM).toBeCloseTo(3, 6);
    expect(n.toPlan!.highM).toBeCloseTo(3, 6);
    expect(n.toPlan!.rightM).toBeCloseTo(0, 6);
    // 30 m ahead: chord 30 m north, 3 m down → θ = atan(0.1), toolface low side, dropping.
    const r = n.planAhead[0];
    expect(r.aheadM).toBe(30);
    expect(r.planMdM).toBeCloseTo(2615 + 30, 6);
    expect(r.arc!.gtfDeg).toBeCloseTo(180, 6);
    expect(r.arc!.doglegDeg).toBeCloseTo(2 * Math.atan(0.1) * (180 / Math.PI), 6);
    expect(r.offDirectionDeg).toBeCloseTo(2 * Math.atan(0.1) * (180 / Math.PI), 6);
    // Rows stop at the plan's end (3000 m): 30, 60, 90, 150, 300 m ahead of 2615 m → the 300 m row is cut.
    expect(n.planAhead.map((x) => x.aheadM)).toEqual([30, 60, 90, 150, 300].filter((a) => 2615 + a <= 3000));
  });

  it('without a plan: the bit, no distance, no table; without a survey: nothing', () => {
    expect(navigation(fact, [], 2615)).toMatchObject({ toPlan: null, planAhead: [] });
    expect(navigation([], plan, 2615)).toBeNull();
  });
});
