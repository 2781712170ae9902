/**
 * What the workspace shows, for React to read: the focused tab, which tabs are on screen, each tab's
 * pane instance, tile numbers, and the persisted document's metadata (named layouts, dashboards,
 * options). The flexlayout Model itself lives in features/workspace/workspace-model.ts; every model
 * change re-derives this store, so components never walk the model themselves.
 */
import { proxy } from 'valtio';
import type { TabConfig, UserDashboard } from './workspace-doc';

export interface LayoutMeta {
  id: string;
  name: string;
}

export const workspace = proxy({
  /** The model object was replaced (another layout, the server's copy): the host re-mounts Layout. */
  modelEpoch: 0,
  /** Bumped on every model change. */
  revision: 0,
  /** The selected tab of the active tile: the pane whose URL the address bar holds. */
  focusedTabId: null as string | null,
  focusedTabsetId: null as string | null,
  /** A tile is zoomed (maximised): only it is on screen. */
  maximisedTabsetId: null as string | null,
  /** Tab id → its pane instance. */
  tabs: {} as Record<string, TabConfig>,
  /** Tab ids whose content is on screen (selected in its tile, and not hidden by a zoomed tile). */
  visible: {} as Record<string, boolean>,
  /** Tile (tabset) id → 1-based number, in the layout's reading order (Alt+1 focuses tile 1). */
  tileNumbers: {} as Record<string, number>,
  /** Tab id → refresh count; bumping it re-mounts the pane so it loads afresh. */
  refresh: {} as Record<string, number>,
  /** The named layout on screen and the others to switch to. */
  activeLayoutId: '',
  layouts: [] as LayoutMeta[],
  dashboards: [] as UserDashboard[],
  linkCursors: true,
  /** No chrome: top bar, breadcrumbs, footer and tile buttons hidden (wall displays). From ?kiosk=1. */
  kiosk: false,
  /** TV mode (?tv=1): kiosk, plus type sized to the tiles and the screen, the black theme, no hints. */
  tv: false,
  /** In TV mode, how much larger than a 1080-line screen this one is (src/app/tv-scale.ts); else 1. */
  tvScale: 1,
});

export function setKiosk(on: boolean): void {
  workspace.kiosk = on;
}

export function setTv(on: boolean): void {
  workspace.tv = on;
}

export function bumpRefresh(tabId: string): void {
  workspace.refresh[tabId] = (workspace.refresh[tabId] ?? 0) + 1;
}
