/**
 * Stepwise migrations of the stored workspace (Grafana DashboardMigrator style): each step lifts a
 * document exactly one version, and `migrateWorkspaceDoc` runs the steps from whatever version it
 * finds to the current one. Steps are pure and never throw on odd input: a document that cannot be
 * understood yields null and the caller starts from an empty workspace (the user loses a layout,
 * never the app).
 */
import type { IJsonModel, IJsonRowNode } from 'flexlayout-react';
import { resolvePath } from '../commands/resolve-url';
import {
  CURRENT_WORKSPACE_VERSION,
  MAIN_LAYOUT_ID,
  MAIN_LAYOUT_NAME,
  type AnyWorkspaceDoc,
  type TabConfig,
  type WorkspaceDoc,
  type WorkspaceDocV0,
  type WorkspaceDocV1,
  type WorkspaceDocV2,
} from './workspace-doc';

type Step = (doc: Record<string, unknown>) => Record<string, unknown> | null;

/** An empty row: the workspace shows its placeholder until something is opened. */
export function emptyModel(): IJsonModel {
  return { global: {}, borders: [], layout: { type: 'row', children: [{ type: 'tabset', children: [] }] } };
}

/** A model with one tab. */
export function singleTabModel(config: TabConfig): IJsonModel {
  const layout: IJsonRowNode = {
    type: 'row',
    children: [{ type: 'tabset', active: true, children: [{ type: 'tab', component: 'pane', name: config.pane, config }] }],
  };
  return { global: {}, borders: [], layout };
}

/**
 * 0 → 1: the shell kept one page, `lastRoute`. It becomes the one tab of the first workspace,
 * following the selected well (the shell had no pinned panes).
 */
const v0to1: Step = (doc) => {
  const old = doc as WorkspaceDocV0;
  const href = typeof old.lastRoute === 'string' ? old.lastRoute : null;
  const url = href ? new URL(href, 'http://x') : null;
  const match = url ? resolvePath(url.pathname) : null;
  let model = emptyModel();
  if (match?.route.pane && match.route.chrome === 'shell') {
    const params: Record<string, string> = { ...Object.fromEntries(url!.searchParams), ...match.params };
    delete params.well_uid;
    model = singleTabModel({ pane: match.route.pane, params, well: 'follow', period: 'follow' });
  }
  const next: WorkspaceDocV1 = { version: 1, savedAt: 0, model };
  return next as unknown as Record<string, unknown>;
};

/**
 * 1 → 2: the one model becomes the layout named "Main" among named layouts; user dashboards start
 * empty; panes of a well link their cursors by default (they did not have cursors before).
 */
const v1to2: Step = (doc) => {
  const old = doc as unknown as WorkspaceDocV1;
  if (!old.model || typeof old.model !== 'object' || !old.model.layout) return null;
  const next: WorkspaceDocV2 = {
    version: 2,
    savedAt: typeof old.savedAt === 'number' ? old.savedAt : 0,
    active: MAIN_LAYOUT_ID,
    layouts: [{ id: MAIN_LAYOUT_ID, name: MAIN_LAYOUT_NAME, model: old.model }],
    dashboards: [],
    linkCursors: true,
  };
  return next as unknown as Record<string, unknown>;
};

/** steps[n] lifts version n to n + 1. */
export const workspaceMigrations: readonly Step[] = [v0to1, v1to2];

export function migrateWorkspaceDoc(raw: unknown): WorkspaceDoc | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  let doc = raw as Record<string, unknown>;
  let version = typeof doc.version === 'number' ? doc.version : 0;
  // A document from a newer app (another tab already updated): do not guess at its meaning.
  if (version > CURRENT_WORKSPACE_VERSION || !Number.isInteger(version) || version < 0) return null;
  while (version < CURRENT_WORKSPACE_VERSION) {
    const next = workspaceMigrations[version](doc);
    if (!next) return null;
    doc = next;
    version = doc.version as number;
  }
  return isCurrent(doc) ? (doc as unknown as WorkspaceDoc) : null;
}

function isCurrent(doc: Record<string, unknown>): boolean {
  const d = doc as Partial<WorkspaceDocV2>;
  return (
    d.version === CURRENT_WORKSPACE_VERSION &&
    Array.isArray(d.layouts) &&
    d.layouts.length > 0 &&
    d.layouts.every((l) => l && typeof l.id === 'string' && l.model && typeof l.model === 'object' && !!l.model.layout) &&
    typeof d.active === 'string' &&
    Array.isArray(d.dashboards)
  );
}

export type { AnyWorkspaceDoc };
