/**
 * A journal or trouble answer for a pane's well and period, in the shape the report frame reads
 * (report-frame.tsx): fetched while the pane is visible, again when the live well reports a stand,
 * and by `mutate` after an edit.
 */
import { useOwnedSWR } from '../../../api/owned-swr';
import { useGenerationStatus } from '../../../api/logs';
import type { PeriodPayload } from '../../../api/logs/analytics';
import { useRefetchOnTopic } from '../../../api/realtime/use-topic';
import { usePaneActivity } from '../../../features/workspace/pane-activity';
import { useStagePeriod } from '../../completions/stage-period';
import type { PaneProps } from '../../pane-types';
import { usePaneWell } from '../../logs/use-pane-well';
import type { Analytics } from '../use-analytics';

export function usePeriodAnswer<T>(
  name: string,
  props: PaneProps,
  fetch: (wellId: string | null, payload: PeriodPayload | null) => Promise<{ data: T }>,
): Analytics<T> & { mutate(): Promise<unknown> } {
  const { visible } = usePaneActivity();
  const pw = usePaneWell(props);
  const wellId = props.wellId;
  const generation = useGenerationStatus(wellId, visible).data ?? null;
  // Completion reports of a fractured well open on the frac, not on the drilling (stage-period.ts).
  const p = useStagePeriod(props.paneType.id, wellId, pw.period, visible);
  const endS = () => (p!.autoUpdate ? Math.floor(Date.now() / 1000) : Math.floor(p!.end_date));
  const swr = useOwnedSWR(
    `${name}|${wellId}`,
    wellId && p && visible ? [name, wellId, p.start_date, p.autoUpdate ? 'now' : p.end_date] : null,
    () => fetch(wellId, { start_date: Math.floor(p!.start_date), end_date: endS(), day_shift: pw.well?.day_shift ?? undefined }),
    { revalidateOnFocus: false },
  );
  useRefetchOnTopic(wellId, 'stand/detected', () => swr.mutate(), visible && pw.live);
  return {
    answer: swr.data ? { data: swr.data.data, headers: {} } : undefined,
    error: swr.error ? String((swr.error as Error).message || swr.error) : pw.error,
    loading: swr.isLoading || pw.loading || p === undefined,
    pw: { ...pw, period: p ?? null },
    generation,
    mutate: () => swr.mutate(),
  };
}
