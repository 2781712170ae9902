/**
 * What each pane type is called and where it belongs, from the route manifest and the widget
 * catalogue: no loaders and no readiness, so the workspace, the palette and the panes themselves can
 * import it without forming a circle through the registry (registry.ts adds `ready` and `load`).
 */
import { paneRoutes } from '../commands/routes';
import type { RouteDef } from '../commands/route-types';
import type { DashboardArea } from '../state/workspace-doc';
import type { PaneFolder, PaneTypeInfo } from './pane-types';
import { widgetDecls } from './widgets';

export type PaneDecl = Omit<PaneTypeInfo, 'ready'>;

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
    case 'public':
      return 'public';
    case 'admin':
      return 'admin';
    case 'multiwell':
    case 'project':
      return 'multiwell';
    case 'planning':
      return 'directional';
    case 'widget':
      return 'workspace';
    default:
      return folderByTrail[r.breadcrumbs[1]] ?? (r.area === 'production' ? 'production' : 'dashboards');
  }
}

export const routePaneDecls: readonly PaneDecl[] = paneRoutes.map((r) => ({ id: r.pane!, title: r.title, kind: 'route', folder: folderOfRoute(r) }));
export const widgetPaneDecls: readonly PaneDecl[] = widgetDecls.map((w) => ({ id: w.id, title: w.title, kind: w.kind, folder: w.folder }));

/**
 * Panes of the product that are neither a route of spec/routes.tsv nor a widget of its catalogue:
 * no URL of their own (the address bar keeps the last routed pane), opened from the palette.
 * The AI assistant's chat (spec 1: "an AI chat assistant", with no route) is one.
 */
export const appPaneDecls: readonly PaneDecl[] = [
  { id: 'assistant.chat', title: 'AI assistant', kind: 'app', folder: 'ai' },
  { id: 'alerts.subscriptions', title: 'Alerts', kind: 'app', folder: 'alerts' },
  { id: 'reports.subscriptions', title: 'Scheduled reports', kind: 'app', folder: 'reports' },
];

const byId = new Map<string, PaneDecl>([...routePaneDecls, ...widgetPaneDecls, ...appPaneDecls].map((d) => [d.id, d]));

export function paneDecl(id: string): PaneDecl | undefined {
  return byId.get(id);
}

/** The area a single-well dashboards route shows (`drilling.dashboards` → drilling). */
export const dashboardAreaOfPane = (paneId: string): DashboardArea | null => {
  const m = /^(drilling|completions|production)\.dashboards$/.exec(paneId);
  return m ? (m[1] as DashboardArea) : null;
};
