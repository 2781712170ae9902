/**
 * Clearance of a reference well against one offset: for every reference station, the offset's 3D closest
 * point, the centre-to-centre distance, both wells' pedal-curve radii along that line and the separation factor.
 */
import { toDeg, wrap360 } from '../angles';
import type { Vec3 } from '../arc';
import { detectKickOffMd, fromKickOff } from '../error-model/sidetrack';
import type { ErrorModel, ErrorModelParams } from '../error-model/types';
import { wellUncertainty, type UncertaintyOptions, type WellUncertainty } from '../error-model/well-uncertainty';
import type { TrajectoryPoint } from '../types';
import { closestPoint, pointOf } from './closest-approach';
import { buildOffsetIndex, type OffsetIndex } from './offset-index';
import { DEFAULT_SEPARATION, pedalCurveRadiusM, separationFactor, type SeparationSettings } from './separation-factor';

/** A well with its uncertainty and proximity index computed once, for any number of comparisons. */
export interface PreparedWell {
  readonly trajectory: readonly TrajectoryPoint[];
  readonly uncertainty: WellUncertainty;
  readonly index: OffsetIndex;
}

export interface UncertaintySetup {
  readonly model: ErrorModel;
  readonly params: ErrorModelParams;
  readonly options?: UncertaintyOptions;
}

export function prepareWell(trajectory: readonly TrajectoryPoint[], setup: UncertaintySetup): PreparedWell {
  return {
    trajectory,
    uncertainty: wellUncertainty(trajectory, setup.model, setup.params, setup.options),
    index: buildOffsetIndex(trajectory),
  };
}

export interface ClearanceRow {
  readonly refMdM: number;
  readonly refTvdM: number;
  readonly refNorthM: number;
  readonly refEastM: number;
  readonly offsetMdM: number;
  readonly offsetTvdM: number;
  readonly offsetNorthM: number;
  readonly offsetEastM: number;
  /** Grid (or true, as the trajectories) bearing from the reference point to the offset point, degrees. */
  readonly horizontalBearingDeg: number;
  readonly ccDistanceM: number;
  readonly refPcrM: number;
  readonly offsetPcrM: number;
  readonly sf: number;
  /** Course of the offset holding the closest point (its index in the offset trajectory). */
  readonly offsetCourse: number;
}

/**
 * Below this horizontal separation the centre-to-centre line is vertical and its bearing is rounding
 * noise (atan2 of ±1e-13 gave 90° where ISCWSA lists 0°): the bearing is then 0°, as ISCWSA's.
 */
const VERTICAL_LINE_M = 1e-6;

function horizontalBearingDeg(d: Vec3): number {
  if (Math.hypot(d[0], d[1]) < VERTICAL_LINE_M) return 0;
  return wrap360(toDeg(Math.atan2(d[1], d[0])));
}

/** Rows for every point of `ref` against `offset`, both already prepared. */
export function clearanceRows(ref: PreparedWell, offset: PreparedWell, settings: SeparationSettings = DEFAULT_SEPARATION): ClearanceRow[] {
  const rows: ClearanceRow[] = [];
  let hint: number | undefined;
  ref.trajectory.forEach((p, k) => {
    const cp = closestPoint(offset.index, p.northM, p.eastM, p.tvdM, hint);
    hint = cp.courseIndex;
    const q = pointOf(offset.index, cp);
    const d: Vec3 = [q.northM - p.northM, q.eastM - p.eastM, q.tvdM - p.tvdM];
    const cc = Math.hypot(d[0], d[1], d[2]);
    const u: Vec3 = cc > 1e-12 ? [d[0] / cc, d[1] / cc, d[2] / cc] : [0, 0, 0];
    const offsetCov = offset.index.courses.length === 0 ? offset.uncertainty.covariances[0] : offset.uncertainty.covarianceAfter(cp.courseIndex, q);
    const refPcrM = pedalCurveRadiusM(ref.uncertainty.covariances[k], u);
    const offsetPcrM = pedalCurveRadiusM(offsetCov, u);
    rows.push({
      refMdM: p.mdM,
      refTvdM: p.tvdM,
      refNorthM: p.northM,
      refEastM: p.eastM,
      offsetMdM: q.mdM,
      offsetTvdM: q.tvdM,
      offsetNorthM: q.northM,
      offsetEastM: q.eastM,
      horizontalBearingDeg: horizontalBearingDeg(d),
      ccDistanceM: cc,
      refPcrM,
      offsetPcrM,
      sf: separationFactor(cc, refPcrM, offsetPcrM, settings),
      offsetCourse: cp.courseIndex,
    });
  });
  return rows;
}

export interface ClearanceConfig {
  readonly ref: UncertaintySetup;
  /** Defaults to the reference's setup. */
  readonly offset?: UncertaintySetup;
  readonly separation?: Partial<SeparationSettings>;
  /**
   * Kick-off MD when the offset is a sidetrack of the reference (or the reverse): both wells' uncertainty
   * restarts there and reference stations above it are not compared. Undefined: detect it; null: none.
   * A given MD takes the offset as the sidetrack unless only the reference starts at the kick-off.
   */
  readonly kickOffMdM?: number | null;
}

export interface ClearanceResult {
  readonly rows: ClearanceRow[];
  /** The kick-off the comparison restarted at, when the wells share hole. */
  readonly kickOffMdM?: number;
}

type Sidetrack = { readonly kickOffMdM: number; readonly child: 'ref' | 'offset' };

function sharedHole(ref: readonly TrajectoryPoint[], offset: readonly TrajectoryPoint[], given: number | null | undefined): Sidetrack | undefined {
  if (given === null) return undefined;
  if (given !== undefined) {
    const refStartsThere = ref[0].mdM >= given - 1e-6 && offset[0].mdM < given - 1e-6;
    return { kickOffMdM: given, child: refStartsThere ? 'ref' : 'offset' };
  }
  const fromRef = detectKickOffMd(ref, offset);
  if (fromRef !== undefined) return { kickOffMdM: fromRef, child: 'offset' };
  const fromOffset = detectKickOffMd(offset, ref);
  return fromOffset !== undefined ? { kickOffMdM: fromOffset, child: 'ref' } : undefined;
}

/**
 * Clearance of one reference trajectory against one offset trajectory. `preparedRef` (the reference
 * prepared with config.ref) saves recomputing it when one reference meets many offsets.
 */
export function clearance(
  ref: readonly TrajectoryPoint[],
  offset: readonly TrajectoryPoint[],
  config: ClearanceConfig,
  preparedRef?: PreparedWell,
): ClearanceResult {
  const st = sharedHole(ref, offset, config.kickOffMdM);
  const offsetSetup = config.offset ?? config.ref;
  // Zeroed at the kick-off: the parent restarts from one of its own stations, the sidetrack from a point
  // of the parent's survey that carries none of the sidetrack survey's errors.
  const leg = (t: readonly TrajectoryPoint[], setup: UncertaintySetup, role: 'ref' | 'offset'): PreparedWell => {
    if (!st) return role === 'ref' && preparedRef ? preparedRef : prepareWell(t, setup);
    const cut = t[0].mdM < st.kickOffMdM - 1e-9 && t[t.length - 1].mdM >= st.kickOffMdM ? fromKickOff(t, st.kickOffMdM) : t;
    return prepareWell(cut, { ...setup, options: { ...setup.options, tieOnFromOtherSurvey: st.child === role } });
  };
  const settings = { ...DEFAULT_SEPARATION, ...config.separation };
  const rows = clearanceRows(leg(ref, config.ref, 'ref'), leg(offset, offsetSetup, 'offset'), settings);
  return st ? { rows, kickOffMdM: st.kickOffMdM } : { rows };
}
