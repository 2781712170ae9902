/**
 * The period a completion report opens on. A well's own dates run from spud to rig release, so its
 * default period ("the well's whole life", state/period.ts) ends before the frac started: a
 * completions report of that period would show the drilling days. While the pane shows the well's
 * default period, the completion reports use the frac's span instead (the first stage's record to
 * the last one's); a period the user or the URL chose is left alone. Wells without stages keep theirs.
 * Production reports likewise open on the well's last year on production, up to now.
 */
import useSWR from 'swr';
import { fetchFracStages } from '../../api/completions';
import type { Period } from '../../state/period';
import type { JournalArea } from '../../domain/drilling/journal/journal-activities';

export function isCompletionsPane(paneId: string): boolean {
  return paneId.startsWith('completions.');
}

/** The production widgets (issue 19): a producing well's days, whatever dashboard they sit on. */
const PRODUCTION_WIDGETS = new Set([
  'widget.production-rates',
  'widget.production-pressures',
  'widget.gor-and-water-cut',
  'widget.cumulative-production',
  'widget.decline-analysis',
]);

/** The stage whose work a report pane shows (the journal's area): completions and production routes and widgets, else drilling. */
export function paneArea(paneId: string): JournalArea {
  return isCompletionsPane(paneId) ? 'completions' : paneId.startsWith('production.') || PRODUCTION_WIDGETS.has(paneId) ? 'production' : 'drilling';
}

/** A production report on the well's default period: its last year on production, up to now (the server answers a year at most). */
function productionPeriod(): Period {
  const dayS = Math.floor(Date.now() / 1000 / 86_400) * 86_400;
  return {
    start_date: dayS - 364 * 86_400,
    end_date: dayS + 86_400,
    start_depth: null,
    end_depth: null,
    autoUpdate: true,
    source: { type: 'well', params: { stage: 'production' } },
  };
}

/** `period` as given, or the frac's span for a completions pane on the well's default; undefined while it loads. */
export function useStagePeriod(paneId: string, wellId: string | null, period: Period | null, active: boolean): Period | null | undefined {
  const production = paneArea(paneId) === 'production' && period?.source.type === 'well';
  const wanted = isCompletionsPane(paneId) && !!wellId && period?.source.type === 'well';
  const swr = useSWR(wanted && active ? ['frac', wellId, 'stages'] : null, () => fetchFracStages(wellId!), { revalidateOnFocus: false });
  if (production) return productionPeriod();
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
