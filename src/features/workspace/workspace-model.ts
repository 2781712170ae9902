/**
 * The one flexlayout Model of the workspace and the persisted document around it. Every change,
 * whether a verb, a mouse drag or a tab click, passes through the model's change listener, which
 * re-derives the `workspace` store and persists: to local storage at once, to the server's app
 * state debounced (300 ms, spec 9) once the server's copy has been read and the newer one kept.
 */
import {
  Actions,
  Model,
  type Action,
  type IGlobalAttributes,
  type IJsonModel,
  type IJsonTabNode,
  type IJsonRowNode,
  type IJsonTabSetNode,
} from 'flexlayout-react';
import { saveAppStateSoon } from '../app-state/persist-app-state';
import { paneDecl } from '../../panes/pane-declarations';
import { local } from '../../state/storage';
import { workspace } from '../../state/workspace';
import { emptyModel, migrateWorkspaceDoc } from '../../state/workspace-migrations';
import { CURRENT_WORKSPACE_VERSION, MAIN_LAYOUT_ID, MAIN_LAYOUT_NAME, WORKSPACE_KEY, type TabConfig, type WorkspaceDoc } from '../../state/workspace-doc';
import { tileRects } from './geometry';

/**
 * Attributes every workspace model gets, whatever was stored: titles come from the pane (no
 * renaming), pop-out is ours (a real window with the pane's URL), tiles are deleted when emptied.
 */
export const WORKSPACE_GLOBALS: IGlobalAttributes = {
  tabEnableRename: false,
  tabEnablePopout: false,
  tabEnableFloat: false,
  tabEnableClose: true,
  tabSetEnableMaximize: true,
  tabSetEnableDeleteWhenEmpty: true,
  tabSetEnableTabGroups: false,
  tabSetMinWidth: 160,
  tabSetMinHeight: 90,
  tabEnableRenderOnDemand: true,
};

/** Local storage is per browser, not per user: a shared wall-display PC must not mix layouts. */
export const localKeyOf = (userId: string): string => `${WORKSPACE_KEY}.${userId}`;

let model: Model = withGlobals(emptyModel());
let doc: WorkspaceDoc = freshDoc();
let userId: string | null = null;
/** The server's copy has been compared with ours; from now on ours is written to it. */
let reconciled = false;
/**
 * When this browser's copy was saved, as found at load. The server's copy is compared with this,
 * not with changes made since: opening the page's URL in a fresh browser changes the workspace at
 * once, and must not make that browser's near-empty workspace "newer" than the user's real one.
 */
let localSavedAt = 0;
/** Persistence off: tests and benches that drive the model without a signed-in user. */
let persistEnabled = true;

export function freshDoc(model: IJsonModel = emptyModel()): WorkspaceDoc {
  return {
    version: CURRENT_WORKSPACE_VERSION,
    savedAt: 0,
    active: MAIN_LAYOUT_ID,
    layouts: [{ id: MAIN_LAYOUT_ID, name: MAIN_LAYOUT_NAME, model }],
    dashboards: [],
    linkCursors: true,
  };
}

function withGlobals(json: IJsonModel): Model {
  const m = Model.fromJson({ ...json, global: { ...json.global, ...WORKSPACE_GLOBALS }, borders: [], subLayouts: {} });
  m.addChangeListener({ onAfterAction: onModelChange });
  return m;
}

export const currentModel = (): Model => model;
export const currentDoc = (): WorkspaceDoc => doc;

/** Run one flexlayout action on the workspace model. */
export function act(action: Action): void {
  model.doAction(action);
}

function onModelChange(): void {
  derive();
  persist();
}

/** The JSON of a new tab holding a pane instance. */
export function tabJson(config: TabConfig): IJsonTabNode {
  return { type: 'tab', component: 'pane', name: paneDecl(config.pane)?.title ?? config.pane, config: { ...config } };
}

/** Re-derive the store from the model. Cheap: a dozen tiles at most in practice. */
export function derive(): void {
  const json = model.toJson();
  const tabs: Record<string, TabConfig> = {};
  const visible: Record<string, boolean> = {};
  const maximised = model.getMaximizedTabset()?.getId() ?? null;
  const tileNumbers: Record<string, number> = {};
  tileRects(json).forEach((t, i) => (tileNumbers[t.id] = i + 1));

  let firstWithTab: { tabset: string; tab: string } | null = null;
  visitTabsets(json.layout, (ts) => {
    const children = (ts.children ?? []) as IJsonTabNode[];
    const selected = children.length ? Math.min(Math.max(ts.selected ?? 0, 0), children.length - 1) : -1;
    children.forEach((t, i) => {
      if (!t.id) return;
      tabs[t.id] = t.config as TabConfig;
      visible[t.id] = i === selected && (maximised === null || maximised === ts.id);
    });
    if (selected >= 0 && !firstWithTab) firstWithTab = { tabset: ts.id!, tab: children[selected].id! };
  });

  const active = model.getActiveTabset();
  const activeTab = active?.getSelectedNode();
  const focus = active && activeTab ? { tabset: active.getId(), tab: activeTab.getId() } : (firstWithTab as { tabset: string; tab: string } | null);

  workspace.tabs = tabs;
  workspace.visible = visible;
  workspace.tileNumbers = tileNumbers;
  workspace.maximisedTabsetId = maximised;
  workspace.focusedTabsetId = focus?.tabset ?? active?.getId() ?? null;
  workspace.focusedTabId = focus?.tab ?? null;
  workspace.revision += 1;
}

export function visitTabsets(row: IJsonRowNode, fn: (ts: IJsonTabSetNode) => void): void {
  for (const c of row.children ?? []) {
    if (c.type === 'row') visitTabsets(c as IJsonRowNode, fn);
    else if (c.type === 'tabset') fn(c as IJsonTabSetNode);
  }
}

function publishDocMeta(): void {
  workspace.activeLayoutId = doc.active;
  workspace.layouts = doc.layouts.map((l) => ({ id: l.id, name: l.name }));
  workspace.dashboards = doc.dashboards.map((d) => ({ ...d }));
  workspace.linkCursors = doc.linkCursors;
}

/** Store the model into the document and write it out. */
function persist(): void {
  const json = model.toJson();
  doc = {
    ...doc,
    savedAt: Date.now(),
    layouts: doc.layouts.map((l) => (l.id === doc.active ? { ...l, model: json } : l)),
  };
  writeOut();
}

function writeOut(): void {
  if (!persistEnabled || !userId) return;
  local.set(localKeyOf(userId), doc);
  if (reconciled) saveAppStateSoon({ [WORKSPACE_KEY]: doc });
}

/** Change the document (layouts, dashboards, options) and persist it. */
export function updateDoc(change: (d: WorkspaceDoc) => WorkspaceDoc): void {
  doc = { ...change(doc), savedAt: Date.now() };
  publishDocMeta();
  writeOut();
}

/** Put a document on screen: its active layout becomes the model. */
export function loadDoc(next: WorkspaceDoc): void {
  const active = next.layouts.find((l) => l.id === next.active) ?? next.layouts[0];
  doc = { ...next, active: active.id };
  model = withGlobals(active.model);
  publishDocMeta();
  derive();
  workspace.modelEpoch += 1;
}

let switchedAtEpoch = -1;

/** Replace the model on screen with another layout's (switching layouts), keeping the document. */
export function swapModel(json: IJsonModel): void {
  model = withGlobals(json);
  derive();
  workspace.modelEpoch += 1;
  switchedAtEpoch = workspace.modelEpoch;
}

/**
 * Whether the model on screen came from a layout switch (not from a URL or the server): the URL then
 * follows the layout, never the other way (the old URL's pane must not be opened into it).
 */
export const modelIsASwitchedLayout = (): boolean => switchedAtEpoch === workspace.modelEpoch;

/**
 * The workspace of a signed-in user, from this browser's copy (the server's is compared once the
 * app state arrives). Returns false when it was already loaded for this user.
 */
export function initWorkspace(forUserId: string): boolean {
  if (userId === forUserId) return false;
  userId = forUserId;
  reconciled = false;
  persistEnabled = true;
  const stored = migrateWorkspaceDoc(local.get<unknown>(localKeyOf(forUserId), null)) ?? freshDoc();
  localSavedAt = stored.savedAt;
  loadDoc(stored);
  return true;
}

/**
 * Once per page: the server's copy against ours. The newer one wins (another device may have
 * changed the layout since this browser last saw it). Returns true when the server's was taken.
 */
export function reconcileWithServer(serverRaw: unknown): boolean {
  if (reconciled) return false;
  reconciled = true;
  const server = migrateWorkspaceDoc(serverRaw);
  if (server && server.savedAt > localSavedAt) {
    loadDoc(server);
    if (persistEnabled && userId) local.set(localKeyOf(userId), doc);
    return true;
  }
  if (doc.savedAt > 0) writeOut();
  return false;
}

/** Another browser's newer document, chosen by the user: it goes on screen and into this browser's copy. */
export function adoptServerDoc(next: WorkspaceDoc): void {
  loadDoc(next);
  localSavedAt = next.savedAt;
  if (persistEnabled && userId) local.set(localKeyOf(userId), doc);
}

/** Keep this browser's document over another's: saved again, now the newest. */
export function keepLocalDoc(): void {
  updateDoc((d) => d);
}

/** For tests and benches: a workspace without a user, storage or server. */
export function resetWorkspaceForTest(next: WorkspaceDoc = freshDoc()): void {
  persistEnabled = false;
  userId = null;
  reconciled = false;
  localSavedAt = next.savedAt;
  loadDoc(next);
}

/** The attribute changes a flexlayout action makes to one tab's config. */
export function setTabConfig(tabId: string, config: TabConfig): void {
  act(Actions.updateNodeAttributes(tabId, { config: { ...config }, name: paneDecl(config.pane)?.title ?? config.pane }));
}
