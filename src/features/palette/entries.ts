/**
 * What each palette page lists, as plain data: label, context, group, the <kbd> label of the
 * command's binding (from the one keymap), and why it is unavailable. The palette renders these;
 * tests read them without a browser.
 */
import { kbdLabel, type Binding } from '../../commands/keymap';
import { routeCommands } from '../../commands/route-commands';
import { routeById } from '../../commands/routes';
import type { Stage } from '../../commands/route-types';
import type { Verb } from '../../commands/verb-types';
import { verbs } from '../../commands/verbs';
import { WELL_STATUSES } from '../../domain/constants/users-and-wells';
import { paneType, widgetPaneTypes } from '../../panes/registry';
import type { RouteChoice } from '../../commands/route-types';
import type { Well } from '../../api/types';
import type { LayoutMeta } from '../../state/workspace';
import type { DashboardArea, UserDashboard } from '../../state/workspace-doc';
import { templatesOf } from '../workspace/dashboard-templates';
import { PERIOD_PRESETS } from '../workspace/period-presets';
import type { Filterable } from './filter';

export type EntryAction =
  | { kind: 'verb'; verbId: string }
  | { kind: 'route'; routeId: string }
  | { kind: 'well'; well: Pick<Well, 'id' | 'name'> }
  | { kind: 'layout'; layoutId: string }
  | { kind: 'period'; presetId: string }
  | { kind: 'dashboard'; dashboardId: string }
  | { kind: 'widget'; paneId: string }
  /** A value for the route parameter the current page asks for. */
  | { kind: 'choice'; value: string };

export interface PaletteEntry extends Filterable {
  /** Unique on its page (cmdk's item value). */
  id: string;
  group: string;
  /** The binding's label when the command has one. */
  kbd?: string;
  /** Why it cannot run now; shown beside it, and Enter does nothing. */
  disabledReason: string | null;
  action: EntryAction;
  /** Route entries: Enter asks for a well first (none selected and the route needs one). */
  hint?: string;
  /** Route entries whose screen is not built yet: listed last, and not offered before anything is typed. */
  notBuilt?: boolean;
}

export interface EntryContext {
  bindings: readonly Binding[];
  whyNotRoute: (routeId: string) => string | null;
  wells: readonly Well[];
  layouts: readonly LayoutMeta[];
  activeLayoutId: string;
  /** The selection's stage: its routes come first among equals (two "Survey"s: the stage's first). */
  stage?: Stage;
  /** Entry id → frecency (recent.ts): used entries rank higher. */
  frecency?: ReadonlyMap<string, number>;
}

/** Ranking boost of a frecency: a few points, never enough to beat a better text match. */
export const frecencyBoost = (f: number | undefined): number => (f ? Math.min(30, 10 * Math.log2(1 + f)) : 0);
/** Screens not built yet sink below every built one that matches. */
export const NOT_BUILT_BOOST = -150;
export const NOT_BUILT = 'Not built yet';
/** A widget opened as a tile ranks just below a screen of the same name (routes first on a tie). */
export const WIDGET_TILE_BOOST = -5;

/** Whether a route's pane is built (a route without a pane, a redirect, counts as built). */
export function routeBuilt(routeId: string): boolean {
  const pane = routeById(routeId).pane;
  return !pane || (paneType(pane)?.ready ?? false);
}

/** Group order when nothing is typed: what a keyboard user reaches for first. */
export const GROUP_ORDER = [
  'Recent',
  'Well and period',
  'Tiles',
  'Layouts and dashboards',
  'Edit mode',
  'Open',
  'Wells',
  'Layouts',
  'Display',
  'Wall',
  'Account',
  'General',
];

const kbdOf = (bindings: readonly Binding[], id: string): string | undefined => {
  const b = bindings.find((x) => x.commandId === id);
  return b ? kbdLabel(b.keys) : undefined;
};

export function verbEntry(v: Verb, bindings: readonly Binding[]): PaletteEntry {
  return {
    id: v.id,
    label: v.label,
    group: v.group,
    keywords: v.keywords ?? [],
    kbd: kbdOf(bindings, v.id),
    disabledReason: v.when?.() ?? null,
    action: { kind: 'verb', verbId: v.id },
  };
}

export function wellStatusLabel(w: Pick<Well, 'status'>): string {
  return WELL_STATUSES.find((s) => s.id === w.status)?.label ?? '';
}

export function wellEntry(w: Well, group = 'Wells', prefix = 'Well: '): PaletteEntry {
  const extra = [w.second_nav_title !== w.name ? w.second_nav_title : null, wellStatusLabel(w)].filter(Boolean).join(' · ');
  return {
    id: `well:${w.id}`,
    label: `${prefix}${w.name}`,
    context: extra,
    group,
    keywords: [w.main_nav_title ?? '', w.second_nav_title ?? '', ...(w.well_rigs ?? []).map((r) => r.rig_name)].filter(Boolean),
    disabledReason: null,
    action: { kind: 'well', well: { id: w.id, name: w.name } },
  };
}

/** The root page: every route command, verb, widget, well and layout. */
export function rootEntries(ctx: EntryContext): PaletteEntry[] {
  const out: PaletteEntry[] = [];
  for (const v of verbs) if (v.palette !== false) out.push(verbEntry(v, ctx.bindings));
  for (const l of ctx.layouts)
    out.push({
      id: `layout:${l.id}`,
      label: `Layout: ${l.name}`,
      context: l.id === ctx.activeLayoutId ? 'on screen' : undefined,
      group: 'Layouts',
      keywords: ['switch layout', 'workspace'],
      disabledReason: l.id === ctx.activeLayoutId ? 'This layout is on screen' : null,
      action: { kind: 'layout', layoutId: l.id },
    });
  const stageFirst = ctx.stage
    ? [...routeCommands].sort((a, b) => Number(routeById(b.routeId).stage === ctx.stage) - Number(routeById(a.routeId).stage === ctx.stage))
    : routeCommands;
  for (const c of stageFirst) {
    const route = routeById(c.routeId);
    if (route.chrome === 'none') continue;
    const built = routeBuilt(c.routeId);
    out.push({
      id: c.id,
      label: c.label,
      context: built ? c.context : [c.context, NOT_BUILT].filter(Boolean).join(' · '),
      group: 'Open',
      keywords: [...c.keywords, 'open'],
      kbd: kbdOf(ctx.bindings, c.id),
      disabledReason: ctx.whyNotRoute(c.routeId),
      action: { kind: 'route', routeId: c.routeId },
      boost: built ? frecencyBoost(ctx.frecency?.get(c.id)) : NOT_BUILT_BOOST,
      notBuilt: !built || undefined,
    });
  }
  // Every catalogue widget opens as a tile too (Enter, Ctrl+Enter split, Shift+Enter tab).
  for (const e of widgetEntries()) out.push({ ...e, boost: WIDGET_TILE_BOOST + frecencyBoost(ctx.frecency?.get(e.id)) });
  for (const w of ctx.wells) out.push(wellEntry(w));
  if (ctx.frecency) for (const e of out) if (e.boost === undefined) e.boost = frecencyBoost(ctx.frecency.get(e.id));
  return out;
}

/** A quick-pick of a route parameter's values. */
export function choiceEntries(list: readonly RouteChoice[], group: string): PaletteEntry[] {
  return list.map((c) => ({
    id: `choice:${c.value}`,
    label: c.label,
    context: c.value === c.label ? undefined : c.value,
    group,
    disabledReason: null,
    action: { kind: 'choice', value: c.value },
  }));
}

/** Nothing typed on the root page: the recently used (available) entries first, then the rest. */
export function withRecentFirst(entries: readonly PaletteEntry[], frecency: ReadonlyMap<string, number>, count = 6): PaletteEntry[] {
  const recent = entries
    .filter((e) => !e.disabledReason && (frecency.get(e.id) ?? 0) > 0)
    .sort((a, b) => (frecency.get(b.id) ?? 0) - (frecency.get(a.id) ?? 0))
    .slice(0, count);
  const ids = new Set(recent.map((e) => e.id));
  return [...recent.map((e) => ({ ...e, group: 'Recent' })), ...entries.filter((e) => !ids.has(e.id))];
}

export function periodEntries(target: 'global' | 'focused'): PaletteEntry[] {
  return PERIOD_PRESETS.map((p) => ({
    id: `period:${p.id}`,
    label: p.label,
    group: 'Period',
    keywords: ['period', 'time'],
    disabledReason: target === 'focused' && p.lengthS === null ? "A pane's own period needs fixed bounds: the lifetime follows its well" : null,
    action: { kind: 'period', presetId: p.id },
  }));
}

export function layoutEntries(layouts: readonly LayoutMeta[], activeId: string, action: 'switch' | 'delete'): PaletteEntry[] {
  return layouts.map((l) => ({
    id: `layout:${l.id}`,
    label: l.name,
    context: l.id === activeId ? 'on screen' : undefined,
    group: 'Layouts',
    disabledReason:
      action === 'switch' && l.id === activeId
        ? 'This layout is on screen'
        : action === 'delete' && layouts.length === 1
          ? 'The last layout cannot be deleted'
          : null,
    action: { kind: 'layout', layoutId: l.id },
  }));
}

export function dashboardEntries(area: DashboardArea, user: readonly UserDashboard[], shownId: string | null): PaletteEntry[] {
  const mark = (id: string) => (id === shownId ? 'Shown now' : null);
  return [
    ...templatesOf(area).map((t) => ({
      id: `dash:${t.id}`,
      label: t.name,
      context: 'System template',
      group: 'System templates',
      keywords: [t.description],
      disabledReason: mark(t.id),
      action: { kind: 'dashboard' as const, dashboardId: t.id },
    })),
    ...user
      .filter((d) => d.area === area)
      .map((d) => ({
        id: `dash:${d.id}`,
        label: d.name,
        context: 'Yours',
        group: 'Your dashboards',
        disabledReason: mark(d.id),
        action: { kind: 'dashboard' as const, dashboardId: d.id },
      })),
  ];
}

export function widgetEntries(): PaletteEntry[] {
  return widgetPaneTypes.map((p) => ({
    id: `widget:${p.id}`,
    label: p.title,
    context: `${p.kind} widget${p.ready ? '' : ' · not built yet'}`,
    group: 'Widgets',
    keywords: [p.kind, p.folder],
    disabledReason: null,
    action: { kind: 'widget', paneId: p.id },
  }));
}
