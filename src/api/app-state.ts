/** The user's app state on the server (selection, later the workspace layout) and shared fragments. */
import { api } from './request';

export const fetchAppState = () => api.get<{ data: Record<string, unknown> | null }>('backstore2/app_state', {}, { hideMessage: true });
export const saveAppState = (config: Record<string, unknown>) => api.put<{ data: unknown }>('backstore2/app_state', { config }, { hideMessage: true });
export const shareFragment = (fragment: Record<string, unknown>) =>
  api.post<{ data: { id: string } }>('backstore/fragment/share', { fragment }, { hideMessage: true });
