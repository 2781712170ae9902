/**
 * Selecting a well, in the six steps of app-shell spec 4:
 *   1. the next well id is recorded and the well is loaded by id and stage;
 *   2. the route is replaced;
 *   3. the period is computed: from the route's dates, else the well's stored history, else defaults;
 *   4. the well and period are set;
 *   5. on failure the selection is cleared and 'Please, select Well on top to load data ...' shown;
 *   6. afterwards analytics data is reset and the app state is saved.
 */
import { fetchWell } from '../../api/wells';
import { notify } from '../../state/notifications';
import { defaultPeriod, type Period } from '../../state/period';
import { storedPeriod, storePeriod } from '../../state/period-history';
import { clearSelection, commitSelection, recordNextWell, resetAnalytics, selection } from '../../state/selection';
import { saveAppStateSoon } from '../app-state/persist-app-state';
import { periodFromRouteDates, type RouteDates } from './route-period';

export const SELECT_WELL_WARNING = 'Please, select Well on top to load data ...';

export interface SelectWellOptions {
  /** start_date / end_date found in the URL, epoch seconds. */
  routeDates?: RouteDates | null;
  /** Step 2: put the well (and nothing else) into the address bar. */
  replaceRoute?: (wellId: string) => void;
}

export async function selectWell(wellId: string, opts: SelectWellOptions = {}): Promise<boolean> {
  recordNextWell(wellId);
  try {
    const { data: well } = await fetchWell(wellId, selection.stage);
    // A later selection overtook this one: it owns the remaining steps.
    if (selection.nextWellId !== wellId) return false;
    opts.replaceRoute?.(wellId);
    let period: Period;
    if (opts.routeDates) period = await periodFromRouteDates(wellId, opts.routeDates);
    else period = storedPeriod(wellId) ?? defaultPeriod(well);
    if (selection.nextWellId !== wellId) return false;
    commitSelection(well, period);
    if (opts.routeDates) storePeriod(wellId, period);
  } catch {
    if (selection.nextWellId === wellId) {
      clearSelection(wellId);
      notify('warning', SELECT_WELL_WARNING);
    }
    return false;
  }
  resetAnalytics();
  saveAppStateSoon({ wellId, currentStageMode: selection.stage });
  return true;
}
