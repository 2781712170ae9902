/**
 * Directional data for the panes: SWR hooks over the directional API (one key prefix per well, see
 * directional/keys.ts), the live refresh on /topic/{well}/survey/updated, and the writes.
 *
 * Every hook takes `active` (usePaneActivity().visible): a hidden pane neither revalidates nor holds
 * a subscription, and catches up once when it is shown again.
 */
import { useEffect, useRef } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useTopic } from './realtime/use-topic';
import { directionalKey, refreshWell } from './directional/keys';
import * as q from './directional/queries';

export * from './directional/types';
export * from './directional/mutations';
export { refreshWell } from './directional/keys';
export type { SurveyQuery } from './directional/queries';

function useDirectional<T>(
  wellId: string | null,
  what: string,
  params: Readonly<Record<string, unknown>>,
  fetch: (wellId: string) => Promise<T>,
  active: boolean,
  enabled = true,
): SWRResponse<T> {
  const key = wellId && enabled ? directionalKey(wellId, what, params) : null;
  const res = useSWR(key, () => fetch(wellId!), {
    revalidateOnFocus: active,
    revalidateOnReconnect: active,
    isPaused: () => !active,
    shouldRetryOnError: false,
  });
  // shown again after being hidden: catch up once with whatever changed meanwhile
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current && key) void res.mutate();
    wasActive.current = active;
  }, [active, key, res]);
  return res;
}

/**
 * Keeps the well's answers current while the pane is visible: every survey-updated message (a new
 * station, a plan edit, new settings) refreshes them, once per revision however many panes listen.
 */
export function useDirectionalLive(wellId: string | null, active: boolean): { refused: string | null } {
  return useTopic(wellId, 'survey/updated', (m) => void refreshWell(m.well_id || wellId!, m.revision), active);
}

export const useSurveys = (wellId: string | null, query: q.SurveyQuery, active: boolean, enabled = true) =>
  useDirectional(wellId, 'surveys', { ...query }, (w) => q.fetchSurveys(w, query), active, enabled);
export const useStationRecords = (wellId: string | null, active: boolean, enabled = true) =>
  useDirectional(wellId, 'station-records', {}, q.fetchStationRecords, active, enabled);
export const useDefinitive = (wellId: string | null, active: boolean) => useDirectional(wellId, 'definitive', {}, q.fetchDefinitive, active);
export const usePlans = (wellId: string | null, active: boolean) => useDirectional(wellId, 'plans', {}, q.fetchPlans, active);
export const usePlan = (wellId: string | null, planId: string | null, active: boolean) =>
  useDirectional(wellId, 'plan', { planId }, (w) => q.fetchPlan(w, planId!), active, planId !== null);
export const useTargets = (wellId: string | null, active: boolean) => useDirectional(wellId, 'targets', {}, q.fetchTargets, active);
export const useFormationTops = (wellId: string | null, active: boolean) => useDirectional(wellId, 'formation-tops', {}, q.fetchFormationTops, active);

export const usePlanVsActual = (wellId: string | null, active: boolean, reference: 'same_md' | 'closest' = 'closest') =>
  useDirectional(wellId, 'plan-vs-actual', { reference }, (w) => q.fetchPlanVsActual(w, reference), active);
export const useDeviation = (wellId: string | null, active: boolean, reference: 'same_md' | 'closest' = 'same_md') =>
  useDirectional(wellId, 'deviation', { reference }, (w) => q.fetchDeviation(w, reference), active);
export const useBuildWalk = (wellId: string | null, active: boolean) => useDirectional(wellId, 'buildwalk', {}, q.fetchBuildWalk, active);
export const useToolface = (wellId: string | null, active: boolean) => useDirectional(wellId, 'toolface', {}, q.fetchToolface, active);

export const useProjectionMethods = (wellId: string | null, active: boolean) =>
  useDirectional(wellId, 'projection-methods', {}, q.fetchProjectionMethods, active);
export const useSavedProjections = (wellId: string | null, active: boolean) => useDirectional(wellId, 'projections', {}, q.fetchSavedProjections, active);

export const useAcSummary = (wellId: string | null, active: boolean) => useDirectional(wellId, 'ac-summary', {}, q.fetchAcSummary, active);
export const useAcReport = (wellId: string | null, offsetIds: readonly string[] | null, active: boolean) =>
  useDirectional(wellId, 'ac-report', { offsetIds }, (w) => q.fetchAcReport(w, offsetIds ?? undefined), active, offsetIds === null || offsetIds.length > 0);
export const useAcRisk = (wellId: string | null, active: boolean) => useDirectional(wellId, 'ac-risk', {}, q.fetchAcRisk, active);
export const useAcLookahead = (wellId: string | null, active: boolean) => useDirectional(wellId, 'ac-lookahead', {}, q.fetchAcLookahead, active);
export const useTravellingCylinder = (wellId: string | null, active: boolean, radiusM?: number) =>
  useDirectional(wellId, 'cylinder', { radiusM }, (w) => q.fetchTravellingCylinder(w, radiusM), active);
export const useLadderPlot = (wellId: string | null, active: boolean) => useDirectional(wellId, 'ladder', {}, q.fetchLadderPlot, active);
export const useOffsets = (wellId: string | null, active: boolean, trajectories = false, stepM?: number) =>
  useDirectional(wellId, 'offsets', { trajectories, stepM }, (w) => q.fetchOffsets(w, trajectories, stepM), active);
