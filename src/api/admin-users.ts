/** Administration of users (data-widgets-calls 7.3): list, create, edit, suspend and delete. */
import useSWR, { mutate } from 'swr';
import { api } from './request';
import { RequestError, serverMessage } from './request-error';
import type { AdminUserRow, Page } from './types';

export const fetchAdminUsers = (q: { search?: string; limit?: number; offset?: number }) =>
  api.get<Page<AdminUserRow>>('admin/users', q, { hideMessage: true });

/** `enabled: false` makes no request (a closed dialog, a user without VIEW_USERS). */
/**
 * Every cached page of the user list read again. After a write, a page whose request was already in
 * flight (a search typed just before) would otherwise keep the answer from before the write.
 */
export const refreshAdminUsers = () => mutate((key) => Array.isArray(key) && key[0] === 'admin/users');

export function useAdminUsers(search: string, limit = 50, offset = 0, enabled = true) {
  return useSWR(enabled ? ['admin/users', search, limit, offset] : null, () => fetchAdminUsers({ search: search || undefined, limit, offset }), {
    keepPreviousData: true,
  });
}

/** Errors are shown by the form, on their field: no notice. */
const quiet = { hideMessage: true, quiet: true } as const;

export const updateAdminUser = (id: string, u: Partial<Pick<AdminUserRow, 'status' | 'name' | 'role'>>) =>
  api.patch<{ data: AdminUserRow }>(`admin/users/${encodeURIComponent(id)}`, u, quiet);
export const deleteAdminUser = (id: string) => api.delete<{ message: string }>(`admin/users/${encodeURIComponent(id)}`, undefined, quiet);

/**
 * Where a server's refusal belongs: the field it names ("body.email: E-mail is invalid", or a
 * duplicate e-mail) or the form as a whole. A part of a field ("body.channels.2.mnemonic") belongs
 * to the field and says which part ("#3 mnemonic: required"); of several fields named together
 * ("body.host, body.port: The value must be unique") the first.
 */
export function serverFieldError(e: unknown, fields: readonly string[]): { field: string | null; message: string } {
  const message = e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : e instanceof Error ? e.message : 'Unknown error!';
  const named = /^body\.([\w.]+)(?:, body\.[\w.]+)*: (.*)$/.exec(message);
  const field = named && fields.find((f) => named[1] === f || named[1].startsWith(`${f}.`));
  if (named && field) {
    const part = named[1].slice(field.length + 1).replace(/(^|\.)(\d+)/g, (_, dot: string, i: string) => `${dot}#${Number(i) + 1}`);
    return { field, message: part ? `${part.replace(/\./g, ' ')}: ${named[2]}` : named[2] };
  }
  if (/e-?mail/i.test(message) && fields.includes('email')) return { field: 'email', message };
  return { field: null, message };
}
