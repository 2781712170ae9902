/**
 * The address bar holds the focused pane's URL. Two directions, kept apart so they cannot chase
 * each other:
 * - URL → workspace (`applyUrl`): the router hands over every URL it renders; the pane it names is
 *   focused, or opened in the focused tile. The result is marked as already in the address bar.
 * - workspace → URL (`syncAddressBar`, on every workspace or selection change): a different pane
 *   focused, or the focused tile now showing another pane, is a new history entry (so Back returns
 *   to it); the same pane showing another well (it follows the selection) or kiosk toggled replaces.
 *   A cleared selection leaves the address bar alone.
 */
import { navigate } from 'wouter/use-browser-location';
import type { RouteDef } from '../../commands/route-types';
import { selection } from '../../state/selection';
import { workspace } from '../../state/workspace';
import { hrefOfInstance, instanceFromUrl, instanceKey } from './pane-href';
import { openOrFocus } from './tiling';
import { modelIsASwitchedLayout } from './workspace-model';

let synced: { tabId: string | null; key: string | null } = { tabId: null, key: null };

function focusedState(): { tabId: string | null; key: string | null; href: string | null } {
  const tabId = workspace.focusedTabId;
  const config = tabId ? workspace.tabs[tabId] : undefined;
  if (!config) return { tabId, key: null, href: null };
  // A selection in flight is where the following panes are going: name it already.
  const selectedWellId = selection.nextWellId ?? selection.wellId;
  return { tabId, key: instanceKey(config), href: hrefOfInstance(config, { selectedWellId, kiosk: workspace.kiosk, tv: workspace.tv }) };
}

let appliedKey: string | null = null;

/** The router rendered this URL: focus or open its pane. */
export function applyUrl(route: RouteDef, params: Readonly<Record<string, string>>, search: string): void {
  const key = `${route.id} ${JSON.stringify(params)} ${search}`;
  // A layout switched in under the same URL keeps its panes: the address bar follows it instead
  // (when its focused pane has an address of its own).
  if (key === appliedKey && modelIsASwitchedLayout()) {
    syncAddressBar();
    return;
  }
  appliedKey = key;
  openOrFocus(instanceFromUrl(route, params, new URLSearchParams(search)));
  const now = focusedState();
  synced = { tabId: now.tabId, key: now.key };
}

const here = () => window.location.pathname + window.location.search;

export function syncAddressBar(): void {
  const now = focusedState();
  if (!now.href) return;
  const moved = now.tabId !== synced.tabId || now.key !== synced.key;
  // The selection was cleared (its well failed to load, spec 4 step 5): the address bar keeps the
  // well that was asked for, rather than dropping it and letting the saved well be restored.
  if (!moved && selection.wellId === null && selection.nextWellId === null) return;
  synced = { tabId: now.tabId, key: now.key };
  if (now.href === here()) return;
  navigate(now.href, { replace: !moved });
}
