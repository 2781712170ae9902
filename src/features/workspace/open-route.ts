/**
 * Opening a route's pane from the palette or a verb: the guard decides first (and its reason is
 * what the palette shows), then the pane is placed: in the focused tile, a new split or a new tab,
 * following the selected well or pinned to another. The address bar follows by itself.
 */
import { guardUserOf } from '../../app/guard-user';
import { commandAvailability } from '../../commands/route-commands';
import { routeById } from '../../commands/routes';
import type { RouteDef } from '../../commands/route-types';
import type { VerbPlacement } from '../../commands/verb-types';
import { confirmLeave } from '../edit-mode/leave-guard';
import type { Period } from '../../state/period';
import { selection } from '../../state/selection';
import { session } from '../../state/session';
import { isMobile } from '../../state/viewport';
import type { TabConfig } from '../../state/workspace-doc';
import { hrefOfInstance } from './pane-href';
import { openPane } from './tiling';

export interface OpenRoute {
  routeId: string;
  params?: Record<string, string>;
  placement: VerbPlacement;
  /** Pin to this well; omitted = follow the selected well. */
  pin?: { id: string; name?: string };
  /** The pane's own period; omitted = follow the selected period. */
  period?: Period;
}
export const needsWell = (r: RouteDef): boolean => r.params.some((p) => p.name === 'well_uid' && !p.optional);
/** Route parameters other than the well that a URL must carry (view, table, assembly id…). */
export const otherRequiredParams = (r: RouteDef): string[] => r.params.filter((p) => !p.optional && p.name !== 'well_uid').map((p) => p.name);

/** Why the route cannot open for this user now, or null. Wells and other params are asked for, not refused. */
export function whyNotOpen(routeId: string): string | null {
  const route = routeById(routeId);
  if (!route.pane) return 'Not a pane';
  if (route.chrome === 'none') return 'Opens full screen, outside the workspace';
  const user = session.user ? guardUserOf(session.user) : null;
  const avail = commandAvailability(route, { user, isMobile: isMobile(), queryKeys: [], href: route.spec });
  return avail.enabled ? null : avail.reason;
}

export function instanceOf(req: OpenRoute): TabConfig {
  const route = routeById(req.routeId);
  const params = { ...(req.params ?? {}) };
  delete params.well_uid;
  return {
    pane: route.pane!,
    params,
    well: req.pin ? req.pin.id : 'follow',
    period: req.period ?? 'follow',
    ...(req.pin?.name ? { wellName: req.pin.name } : {}),
  };
}

/**
 * A catalogue widget as a tile of its own (the palette's Widgets group on its root page), following
 * the selected well and period like a dashboard's tiles. Returns null when opened, else why not.
 */
export async function openWidget(paneId: string, placement: VerbPlacement): Promise<string | null> {
  // A widget tile has no address of its own (no route opens it in the workspace): the address bar
  // keeps the last screen's, as for a dashboard's or a wall's widget tiles.
  const config: TabConfig = { pane: paneId, params: {}, well: 'follow', period: 'follow' };
  if (placement === 'focused' && !(await confirmLeave())) return 'Stayed in edit mode';
  openPane(config, placement);
  return null;
}

/** Returns null when opened, else what stopped it. */
export async function openRoute(req: OpenRoute): Promise<string | null> {
  const why = whyNotOpen(req.routeId);
  if (why) return why;
  const route = routeById(req.routeId);
  const config = instanceOf(req);
  const missing = otherRequiredParams(route).filter((p) => !config.params[p]);
  if (missing.length) return `Needs ${missing.join(', ')}`;
  if (!req.pin && needsWell(route) && !selection.wellId) return 'Select a well first';
  if (hrefOfInstance(config, { selectedWellId: selection.wellId, kiosk: false }) === null) return 'Cannot build its address';
  // Replacing the focused pane leaves it: edit mode asks first (spec 4). A split or a tab leaves nothing.
  if (req.placement === 'focused' && !(await confirmLeave())) return 'Stayed in edit mode';
  openPane(config, req.placement);
  return null;
}
