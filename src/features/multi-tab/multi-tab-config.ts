/**
 * A Multi-Tab widget's configuration: the widgets it holds as tabs, in order. It lives in the pane
 * instance's `tabs` param (widget slugs, comma separated: `section-summary-hub,rig-status`), so it is
 * saved with the layout or the dashboard the widget sits in, like any pane's params, and travels in a
 * shared layout. Only catalogue widgets can be tabs (widgets.ts, the declaration the palette lists),
 * never a Multi-Tab itself; unknown slugs are dropped when read. Pure: no React, no DOM.
 */
import { widgetDecls } from '../../panes/widgets';

export const MULTI_TAB_PANE = 'widget.multi-tab-widget';
export const TABS_PARAM = 'tabs';
export const MAX_TABS = 12;
/** What a new Multi-Tab holds: well-level summaries that are ready. */
export const DEFAULT_TABS: readonly string[] = ['widget.section-summary-hub', 'widget.run-summary', 'widget.rig-status'];

const PREFIX = 'widget.';
const known = new Set(widgetDecls.map((w) => w.id));

/** Whether a pane may be a tab: a catalogue widget other than the Multi-Tab. */
export const canBeTab = (paneId: string): boolean => known.has(paneId) && paneId !== MULTI_TAB_PANE;

/** The tabs a `tabs` param names, in order, each once, at most MAX_TABS; undefined → the defaults. */
export function parseTabs(value: string | undefined): string[] {
  if (value === undefined) return [...DEFAULT_TABS];
  const out: string[] = [];
  for (const part of value.split(',')) {
    const id = `${PREFIX}${part.trim()}`;
    if (canBeTab(id) && !out.includes(id) && out.length < MAX_TABS) out.push(id);
  }
  return out;
}

export const formatTabs = (tabs: readonly string[]): string => tabs.map((id) => id.slice(PREFIX.length)).join(',');

/** The params of an instance holding `tabs` (other params kept). */
export const withTabs = (params: Readonly<Record<string, string>>, tabs: readonly string[]): Record<string, string> => ({
  ...params,
  [TABS_PARAM]: formatTabs(tabs),
});

/** Why `paneId` cannot be added to `tabs`, or null. */
export function whyNotAdd(tabs: readonly string[], paneId: string): string | null {
  if (!canBeTab(paneId)) return paneId === MULTI_TAB_PANE ? 'A Multi-Tab cannot hold another Multi-Tab' : `${paneId} is not a catalogue widget`;
  if (tabs.includes(paneId)) return 'This widget is already a tab here';
  if (tabs.length >= MAX_TABS) return `A Multi-Tab holds at most ${MAX_TABS} tabs`;
  return null;
}

/** `tabs` with `paneId` inserted after `afterIndex` (at the end by default). */
export function addTab(tabs: readonly string[], paneId: string, afterIndex = tabs.length - 1): string[] {
  if (whyNotAdd(tabs, paneId)) return [...tabs];
  const at = Math.min(tabs.length, Math.max(0, afterIndex + 1));
  return [...tabs.slice(0, at), paneId, ...tabs.slice(at)];
}

export const removeTab = (tabs: readonly string[], index: number): string[] => tabs.filter((_, i) => i !== index);

/** `tabs` with the tab at `index` moved by `delta` places (clamped to the ends). */
export function moveTab(tabs: readonly string[], index: number, delta: number): string[] {
  if (index < 0 || index >= tabs.length) return [...tabs];
  const to = Math.min(tabs.length - 1, Math.max(0, index + delta));
  const out = [...tabs];
  const [x] = out.splice(index, 1);
  out.splice(to, 0, x);
  return out;
}
