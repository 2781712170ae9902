/**
 * The views of routes with a `{view}` parameter, declared once: the route declarations offer them
 * to the palette's quick-pick (`choices`), the panes show them as their tabs, and
 * tests/manifest/route-choices.test.ts keeps the statistics panes' views the same list.
 */
import { SETTINGS_TABS } from '../domain/admin/system-settings-tabs';
import type { RouteChoice } from './route-types';

const views = <const T extends readonly RouteChoice[]>(list: T) => list;

/** Admin › System Settings' tabs ({tab?}), declared beside the settings they group. */
export const SYSTEM_SETTINGS_VIEWS = views(SETTINGS_TABS);

export const ANTI_COLLISION_VIEWS = views([
  { value: 'summary', label: 'Summary' },
  { value: 'per_well', label: 'Per well' },
  { value: 'lookahead', label: 'Lookahead' },
  { value: 'risk', label: 'Risk' },
]);

export const PLAN_VS_ACTUAL_VIEWS = views([
  { value: 'overview', label: 'Overview' },
  { value: 'plan', label: 'Plan view' },
  { value: 'section', label: 'Section' },
  { value: '3d', label: '3D' },
  { value: 'table', label: 'Deviation table' },
]);

export const CONNECTION_VIEWS = views([
  { value: 'statistics', label: 'Statistics' },
  { value: 'weight_to_weight', label: 'Weight to weight' },
  { value: 'distribution', label: 'Distribution' },
  { value: 'rop_and_time', label: 'ROP and time' },
]);

export const TRIPPING_VIEWS = views([
  { value: 'speed', label: 'Speed per trip' },
  { value: 'connections', label: 'Trip connections' },
  { value: 'statistics', label: 'Statistics' },
]);

export const ACTIVITY_VIEWS = views([
  { value: 'by_day', label: 'By day' },
  { value: 'total', label: 'Total' },
  { value: 'statistics', label: 'Statistics' },
]);

export const DAILY_COST_VIEWS = views([
  { value: 'table', label: 'Daily costs' },
  { value: 'breakdown', label: 'Breakdown' },
  { value: 'cost_vs_depth', label: 'Cost vs depth' },
  { value: 'afe', label: 'AFE curve' },
]);

/** The production stage's Daily Costs (lease operating expense and the decline). */
export const PRODUCTION_COST_VIEWS = views([
  { value: 'table', label: 'Daily LOE' },
  { value: 'breakdown', label: 'Breakdown' },
  { value: 'decline', label: 'Decline and EUR' },
]);

/** Completions daily costs: no depth or AFE curve (a frac is billed per stage), the stages priced instead. */
export const COMPLETION_COST_VIEWS = views([
  { value: 'table', label: 'Daily costs' },
  { value: 'breakdown', label: 'Breakdown' },
  { value: 'by_stage', label: 'By stage' },
]);

export const MUD_VIEWS = views([
  { value: 'reports', label: 'Mud reports' },
  { value: 'program', label: 'Mud program' },
  { value: 'products', label: 'Mud products' },
]);

/** Admin › Integration: what the integration pane shows. */
export const INTEGRATION_VIEWS = views([
  { value: 'overview', label: 'Overview' },
  { value: 'mapping', label: 'Mapping' },
  { value: 'sessions', label: 'Sessions' },
]);

/** The value of a view list, as a type: `ViewOf<typeof PLAN_VS_ACTUAL_VIEWS>`. */
export type ViewOf<T extends readonly RouteChoice[]> = T[number]['value'];

/** A label by value, for tab lists. */
export const viewLabels = <T extends readonly RouteChoice[]>(list: T) => Object.fromEntries(list.map((c) => [c.value, c.label])) as Record<ViewOf<T>, string>;

/** Drilling › Navigation: where the numbers are taken from ({view}) and which table is shown ({table}). */
export const NAVIGATION_VIEWS = views([
  { value: 'bit', label: 'At the bit' },
  { value: 'survey', label: 'At the last survey' },
]);

export const NAVIGATION_TABLES = views([
  { value: 'plan_ahead', label: 'Plan ahead' },
  { value: 'stations', label: 'Surveys to plan' },
]);
