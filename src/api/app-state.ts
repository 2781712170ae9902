/** The user's app state on the server (selection, later the workspace layout) and shared fragments. */
import { api, buildUrl } from './request';
import { transport } from './transport';

export const fetchAppState = () => api.get<{ data: Record<string, unknown> | null }>('backstore2/app_state', {}, { hideMessage: true });
export const saveAppState = (config: Record<string, unknown>) => api.put<{ data: unknown }>('backstore2/app_state', { config }, { hideMessage: true });
export const shareFragment = (fragment: Record<string, unknown>) =>
  api.post<{ data: { id: string } }>('backstore/fragment/share', { fragment }, { hideMessage: true });

/** A save that outlives the page (reload, closed tab): fetch with keepalive, answer not awaited. */
export function saveAppStateOnUnload(config: Record<string, unknown>): void {
  const token = transport.getToken();
  if (!token) return;
  const body = JSON.stringify({ config });
  transport
    .fetch(buildUrl('backstore2/app_state', undefined), {
      method: 'PUT',
      keepalive: true,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
    })
    .catch(() => undefined);
}
