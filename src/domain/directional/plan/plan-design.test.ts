import { describe, expect, it } from 'vitest';
import { describeRefdata, readRef, readRefCsv } from '../../../../tests/support/refdata';
import { interpolateAtMd } from '../interpolate';
import { continuePath } from '../path';
import { parseCsvRecords } from '../test-support/reference-csv';
import type { PathState } from '../types';
import { verticalSectionM } from '../vertical-section';
import { buildHoldDrop, curveHoldDesign, curveHoldFromKop } from './build-hold-drop';
import { curveHoldCurve, reachedPosition } from './curve-hold-curve';
import { curveHoldToPoint } from './curve-hold';
import { planFromSegments, type PlanSegment } from './plan-segments';

const SURFACE: PathState = { mdM: 0, incDeg: 0, aziDeg: 0, tvdM: 0, northM: 0, eastM: 0 };

// ISCWSA #1 (build-hold-build-hold) and #3 (S-shape, then build to horizontal and a 3D turn), as defined.
const ISCWSA_1: PlanSegment[] = [
  { kind: 'hold-to-md', mdM: 1200 },
  { kind: 'curve-to', dlsDegPer30m: 2, incDeg: 60, aziDeg: 75 },
  { kind: 'hold-to-md', mdM: 5100 },
  { kind: 'curve-to', dlsDegPer30m: 3, incDeg: 90, aziDeg: 75 },
  { kind: 'hold-to-md', mdM: 8000 },
];
const ISCWSA_3: PlanSegment[] = [
  { kind: 'hold-to-md', mdM: 500 },
  { kind: 'curve-to', dlsDegPer30m: 2.5, incDeg: 50, aziDeg: 0 },
  { kind: 'hold', lengthM: 600 },
  { kind: 'curve-to', dlsDegPer30m: 2, incDeg: 0, aziDeg: 0 },
  { kind: 'hold', lengthM: 400 },
  { kind: 'curve-to', dlsDegPer30m: 15, incDeg: 90, aziDeg: 283 },
  { kind: 'hold-to-md', mdM: 3430 },
  { kind: 'curve-to', dlsDegPer30m: 9, incDeg: 110, aziDeg: 193 },
  { kind: 'hold-to-md', mdM: 4030 },
];

describeRefdata('plan design: derived plan-geometry checkpoints (expected_checkpoints.csv)', () => {
  const checkpoints = parseCsvRecords(readRef('directional/expected_checkpoints.csv'));
  const cases = [
    ['iscwsa_1_plan_analytic', ISCWSA_1],
    ['iscwsa_3_plan_analytic', ISCWSA_3],
  ] as const;
  for (const [dataset, segments] of cases) {
    it(`${dataset}: every checkpoint within 0.006 m`, () => {
      const plan = planFromSegments(SURFACE, segments);
      const rows = checkpoints.filter((c) => c.dataset === dataset);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      for (const c of rows) {
        const p = interpolateAtMd(plan.trajectory, Number(c.md));
        expect(Math.abs(p.tvdM - Number(c.tvd)), `${dataset} MD ${c.md} TVD`).toBeLessThan(0.006);
        expect(Math.abs(p.northM - Number(c.north)), `${dataset} MD ${c.md} N`).toBeLessThan(0.006);
        expect(Math.abs(p.eastM - Number(c.east)), `${dataset} MD ${c.md} E`).toBeLessThan(0.006);
      }
    });
  }

  it('ISCWSA #1 plan: section breaks, VS(75°) at TD and the Corva positions at every listed MD', () => {
    const plan = planFromSegments(SURFACE, ISCWSA_1);
    expect(plan.sections.map((s) => [s.kind, s.fromMdM, Math.round(s.toMdM * 1e6) / 1e6])).toEqual([
      ['hold', 0, 1200],
      ['curve', 1200, 2100],
      ['hold', 2100, 5100],
      ['curve', 5100, 5400],
      ['hold', 5400, 8000],
    ]);
    const td = plan.trajectory[plan.trajectory.length - 1];
    expect(verticalSectionM(td, 75)).toBeCloseTo(5914.2735, 3);
    const corva = readRefCsv('directional/third_party_listings/welleng_corva/corva_welleng_covs_ISCWSA_1.csv');
    let worst = 0;
    for (const r of corva) {
      const p = interpolateAtMd(plan.trajectory, Number(r.measured_depth));
      worst = Math.max(worst, Math.abs(p.northM - Number(r.northing)), Math.abs(p.eastM - Number(r.easting)), Math.abs(p.tvdM - Number(r.tvd)));
      expect(p.incDeg).toBeCloseTo(Number(r.inclination), 9);
    }
    expect(worst).toBeLessThan(0.001);
  });

  it('ISCWSA #3 plan: the 9°/30 m 3D turn reproduces the workbook inc/azi (2 dp) at every station inside the arc', () => {
    const plan = planFromSegments(SURFACE, ISCWSA_3);
    const turn = plan.sections.find((s) => s.fromMdM === 3430)!;
    expect(turn.toMdM).toBeCloseTo(3730, 9); // 90° of dogleg at 9°/30 m
    const rows = readRefCsv('directional/iscwsa_error_model_examples/mwd_rev5_1_well3/wellpath.csv');
    const inArc = rows.filter((r) => Number(r.md_m) > 3430 && Number(r.md_m) < 3730);
    expect(inArc.length).toBe(10);
    for (const r of inArc) {
      const p = interpolateAtMd(plan.trajectory, Number(r.md_m));
      expect(Math.abs(p.incDeg - Number(r.inc_deg)), `inc at ${r.md_m}`).toBeLessThan(0.0051);
      expect(Math.abs(p.aziDeg - Number(r.azi_true_deg)), `azi at ${r.md_m}`).toBeLessThan(0.0051);
    }
    // and the TVD of every workbook station, to its 2 dp
    let worst = 0;
    for (const r of rows) worst = Math.max(worst, Math.abs(interpolateAtMd(plan.trajectory, Number(r.md_m)).tvdM - Number(r.tvd_m_listed)));
    expect(worst).toBeLessThan(0.006);
  });
});

describe('plan design: solving for the geometry', () => {
  const kop1: PathState = { mdM: 1200, incDeg: 0, aziDeg: 0, tvdM: 1200, northM: 0, eastM: 0 };

  it('curve-hold to a target finds ISCWSA #1 first build: 60° at 75°, target reached at MD 5100', () => {
    const target = { tvdM: 3444.294, northM: 783.6509, eastM: 2924.625 }; // checkpoint: end of 60° hold
    const s = curveHoldToPoint(kop1, target, 2)!;
    expect(s.holdIncDeg).toBeCloseTo(60, 3);
    expect(s.holdAziDeg).toBeCloseTo(75, 4);
    expect(s.gtfDeg).toBeCloseTo(75, 4); // north-referenced at a vertical KOP
    expect(s.curveLengthM).toBeCloseTo(900, 1);
    expect(s.targetMdM).toBeCloseTo(5100, 1);
    const reached = continuePath(kop1, s.stations).at(-1)!;
    expect(reached.tvdM).toBeCloseTo(target.tvdM, 6);
    expect(reached.eastM).toBeCloseTo(target.eastM, 6);
    const design = curveHoldDesign(kop1, target, 2);
    expect(design.trajectory.at(-1)!.mdM).toBeCloseTo(5100, 1);
  });

  it('curve-hold to a target inside the turning circle has no solution; straight ahead is a pure hold', () => {
    expect(curveHoldToPoint(kop1, { tvdM: 1300, northM: 0, eastM: 300 }, 2)).toBeUndefined();
    const ahead = curveHoldToPoint(kop1, { tvdM: 1500, northM: 0, eastM: 0 }, 2)!;
    expect(ahead.doglegDeg).toBe(0);
    expect(ahead.holdLengthM).toBeCloseTo(300, 9);
  });

  it('curve-hold to a target behind and to the side turns in a 3D plane and still lands on it', () => {
    const start: PathState = { mdM: 2000, incDeg: 45, aziDeg: 30, tvdM: 1800, northM: 400, eastM: 200 };
    const target = { tvdM: 2300, northM: -200, eastM: 900 };
    const s = curveHoldToPoint(start, target, 4)!;
    const reached = continuePath(start, s.stations).at(-1)!;
    expect(reached.northM).toBeCloseTo(target.northM, 6);
    expect(reached.eastM).toBeCloseTo(target.eastM, 6);
    expect(reached.tvdM).toBeCloseTo(target.tvdM, 6);
    expect(s.doglegDeg).toBeGreaterThan(90); // the target is behind: split arc stations
    const t = continuePath(start, s.stations);
    for (const p of t.slice(1, -1)) expect(p.dlsDegPer30m).toBeCloseTo(4, 6);
  });

  it('build-hold-drop solves ISCWSA #3 S-shape: 2.5°/30 m build to 50°, 600 m hold, 2°/30 m drop to vertical', () => {
    const kop: PathState = { mdM: 500, incDeg: 0, aziDeg: 0, tvdM: 500, northM: 0, eastM: 0 };
    const s = buildHoldDrop({ kop, target: { tvdM: 2070.7326, northM: 1012.2292, eastM: 0 }, buildDlsDegPer30m: 2.5, dropDlsDegPer30m: 2 });
    expect(s.maxIncDeg).toBeCloseTo(50, 3);
    expect(s.solution.holdLengthM).toBeCloseTo(600, 1);
    expect(s.solution.first.lengthM).toBeCloseTo(600, 1);
    expect(s.solution.endMdM).toBeCloseTo(2450, 1);
    // same well with the 400 m vertical hold below the drop, aimed at MD 2850's position
    const withHold = buildHoldDrop({
      kop,
      target: { tvdM: 2470.7326, northM: 1012.2292, eastM: 0 },
      buildDlsDegPer30m: 2.5,
      dropDlsDegPer30m: 2,
      finalHoldM: 400,
    });
    expect(withHold.trajectory.at(-1)!.mdM).toBeCloseTo(2850, 1);
    expect(interpolateAtMd(withHold.trajectory, 1700).tvdM).toBeCloseTo(1412.3659, 2);
  });

  it('curve-hold-curve arrives at the end point in the end direction', () => {
    const start: PathState = { mdM: 3000, incDeg: 62, aziDeg: 80, tvdM: 2000, northM: 300, eastM: 1000 };
    const end = { tvdM: 2400, northM: 500, eastM: 2000, incDeg: 88, aziDeg: 60 };
    const s = curveHoldCurve(start, end, 3, 4)!;
    const reached = reachedPosition(start, s);
    expect(reached.northM).toBeCloseTo(end.northM, 6);
    expect(reached.eastM).toBeCloseTo(end.eastM, 6);
    expect(reached.tvdM).toBeCloseTo(end.tvdM, 6);
    expect(s.stations.at(-1)).toMatchObject({ incDeg: 88, aziDeg: 60 });
    expect(s.endMdM).toBeCloseTo(3000 + s.first.lengthM + s.holdLengthM + s.second.lengthM, 9);
    // too close to fit two curves: no solution
    expect(curveHoldCurve(start, { ...end, tvdM: 2010, northM: 300, eastM: 1030, aziDeg: 260 }, 3, 3)).toBeUndefined();
  });

  it('curve-hold from a given KOP, DLS and hold angle', () => {
    const plan = curveHoldFromKop({ surface: SURFACE, kopMdM: 1200, dlsDegPer30m: 2, holdIncDeg: 60, aziDeg: 75, tdMdM: 5100 });
    const p = plan.trajectory.at(-1)!;
    expect(p.tvdM).toBeCloseTo(3444.294, 3);
    expect(p.northM).toBeCloseTo(783.6509, 3);
    expect(p.eastM).toBeCloseTo(2924.625, 3);
  });
});
