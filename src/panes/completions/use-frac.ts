/**
 * A frac answer for a pane's well in the shape the report frame reads (report-frame.tsx), fetched
 * while the pane is visible, for all the well's stages (the period does not filter them); and the stage the pane shows: the one picked for the well
 * (state/frac-stage.ts), else the last stage pumped.
 */
import { useOwnedSWR } from '../../api/owned-swr';
import { useSnapshot } from 'valtio';
import { fetchFracStages, type FracStagesData } from '../../api/completions';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { fracStage } from '../../state/frac-stage';
import { preferences } from '../../state/preferences';
import { DEFAULT_WORK_MODE } from '../../domain/constants/display';
import { shownStage } from './shown-stage';
import type { PaneProps } from '../pane-types';
import { usePaneWell } from '../logs/use-pane-well';
import type { Analytics } from '../reports/use-analytics';

export function useFracAnswer<T>(props: PaneProps, key: readonly unknown[] | null, fetch: (wellId: string) => Promise<{ data: T }>): Analytics<T> {
  const { visible } = usePaneActivity();
  const pw = usePaneWell(props);
  const wellId = props.wellId;
  const swr = useOwnedSWR(`frac/${key?.join('/')}|${wellId}`, wellId && visible && key ? ['frac', wellId, ...key] : null, () => fetch(wellId!), {
    revalidateOnFocus: false,
  });
  return {
    answer: swr.data ? { data: swr.data.data, headers: {} } : undefined,
    error: swr.error ? String((swr.error as Error).message || swr.error) : pw.error,
    loading: swr.isLoading || pw.loading,
    // A well's stages are shown whatever the period: the frame names no period it does not apply.
    pw: { ...pw, period: null },
    generation: null,
  };
}

export function useFracStages(props: PaneProps): Analytics<FracStagesData> {
  return useFracAnswer(props, ['stages'], fetchFracStages);
}

/** The stage shown for the well (shown-stage.ts): the picked one, the live one in the FIELD mode, else the last recorded. */
export function useShownStage(wellId: string | null, stages: readonly { stage_no: number }[] | undefined, liveStageNo: number | null = null): number | null {
  const snap = useSnapshot(fracStage);
  const prefs = useSnapshot(preferences);
  if (!wellId || (!stages?.length && liveStageNo === null)) return null;
  return shownStage(
    snap.byWell[wellId],
    (stages ?? []).map((s) => s.stage_no),
    liveStageNo,
    prefs.work_mode ?? DEFAULT_WORK_MODE,
  );
}

/**
 * A per-stage answer for the stage a pane shows, merged with the stage list's state into one the
 * report frame reads: loading until both are in, the first error of either.
 */
export function useStageAnswer<T>(
  props: PaneProps,
  list: Analytics<unknown>,
  stageNo: number | null,
  key: readonly unknown[],
  fetch: (wellId: string, stageNo: number) => Promise<{ data: T }>,
): Analytics<T> {
  const { visible } = usePaneActivity();
  const wellId = props.wellId;
  const swr = useOwnedSWR(
    `frac/${key.join('/')}|${wellId}`,
    wellId && visible && stageNo !== null ? ['frac', wellId, ...key, stageNo] : null,
    () => fetch(wellId!, stageNo!),
    {
      revalidateOnFocus: false,
    },
  );
  return {
    ...list,
    answer: swr.data ? { data: swr.data.data, headers: {} } : undefined,
    error: list.error ?? (swr.error ? String((swr.error as Error).message || swr.error) : null),
    loading: list.loading || swr.isLoading || (stageNo !== null && !swr.data),
  };
}
