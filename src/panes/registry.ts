/**
 * The pane registry: every pane type of the product, route panes (one per route that opens a screen)
 * and widget panes (one per catalogue widget). The workspace's tab factory, dashboards and the
 * single-widget routes look panes up here; nothing else lists them.
 *
 * No React here: loaders are closures over dynamic imports, so the status CLI and tests can read the
 * registry in Node, and each pane lands in its own chunk.
 */
import { paneRoutes } from '../commands/routes';
import type { RouteDef } from '../commands/route-types';
import { builtPanes as areaBuiltPanes } from './built';
import type { DashboardArea } from '../state/workspace-doc';
import type { PaneFolder, PaneLoader, PaneType } from './pane-types';
import { widgetDecls } from './widgets';
import { workspaceBuiltPanes } from './workspace/built';
import { DECLARED_TEMPLATES, tilesOf, type DashboardTemplate } from './workspace/system-templates';

/** Built panes: the areas' list (built.ts) and the workspace's own (workspace/built.ts). */
export const builtPanes: Readonly<Record<string, PaneLoader>> = { ...areaBuiltPanes, ...workspaceBuiltPanes };

const notBuilt: PaneLoader = () => import('./not-built-pane');

const folderByTrail: Record<string, PaneFolder> = {
  Performance: 'logs',
  'Directional data': 'directional',
  Reports: 'reports',
  Equipment: 'equipment',
  Engineering: 'engineering',
  'Well info': 'wellinfo',
  Management: 'wellinfo',
  'Log analysis': 'logs',
  'Completion reports': 'completions',
  'Drilling reports': 'directional',
  'Production reports': 'production',
};

function folderOfRoute(r: RouteDef): PaneFolder {
  if (r.id.endsWith('.file_drive')) return 'filedrive';
  // Single-well dashboards are layouts of widgets: the workspace builds them (panes/workspace).
  if (r.id.endsWith('.dashboards')) return r.area === 'multiwell' ? 'multiwell' : 'workspace';
  switch (r.area) {
    case 'public': return 'public';
    case 'admin': return 'admin';
    case 'multiwell':
    case 'project': return 'multiwell';
    case 'planning': return 'directional';
    case 'widget': return 'workspace';
    default: return folderByTrail[r.breadcrumbs[1]] ?? (r.area === 'production' ? 'production' : 'dashboards');
  }
}

function make(id: string, title: string, kind: PaneType['kind'], folder: PaneFolder, ready: boolean): PaneType {
  return { id, title, kind, folder, ready, load: ready ? builtPanes[id] : notBuilt };
}

export const widgetPaneTypes: readonly PaneType[] = widgetDecls.map((w) => make(w.id, w.title, w.kind, w.folder, w.id in builtPanes));
const widgetReady = new Set(widgetPaneTypes.filter((p) => p.ready).map((p) => p.id));

/** A template counts as ready only when every tile in it is; only ready templates ship. */
export const templateReady = (t: DashboardTemplate): boolean => tilesOf(t).every((id) => widgetReady.has(id));
export const shippedTemplates: readonly DashboardTemplate[] = DECLARED_TEMPLATES.filter(templateReady);

/** The area a single-well dashboards route shows (`drilling.dashboards` → drilling). */
export const dashboardAreaOfPane = (paneId: string): DashboardArea | null => {
  const m = /^(drilling|completions|production)\.dashboards$/.exec(paneId);
  return m ? (m[1] as DashboardArea) : null;
};

/** Built, and for a dashboards route: its area ships a template to show. */
function routeReady(id: string): boolean {
  if (!(id in builtPanes)) return false;
  const area = dashboardAreaOfPane(id);
  return area === null || shippedTemplates.some((t) => t.area === area);
}

export const routePaneTypes: readonly PaneType[] = paneRoutes.map((r) => make(r.pane!, r.title, 'route', folderOfRoute(r), routeReady(r.pane!)));
export const paneTypes: readonly PaneType[] = [...routePaneTypes, ...widgetPaneTypes];

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
