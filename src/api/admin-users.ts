/** Administration of users (data-widgets-calls 7.3). */
import useSWR from 'swr';
import { api } from './request';
import type { AdminUserRow, Page } from './types';

export const fetchAdminUsers = (q: { search?: string; limit?: number; offset?: number }) => api.get<Page<AdminUserRow>>('admin/users', q, { hideMessage: true });

/** `enabled: false` makes no request (a closed dialog, a user without VIEW_USERS). */
export function useAdminUsers(search: string, limit = 50, offset = 0, enabled = true) {
  return useSWR(enabled ? ['admin/users', search, limit, offset] : null, () => fetchAdminUsers({ search: search || undefined, limit, offset }), { keepPreviousData: true });
}
