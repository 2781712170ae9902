/**
 * The well and period a logs pane shows: the selection's when the pane follows it, else the pinned
 * well (loaded by id) with its own period or its whole life so far. Logs panes need the well itself
 * for its realtime flag (live panes subscribe) and its day shift (reporting days).
 */
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { fetchWell } from '../../api/wells';
import type { Well } from '../../api/types';
import { defaultPeriod, type Period } from '../../state/period';
import { selection } from '../../state/selection';
import type { PaneProps } from '../pane-types';

export interface PaneWell {
  well: Well | null;
  period: Period | null;
  /** The pane's well is live: the simulator (or a rig) sends a second every second. */
  live: boolean;
  loading: boolean;
  error: string | null;
}

export function usePaneWell(p: PaneProps): PaneWell {
  const sel = useSnapshot(selection);
  const followsSelection = p.wellId !== null && p.wellId === sel.wellId && sel.well !== null;
  const pinned = useSWR(p.wellId && !followsSelection ? ['well', p.wellId, sel.stage] : null, () => fetchWell(p.wellId!, sel.stage), {
    revalidateOnFocus: false,
  });
  const well = (followsSelection ? (selection.well as Well) : pinned.data?.data) ?? null;
  let period: Period | null = null;
  if (p.instance.period !== 'follow') period = p.instance.period;
  else if (followsSelection && sel.period) period = selection.period;
  else if (well) period = defaultPeriod(well);
  const live = Boolean(well?.realtime && well.end_date === null);
  return {
    well,
    period,
    live,
    loading: !well && (pinned.isLoading || sel.nextWellId !== null),
    error: pinned.error ? String((pinned.error as Error).message ?? pinned.error) : null,
  };
}
