/**
 * Deviation from plan, judged when a survey station arrives: the centre-to-centre distance of the new
 * station from the well's definitive plan, measured to the plan's closest point (the true miss
 * distance: ahead/behind along the plan does not count as a miss). Over the threshold it opens one
 * alert per subscription; a later station back within the threshold clears it. The alert also
 * carries the distance to the plan at the same MD and the high/right split at the closest point.
 */
import { deviationAtClosestPoint, deviationAtSameMd } from '../directional/comparison/plan-vs-actual';
import type { TrajectoryPoint } from '../directional/types';
import { round, type Firing } from './types';

export interface DeviationParams {
  /** Miss distance from the plan that fires, metres (a policy: 15 m by default). */
  thresholdM: number;
}

export const DEVIATION_DEFAULTS: DeviationParams = { thresholdM: 15 };

export const DEVIATION_KEY = 'deviation';

export type StationVerdict = { kind: 'fire'; firing: Firing } | { kind: 'clear'; conditionKey: string } | null;

/** The verdict on one surveyed station against the plan's trajectory (same frame). No plan: no verdict. */
export function deviationVerdict(plan: readonly TrajectoryPoint[], station: TrajectoryPoint, p: DeviationParams, timeS: number): StationVerdict {
  if (plan.length < 2) return null;
  const d = deviationAtClosestPoint(plan, station);
  if (!(d.distanceM > p.thresholdM)) return { kind: 'clear', conditionKey: DEVIATION_KEY };
  const inPlan = station.mdM >= plan[0].mdM && station.mdM <= plan[plan.length - 1].mdM;
  const sameMd = inPlan ? deviationAtSameMd(plan, station).distanceM : null;
  return {
    kind: 'fire',
    firing: {
      conditionKey: DEVIATION_KEY,
      message:
        `Deviation from plan: ${round(d.distanceM, 1)} m from the plan at ${round(station.mdM, 1)} m MD ` +
        `(${round(Math.abs(d.highM), 1)} m ${d.highM >= 0 ? 'high' : 'low'}, ${round(Math.abs(d.rightM), 1)} m ${d.rightM >= 0 ? 'right' : 'left'}), over ${p.thresholdM} m`,
      value: round(d.distanceM, 2),
      threshold: p.thresholdM,
      unit: 'm',
      depthM: station.mdM,
      timeS,
      extra: {
        planMdM: round(d.planMdM, 1),
        highM: round(d.highM, 2),
        rightM: round(d.rightM, 2),
        tvdDiffM: round(d.tvdDiffM, 2),
        ...(sameMd === null ? {} : { sameMdDistanceM: round(sameMd, 2) }),
      },
    },
  };
}
