/**
 * Impersonation (spec 4, 6): an admin with LOGIN_AS_USER takes a token for another user; the admin's
 * own token is kept so they can return. Both directions reload the app from its root, so no state
 * of one user leaks into the other's session.
 */
import { loginAsUserToken, logoutOnServer } from '../../api/auth';
import { restoreOwnToken, swapInImpersonatedToken } from '../../state/session';

export const IMPERSONATE_PERMISSION = 'LOGIN_AS_USER';

function reloadAtRoot(): void {
  window.location.assign('/');
}

export async function impersonate(userId: string | number): Promise<void> {
  const { data } = await loginAsUserToken(userId);
  swapInImpersonatedToken(data.token);
  reloadAtRoot();
}

/**
 * Ends the impersonated session on the server (which audits the impersonation's end) before going
 * back; a server that cannot be reached does not keep the admin from returning.
 */
export function returnToOwnAccount(): void {
  void logoutOnServer()
    .catch(() => {})
    .finally(() => {
      restoreOwnToken();
      reloadAtRoot();
    });
}
