/**
 * The trajectories a plan, section or 3D view draws: the survey, the definitive plan (interpolated
 * every 30 m on its arcs, so curves are curves), its targets and boundaries, and optionally the
 * offset wells with the anti-collision risk of each. A well without a definitive plan is asked for
 * no plan (the server would answer 404), so the views say "no plan" instead of failing.
 */
import { useMemo } from 'react';
import {
  useAcSummary,
  useDefinitive,
  useOffsets,
  useSurveys,
  type AcSummaryAnswer,
  type DefinitiveDesign,
  type OffsetsAnswer,
  type SurveysAnswer,
} from '../../../api/directional';
import type { DirectionalPane } from './use-directional-pane';

export interface TrajectoryData {
  actual: SurveysAnswer;
  /** null: the well has no definitive plan. */
  plan: SurveysAnswer | null;
  design: DefinitiveDesign | null;
  offsets: OffsetsAnswer | null;
  risk: AcSummaryAnswer | null;
}

export interface TrajectoryState {
  data: TrajectoryData | undefined;
  error: unknown;
  isLoading: boolean;
  mutate(): Promise<unknown>;
}

/** Plan interpolation step, metres: a station per stand, as the well will be surveyed. */
export const PLAN_STEP_M = 30;

export function useTrajectories(pane: DirectionalPane, opts: { offsets?: boolean; ellipses?: boolean } = {}): TrajectoryState {
  const { wellId, active } = pane;
  const design = useDefinitive(wellId, active);
  const planId = design.data?.id ?? null;
  const actual = useSurveys(wellId, { ellipses: opts.ellipses }, active);
  const plan = useSurveys(wellId, { type: 'PLAN', planId: planId ?? undefined, interpolateM: PLAN_STEP_M, ellipses: opts.ellipses }, active, planId !== null);
  const offsets = useOffsets(opts.offsets ? wellId : null, active, true, PLAN_STEP_M);
  const risk = useAcSummary(opts.offsets ? wellId : null, active);

  const parts = [design, actual, ...(planId ? [plan] : []), ...(opts.offsets ? [offsets, risk] : [])];
  const error = parts.find((p) => p.error)?.error;
  const loaded =
    design.data !== undefined &&
    actual.data !== undefined &&
    (planId === null || plan.data !== undefined) &&
    (!opts.offsets || (offsets.data !== undefined && risk.data !== undefined));
  // one object per set of answers, so views rebuild their traces only when an answer changes
  const data = useMemo(
    () =>
      loaded
        ? {
            actual: actual.data!,
            plan: planId ? plan.data! : null,
            design: design.data ?? null,
            offsets: opts.offsets ? offsets.data! : null,
            risk: opts.offsets ? risk.data! : null,
          }
        : undefined,
    [loaded, actual.data, plan.data, planId, design.data, offsets.data, risk.data, opts.offsets],
  );
  return {
    data,
    error,
    isLoading: !loaded && !error,
    mutate: () => Promise.all(parts.map((p) => p.mutate())),
  };
}
