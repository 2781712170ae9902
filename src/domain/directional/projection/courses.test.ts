import { describe, expect, it } from 'vitest';
import { interpolateAtMd } from '../interpolate';
import { toolfaceDeg } from '../minimum-curvature';
import { planFromSegments } from '../plan/plan-segments';
import type { PathState } from '../types';
import { verticalSectionM } from '../vertical-section';
import { curveToIncAziThenHold, dlsMtfFor, dlsTfFor, dlsTfToTvd, incAziFor, incAziToTvd, straightFor, straightToTvd, straightToVs } from './courses';
import { ProjectionError } from './projection';

// ISCWSA #1: KOP 1200 m vertical; 2°/30 m to 60° at 75° ends at MD 2100, TVD 1944.294, N 111.2193, E 415.076.
const KOP: PathState = { mdM: 1200, incDeg: 0, aziDeg: 0, tvdM: 1200, northM: 0, eastM: 0 };
const END_OF_BUILD = { tvdM: 1944.294, northM: 111.2193, eastM: 415.076 };

describe('projection courses', () => {
  it('CL/DLS/TF from a vertical KOP (toolface north-referenced) lands on the ISCWSA #1 end of build', () => {
    const p = dlsTfFor(KOP, 900, 2, 75).end;
    expect(p.mdM).toBe(2100);
    expect(p.incDeg).toBeCloseTo(60, 9);
    expect(p.aziDeg).toBeCloseTo(75, 9);
    expect(p.tvdM).toBeCloseTo(END_OF_BUILD.tvdM, 3);
    expect(p.northM).toBeCloseTo(END_OF_BUILD.northM, 3);
    expect(p.eastM).toBeCloseTo(END_OF_BUILD.eastM, 3);
  });

  it('TVD/INC/AZM (closed form) and TVD/DLS/TF (searched) both find MD 2100 for TVD 1944.294', () => {
    expect(incAziToTvd(KOP, 1944.294, 60, 75).end.mdM).toBeCloseTo(2100, 2);
    const arc = dlsTfToTvd(KOP, 1944.294, 2, 75).end;
    expect(arc.mdM).toBeCloseTo(2100, 2);
    expect(arc.eastM).toBeCloseTo(END_OF_BUILD.eastM, 2);
    // building toward horizontal at 2°/30 m from 1944 m never gets below TVD 1200 + R = 2059.4 m
    expect(() => dlsTfToTvd(KOP, 2100, 2, 75)).toThrow(ProjectionError);
  });

  it('straight line to CL, TVD and VS', () => {
    const start: PathState = { mdM: 2100, incDeg: 60, aziDeg: 75, ...END_OF_BUILD };
    expect(straightFor(start, 3000).end.tvdM).toBeCloseTo(3444.294, 3); // end of the 60° hold
    expect(straightToTvd(start, 3444.294).end.mdM).toBeCloseTo(5100, 6);
    const vs = verticalSectionM(start, 75);
    expect(straightToVs(start, vs + 100 * Math.sin(Math.PI / 3), 75).end.mdM).toBeCloseTo(2200, 6);
    expect(() => straightToTvd({ ...start, incDeg: 90 }, 4000)).toThrow(/horizontal/);
    expect(() => straightFor(start, -5)).toThrow(ProjectionError);
  });

  it('CL/INC/AZM reports the DLS and toolface the course implies', () => {
    const start: PathState = { mdM: 2100, incDeg: 60, aziDeg: 75, ...END_OF_BUILD };
    const p = incAziFor(start, 30, 63, 75);
    expect(p.dlsDegPer30m).toBeCloseTo(3, 9);
    expect(p.gtfDeg).toBeCloseTo(0, 9);
  });

  it('CL/DLS/MTF equals CL/DLS/TF with GTF = MTF − azimuth', () => {
    const start: PathState = { mdM: 3000, incDeg: 35, aziDeg: 140, tvdM: 2500, northM: -300, eastM: 400 };
    const a = dlsMtfFor(start, 60, 4, 200).end;
    const b = dlsTfFor(start, 60, 4, 60).end;
    expect(a.northM).toBeCloseTo(b.northM, 9);
    expect(a.incDeg).toBeCloseTo(b.incDeg, 9);
  });

  it('CL/DLS/TF reproduces the ISCWSA #3 9°/30 m 3D turn with the toolface of its end points', () => {
    const plan = planFromSegments({ mdM: 0, incDeg: 0, aziDeg: 0, tvdM: 0, northM: 0, eastM: 0 }, [
      { kind: 'hold-to-md', mdM: 2850 },
      { kind: 'curve-to', dlsDegPer30m: 15, incDeg: 90, aziDeg: 283 },
      { kind: 'hold-to-md', mdM: 3430 },
      { kind: 'curve-to', dlsDegPer30m: 9, incDeg: 110, aziDeg: 193 },
    ]).trajectory;
    const at3430 = interpolateAtMd(plan, 3430);
    const gtf = toolfaceDeg(at3430, { mdM: 3730, incDeg: 110, aziDeg: 193 }).gtfDeg;
    const p = dlsTfFor(at3430, 300, 9, gtf).end;
    expect(p.incDeg).toBeCloseTo(110, 9);
    expect(p.aziDeg).toBeCloseTo(193, 9);
    const ref = plan[plan.length - 1];
    expect(p.northM).toBeCloseTo(ref.northM, 6);
    expect(p.tvdM).toBeCloseTo(ref.tvdM, 6);
  });

  it('MAX_INC_AZM curve: builds to the limit then holds, or stops part-way when the course is short', () => {
    const start: PathState = { mdM: 2100, incDeg: 60, aziDeg: 75, ...END_OF_BUILD };
    const full = curveToIncAziThenHold(start, 600, 3, 90, 75);
    expect(full.points.map((p) => p.mdM)).toEqual([2100, 2400, 2700]);
    expect(full.end.incDeg).toBe(90);
    const short = curveToIncAziThenHold(start, 100, 3, 90, 75);
    expect(short.end.mdM).toBe(2200);
    expect(short.end.incDeg).toBeCloseTo(70, 9);
  });
});
