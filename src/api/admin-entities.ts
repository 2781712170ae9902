/**
 * The spec's generic resource pattern (data-widgets-calls 7.1) from the client side: list with query
 * params, read, create, update (PATCH) and delete of any admin entity by its API path ('companies',
 * 'projects', 'wells', 'admin/users', 'admin/user_groups'…). Errors are shown by the forms, on their
 * field: no notice.
 */
import useSWR, { mutate } from 'swr';
import { api, type ParamValue } from './request';
import type { Page } from './types';

const quiet = { hideMessage: true, quiet: true } as const;
const one = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

export type ListQuery = Readonly<Record<string, ParamValue>>;

/** One page of `path`; `null` makes no request. */
export function useEntityList<Row>(path: string | null, query: ListQuery = {}) {
  return useSWR(path ? [path, 'list', JSON.stringify(query)] : null, () => api.get<Page<Row>>(path!, query, { hideMessage: true }), { keepPreviousData: true });
}

export function useEntity<Row>(path: string, id: string | null) {
  return useSWR(id ? [path, 'one', id] : null, () => api.get<{ data: Row }>(one(path, id!), undefined, { hideMessage: true }).then((r) => r.data));
}

/** A plain GET answering { data } (members of a group, a company's wells), cached under its path. */
export function useRelated<Row>(url: string | null) {
  return useSWR(url ? [url, 'related'] : null, () => api.get<{ data: Row[] }>(url!, undefined, { hideMessage: true }).then((r) => r.data));
}

/** Every cached answer under `path` (lists, records, related lists) read again after a write. */
export const refreshEntities = (path: string) => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(path));

export const createEntity = <Row>(path: string, body: Record<string, unknown>) => api.post<{ data: Row }>(path, body, quiet);
export const updateEntity = <Row>(path: string, id: string, body: Record<string, unknown>) => api.patch<{ data: Row }>(one(path, id), body, quiet);
export const deleteEntity = (path: string, id: string) => api.delete<{ message: string }>(one(path, id), undefined, quiet);
