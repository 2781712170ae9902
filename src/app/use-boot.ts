/**
 * Once there is a token: load the profile, then the app state (selection, workspace) it is allowed
 * to see. The app state is read once per token, whichever way the profile arrived: on a reload here,
 * or from the sign-in form (which loads the profile itself).
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { loadAppState } from '../features/app-state/persist-app-state';
import { loadUser } from '../features/auth/load-user';
import { appState } from '../state/app-state';
import { session } from '../state/session';

let appStateReadFor: string | null = null;

export function useBoot(): void {
  const { token, userStatus } = useSnapshot(session);
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
