/**
 * The pane registry: every pane type of the product, route panes (one per route that opens a screen)
 * and widget panes (one per catalogue widget). The workspace's tab factory, dashboards and the
 * single-widget routes look panes up here; nothing else lists them.
 *
 * No React here: loaders are closures over dynamic imports, so the status CLI and tests can read the
 * registry in Node, and each pane lands in its own chunk.
 *
 * Layering: the loaders make this module sit above every pane in the import graph, so nothing a pane
 * imports may import it. Features and panes read titles from pane-declarations.ts; PaneHost gets the
 * registry from the app through PaneRegistryContext (pane-registry-context.ts).
 */
import { builtPanes as areaBuiltPanes } from './built';
import { appPaneDecls, dashboardAreaOfPane, routePaneDecls, widgetPaneDecls, type PaneDecl } from './pane-declarations';
import type { PaneLoader, PaneType } from './pane-types';
import { workspaceBuiltPanes } from './workspace/built';
import { DECLARED_TEMPLATES, tilesOf, type DashboardTemplate } from './workspace/system-templates';

/** Built panes: the areas' list (built.ts) and the workspace's own (workspace/built.ts). */
export const builtPanes: Readonly<Record<string, PaneLoader>> = { ...areaBuiltPanes, ...workspaceBuiltPanes };

const notBuilt: PaneLoader = () => import('./not-built-pane');

function make(decl: PaneDecl, ready: boolean): PaneType {
  return { ...decl, ready, load: ready ? builtPanes[decl.id] : notBuilt };
}

export const widgetPaneTypes: readonly PaneType[] = widgetPaneDecls.map((d) => make(d, d.id in builtPanes));
const widgetReady = new Set(widgetPaneTypes.filter((p) => p.ready).map((p) => p.id));

/** A template counts as ready only when every tile in it is; only ready templates ship. */
export const templateReady = (t: DashboardTemplate): boolean => tilesOf(t).every((id) => widgetReady.has(id));
export const shippedTemplates: readonly DashboardTemplate[] = DECLARED_TEMPLATES.filter(templateReady);

/** Built, and for a dashboards route: its area ships a template to show. */
function routeReady(id: string): boolean {
  if (!(id in builtPanes)) return false;
  const area = dashboardAreaOfPane(id);
  return area === null || shippedTemplates.some((t) => t.area === area);
}

export const routePaneTypes: readonly PaneType[] = routePaneDecls.map((d) => make(d, routeReady(d.id)));
/** Panes beyond the spec's routes and widgets (the AI chat), opened from the palette. */
export const appPaneTypes: readonly PaneType[] = appPaneDecls.map((d) => make(d, d.id in builtPanes));
export const paneTypes: readonly PaneType[] = [...routePaneTypes, ...widgetPaneTypes, ...appPaneTypes];

const index = new Map<string, PaneType>();
for (const p of paneTypes) {
  if (index.has(p.id)) throw new Error(`Duplicate pane type ${p.id}`);
  index.set(p.id, p);
}
for (const id of Object.keys(builtPanes)) if (!index.has(id)) throw new Error(`Built pane ${id} is not a declared pane type`);

export function paneType(id: string): PaneType | undefined {
  return index.get(id);
}

export interface PaneStatus {
  ready: number;
  total: number;
}

export function paneStatus(): { route: PaneStatus; widget: PaneStatus } {
  const count = (list: readonly PaneType[]) => ({ ready: list.filter((p) => p.ready).length, total: list.length });
  return { route: count(routePaneTypes), widget: count(widgetPaneTypes) };
}
