/**
 * Reads the app state once per session and writes it back, debounced, whenever it changes.
 *
 * Nothing the user changed is lost to timing:
 * - changes made before the server's copy has been read (a deep link selects a well at once) are
 *   held and laid over it, so an early save never wipes keys this page has not seen yet;
 * - changes not yet saved are also kept in local storage (per user), so a reload or a closed tab
 *   inside the debounce window lays them over the server's older copy on the next load, and a
 *   page being hidden sends them at once (keepalive);
 * - one save is in flight at a time, so an older snapshot can never land after a newer one.
 */
import { snapshot } from 'valtio';
import { fetchAppState, saveAppState } from '../../api/app-state';
import { INPUT_DEBOUNCE_MS } from '../../domain/constants/limits';
import { appState, mergeAppState, replaceAppState, type AppStateConfig } from '../../state/app-state';
import { session } from '../../state/session';
import { local } from '../../state/storage';

/** Local copy of the changes the server has not confirmed yet: { userId, patch }. */
const UNSAVED_APP_STATE_KEY = 'app_state.unsaved';

let unsaved: Partial<AppStateConfig> = {};
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<unknown> | null = null;

const userId = () => (session.user ? String(session.user.id) : null);

function keepUnsaved(): void {
  if (Object.keys(unsaved).length === 0) local.remove(UNSAVED_APP_STATE_KEY);
  else local.set(UNSAVED_APP_STATE_KEY, { userId: userId(), patch: unsaved });
}

/** What an earlier page of this user changed and the server never confirmed. */
function leftUnsaved(): Partial<AppStateConfig> {
  const kept = local.get<{ userId: string | null; patch: Partial<AppStateConfig> } | null>(UNSAVED_APP_STATE_KEY, null);
  return kept && kept.userId !== null && kept.userId === userId() ? kept.patch : {};
}

export async function loadAppState(): Promise<void> {
  unsaved = { ...leftUnsaved(), ...unsaved };
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
  keepUnsaved();
  if (appState.loaded) schedule();
}

function schedule(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    // One save at a time: a newer snapshot waits for the older one to land.
    if (inFlight) return void inFlight.then(schedule);
    const sending = unsaved;
    unsaved = {};
    inFlight = saveAppState(snapshot(appState).config as Record<string, unknown>)
      .catch(() => {
        // Spec 8: a failed save shows its message (the catalogue did); what it carried waits for the next change.
        unsaved = { ...sending, ...unsaved };
      })
      .finally(() => {
        inFlight = null;
        keepUnsaved();
      });
  }, INPUT_DEBOUNCE_MS);
}

/** The page is going away (reload, closed tab) with a save pending: send it now, surviving the unload. */
export function flushAppStateOnHide(send: (config: Record<string, unknown>) => void): void {
  if (!timer || !appState.loaded) return;
  clearTimeout(timer);
  timer = null;
  send(snapshot(appState).config as Record<string, unknown>);
}
