/**
 * The persisted workspace: what local storage ('workspace') and the server's app state (key
 * 'workspace') hold. Versioned like Grafana's dashboard JSON: every shape that ever reached a user
 * has a version number, and `workspace-migrations.ts` lifts any of them to the current one step by
 * step. Change the shape = bump CURRENT_WORKSPACE_VERSION, add the new interface here and one
 * migration step there, and add an old document to the migration test.
 */
import type { IJsonModel } from 'flexlayout-react';
import type { PaneInstance } from '../panes/pane-types';

/** The key under which the document sits in local storage and in the app state. */
export const WORKSPACE_KEY = 'workspace';

/**
 * What a tab carries in flexlayout's `config`: the pane instance (ARCHITECTURE "The workspace"),
 * plus the pinned well's name so a tab title can say which well it shows without a request.
 */
export interface TabConfig extends PaneInstance {
  wellName?: string;
}

/**
 * v0: the app shell before the workspace. The app state held only the selection keys, and
 * `lastRoute` was the one page the user had open. (No `workspace` key at all.)
 */
export interface WorkspaceDocV0 {
  version?: undefined;
  lastRoute?: string;
}

/** v1: the first workspace: one flexlayout model, tabs holding a TabConfig. */
export interface WorkspaceDocV1 {
  version: 1;
  /** ms since epoch; the newer of the local and the server copy wins at load. */
  savedAt: number;
  model: IJsonModel;
}

/** A named layout of panes ("Two wells", "Morning report"). */
export interface NamedLayout {
  id: string;
  name: string;
  model: IJsonModel;
}

/**
 * A dashboard: a layout of widget panes shown inside a dashboards route pane. User dashboards are
 * copies of system templates (which live in code, read-only) or of other user dashboards.
 */
export interface UserDashboard {
  id: string;
  name: string;
  /** The stage area whose dashboards route lists it: 'drilling' | 'completions' | 'production'. */
  area: DashboardArea;
  model: IJsonModel;
  /** The template or dashboard it was copied from. */
  copiedFrom?: string;
}

export type DashboardArea = 'drilling' | 'completions' | 'production';

/**
 * v2: named layouts (switch between them, each remembers its own arrangement), user dashboards,
 * and the linked-cursor option.
 */
export interface WorkspaceDocV2 {
  version: 2;
  savedAt: number;
  /** Id of the layout on screen; always one of `layouts`. */
  active: string;
  layouts: NamedLayout[];
  dashboards: UserDashboard[];
  /** Panes of the same well share their MD and time cursor (src/state/linked-cursor.ts). */
  linkCursors: boolean;
}

export type WorkspaceDoc = WorkspaceDocV2;
export const CURRENT_WORKSPACE_VERSION = 2;

/** Any document a user may still have stored. */
export type AnyWorkspaceDoc = WorkspaceDocV0 | WorkspaceDocV1 | WorkspaceDocV2;

export const MAIN_LAYOUT_ID = 'main';
export const MAIN_LAYOUT_NAME = 'Main';
