/**
 * Once there is a token: load the profile, then the app state (selection, workspace) it is allowed
 * to see. The app state is read once per token, whichever way the profile arrived: on a reload here,
 * or from the sign-in form (which loads the profile itself).
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { saveAppStateOnUnload } from '../api/app-state';
import { flushAppStateOnHide, loadAppState } from '../features/app-state/persist-app-state';
import { loadUser } from '../features/auth/load-user';
import { appState } from '../state/app-state';
import { session } from '../state/session';

let appStateReadFor: string | null = null;

export function useBoot(): void {
  const { token, userStatus } = useSnapshot(session);
  useEffect(() => {
    // A reload or a closed tab inside the save's debounce window sends what is pending at once.
    const flush = () => flushAppStateOnHide(saveAppStateOnUnload);
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
  useEffect(() => {
    if (token && userStatus === 'idle') void loadUser();
    if (token && userStatus === 'success' && appStateReadFor !== token) {
      appStateReadFor = token;
      // Another user signed in on this page: what was read belonged to the one before.
      appState.loaded = false;
      void loadAppState();
    }
  }, [token, userStatus]);
}
