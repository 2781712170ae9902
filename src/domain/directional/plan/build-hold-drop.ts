/**
 * Classic two-dimensional plan designs from a kick-off point: build-hold (curve-hold to a target) and
 * build-hold-drop (the S-shape), each returned as plan segments plus the solved geometry.
 */
import { tangent } from '../angles';
import { closure } from '../vertical-section';
import type { PathState, Position } from '../types';
import { curveHoldCurve, type CurveHoldCurve } from './curve-hold-curve';
import { curveHoldToPoint, type CurveHold } from './curve-hold';
import { PlanDesignError, planFromSegments, type PlanDesign } from './plan-segments';

export interface BuildHoldDropInput {
  /** Kick-off point (usually vertical). */
  readonly kop: PathState;
  readonly target: Position;
  readonly buildDlsDegPer30m: number;
  readonly dropDlsDegPer30m: number;
  /** Inclination when the drop ends (0 = back to vertical). */
  readonly finalIncDeg?: number;
  /** Straight hold at the final inclination between the end of the drop and the target, metres MD. */
  readonly finalHoldM?: number;
  /** Azimuth of the well plane; default the bearing from the kick-off point to the target. */
  readonly aziDeg?: number;
}

export interface BuildHoldDrop extends PlanDesign {
  readonly solution: CurveHoldCurve;
  readonly maxIncDeg: number;
}

/** S-shape: build at one DLS, hold, drop at another to finalIncDeg, then hold finalHoldM to the target. */
export function buildHoldDrop(input: BuildHoldDropInput): BuildHoldDrop {
  const { kop, target } = input;
  const finalIncDeg = input.finalIncDeg ?? 0;
  const finalHoldM = input.finalHoldM ?? 0;
  const aziDeg = input.aziDeg ?? closure(target, kop).aziDeg;
  const t2 = tangent(finalIncDeg, aziDeg);
  const dropEnd = {
    tvdM: target.tvdM - finalHoldM * t2[2],
    northM: target.northM - finalHoldM * t2[0],
    eastM: target.eastM - finalHoldM * t2[1],
    incDeg: finalIncDeg,
    aziDeg,
  };
  // a vertical KOP has no azimuth of its own: give it the plane's so the build starts in that plane
  const start = kop.incDeg === 0 ? { ...kop, aziDeg } : kop;
  const solution = curveHoldCurve(start, dropEnd, input.buildDlsDegPer30m, input.dropDlsDegPer30m);
  if (!solution) throw new PlanDesignError('no build-hold-drop reaches the target with these rates: the target is too close or too shallow');
  const segments = [
    { kind: 'curve-to' as const, dlsDegPer30m: input.buildDlsDegPer30m, incDeg: solution.holdIncDeg, aziDeg: solution.holdAziDeg },
    ...(solution.holdLengthM > 1e-9 ? [{ kind: 'hold' as const, lengthM: solution.holdLengthM }] : []),
    { kind: 'curve-to' as const, dlsDegPer30m: input.dropDlsDegPer30m, incDeg: finalIncDeg, aziDeg },
    ...(finalHoldM > 0 ? [{ kind: 'hold' as const, lengthM: finalHoldM }] : []),
  ];
  return { ...planFromSegments(start, segments), solution, maxIncDeg: solution.holdIncDeg };
}

export interface CurveHoldDesign extends PlanDesign {
  readonly solution: CurveHold;
}

/** Build-hold from a kick-off point straight to a target (free arrival direction). */
export function curveHoldDesign(kop: PathState, target: Position, dlsDegPer30m: number): CurveHoldDesign {
  const solution = curveHoldToPoint(kop, target, dlsDegPer30m);
  if (!solution) throw new PlanDesignError(`the target lies inside the turning circle at ${dlsDegPer30m}°/30 m`);
  const segments = [
    ...(solution.doglegDeg > 0 ? [{ kind: 'curve' as const, dlsDegPer30m, gtfDeg: solution.gtfDeg, lengthM: solution.curveLengthM }] : []),
    ...(solution.holdLengthM > 1e-9 ? [{ kind: 'hold' as const, lengthM: solution.holdLengthM }] : []),
  ];
  return { ...planFromSegments(kop, segments), solution };
}

export interface KopCurveHoldInput {
  /** Surface (or tie-in) state, vertical above the KOP. */
  readonly surface: PathState;
  readonly kopMdM: number;
  readonly dlsDegPer30m: number;
  readonly holdIncDeg: number;
  readonly aziDeg: number;
  readonly tdMdM: number;
}

/** Curve-hold given kick-off depth, DLS and hold angle: vertical to KOP, build, hold to TD. */
export function curveHoldFromKop(input: KopCurveHoldInput): PlanDesign {
  return planFromSegments(input.surface, [
    ...(input.kopMdM > input.surface.mdM ? [{ kind: 'hold-to-md' as const, mdM: input.kopMdM }] : []),
    { kind: 'curve-to', dlsDegPer30m: input.dlsDegPer30m, incDeg: input.holdIncDeg, aziDeg: input.aziDeg },
    { kind: 'hold-to-md', mdM: input.tdMdM },
  ]);
}
