/**
 * Dashboards: which one a dashboards pane shows, copying a template (or a dashboard) to customise
 * it, renaming, deleting, and saving a user dashboard's layout. User dashboards live in the
 * workspace document, so they persist and migrate with it.
 */
import type { IJsonModel } from 'flexlayout-react';
import type { DashboardArea, UserDashboard } from '../../state/workspace-doc';
import { workspace } from '../../state/workspace';
import { addWidgetTab, templateById, templateModel, templatesOf, type DashboardTemplate } from './dashboard-templates';
import { currentDoc, updateDoc } from './workspace-model';

/** The `dashboard` param of a dashboards pane: a template id or a user dashboard id. */
export const DASHBOARD_PARAM = 'dashboard';

export type ShownDashboard =
  { kind: 'template'; template: DashboardTemplate; model: IJsonModel } | { kind: 'user'; dashboard: UserDashboard; model: IJsonModel };

/** What a dashboards pane of this area shows for its param: the named one, else the area's first template. */
export function resolveDashboard(area: DashboardArea, id: string | undefined, dashboards: readonly UserDashboard[] = workspace.dashboards): ShownDashboard {
  const user = id ? dashboards.find((d) => d.id === id) : undefined;
  if (user) return { kind: 'user', dashboard: user, model: user.model };
  const t = (id ? templateById(id) : undefined) ?? templatesOf(area)[0];
  return { kind: 'template', template: t, model: templateModel(t) };
}

/** Copy a template or a dashboard; the copy is editable. Returns the new dashboard's id. */
export function copyDashboard(shown: ShownDashboard, name?: string): string {
  const base = shown.kind === 'template' ? shown.template.name : shown.dashboard.name;
  const area = shown.kind === 'template' ? shown.template.area : shown.dashboard.area;
  const taken = new Set(currentDoc().dashboards.map((d) => d.name));
  let copyName = name?.trim() || `${base} (copy)`;
  for (let n = 2; taken.has(copyName); n++) copyName = `${base} (copy ${n})`;
  const id = `dash-${Math.random().toString(36).slice(2, 10)}`;
  const copiedFrom = shown.kind === 'template' ? shown.template.id : shown.dashboard.id;
  const copy: UserDashboard = { id, name: copyName, area, model: JSON.parse(JSON.stringify(shown.model)) as IJsonModel, copiedFrom };
  updateDoc((d) => ({ ...d, dashboards: [...d.dashboards, copy] }));
  return id;
}

export function saveDashboardModel(id: string, model: IJsonModel): void {
  updateDoc((d) => ({ ...d, dashboards: d.dashboards.map((x) => (x.id === id ? { ...x, model } : x)) }));
}

export function addWidgetToDashboard(id: string, pane: string): void {
  updateDoc((d) => ({ ...d, dashboards: d.dashboards.map((x) => (x.id === id ? { ...x, model: addWidgetTab(x.model, pane) } : x)) }));
}

export function renameDashboard(id: string, name: string): string | null {
  const clean = name.trim();
  if (!clean) return 'Required field';
  updateDoc((d) => ({ ...d, dashboards: d.dashboards.map((x) => (x.id === id ? { ...x, name: clean } : x)) }));
  return null;
}

export function deleteDashboard(id: string): void {
  updateDoc((d) => ({ ...d, dashboards: d.dashboards.filter((x) => x.id !== id) }));
}
