/**
 * System dashboard templates (read-only; data-widgets-calls 2.4: "Default system template …").
 * A template is held as rows of widget ids (2.4: "Widget layouts are held as lists of widget
 * ids"), turned into a layout when shown. Chosen for what each stage's engineer watches first.
 */
import type { IJsonModel, IJsonRowNode } from 'flexlayout-react';
import type { DashboardArea, TabConfig } from '../../state/workspace-doc';
import { paneDecl } from '../../panes/pane-declarations';

export const SYSTEM_TEMPLATE_MESSAGE = 'This is a default system template, please make a copy if you want to customize it.';

export interface DashboardTemplate {
  id: string;
  name: string;
  area: DashboardArea;
  description: string;
  /** Top to bottom; each row left to right. */
  rows: readonly (readonly string[])[];
}

export const SYSTEM_TEMPLATES: readonly DashboardTemplate[] = [
  {
    id: 'system.drilling.overview',
    name: 'Drilling overview',
    area: 'drilling',
    description: 'Rig state and progress at a glance: what the rig is doing, depth against plan, the live log and where the bit is.',
    rows: [
      ['widget.rig-status', 'widget.solid-gauge', 'widget.days-vs-depth'],
      ['widget.drilling-control-log', 'widget.2d-vertical-section', 'widget.2d-plan-view'],
    ],
  },
  {
    id: 'system.drilling.directional',
    name: 'Directional',
    area: 'drilling',
    description: 'Trajectory against plan and the anti-collision picture.',
    rows: [
      ['widget.surveyed-trajectory', 'widget.2d-vertical-section', 'widget.2d-plan-view'],
      ['widget.ac-summary', 'widget.ladder-plot', 'widget.travelling-cylinder'],
    ],
  },
  {
    id: 'system.drilling.performance',
    name: 'Drilling performance',
    area: 'drilling',
    description: 'Where the time goes: ROP, activities, connections, trips and NPT.',
    rows: [
      ['widget.rop-and-time', 'widget.drilling-activities-by-day'],
      ['widget.connection-statistics', 'widget.tripping-statistics', 'widget.troubles-npt'],
    ],
  },
  {
    id: 'system.completions.frac',
    name: 'Frac stages',
    area: 'completions',
    description: 'The stage being pumped, its treatment plot, and how it compares with the last ones.',
    rows: [
      ['widget.stage-timeline'],
      ['widget.treatment-time-log', 'widget.stage-comparison-log'],
      ['widget.stage-summary', 'widget.pumping-summary'],
    ],
  },
  {
    id: 'system.completions.wireline',
    name: 'Wireline and costs',
    area: 'completions',
    description: 'Wireline runs with the wellbore, and the spend so far.',
    rows: [
      ['widget.wireline-time-log', 'widget.wellbore-schematic'],
      ['widget.daily-costs', 'widget.cost-breakdown', 'widget.troubles-npt'],
    ],
  },
  {
    id: 'system.production.overview',
    name: 'Production overview',
    area: 'production',
    description: 'The well on the map, its journal, costs and notes.',
    rows: [
      ['widget.map-widget', 'widget.well-notes'],
      ['widget.time-journal', 'widget.daily-costs', 'widget.cost-breakdown'],
    ],
  },
];

export const templateById = (id: string): DashboardTemplate | undefined => SYSTEM_TEMPLATES.find((t) => t.id === id);
export const templatesOf = (area: DashboardArea): DashboardTemplate[] => SYSTEM_TEMPLATES.filter((t) => t.area === area);

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
  const copy = structuredClone(json);
  const rows = copy.layout.children ?? [];
  const last = rows[rows.length - 1] as IJsonRowNode | undefined;
  const tabset = { type: 'tabset' as const, weight: 100, children: [widgetTab(pane)] };
  if (last && last.type === 'row') (last.children ??= []).push(tabset);
  else (copy.layout.children ??= []).push(tabset);
  return copy;
}

export const dashboardAreaOfPane = (paneId: string): DashboardArea | null => {
  const m = /^(drilling|completions|production)\.dashboards$/.exec(paneId);
  return m ? (m[1] as DashboardArea) : null;
};
