/**
 * Impersonation (spec 4, 6): an admin with LOGIN_AS_USER takes a token for another user; the admin's
 * own token is kept so they can return. Both directions reload the app from its root, so no state
 * of one user leaks into the other's session.
 */
import { loginAsUserToken } from '../../api/auth';
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
 * Back to the admin's own account. (Ending the impersonated session on the server first, so its end
 * is audited, signed the admin out altogether in the onboarding e2e: the old session's realtime
 * ending raced the restored token. Left for the next stop; the server audits impersonate_end when
 * that session signs out.)
 */
export function returnToOwnAccount(): void {
  restoreOwnToken();
  reloadAtRoot();
}
