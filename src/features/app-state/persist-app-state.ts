/**
 * Reads the app state once per session and writes it back, debounced, whenever it changes. Changes
 * made before the server's copy has been read (a deep link selects a well at once) are held and
 * laid over it, so an early save never wipes keys this page has not seen yet.
 */
import { snapshot } from 'valtio';
import { fetchAppState, saveAppState } from '../../api/app-state';
import { INPUT_DEBOUNCE_MS } from '../../domain/constants/limits';
import { appState, mergeAppState, replaceAppState, type AppStateConfig } from '../../state/app-state';

let unsaved: Partial<AppStateConfig> = {};
let timer: ReturnType<typeof setTimeout> | null = null;

export async function loadAppState(): Promise<void> {
  try {
    const { data } = await fetchAppState();
    replaceAppState({ ...((data as AppStateConfig | null) ?? {}), ...unsaved });
  } catch {
    // Spec 8: a failed app-state load shows its message (the catalogue did); keep the local copy.
    appState.loaded = true;
  }
  if (Object.keys(unsaved).length > 0) schedule();
}

export function saveAppStateSoon(patch: Partial<AppStateConfig>): void {
  unsaved = { ...unsaved, ...patch };
  mergeAppState(patch);
  if (appState.loaded) schedule();
}

function schedule(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    unsaved = {};
    saveAppState(snapshot(appState).config as Record<string, unknown>).catch(() => {
      // Spec 8: a failed save shows its message (the catalogue did); the next change tries again.
    });
  }, INPUT_DEBOUNCE_MS);
}
