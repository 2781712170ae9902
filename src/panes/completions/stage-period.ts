/**
 * The period a completion report opens on. A well's own dates run from spud to rig release, so its
 * default period ("the well's whole life", state/period.ts) ends before the frac started: a
 * completions report of that period would show the drilling days. While the pane shows the well's
 * default period, the completion reports use the frac's span instead (the first stage's record to
 * the last one's); a period the user or the URL chose is left alone. Wells without stages keep theirs.
 */
import useSWR from 'swr';
import { fetchFracStages } from '../../api/completions';
import type { Period } from '../../state/period';

export function isCompletionsPane(paneId: string): boolean {
  return paneId.startsWith('completions.');
}

/** `period` as given, or the frac's span for a completions pane on the well's default; undefined while it loads. */
export function useStagePeriod(paneId: string, wellId: string | null, period: Period | null, active: boolean): Period | null | undefined {
  const wanted = isCompletionsPane(paneId) && !!wellId && period?.source.type === 'well';
  const swr = useSWR(wanted && active ? ['frac', wellId, 'stages'] : null, () => fetchFracStages(wellId!), { revalidateOnFocus: false });
  if (!wanted) return period;
  if (swr.error) return period;
  if (!swr.data) return undefined;
  const stages = swr.data.data.stages;
  if (!stages.length) return period;
  const startS = Math.min(...stages.map((s) => s.start_s));
  const endS = Math.max(...stages.map((s) => s.end_s));
  return {
    start_date: startS,
    end_date: endS,
    start_depth: null,
    end_depth: null,
    autoUpdate: false,
    source: { type: 'well', params: { stage: 'completion_frac' } },
  };
}
