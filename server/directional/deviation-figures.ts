/** A station's deviation from the plan as the API answers it (surveys' deviation column, plan-vs-actual rows). */
import type { PlanDeviation } from '../../src/domain/directional/comparison/plan-vs-actual';
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import { verticalSectionM } from '../../src/domain/directional/vertical-section';
import type { WellTrajectories } from './well-trajectories';

/** Vertical section of a point by the well's settings. */
export const vsecOf = (w: WellTrajectories, p: TrajectoryPoint): number => verticalSectionM(p, w.settings.vsAziDeg, w.settings.vsOrigin);

export function deviationFigures(w: WellTrajectories, d: PlanDeviation, actual: TrajectoryPoint) {
  return {
    plan_md: d.planMdM,
    distance: d.distanceM,
    high: d.highM,
    right: d.rightM,
    ahead: d.aheadM,
    tvd_diff: d.tvdDiffM,
    vsec_diff: vsecOf(w, actual) - vsecOf(w, d.planPoint),
    horizontal: d.horizontalM,
    inc_diff: d.incDiffDeg,
    az_diff: d.aziDiffDeg,
  };
}
