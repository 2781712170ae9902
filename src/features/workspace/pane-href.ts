/**
 * URL ⇄ pane instance. A tab's URL is its route's href with its well (pinned, or the selected one
 * when it follows) and its period; a URL read back gives the same instance. Pure, so the address
 * bar, the palette, pop-out and tests agree on one mapping.
 *
 * Query keys the workspace reserves:
 * - `pinned=1`: the well in the path is the pane's own; opening the URL does not select it globally
 *   (spec 4's "a well in the URL is selected" is for panes that follow the selection);
 * - `period=last_24h` or `period=<start>_<end>`: the pane's own period. Not start_date/end_date,
 *   which spec 2 applies to the whole app and then removes from the URL;
 * - `kiosk=1`: no chrome (wall displays); kept on every URL while kiosk mode is on;
 * - `shared_layout=<id>`: a layout shared as a link (share-layout.ts), opened once, then removed.
 */
import { hrefFor } from '../../commands/resolve-url';
import { paneRoutes } from '../../commands/routes';
import type { RouteDef } from '../../commands/route-types';
import type { TabConfig } from '../../state/workspace-doc';
import { periodFromQuery, periodToQuery } from './period-presets';

export const PINNED_QUERY = 'pinned';
export const PERIOD_QUERY = 'period';
export const KIOSK_QUERY = 'kiosk';
export const TV_QUERY = 'tv';
/** Query keys that are not pane params: the workspace's own, spec 2's dates, the sign-in redirect. */
const NOT_PARAMS = new Set([PINNED_QUERY, PERIOD_QUERY, KIOSK_QUERY, TV_QUERY, 'start_date', 'end_date', 'redirect', 'shared_layout']);

const routeOfPane = new Map<string, RouteDef>();
for (const r of paneRoutes) if (!routeOfPane.has(r.pane!)) routeOfPane.set(r.pane!, r);

/** The route that opens a pane type in the workspace; undefined for widget panes. */
export const routeForPane = (paneId: string): RouteDef | undefined => routeOfPane.get(paneId);

export const isPinned = (c: Pick<TabConfig, 'well'>): boolean => c.well !== 'follow';

/** The pane instance a routed URL describes. */
export function instanceFromUrl(
  route: RouteDef,
  pathParams: Readonly<Record<string, string>>,
  query: URLSearchParams,
  nowS = Math.floor(Date.now() / 1000),
): TabConfig {
  const params: Record<string, string> = {};
  for (const [k, v] of query) if (!NOT_PARAMS.has(k)) params[k] = v;
  Object.assign(params, pathParams);
  const wellInPath = params.well_uid ?? null;
  delete params.well_uid;
  const pinned = query.get(PINNED_QUERY) === '1' && wellInPath !== null;
  const periodValue = query.get(PERIOD_QUERY);
  const period = periodValue ? periodFromQuery(periodValue, nowS) : null;
  return { pane: route.pane!, params, well: pinned ? wellInPath! : 'follow', period: period ?? 'follow' };
}

export interface HrefContext {
  selectedWellId: string | null;
  kiosk: boolean;
  /** TV mode: `tv=1` (it implies kiosk). */
  tv?: boolean;
}

/** The URL of a tab; null when its route needs a parameter it lacks (a well, with none selected). */
export function hrefOfInstance(c: TabConfig, ctx: HrefContext): string | null {
  const route = routeForPane(c.pane);
  if (!route) return null;
  const pathNames = new Set(route.params.map((p) => p.name));
  const path: Record<string, string | null> = {};
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.params)) (pathNames.has(k) ? path : query)[k] = v;
  path.well_uid = isPinned(c) ? c.well : ctx.selectedWellId;
  if (isPinned(c) && pathNames.has('well_uid')) query[PINNED_QUERY] = '1';
  if (c.period !== 'follow') query[PERIOD_QUERY] = periodToQuery(c.period);
  if (ctx.tv) query[TV_QUERY] = '1';
  else if (ctx.kiosk) query[KIOSK_QUERY] = '1';
  return hrefFor(route.id, path, query);
}

/** Identity of an instance for "does a pane for this URL exist": type, params, well binding, period. */
export function instanceKey(c: TabConfig): string {
  const params = Object.keys(c.params)
    .sort()
    .map((k) => `${k}=${c.params[k]}`)
    .join('&');
  const period = c.period === 'follow' ? 'follow' : periodToQuery(c.period);
  return `${c.pane}?${params}|well=${c.well}|period=${period}`;
}

export const sameInstance = (a: TabConfig, b: TabConfig): boolean => instanceKey(a) === instanceKey(b);
