import { describe, expect, it } from 'vitest';
import { minimumCurvature } from './minimum-curvature';
import { minimumCurvatureColumns } from './minimum-curvature-columns';
import type { Station } from './types';

function wandering(n: number): Station[] {
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const out: Station[] = [];
  let inc = 0;
  let azi = 10;
  for (let k = 0; k < n; k++) {
    out.push({ mdM: k * 9.5, incDeg: inc, aziDeg: azi });
    inc = Math.min(120, Math.max(0, inc + (rand() - 0.4) * 3));
    azi = (azi + (rand() - 0.5) * 8 + 360) % 360;
  }
  return out;
}

const columns = (st: readonly Station[]) => ({
  mdM: Float64Array.from(st, (s) => s.mdM),
  incDeg: Float64Array.from(st, (s) => s.incDeg),
  aziDeg: Float64Array.from(st, (s) => s.aziDeg),
});

describe('minimum curvature over columns', () => {
  it("gives the per-station function's positions and rates (vertical start, straight courses, a tie-in)", () => {
    const st = [...wandering(2000), { mdM: 19_000, incDeg: 90, aziDeg: 0 }, { mdM: 19_030, incDeg: 90, aziDeg: 0 }];
    const tieIn = { tvdM: 120.5, northM: -3, eastM: 7 };
    const ref = minimumCurvature(st, tieIn);
    const got = minimumCurvatureColumns(columns(st), tieIn);
    let worstPos = 0;
    let worstRate = 0;
    ref.forEach((p, k) => {
      worstPos = Math.max(worstPos, Math.abs(got.northM[k] - p.northM), Math.abs(got.eastM[k] - p.eastM), Math.abs(got.tvdM[k] - p.tvdM));
      worstRate = Math.max(
        worstRate,
        Math.abs(got.dlsDegPer30m[k] - p.dlsDegPer30m),
        Math.abs(got.buildDegPer30m[k] - p.buildDegPer30m),
        Math.abs(got.turnDegPer30m[k] - p.turnDegPer30m),
      );
    });
    expect(worstPos).toBeLessThan(1e-9);
    expect(worstRate).toBeLessThan(1e-9);
  });

  it('a long survey of 1 m stations turning a fraction of a degree each (sines carried from station to station) matches to 1e-9 m', () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const st: Station[] = [];
    let inc = 0;
    let azi = 359;
    for (let k = 0; k < 200_000; k++) {
      st.push({ mdM: k, incDeg: inc, aziDeg: azi });
      inc = Math.min(95, Math.max(0, inc + (rand() - 0.45) * 0.2));
      // crossing north now and then: 359.9° to 0.1° is a small turn, not a jump of 359.8°
      azi = (azi + (rand() - 0.5) * 0.4 + 360) % 360;
    }
    const ref = minimumCurvature(st);
    const got = minimumCurvatureColumns(columns(st));
    let worstPos = 0;
    let worstRate = 0;
    ref.forEach((p, k) => {
      worstPos = Math.max(worstPos, Math.abs(got.northM[k] - p.northM), Math.abs(got.eastM[k] - p.eastM), Math.abs(got.tvdM[k] - p.tvdM));
      worstRate = Math.max(worstRate, Math.abs(got.dlsDegPer30m[k] - p.dlsDegPer30m), Math.abs(got.turnDegPer30m[k] - p.turnDegPer30m));
    });
    expect(worstPos).toBeLessThan(1e-9);
    expect(worstRate).toBeLessThan(1e-9);
  });

  it('an exact reversal (no plane, no arc) is 180°/course of DLS and moves nothing, never NaN', () => {
    const st = [
      { mdM: 0, incDeg: 90, aziDeg: 0 },
      { mdM: 30, incDeg: 90, aziDeg: 180 },
    ];
    const got = minimumCurvatureColumns(columns(st));
    expect(got.dlsDegPer30m[1]).toBeCloseTo(180, 9);
    expect([got.northM[1], got.eastM[1], got.tvdM[1]]).toEqual([0, 0, 0]);
  });

  it('refuses columns of different lengths and handles an empty survey', () => {
    expect(() => minimumCurvatureColumns({ mdM: new Float64Array(2), incDeg: new Float64Array(1), aziDeg: new Float64Array(2) })).toThrow(/differ in length/);
    expect(minimumCurvatureColumns(columns([])).tvdM).toHaveLength(0);
  });
});
