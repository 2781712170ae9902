/** Authentication and session calls (data-widgets-calls 7.2). */
import type { WellPermission } from '../domain/permissions';
import { api, buildUrl } from './request';
import type { LoginAnswer, Preferences, UserProfile } from './types';

export const login = (email: string, password: string) => api.post<LoginAnswer>('auth/login', { email, password }, { hideMessage: true });
export const loginWithSso = (provider?: string) =>
  api.post<{ data: { redirect_url: string; logout_url: string | null } }>('auth/sso', provider ? { provider } : {});
/** Ends the session on the server too; best effort, the client forgets the token either way. */
export const logoutOnServer = () => api.post<unknown>('auth/logout', undefined, { hideMessage: true, quiet: true });
/** Ends the session of another token (the impersonated one, on return); its failure changes nothing here. */
export async function endSessionOf(token: string): Promise<void> {
  await fetch(buildUrl('auth/logout', undefined), { method: 'POST', keepalive: true, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
export const sendPasswordResetLink = (email: string) => api.post<{ message: string }>('auth/password/reset_link', { email });
export const changePassword = (token: string, password: string) => api.post<{ message: string }>('auth/password/change', { token, password });
export const fetchUser = () => api.get<{ data: UserProfile }>('auth/user', {}, { hideMessage: true });
export const savePreferences = (p: Partial<Preferences>) => api.put<{ data: Preferences }>('auth/user/preferences', p, { hideMessage: true });
export const loginAsUserToken = (userId: string | number) => api.post<{ data: { token: string } }>(`auth/generate_login_as_user_token/${userId}`);
/** The caller's permissions on one well (spec 7.2 auth/{id}/WELL/permissions). */
export const fetchWellPermissions = (wellId: string) =>
  api.get<{ data: { permissions: WellPermission[] } }>(`auth/${encodeURIComponent(wellId)}/WELL/permissions`, undefined, { hideMessage: true, quiet: true });
