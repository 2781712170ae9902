/**
 * Panes of the workspace folder that are built: the single-well dashboards (layouts of widgets),
 * the single-widget routes and the print view. Kept beside them rather than in ../built.ts so the
 * workspace and the area engineers never edit the same list at once; the registry reads both.
 */
import type { PaneLoader } from '../pane-types';

export const workspaceBuiltPanes: Readonly<Record<string, PaneLoader>> = {
  'drilling.dashboards': () => import('./dashboard-pane'),
  'completions.dashboards': () => import('./dashboard-pane'),
  'production.dashboards': () => import('./dashboard-pane'),
  'single_widget.well': () => import('./single-widget-pane'),
  'single_widget.shared': () => import('./single-widget-pane'),
  print: () => import('./print-pane'),
};
