/**
 * Tiling verbs on the workspace model (i3 / tmux / VS Code): open, split, close, zoom, focus by
 * number and direction, swap, move a tab to another tile, close others, cycle tabs. Each is a few
 * flexlayout actions, so they run headless and tests check a verb against the resulting layout.
 */
import { Actions, DockLocation, TabNode, TabSetNode } from 'flexlayout-react';
import { bumpRefresh, workspace } from '../../state/workspace';
import type { TabConfig } from '../../state/workspace-doc';
import { neighbour, tileRects, type Direction } from './geometry';
import { sameInstance } from './pane-href';
import { act, currentModel, setTabConfig, tabJson } from './workspace-model';

/** Where the palette (and the URL) puts a pane: Enter, Ctrl+Enter, Shift+Enter, or below. */
export type Placement = 'focused' | 'split' | 'splitDown' | 'tab';

const tabsetById = (id: string | null): TabSetNode | undefined => {
  const n = id ? currentModel().getNodeById(id) : undefined;
  return n instanceof TabSetNode ? n : undefined;
};

/** The focused tile; on a workspace without an active one, the first tile. */
export function focusedTabset(): TabSetNode | undefined {
  return tabsetById(workspace.focusedTabsetId) ?? currentModel().getFirstTabSet();
}

export function focusedTab(): TabNode | undefined {
  const id = workspace.focusedTabId;
  const n = id ? currentModel().getNodeById(id) : undefined;
  return n instanceof TabNode ? n : undefined;
}

/** Tile ids in reading order (the numbers Alt+1… use). */
export function tileIds(): string[] {
  return tileRects(currentModel().toJson()).map((t) => t.id);
}

/** Zoom hides every other tile: leave it before moving between tiles or adding one. */
function unzoom(): void {
  const max = currentModel().getMaximizedTabset();
  if (max) act(Actions.maximizeToggle(max.getId()));
}

function focusTabset(id: string): void {
  const ts = tabsetById(id);
  if (!ts) return;
  const selected = ts.getSelectedNode();
  if (selected) act(Actions.selectTab(selected.getId()));
  else act(Actions.setActiveTabset(id));
}

/** Focus a tab wherever it is, showing it in its tile. */
export function focusTab(tabId: string): void {
  const max = currentModel().getMaximizedTabset();
  const node = currentModel().getNodeById(tabId);
  if (!(node instanceof TabNode)) return;
  if (max && node.getParent() !== max) unzoom();
  act(Actions.selectTab(tabId));
}

/** Open a pane instance. 'focused' replaces the focused tab's pane (as a browser tab navigates). */
export function openPane(config: TabConfig, placement: Placement = 'focused'): string | undefined {
  const ts = focusedTabset();
  const tab = focusedTab();
  if (placement === 'focused' && tab) {
    setTabConfig(tab.getId(), config);
    return tab.getId();
  }
  if (!ts) return undefined;
  if (placement === 'split' || placement === 'splitDown') unzoom();
  const where = placement === 'split' ? DockLocation.RIGHT : placement === 'splitDown' ? DockLocation.BOTTOM : DockLocation.CENTER;
  // An empty tile takes the pane itself rather than splitting beside nothing.
  const target = ts.getChildren().length === 0 ? DockLocation.CENTER : where;
  const added = currentModel().doAction(Actions.addNode(tabJson(config), ts.getId(), target, -1, true)) as TabNode | undefined;
  return added?.getId();
}

/**
 * Opening a URL: focus the pane it describes if one is open (the focused one first, so a
 * duplicate elsewhere does not steal focus), else open it in the focused tile.
 */
export function openOrFocus(config: TabConfig): string | undefined {
  const focused = focusedTab();
  if (focused && sameInstance(focused.getConfig() as TabConfig, config)) return focused.getId();
  const match = Object.entries(workspace.tabs).find(([, c]) => sameInstance(c, config));
  if (match) {
    focusTab(match[0]);
    return match[0];
  }
  return openPane(config, 'focused');
}

/** Split the focused tile: the same pane again beside it (VS Code's split editor). */
export function split(dir: 'right' | 'down'): void {
  const tab = focusedTab();
  if (!tab) return;
  openPane({ ...(tab.getConfig() as TabConfig) }, dir === 'right' ? 'split' : 'splitDown');
}

export function closeTab(tabId: string | null = workspace.focusedTabId): void {
  if (tabId) act(Actions.deleteTab(tabId));
}

/** Close the focused tile with all its tabs. */
export function closeTile(): void {
  const ts = focusedTabset();
  if (ts) act(Actions.deleteTabset(ts.getId()));
}

/** Close everything but the focused pane. */
export function closeOthers(): void {
  const keep = workspace.focusedTabId;
  if (!keep) return;
  unzoom();
  for (const id of Object.keys(workspace.tabs)) if (id !== keep) act(Actions.deleteTab(id));
  act(Actions.selectTab(keep));
}

/** Zoom: maximise the focused tile, or restore it. */
export function toggleZoom(): void {
  const ts = focusedTabset();
  if (ts && ts.getChildren().length > 0) act(Actions.maximizeToggle(ts.getId()));
}

/** Focus tile n (1-based, reading order). False when there is no such tile. */
export function focusTileNumber(n: number): boolean {
  const id = tileIds()[n - 1];
  if (!id) return false;
  if (workspace.maximisedTabsetId && workspace.maximisedTabsetId !== id) unzoom();
  focusTabset(id);
  return true;
}

/** The tile next to the focused one in a direction, if any. */
export function neighbourOf(dir: Direction): string | null {
  const from = focusedTabset();
  return from ? neighbour(tileRects(currentModel().toJson()), from.getId(), dir) : null;
}

export function focusDirection(dir: Direction): boolean {
  const from = focusedTabset();
  if (!from) return false;
  const to = neighbour(tileRects(currentModel().toJson()), from.getId(), dir);
  if (!to) return false;
  unzoom();
  focusTabset(to);
  return true;
}

/** Move the focused tab into tile n (a new tile position is not created: i3's "move to workspace"). */
export function moveTabToTile(n: number): boolean {
  const tab = focusedTab();
  const to = tileIds()[n - 1];
  if (!tab || !to || tab.getParent()?.getId() === to) return false;
  unzoom();
  act(Actions.moveNode(tab.getId(), to, DockLocation.CENTER, -1, true));
  return true;
}

/**
 * Swap the focused pane with the one shown in the neighbouring tile; focus stays with the pane
 * that moved (tmux swap-pane, i3 move). Both tiles are kept alive during the exchange, because
 * flexlayout deletes a tile the moment its last tab leaves.
 */
export function swapDirection(dir: Direction): boolean {
  const a = focusedTab();
  const ta = a?.getParent();
  const toId = ta ? neighbour(tileRects(currentModel().toJson()), ta.getId(), dir) : null;
  const tb = tabsetById(toId);
  const b = tb?.getSelectedNode();
  if (!a || !(ta instanceof TabSetNode) || !tb || !b) return false;
  unzoom();
  const ia = ta.getChildren().indexOf(a);
  const ib = tb.getChildren().indexOf(b);
  act(Actions.updateNodeAttributes(ta.getId(), { enableDeleteWhenEmpty: false }));
  act(Actions.updateNodeAttributes(tb.getId(), { enableDeleteWhenEmpty: false }));
  act(Actions.moveNode(b.getId(), ta.getId(), DockLocation.CENTER, ia, false));
  act(Actions.moveNode(a.getId(), tb.getId(), DockLocation.CENTER, ib, true));
  act(Actions.updateNodeAttributes(ta.getId(), { enableDeleteWhenEmpty: undefined }));
  act(Actions.updateNodeAttributes(tb.getId(), { enableDeleteWhenEmpty: undefined }));
  act(Actions.selectTab(b.getId()));
  act(Actions.selectTab(a.getId()));
  return true;
}

/** Next or previous tab of the focused tile. */
export function cycleTab(step: 1 | -1): void {
  const ts = focusedTabset();
  const tabs = ts?.getChildren() ?? [];
  if (!ts || tabs.length < 2) return;
  const i = ts.getSelected();
  act(Actions.selectTab(tabs[(i + step + tabs.length) % tabs.length].getId()));
}

/** Reload the focused pane: it re-mounts and asks the server again. */
export function refreshFocused(): void {
  if (workspace.focusedTabId) bumpRefresh(workspace.focusedTabId);
}

/** Change the focused tab's instance (pin it to a well, give it its own period). */
export function updateFocused(change: (c: TabConfig) => TabConfig): void {
  const tab = focusedTab();
  if (tab) setTabConfig(tab.getId(), change(tab.getConfig() as TabConfig));
}
