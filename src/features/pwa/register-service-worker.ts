/**
 * The offline-capable background worker (spec 1). When a new version is found the user is told,
 * in the spec's words, that the page will reload; stored params are cleared and the new version
 * takes over. Worker failures are logged, never shown (spec 8).
 */
import { registerSW } from 'virtual:pwa-register';
import { notify } from '../../state/notifications';
import { clearStoredParams } from '../../state/stored-params';

export const UPDATE_NOTICE = 'New updates are available. We will quickly reload your page, so you can start using the latest version.';
/** Long enough to read the notice. */
const RELOAD_AFTER_MS = 3000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      notify('info', UPDATE_NOTICE, { timeoutMs: null });
      setTimeout(() => {
        clearStoredParams();
        // Activates the waiting worker and reloads the page once it controls it.
        void updateSW(true);
      }, RELOAD_AFTER_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
}
