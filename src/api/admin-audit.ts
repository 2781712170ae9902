/** Admin › system audit (server/routes/audit.ts): search the audit trail, page by keyset, export CSV. */
import useSWRInfinite from 'swr/infinite';
import { api } from './request';
import type { AuditRow } from '../domain/admin/audit-row';

export type { AuditRow } from '../domain/admin/audit-row';

export interface AuditFilters {
  q?: string;
  actor?: string;
  action?: string;
  object_type?: string;
  object_id?: string;
  from?: string;
  to?: string;
}

interface AuditPage {
  data: AuditRow[];
  next_before_id: string | null;
}

const PAGE = 200;
const quiet = { hideMessage: true, quiet: true } as const;

/** Pages of the search, newest first; `setSize(size + 1)` loads the next (keyset: older than the last row). */
export function useAuditSearch(filters: AuditFilters) {
  return useSWRInfinite<AuditPage>(
    (index, previous: AuditPage | null) =>
      previous && !previous.next_before_id ? null : ['admin/audit', JSON.stringify(filters), previous?.next_before_id ?? null],
    ([, , before]) => api.get<AuditPage>('admin/audit', { ...filters, limit: PAGE, before_id: (before as string | null) ?? undefined }, quiet),
    { revalidateFirstPage: true },
  );
}

/** The CSV export of the same filters (the server audits the export). */
export const fetchAuditCsv = (filters: AuditFilters) => api.get<string>('admin/audit/export', { ...filters }, { ...quiet, responseType: 'text' });
