/**
 * "Saved params" that the spec clears before a forced reload (406, 409, a new app version): the
 * per-well period history and the cached selection. The session itself is kept.
 */
import { STORAGE_KEYS } from '../domain/constants/session';
import { local, sessionStore } from './storage';

/** Local copy of the app state (selection) so a reload restores it before the server answers. */
export const APP_STATE_CACHE_KEY = 'app_state';

export function clearStoredParams(): void {
  for (const store of [local, sessionStore]) {
    store.remove(STORAGE_KEYS.history);
    store.remove(APP_STATE_CACHE_KEY);
  }
}
