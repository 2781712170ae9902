/** Sign out: clear the session; single sign-on sessions end at the provider's stored logout url. */
import { navigate } from 'wouter/use-browser-location';
import { logoutOnServer } from '../../api/auth';
import { clearSelection } from '../../state/selection';
import { resetPreferences } from '../../state/preferences';
import { logout } from '../../state/session';

export function signOut(): void {
  void logoutOnServer().catch(() => {});
  const logoutUrl = logout();
  clearSelection();
  resetPreferences();
  if (logoutUrl) window.location.assign(logoutUrl);
  else navigate('/public/sign_in', { replace: true });
}
