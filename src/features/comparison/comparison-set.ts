/**
 * The set of wells being compared (multi-well DvD and KPIs). It lives in the comparison pane's
 * params as `wells=<id>,<id>` (so in its URL: deep-linkable, kept on reload, shared as a link); the
 * palette's verbs and the pane's own chooser change it through these functions alone.
 */
import { routeById } from '../../commands/routes';
import { selection } from '../../state/selection';
import { workspace } from '../../state/workspace';
import type { TabConfig } from '../../state/workspace-doc';
import { openRoute, whyNotOpen } from '../workspace/open-route';
import { setTabConfig } from '../workspace/workspace-model';

export const COMPARISON_PARAM = 'wells';
/** How the comparison groups the wells (well, rig, section, crew) and which KPIs it shows: pane params too. */
export const COMPARE_BY_PARAM = 'compare';
export const COMPARE_KPIS_PARAM = 'kpis';
/** The route a comparison opens in when none is open. */
export const COMPARISON_ROUTE = 'business.drilling.dashboards';
/**
 * Panes whose set the verbs change. The project view is left out: without a set of its own it
 * compares its whole project, and "add one well" would silently shrink that to one; its chooser
 * edits the set it shows.
 */
export const COMPARISON_PANES: readonly string[] = ['business.drilling.dashboards'];
export const MAX_COMPARED = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of a `wells` param, in order, each once; anything that is not an id is dropped. */
export function parseWellSet(value: string | undefined): string[] {
  const out: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const id = part.trim().toLowerCase();
    if (UUID.test(id) && !out.includes(id) && out.length < MAX_COMPARED) out.push(id);
  }
  return out;
}

export const formatWellSet = (ids: readonly string[]): string => ids.join(',');
export const withWell = (ids: readonly string[], id: string): string[] => (ids.includes(id) ? [...ids] : [...ids, id]);
export const withoutWell = (ids: readonly string[], id: string): string[] => ids.filter((x) => x !== id);

/** The comparison pane the verbs act on: the focused one, else the first open. */
export function comparisonTabId(): string | null {
  const f = workspace.focusedTabId;
  if (f && COMPARISON_PANES.includes(workspace.tabs[f]?.pane)) return f;
  return Object.entries(workspace.tabs).find(([, c]) => COMPARISON_PANES.includes(c.pane))?.[0] ?? null;
}

export function comparisonSet(tabId: string | null = comparisonTabId()): string[] {
  return tabId ? parseWellSet(workspace.tabs[tabId]?.params[COMPARISON_PARAM]) : [];
}

/** Replace the set of a comparison pane (its URL follows). */
export function setComparison(tabId: string, ids: readonly string[]): void {
  const c: TabConfig | undefined = workspace.tabs[tabId];
  if (!c) return;
  const params = { ...c.params };
  if (ids.length) params[COMPARISON_PARAM] = formatWellSet(ids);
  else delete params[COMPARISON_PARAM];
  setTabConfig(tabId, { ...c, params });
}

/** Why a well cannot be added now, or null. */
export function whyNotAdd(wellId: string | null): string | null {
  if (!wellId) return 'Select a well first';
  const tab = comparisonTabId();
  if (!tab) return whyNotOpen(COMPARISON_ROUTE);
  if (comparisonSet(tab).includes(wellId)) return 'The well is in the comparison already';
  if (comparisonSet(tab).length >= MAX_COMPARED) return `At most ${MAX_COMPARED} wells`;
  return null;
}

/** Add a well to the open comparison, or open one with it; resolves to why not, or null. */
export async function addToComparison(wellId: string): Promise<string | null> {
  const why = whyNotAdd(wellId);
  if (why) return why;
  const tab = comparisonTabId();
  if (tab) {
    setComparison(tab, withWell(comparisonSet(tab), wellId));
    return null;
  }
  return openRoute({ routeId: COMPARISON_ROUTE, params: { [COMPARISON_PARAM]: wellId }, placement: 'focused' });
}

export function whyNotRemove(wellId: string | null): string | null {
  if (!wellId) return 'Select a well first';
  const tab = comparisonTabId();
  if (!tab) return `No ${routeById(COMPARISON_ROUTE).title.toLowerCase()} pane is open`;
  return comparisonSet(tab).includes(wellId) ? null : 'The well is not in the comparison';
}

export function removeFromComparison(wellId: string): string | null {
  const why = whyNotRemove(wellId);
  if (why) return why;
  const tab = comparisonTabId()!;
  setComparison(tab, withoutWell(comparisonSet(tab), wellId));
  return null;
}

/** The selected well, for the verbs that act on "the current well". */
export const currentWellId = (): string | null => selection.wellId;
