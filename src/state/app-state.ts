/**
 * The user's app state as stored on the server (/backstore2/app_state): the selection keys of
 * data-widgets-calls 3.10 (wellId, lastRoute, currentStageMode, …) plus free keys other features
 * add (the workspace layout will live here). Merged, never replaced, so features do not clobber
 * each other's keys.
 */
import { proxy } from 'valtio';
import { APP_STATE_CACHE_KEY } from './stored-params';
import { local } from './storage';

export interface SelectionAppState {
  wellId?: string | null;
  lastRoute?: string;
  currentStageMode?: string;
  selectedProjectId?: string | null;
  selectedProjectReportId?: string | null;
  lastMultiWellPath?: string | null;
}

export type AppStateConfig = SelectionAppState & Record<string, unknown>;

export const appState = proxy({
  /** The server's copy has been read this page load. */
  loaded: false,
  config: local.get<AppStateConfig>(APP_STATE_CACHE_KEY, {}),
});

export function replaceAppState(config: AppStateConfig | null): void {
  appState.config = { ...(config ?? {}) };
  appState.loaded = true;
  local.set(APP_STATE_CACHE_KEY, appState.config);
}

export function mergeAppState(patch: Partial<AppStateConfig>): void {
  Object.assign(appState.config, patch);
  local.set(APP_STATE_CACHE_KEY, appState.config);
}
