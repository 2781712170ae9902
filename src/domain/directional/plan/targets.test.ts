import { describe, expect, it } from 'vitest';
import { interpolateAtMd } from '../interpolate';
import { boundaryClearance, boundaryDistancesM } from './boundaries';
import { planFromSegments } from './plan-segments';
import { isInsideShape, targetHit, targetPlaneTvdM, type Target } from './targets';

// ISCWSA #1 as designed: end of the 60° hold at MD 5100 is TVD 3444.294, N 783.6509, E 2924.625;
// the horizontal section at TVD 3521.0558 runs on azimuth 75° from MD 5400 (N 857.7971, E 3201.3423).
const plan = planFromSegments({ mdM: 0, incDeg: 0, aziDeg: 0, tvdM: 0, northM: 0, eastM: 0 }, [
  { kind: 'hold-to-md', mdM: 1200 },
  { kind: 'curve-to', dlsDegPer30m: 2, incDeg: 60, aziDeg: 75 },
  { kind: 'hold-to-md', mdM: 5100 },
  { kind: 'curve-to', dlsDegPer30m: 3, incDeg: 90, aziDeg: 75 },
  { kind: 'hold-to-md', mdM: 8000 },
]).trajectory;

describe('targets', () => {
  const centre = { tvdM: 3444.294, northM: 783.6509 + 10, eastM: 2924.625 };

  it('finds where the well crosses a horizontal target plane and tests each shape there', () => {
    const circle: Target = { centre, geometry: { kind: 'circle', radiusM: 15 } };
    const hit = targetHit(plan, circle)!;
    expect(hit.point.mdM).toBeCloseTo(5100, 4);
    expect(hit.offset.northM).toBeCloseTo(-10, 4);
    expect(hit.offset.eastM).toBeCloseTo(0, 3); // the checkpoint E is given to 3 dp
    expect(hit.distanceToCentreM).toBeCloseTo(10, 4);
    expect(hit.inside).toBe(true);
    expect(targetHit(plan, { centre, geometry: { kind: 'circle', radiusM: 9.9 } })!.inside).toBe(false);
    expect(targetHit(plan, { centre, geometry: { kind: 'point' } })!.inside).toBe(false);
    expect(targetHit(plan, { centre, geometry: { kind: 'point' } }, 10.001)!.inside).toBe(true);
    // ellipse 30 × 5 with its major axis north-south contains a point 10 m south; east-west does not
    expect(targetHit(plan, { centre, geometry: { kind: 'ellipse', semiMajorM: 30, semiMinorM: 5, orientationDeg: 0 } })!.inside).toBe(true);
    expect(targetHit(plan, { centre, geometry: { kind: 'ellipse', semiMajorM: 30, semiMinorM: 5, orientationDeg: 90 } })!.inside).toBe(false);
    expect(targetHit(plan, { centre, geometry: { kind: 'rectangle', lengthM: 21, widthM: 2, orientationDeg: 180 } })!.inside).toBe(true);
    expect(targetHit(plan, { centre, geometry: { kind: 'rectangle', lengthM: 19, widthM: 40, orientationDeg: 0 } })!.inside).toBe(false);
    const triangle = [
      { northM: -20, eastM: -5 },
      { northM: 5, eastM: -5 },
      { northM: 5, eastM: 20 },
    ];
    expect(targetHit(plan, { centre, geometry: { kind: 'polygon', vertices: triangle } })!.inside).toBe(true);
    expect(targetHit(plan, { centre, geometry: { kind: 'polygon', vertices: triangle.map((v) => ({ ...v, eastM: v.eastM + 6 })) } })!.inside).toBe(false);
    expect(targetHit(plan, { centre: { ...centre, tvdM: 4000 }, geometry: { kind: 'point' } })).toBeUndefined();
  });

  it('a dipping plane: the horizontal section meets a plane rising 2° towards 75° where tan 2° · s = 8.9442 m', () => {
    const atMd6000 = interpolateAtMd(plan, 6000);
    const target: Target = { centre: { ...atMd6000, tvdM: 3530 }, geometry: { kind: 'circle', radiusM: 300 }, dipDeg: 2, dipAziDeg: 255 };
    expect(targetPlaneTvdM(target, atMd6000)).toBe(3530);
    const hit = targetHit(plan, target)!;
    const s = (3530 - 3521.0558) / Math.tan((2 * Math.PI) / 180);
    expect(hit.point.mdM).toBeCloseTo(6000 + s, 2);
    expect(hit.point.tvdM).toBeCloseTo(3521.0558, 3);
    expect(hit.inside).toBe(true);
  });

  it('shape tests in plan view', () => {
    expect(isInsideShape({ kind: 'ellipse', semiMajorM: 10, semiMinorM: 2, orientationDeg: 45 }, { northM: 7, eastM: 7 })).toBe(true);
    expect(isInsideShape({ kind: 'ellipse', semiMajorM: 10, semiMinorM: 2, orientationDeg: 135 }, { northM: 7, eastM: 7 })).toBe(false);
    const square = [
      { northM: 0, eastM: 0 },
      { northM: 0, eastM: 10 },
      { northM: 10, eastM: 10 },
      { northM: 10, eastM: 0 },
    ];
    expect(isInsideShape({ kind: 'polygon', vertices: square }, { northM: 10, eastM: 5 })).toBe(true); // on the edge
    expect(isInsideShape({ kind: 'polygon', vertices: square }, { northM: 10.1, eastM: 5 })).toBe(false);
  });
});

describe('boundaries', () => {
  it('a lease line east of TD: clearance 6000 − 5712.7495 m at TD, inside the lease', () => {
    const lease = {
      kind: 'leaseline' as const,
      vertices: [
        { northM: -500, eastM: -500 },
        { northM: -500, eastM: 6000 },
        { northM: 3000, eastM: 6000 },
        { northM: 3000, eastM: -500 },
      ],
    };
    const c = boundaryClearance(plan, lease);
    expect(c.minDistanceM).toBeCloseTo(6000 - 5712.7495, 3);
    expect(c.point.mdM).toBeCloseTo(8000, 3);
    expect(c.inside).toBe(true);
    expect(c.leavesBoundary).toBe(false);
    const tight = { ...lease, vertices: lease.vertices.map((v) => ({ ...v, eastM: Math.min(v.eastM, 5000) })) };
    expect(boundaryClearance(plan, tight).leavesBoundary).toBe(true);
  });

  it('a road crossing the horizontal section: zero clearance where N = 1000 m', () => {
    const road = {
      kind: 'road' as const,
      vertices: [
        { northM: 1000, eastM: 0 },
        { northM: 1000, eastM: 10000 },
      ],
    };
    const c = boundaryClearance(plan, road);
    expect(c.minDistanceM).toBeLessThan(1e-5);
    expect(c.point.mdM).toBeCloseTo(5400 + (1000 - 857.7971) / Math.cos((75 * Math.PI) / 180), 2);
    expect(c.inside).toBeUndefined();
    const perStation = boundaryDistancesM(plan, road);
    expect(perStation[0]).toBe(1000);
  });
});
