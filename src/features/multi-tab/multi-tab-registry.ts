/**
 * The Multi-Tab widgets on screen, so the palette's verbs (commands/verbs/multi-tab.ts) can act on
 * one from the keyboard: the one in the focused tile, else the one last used. Each mounted widget
 * registers a handle and gets a dispose.
 */
import { workspace } from '../../state/workspace';

export interface MultiTabHandle {
  readonly instanceId: string;
  readonly element: () => HTMLElement | null;
  readonly tabs: () => readonly string[];
  readonly active: () => number;
  readonly add: (paneId: string) => void;
  readonly remove: () => void;
  readonly move: (delta: number) => void;
  readonly select: (delta: number) => void;
}

const live = new Map<string, { handle: MultiTabHandle; usedAt: number }>();
let clock = 0;

export function registerMultiTab(handle: MultiTabHandle): () => void {
  live.set(handle.instanceId, { handle, usedAt: ++clock });
  return () => {
    if (live.get(handle.instanceId)?.handle === handle) live.delete(handle.instanceId);
  };
}

/** The widget was focused or clicked: the verbs act on it next. */
export function touchMultiTab(instanceId: string): void {
  const e = live.get(instanceId);
  if (e) e.usedAt = ++clock;
}

/** The Multi-Tab the verbs act on, or null when none is on screen. */
export function targetMultiTab(): MultiTabHandle | null {
  const all = [...live.values()].filter((e) => e.handle.element()?.isConnected).sort((a, b) => b.usedAt - a.usedAt);
  if (!all.length) return null;
  const focusedTab = workspace.focusedTabId ? document.querySelector(`[data-tab-id="${CSS.escape(workspace.focusedTabId)}"]`) : null;
  const inFocused = focusedTab ? all.find((e) => focusedTab.contains(e.handle.element())) : undefined;
  return (inFocused ?? all[0])?.handle ?? null;
}

export const NO_MULTI_TAB = 'No Multi-Tab widget is open: add one from the widget catalogue first';
