import { describe, expect, it } from 'vitest';
import { describeRefdata, readRefCsv } from '../../../../tests/support/refdata';
import { tangent } from '../angles';
import { highSide, rightSide } from '../arc';
import { closestPointOnTrajectory } from '../closest-point';
import { interpolateAtMd } from '../interpolate';
import { minimumCurvature } from '../minimum-curvature';
import { planFromSegments } from '../plan/plan-segments';
import type { PathState } from '../types';
import { backToPlan } from './back-to-plan';
import { deviationAtClosestPoint, deviationAtSameMd, deviationFromPlan } from './plan-vs-actual';

const plan = planFromSegments({ mdM: 0, incDeg: 0, aziDeg: 0, tvdM: 0, northM: 0, eastM: 0 }, [
  { kind: 'hold-to-md', mdM: 1200 },
  { kind: 'curve-to', dlsDegPer30m: 2, incDeg: 60, aziDeg: 75 },
  { kind: 'hold-to-md', mdM: 5100 },
  { kind: 'curve-to', dlsDegPer30m: 3, incDeg: 90, aziDeg: 75 },
  { kind: 'hold-to-md', mdM: 8000 },
]).trajectory;

/** A point displaced from the plan at planMd by high/right/ahead metres. */
function offsetFromPlan(planMd: number, high: number, right: number, ahead: number, mdM = planMd): PathState {
  const p = interpolateAtMd(plan, planMd);
  const h = highSide(p.incDeg, p.aziDeg);
  const r = rightSide(p.incDeg, p.aziDeg);
  const t = tangent(p.incDeg, p.aziDeg);
  const d = (i: number) => high * h[i] + right * r[i] + ahead * t[i];
  return { mdM, incDeg: p.incDeg + 1, aziDeg: p.aziDeg - 2, northM: p.northM + d(0), eastM: p.eastM + d(1), tvdM: p.tvdM + d(2) };
}

describe('plan vs actual', () => {
  it('splits the miss into high/low, left/right, ahead/behind in the plan frame', () => {
    const dev = deviationAtSameMd(plan, offsetFromPlan(3000, 3, 4, 0));
    expect(dev.distanceM).toBeCloseTo(5, 9);
    expect(dev.highM).toBeCloseTo(3, 9);
    expect(dev.rightM).toBeCloseTo(4, 9);
    expect(dev.aheadM).toBeCloseTo(0, 9);
    expect(dev.tvdDiffM).toBeCloseTo(-3 * Math.sin(Math.PI / 3), 9); // high on a 60° hole is 2.6 m shallower
    expect(dev.incDiffDeg).toBeCloseTo(1, 9);
    expect(dev.aziDiffDeg).toBeCloseTo(-2, 9);
  });

  it('same MD vs closest point: a hole 10 m behind the plan on the hold', () => {
    const actual = offsetFromPlan(3000, -2, 1.5, 0, 3010);
    const sameMd = deviationAtSameMd(plan, actual);
    expect(sameMd.aheadM).toBeCloseTo(-10, 9);
    expect(sameMd.distanceM).toBeCloseTo(Math.hypot(10, 2, 1.5), 9);
    const closest = deviationAtClosestPoint(plan, actual);
    expect(closest.planMdM).toBeCloseTo(3000, 6);
    expect(closest.aheadM).toBeCloseTo(0, 6);
    expect(closest.distanceM).toBeCloseTo(2.5, 9);
    expect(closest.highM).toBeCloseTo(-2, 9);
  });

  it('closest point on a curve: a point inside the ISCWSA #1 build lies R − d from the arc', () => {
    // the build's centre of curvature is 859.4367 m horizontally from the KOP, at TVD 1200; a point
    // 100 m from the centre toward MD 1650 on the arc is R − 100 from it, and nearest at MD 1650
    const R = 30 / ((2 * Math.PI) / 180);
    const a = 450 / R;
    const c = { n: R * Math.cos((75 * Math.PI) / 180), e: R * Math.sin((75 * Math.PI) / 180) };
    const x = {
      tvdM: 1200 + 100 * Math.sin(a),
      northM: c.n - 100 * Math.cos(a) * Math.cos((75 * Math.PI) / 180),
      eastM: c.e - 100 * Math.cos(a) * Math.sin((75 * Math.PI) / 180),
    };
    const cp = closestPointOnTrajectory(plan, x);
    expect(cp.point.mdM).toBeCloseTo(1650, 6);
    expect(cp.distanceM).toBeCloseTo(R - 100, 6);
  });

  it('deviation per station, leaving out stations deeper than the plan for same-MD', () => {
    const actual = minimumCurvature([
      { mdM: 0, incDeg: 0, aziDeg: 0 },
      { mdM: 1500, incDeg: 21, aziDeg: 76 },
      { mdM: 8100, incDeg: 60, aziDeg: 75 },
    ]);
    expect(deviationFromPlan(plan, actual).map((d) => d.mdM)).toEqual([0, 1500]);
    expect(deviationFromPlan(plan, actual, 'closest')).toHaveLength(3);
  });
});

describe('back to plan', () => {
  it('rejoins the plan tangentially at the earliest plan MD reachable at 3°/30 m', () => {
    const current = offsetFromPlan(3000, 6, -8, 0);
    const b = backToPlan(plan, current, 3, { stepM: 20 });
    const rejoin = interpolateAtMd(plan, b.rejoinPlanMdM);
    expect(b.end.northM).toBeCloseTo(rejoin.northM, 5);
    expect(b.end.eastM).toBeCloseTo(rejoin.eastM, 5);
    expect(b.end.tvdM).toBeCloseTo(rejoin.tvdM, 5);
    expect(b.end.incDeg).toBeCloseTo(rejoin.incDeg, 6);
    expect(b.end.aziDeg).toBeCloseTo(rejoin.aziDeg, 6);
    for (const p of b.points.slice(1)) expect(p.dlsDegPer30m).toBeLessThanOrEqual(3 + 1e-6);
    expect(b.rejoinPlanMdM).toBeGreaterThan(3000);
    expect(b.rejoinPlanMdM).toBeLessThan(3400);
    // earliest: a rejoin point a metre earlier is out of reach at this DLS
    expect(() => backToPlan(plan, current, 3, { rejoinPlanMdM: b.rejoinPlanMdM - 1 })).toThrow();
    // a gentler DLS needs longer
    expect(backToPlan(plan, current, 1.5).rejoinPlanMdM).toBeGreaterThan(b.rejoinPlanMdM);
  });
});

describeRefdata('closest point: ISCWSA clearance set (offset point nearest each reference station)', () => {
  const offsets = Array.from({ length: 11 }, (_, i) => `offset${String(i + 1).padStart(2, '0')}`);
  for (const well of offsets) {
    it(`${well}: C-C distance within 0.02 m of the ISCWSA listing at every reference station`, () => {
      const rows = readRefCsv('directional/iscwsa_clearance_set_r4/wells', `${well}.csv`);
      const offset = minimumCurvature(
        rows.map((r) => ({ mdM: Number(r.md_m), incDeg: Number(r.inc_deg), aziDeg: Number(r.azi_grid_deg) })),
        { tvdM: Number(rows[0].tvd_m), northM: Number(rows[0].north_m), eastM: Number(rows[0].east_m) },
      );
      const clearance = readRefCsv('directional/iscwsa_clearance_set_r4/clearance', `ref_vs_${well}.csv`);
      let worst = 0;
      for (const c of clearance) {
        const cp = closestPointOnTrajectory(offset, { tvdM: Number(c.ref_tvd_m), northM: Number(c.ref_north_m), eastM: Number(c.ref_east_m) });
        worst = Math.max(worst, Math.abs(cp.distanceM - Number(c.cc_distance_m)));
      }
      expect(worst).toBeLessThan(0.02);
    });
  }
});
