/**
 * The current URL rewritten to carry a well (spec 4 step 2, "the route is replaced") and to drop
 * start_date / end_date once applied (spec 2: "replaced by one with only the well_uid parameter").
 * Null when the URL's route takes no well, or when its well is a pinned pane's own (`pinned=1`):
 * selecting another well leaves a pinned pane where it is.
 */
import { pathFor, resolvePath } from '../commands/resolve-url';
import { withoutRouteDates } from '../features/selection/route-period';
import { PINNED_QUERY } from '../features/workspace/pane-href';

export function urlWithWell(pathname: string, search: string, wellId: string): string | null {
  if (new URLSearchParams(search).get(PINNED_QUERY) === '1') return null;
  const m = resolvePath(pathname);
  if (!m || !m.route.params.some((p) => p.name === 'well_uid')) return null;
  const path = pathFor(m.route.id, { ...m.params, well_uid: wellId });
  return path === null ? null : path + withoutRouteDates(search);
}
