/**
 * Impersonation (spec 4, 6): an admin with LOGIN_AS_USER takes a token for another user; the admin's
 * own token is kept so they can return. Both directions reload the app from its root, so no state
 * of one user leaks into the other's session.
 */
import { endSessionOf, loginAsUserToken } from '../../api/auth';
import { restoreOwnToken, session, swapInImpersonatedToken } from '../../state/session';

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
 * Back to the admin's own account: the admin's token comes back first, then the impersonated session
 * is ended on the server with its own token (audited there as auth.impersonate_end; keepalive lets it
 * finish across the reload). A 401 or realtime JWT error about the ended token is ignored by the
 * request helper and the realtime connection, since the tab no longer uses that token.
 */
export function returnToOwnAccount(): void {
  const impersonated = session.token;
  restoreOwnToken();
  if (!impersonated || impersonated === session.token) return reloadAtRoot();
  void endSessionOf(impersonated).finally(reloadAtRoot);
}
