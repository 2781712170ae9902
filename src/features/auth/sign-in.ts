/** Sign-in (spec 4 "Auth status"): authenticating, then success (token stored) or error (token removed). */
import { login, loginWithSso } from '../../api/auth';
import { authFailed, authSucceeded, rememberLogoutUrl, startAuthenticating } from '../../state/session';
import { loadUser } from './load-user';

export async function signIn(email: string, password: string): Promise<boolean> {
  startAuthenticating();
  try {
    const a = await login(email.trim(), password);
    authSucceeded({ token: a.token, isAdmin: a.data.is_admin, sessionId: a.session_id });
    rememberLogoutUrl(null);
    return await loadUser();
  } catch {
    // The catalogue has shown why (401 bad credentials, 403 suspended, 406 password change, 429).
    authFailed();
    return false;
  }
}

/** Single sign-on: the server answers with the provider's url to visit (404 when SSO is off). */
export async function signInWithSso(): Promise<void> {
  startAuthenticating();
  try {
    const { data } = await loginWithSso();
    rememberLogoutUrl(data.logout_url);
    window.location.assign(data.redirect_url);
  } catch {
    authFailed();
  }
}
