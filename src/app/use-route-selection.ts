/**
 * Keeps the selection and the address bar in step (spec 2, 4):
 * - a well in the URL is selected (six steps), with the URL's dates as its period if both are given;
 * - start_date / end_date are applied, resynchronised and then removed from the URL;
 * - a route that takes a well but has none gets the selected one, so the address bar always names it;
 * - with no well anywhere, the one saved in the app state is restored;
 * - a pinned pane's URL (`pinned=1`, the workspace's) names that pane's own well: it is not
 *   selected, and the selection is restored as if the URL named none.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { RouteDef } from '../commands/route-types';
import { applyRouteDates, routeDatesOf, withoutRouteDates } from '../features/selection/route-period';
import { selectWell } from '../features/selection/select-well';
import { saveAppStateSoon } from '../features/app-state/persist-app-state';
import { appState } from '../state/app-state';
import { selection, setStage } from '../state/selection';
import { fetchWells } from '../api/wells';
import { redirectTo } from './navigation';
import { urlWithWell } from './url-with-well';
import { PINNED_QUERY } from '../features/workspace/pane-href';

export function useRouteSelection(route: RouteDef | null, params: Record<string, string>, pathname: string, search: string): void {
  const { wellId } = useSnapshot(selection);
  const { loaded } = useSnapshot(appState);

  useEffect(() => {
    if (!route || route.area === 'public') return;
    if (route.stage && route.stage !== selection.stage) setStage(route.stage);
    const here = pathname + (search ? `?${search.replace(/^\?/, '')}` : '');
    // A print page is no place to come back to, and the server renders PDFs as the user (morning report):
    // opening one must not move where the user's next sign-in lands.
    if (route.id !== 'print' && appState.config.lastRoute !== here) saveAppStateSoon({ lastRoute: here, currentStageMode: selection.stage });

    const takesWell = route.params.some((p) => p.name === 'well_uid');
    const pinned = new URLSearchParams(search).get(PINNED_QUERY) === '1';
    const urlWell = pinned ? null : (params.well_uid ?? null);
    const dates = routeDatesOf(new URLSearchParams(search));
    const replaceWith = (id: string) => {
      const next = urlWithWell(pathname, search, id);
      if (next && next !== pathname + (search ? `?${search.replace(/^\?/, '')}` : '')) redirectTo(next);
    };
    const stripDates = () => redirectTo(pathname + withoutRouteDates(search));

    if (urlWell) {
      if (urlWell !== selection.wellId && urlWell !== selection.nextWellId && urlWell !== selection.failedWellId) {
        void selectWell(urlWell, { routeDates: dates, replaceRoute: replaceWith });
      } else if (urlWell === selection.wellId && dates) {
        void applyRouteDates(urlWell, dates);
        replaceWith(urlWell);
      }
      return;
    }
    if (!selection.wellId) {
      const saved = appState.config.wellId;
      const replaceRoute = takesWell ? replaceWith : dates ? stripDates : undefined;
      if (loaded && saved && !selection.nextWellId && String(saved) !== selection.failedWellId)
        void selectWell(String(saved), { routeDates: dates, replaceRoute });
      // Nothing saved and only one well to see (a viewer of one well): that well, not an empty page.
      else if (loaded && !saved && !selection.nextWellId) void selectOnlyWell(dates, replaceRoute);
      return;
    }
    if (dates) void applyRouteDates(selection.wellId, dates);
    if (takesWell && !pinned) replaceWith(selection.wellId);
    else if (dates) stripDates();
  }, [route, params, pathname, search, wellId, loaded]);
}

let askedOnlyWell = false;
/** Selects the user's one well when they can see exactly one; asked once per page load. */
async function selectOnlyWell(
  dates: NonNullable<Parameters<typeof selectWell>[1]>['routeDates'],
  replaceRoute: ((id: string) => void) | undefined,
): Promise<void> {
  if (askedOnlyWell) return;
  askedOnlyWell = true;
  const page = await fetchWells({ limit: 2 }).catch(() => null);
  if (page && page.data.length === 1 && !selection.wellId) await selectWell(String(page.data[0].id), { routeDates: dates, replaceRoute });
}
