/**
 * System dashboard templates (read-only; data-widgets-calls 2.4: "Default system template …"),
 * declared in panes/workspace/system-templates.ts as rows of widget ids and turned into a layout here.
 */
import type { IJsonModel, IJsonRowNode } from 'flexlayout-react';
import type { DashboardArea, TabConfig } from '../../state/workspace-doc';
import { dashboardAreaOfPane, paneDecl } from '../../panes/pane-declarations';
import type { DashboardTemplate } from '../../panes/workspace/system-templates';

export const SYSTEM_TEMPLATE_MESSAGE = 'This is a default system template, please make a copy if you want to customize it.';

/**
 * The templates users get: the declared ones whose every tile is ready (panes/workspace/system-templates.ts).
 * Readiness is the registry's, and the registry sits above this module (its loaders reach panes that
 * import it), so the app hands the shipped list over at start instead of this module importing it.
 */
let shipped: readonly DashboardTemplate[] | null = null;

export function provideSystemTemplates(templates: readonly DashboardTemplate[]): void {
  shipped = templates;
}

function systemTemplates(): readonly DashboardTemplate[] {
  if (!shipped) throw new Error('System templates were not provided: the app provides them from the pane registry at start');
  return shipped;
}

export type { DashboardTemplate };

export const templateById = (id: string): DashboardTemplate | undefined => systemTemplates().find((t) => t.id === id);
export const templatesOf = (area: DashboardArea): DashboardTemplate[] => systemTemplates().filter((t) => t.area === area);

/** Widgets of a dashboard follow the dashboard pane's well and period. */
const widgetTab = (pane: string) => {
  const config: TabConfig = { pane, params: {}, well: 'follow', period: 'follow' };
  return { type: 'tab' as const, component: 'widget', name: paneDecl(pane)?.title ?? pane, config };
};

export function templateModel(t: DashboardTemplate): IJsonModel {
  const layout: IJsonRowNode = {
    type: 'row',
    children: t.rows.map((row) => ({
      type: 'row' as const,
      weight: 100,
      children: row.map((w) => ({ type: 'tabset' as const, weight: 100, children: [widgetTab(w)] })),
    })),
  };
  return { global: { rootOrientationVertical: true }, borders: [], layout };
}

/** A user dashboard's widget added to the last row (a new tile at the bottom right). */
export function addWidgetTab(json: IJsonModel, pane: string): IJsonModel {
  // A JSON copy: the model may come through a valtio proxy, which structuredClone refuses.
  const copy = JSON.parse(JSON.stringify(json)) as IJsonModel;
  const rows = copy.layout.children ?? [];
  const last = rows[rows.length - 1] as IJsonRowNode | undefined;
  const tabset = { type: 'tabset' as const, weight: 100, children: [widgetTab(pane)] };
  if (last && last.type === 'row') (last.children ??= []).push(tabset);
  else (copy.layout.children ??= []).push(tabset);
  return copy;
}

export { dashboardAreaOfPane };
