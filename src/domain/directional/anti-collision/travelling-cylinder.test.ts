import { describe, expect, it } from 'vitest';
import { describeRefdata, readRefCsv } from '../../../../tests/support/refdata';
import { tangent } from '../angles';
import { interpolateAtMd } from '../interpolate';
import { buildOffsetIndex } from './offset-index';
import { listedWell } from './test-support/iscwsa-clearance-set';
import { travellingCylinder } from './travelling-cylinder';

describeRefdata('travelling cylinder on the ISCWSA clearance set', () => {
  const ref = listedWell(readRefCsv, 'ref').trajectory;

  it('Offset 01, parallel 100 m east: 100 m away at every depth, always due east', () => {
    const tc = travellingCylinder(ref, buildOffsetIndex(listedWell(readRefCsv, 'offset01').trajectory));
    for (const p of tc) {
      expect(p).toBeDefined();
      expect(p!.distanceM).toBeCloseTo(100, 2);
      expect(p!.northBearingDeg).toBeCloseTo(90, 1);
    }
    // vertical: east is 90° right of north; heading south near horizontal, east is on the left (270°)
    expect(tc[5]!.highSideBearingDeg).toBeCloseTo(90, 6);
    expect(tc[tc.length - 1]!.highSideBearingDeg).toBeCloseTo(270, 1);
  });

  it('every crossing lies in the plane normal to the reference, on the offset', () => {
    const offset = listedWell(readRefCsv, 'offset03').trajectory;
    const tc = travellingCylinder(ref, buildOffsetIndex(offset));
    let crossings = 0;
    tc.forEach((p, k) => {
      if (!p) return;
      crossings++;
      const r = ref[k];
      const t = tangent(r.incDeg, r.aziDeg);
      const q = interpolateAtMd(offset, p.offsetMdM);
      const d = [q.northM - r.northM, q.eastM - r.eastM, q.tvdM - r.tvdM];
      expect(p.refMdM).toBe(r.mdM);
      expect(Math.abs(d[0] * t[0] + d[1] * t[1] + d[2] * t[2])).toBeLessThan(1e-6);
      expect(Math.hypot(d[0], d[1], d[2])).toBeCloseTo(p.distanceM, 6);
    });
    expect(crossings).toBeGreaterThan(50);
  });
});

describe('travelling cylinder geometry', () => {
  const pt = (mdM: number, incDeg: number, aziDeg: number, northM: number, eastM: number, tvdM: number) => ({
    mdM,
    incDeg,
    aziDeg,
    northM,
    eastM,
    tvdM,
    doglegRad: 0,
    dlsDegPer30m: 0,
    buildDegPer30m: 0,
    turnDegPer30m: 0,
    gtfDeg: NaN,
    mtfDeg: NaN,
  });

  // reference: horizontal, heading east at north 0, east 50, TVD 500; high side is up, right side south
  const ref = pt(1050, 90, 90, 0, 50, 500);
  const eastward = (northM: number, tvdM: number) => [pt(0, 90, 90, northM, -100, tvdM), pt(300, 90, 90, northM, 200, tvdM)];

  it('a well 10 m above: at the high side, 0° (north-referenced: 90° + 0°)', () => {
    const [p] = travellingCylinder([ref], buildOffsetIndex(eastward(0, 490)));
    expect(p!.distanceM).toBeCloseTo(10, 9);
    expect(p!.highSideBearingDeg).toBeCloseTo(0, 9);
    expect(p!.northBearingDeg).toBeCloseTo(90, 9);
    expect(p!.offsetMdM).toBeCloseTo(150, 9);
  });

  it('a well 2 m below and 2 m to the right: 135° from the high side, 2.83 m', () => {
    const [p] = travellingCylinder([ref], buildOffsetIndex(eastward(-2, 502)));
    expect(p!.distanceM).toBeCloseTo(Math.SQRT2 * 2, 9);
    expect(p!.highSideBearingDeg).toBeCloseTo(135, 9);
  });

  it('a well lying in the normal plane never crosses it: no point', () => {
    const inPlane = [pt(0, 90, 0, -100, 50, 490), pt(200, 90, 0, 100, 50, 490)];
    expect(travellingCylinder([ref], buildOffsetIndex(inPlane))).toEqual([undefined]);
  });
});
