/**
 * An analytics answer for a report pane: the pane's well and period, fetched while the pane is visible,
 * re-fetched when the well's stand detector reports a stand (spec 4: live updates re-fetch the
 * analysis) and every half minute while the server still generates the well's history.
 */
import { useOwnedSWR } from '../../api/owned-swr';
import { useGenerationStatus, type GenerationStatus } from '../../api/logs';
import { analyticsRequest, type AnalyticsAnswer, type AnalyticsUrl } from '../../api/logs/analytics';
import { useRefetchOnTopic } from '../../api/realtime/use-topic';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import type { PaneProps } from '../pane-types';
import { usePaneWell, type PaneWell } from '../logs/use-pane-well';
import { useStagePeriod } from '../completions/stage-period';

export interface Analytics<T> {
  answer: AnalyticsAnswer<T> | undefined;
  error: string | null;
  loading: boolean;
  pw: PaneWell;
  generation: GenerationStatus | null;
}

export function useAnalytics<T>(url: AnalyticsUrl, props: PaneProps, parameters?: Record<string, unknown>): Analytics<T> {
  const { visible } = usePaneActivity();
  const pw = usePaneWell(props);
  const wellId = props.wellId;
  const generation = useGenerationStatus(wellId, visible).data ?? null;
  const generating = generation?.state === 'generating' || generation?.state === 'catching_up';
  // Completion and production reports open on their stage's span, not the drilling (stage-period.ts).
  const p = useStagePeriod(props.paneType.id, wellId, pw.period, visible);
  const key = wellId && p && visible ? [url, wellId, p.start_date, p.autoUpdate ? 'now' : p.end_date, JSON.stringify(parameters ?? null)] : null;
  // Previous data is kept while a new period loads, but only the same report of the same well.
  const owner = `${url}|${wellId ?? ''}`;
  const swr = useOwnedSWR(
    owner,
    key,
    () =>
      analyticsRequest<T>(
        url,
        wellId,
        {
          start_date: Math.floor(p!.start_date),
          end_date: p!.autoUpdate ? Math.floor(Date.now() / 1000) : Math.floor(p!.end_date),
          day_shift: pw.well?.day_shift ?? undefined,
        },
        parameters,
      ),
    { revalidateOnFocus: false, refreshInterval: generating ? 30_000 : 0 },
  );
  useRefetchOnTopic(wellId, 'stand/detected', () => swr.mutate(), visible && pw.live);
  return {
    answer: swr.data,
    error: swr.error ? String((swr.error as Error).message || swr.error) : pw.error,
    loading: swr.isLoading || pw.loading || p === undefined,
    pw: { ...pw, period: p ?? null },
    generation,
  };
}
