import { describe, expect, it } from 'vitest';
import { pointOnCourse } from '../interpolate';
import { minimumCurvature } from '../minimum-curvature';
import { closestPoint, pointOf } from './closest-approach';
import { buildOffsetIndex } from './offset-index';

/** Deterministic pseudo-random numbers, so a failure reproduces. */
function lcg(seed: number) {
  let s = seed;
  return () => (s = (s * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

describe('closest approach on minimum-curvature arcs', () => {
  const rand = lcg(7);
  const stations = [{ mdM: 0, incDeg: 0, aziDeg: 0 }];
  for (let k = 1; k <= 60; k++) {
    const p = stations[k - 1];
    stations.push({
      mdM: p.mdM + 10 + 40 * rand(),
      incDeg: Math.min(120, Math.max(0, p.incDeg + 12 * (rand() - 0.3))),
      aziDeg: (p.aziDeg + 40 * (rand() - 0.5) + 360) % 360,
    });
  }
  const well = minimumCurvature(stations);
  const index = buildOffsetIndex(well);

  it('matches a brute-force search along the arcs (every 0.5 m) for 40 random points', () => {
    for (let q = 0; q < 40; q++) {
      const n = (rand() - 0.5) * 1500;
      const e = (rand() - 0.5) * 1500;
      const v = rand() * 1800;
      let brute = Infinity;
      for (let k = 0; k + 1 < well.length; k++) {
        const len = well[k + 1].mdM - well[k].mdM;
        for (let i = 0, steps = Math.ceil(len / 0.5); i <= steps; i++) {
          const p = pointOnCourse(well[k], well[k + 1], (len * i) / steps);
          brute = Math.min(brute, Math.hypot(p.northM - n, p.eastM - e, p.tvdM - v));
        }
      }
      const cp = closestPoint(index, n, e, v);
      expect(cp.distanceM).toBeLessThanOrEqual(brute + 1e-9);
      // sampling every 0.5 m overshoots the true minimum by at most 0.25² (1/distance + curvature) / 2
      expect(brute - cp.distanceM).toBeLessThan(0.0625 / (2 * cp.distanceM) + 5e-4);
      const p = pointOf(index, cp);
      expect(Math.hypot(p.northM - n, p.eastM - e, p.tvdM - v)).toBeCloseTo(cp.distanceM, 9);
    }
  });

  it('a point on the well is at distance zero, found at its own MD', () => {
    const p = pointOnCourse(well[20], well[21], 3.25);
    const cp = closestPoint(index, p.northM, p.eastM, p.tvdM);
    expect(cp.distanceM).toBeLessThan(1e-6);
    expect(pointOf(index, cp).mdM).toBeCloseTo(p.mdM, 6);
  });
});
