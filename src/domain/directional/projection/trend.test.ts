import { describe, expect, it } from 'vitest';
import { interpolateAtMd } from '../interpolate';
import { minimumCurvature } from '../minimum-curvature';
import { planFromSegments } from '../plan/plan-segments';
import { dlsTfFor, dlsTfToMd } from './courses';
import { lastDlsTf, trendDlsTf } from './trend';

const plan = planFromSegments({ mdM: 0, incDeg: 0, aziDeg: 0, tvdM: 0, northM: 0, eastM: 0 }, [
  { kind: 'hold-to-md', mdM: 1200 },
  { kind: 'curve-to', dlsDegPer30m: 2, incDeg: 60, aziDeg: 75 },
  { kind: 'hold-to-md', mdM: 2850 },
  { kind: 'curve-to', dlsDegPer30m: 15, incDeg: 90, aziDeg: 283 },
  { kind: 'hold-to-md', mdM: 3430 },
  { kind: 'curve-to', dlsDegPer30m: 9, incDeg: 110, aziDeg: 193 },
]).trajectory;
/** Surveys taken on the plan at these MDs, reduced as a survey list is (minimum curvature from the first). */
function surveysAt(mds: number[]) {
  const at = mds.map((md) => interpolateAtMd(plan, md));
  return minimumCurvature(at, at[0]);
}

describe('last DLS/TF', () => {
  it('continues a 3D turn on its own arc: from surveys at 3480–3540 the projection to 3730 ends at 110°/193°', () => {
    const surveys = surveysAt([3430, 3480, 3510, 3540]);
    const c = lastDlsTf(surveys);
    expect(c.dlsDegPer30m).toBeCloseTo(9, 9);
    const p = dlsTfToMd(surveys[3], 3730, c.dlsDegPer30m, c.gtfDeg).end;
    expect(p.incDeg).toBeCloseTo(110, 8);
    expect(p.aziDeg).toBeCloseTo(193, 8);
    expect(p.eastM).toBeCloseTo(plan[plan.length - 1].eastM, 6);
    // the toolface set at the START of the last course (1.42° more than at its end) leaves the arc
    const wrong = dlsTfToMd(surveys[3], 3730, c.dlsDegPer30m, surveys[3].gtfDeg).end;
    expect(surveys[3].gtfDeg - c.gtfDeg).toBeCloseTo(1.417, 3);
    expect(Math.hypot(wrong.northM - p.northM, wrong.eastM - p.eastM, wrong.tvdM - p.tvdM)).toBeGreaterThan(1);
  });
});

describe('trend DLS/TF (last 4 surveys)', () => {
  it('on a steady build the trend is that build: surveys on the ISCWSA #1 2°/30 m arc project to its end', () => {
    const surveys = surveysAt([0, 1200, 1500, 1600, 1700, 1800]);
    const c = trendDlsTf(surveys);
    expect(c.dlsDegPer30m).toBeCloseTo(2, 9);
    expect(c.gtfDeg).toBeCloseTo(0, 9);
    const end = dlsTfFor(surveys[surveys.length - 1], 300, c.dlsDegPer30m, c.gtfDeg).end;
    expect(end.tvdM).toBeCloseTo(1944.294, 3);
    expect(end.eastM).toBeCloseTo(415.076, 3);
  });

  it('weights DLS by course length over the last three courses only', () => {
    const t = minimumCurvature([
      { mdM: 0, incDeg: 10, aziDeg: 0 },
      { mdM: 30, incDeg: 20, aziDeg: 0 }, // 10°/30 m: outside the last 4 surveys
      { mdM: 60, incDeg: 22, aziDeg: 0 }, // 2°/30 m
      { mdM: 90, incDeg: 25, aziDeg: 0 }, // 3°/30 m
      { mdM: 150, incDeg: 33, aziDeg: 0 }, // 4°/30 m over 60 m
    ]);
    expect(trendDlsTf(t).dlsDegPer30m).toBeCloseTo(((2 + 3 + 8) * 30) / 120, 9);
    expect(lastDlsTf(t).dlsDegPer30m).toBeCloseTo(4, 9);
    // a drop course pulls the mean toolface: 2 builds (TF 0) against one drop (TF 180) of larger dogleg
    const mixed = minimumCurvature([
      { mdM: 0, incDeg: 30, aziDeg: 0 },
      { mdM: 30, incDeg: 31, aziDeg: 0 },
      { mdM: 60, incDeg: 32, aziDeg: 0 },
      { mdM: 90, incDeg: 29, aziDeg: 0 },
    ]);
    expect(trendDlsTf(mixed).gtfDeg).toBeCloseTo(180, 6);
  });
});
