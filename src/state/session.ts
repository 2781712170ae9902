/**
 * Who is signed in (spec 4 "Auth status", "User load", "Impersonation"; spec 9 storage keys).
 * Token, admin flag and impersonation data persist in local storage under the spec's exact keys;
 * everything else lives for the page.
 */
import { proxy } from 'valtio';
import { STORAGE_KEYS } from '../domain/constants/session';
import type { UserProfile } from '../api/types';
import { local } from './storage';

export type AuthStatus = 'local' | 'authenticating' | 'success' | 'error';
export type UserLoadStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * The admin flag of the impersonating admin. The spec keeps "the previous token and admin flag";
 * its key list names only user.previous_token, so the flag sits beside it under this key (ours).
 */
export const PREVIOUS_IS_ADMIN_KEY = 'user.previous_is_admin';

export const session = proxy({
  token: local.get<string | null>(STORAGE_KEYS.token, null),
  isAdmin: local.get<boolean>(STORAGE_KEYS.isAdmin, false),
  previousToken: local.get<string | null>(STORAGE_KEYS.previousToken, null),
  authStatus: 'local' as AuthStatus,
  userStatus: 'idle' as UserLoadStatus,
  user: null as UserProfile | null,
  /** Realtime session id from the login answer. */
  sessionId: null as string | null,
});
/** Spec 4: a user counts as impersonated when a previous token exists. */
export const isImpersonating = (): boolean => session.previousToken !== null;

export function startAuthenticating(): void {
  session.authStatus = 'authenticating';
}

export function authSucceeded(a: { token: string; isAdmin: boolean; sessionId?: string | null }): void {
  session.token = a.token;
  session.isAdmin = a.isAdmin;
  session.sessionId = a.sessionId ?? null;
  session.authStatus = 'success';
  local.set(STORAGE_KEYS.token, a.token);
  local.set(STORAGE_KEYS.isAdmin, a.isAdmin);
}

/** Failure removes the token (spec 4). */
export function authFailed(): void {
  session.authStatus = 'error';
  session.token = null;
  local.remove(STORAGE_KEYS.token);
}

export function startUserLoad(): void {
  session.userStatus = 'loading';
}

export function userLoaded(user: UserProfile): void {
  session.user = user;
  session.userStatus = 'success';
  session.isAdmin = user.is_admin;
  local.set(STORAGE_KEYS.isAdmin, user.is_admin);
}

/** A failed profile load ends the session (spec 4, 8). */
export function userLoadFailed(): void {
  session.userStatus = 'error';
  logout();
}

/**
 * Clears token, admin flag and impersonation data. Returns the single sign-on logout url when one
 * was stored, for the caller to visit.
 */
export function logout(): string | null {
  const logoutUrl = local.get<string | null>(STORAGE_KEYS.logoutUrl, null);
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.isAdmin, STORAGE_KEYS.previousToken, PREVIOUS_IS_ADMIN_KEY, STORAGE_KEYS.logoutUrl]) local.remove(key);
  session.token = null;
  session.isAdmin = false;
  session.previousToken = null;
  session.user = null;
  session.sessionId = null;
  session.authStatus = 'local';
  if (session.userStatus !== 'error') session.userStatus = 'idle';
  return logoutUrl;
}

/** Single sign-on stores where its logout goes. */
export function rememberLogoutUrl(url: string | null): void {
  if (url) local.set(STORAGE_KEYS.logoutUrl, url);
  else local.remove(STORAGE_KEYS.logoutUrl);
}

/** Keep the admin's token and flag, take the chosen user's token. The caller reloads the page. */
export function swapInImpersonatedToken(token: string): void {
  if (!session.token) throw new Error('Cannot impersonate while signed out');
  // Impersonating from an impersonated session would lose the admin's own token.
  if (!session.previousToken) {
    local.set(STORAGE_KEYS.previousToken, session.token);
    local.set(PREVIOUS_IS_ADMIN_KEY, session.isAdmin);
    session.previousToken = session.token;
  }
  local.set(STORAGE_KEYS.token, token);
  local.set(STORAGE_KEYS.isAdmin, false);
  session.token = token;
  session.isAdmin = false;
}

/** Restore the admin's saved token and flag. The caller reloads the page. */
export function restoreOwnToken(): void {
  const previous = session.previousToken;
  if (!previous) return;
  const wasAdmin = local.get<boolean>(PREVIOUS_IS_ADMIN_KEY, true);
  local.set(STORAGE_KEYS.token, previous);
  local.set(STORAGE_KEYS.isAdmin, wasAdmin);
  local.remove(STORAGE_KEYS.previousToken);
  local.remove(PREVIOUS_IS_ADMIN_KEY);
  session.token = previous;
  session.isAdmin = wasAdmin;
  session.previousToken = null;
}
