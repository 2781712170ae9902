/**
 * What a pane is. A pane type is declared once in the registry; a pane *instance* is one tab of the
 * workspace: a pane type with its params, its well binding and its period.
 */
import type { ComponentType } from 'react';
import type { Period } from '../state/period';

/** 'app': a pane beyond the spec's routes and widgets (pane-declarations.ts appPaneDecls). */
export type PaneKind = 'route' | 'table' | 'chart' | 'log/other' | 'app';

/** Which folder of src/panes will hold the pane when it is built. */
export type PaneFolder =
  | 'public'
  | 'dashboards'
  | 'directional'
  | 'logs'
  | 'reports'
  | 'equipment'
  | 'engineering'
  | 'wellinfo'
  | 'completions'
  | 'production'
  | 'multiwell'
  | 'admin'
  | 'filedrive'
  | 'alerts'
  | 'ai'
  | 'workspace';

/** One tab of the workspace (ARCHITECTURE "The workspace"). */
export interface PaneInstance {
  pane: string;
  /** Route params (well_uid, view, assembly_id, …) and query values the pane reads. */
  params: Readonly<Record<string, string>>;
  /** 'follow' shows the globally selected well; an id pins the pane to that well. */
  well: 'follow' | string;
  period: 'follow' | Period;
}

export interface PaneTypeInfo {
  id: string;
  title: string;
  kind: PaneKind;
  folder: PaneFolder;
  ready: boolean;
}

export interface PaneProps {
  paneType: PaneTypeInfo;
  instance: PaneInstance;
  /** The well this instance shows now (pinned, or the selection when following), if any. */
  wellId: string | null;
}

export type PaneModule = { default: ComponentType<PaneProps> };
export type PaneLoader = () => Promise<PaneModule>;

export interface PaneType extends PaneTypeInfo {
  load: PaneLoader;
}
