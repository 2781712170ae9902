/** Wells (data-widgets-calls 7.4, 7.5). */
import useSWR from 'swr';
import type { Stage } from '../commands/route-types';
import { api } from './request';
import type { Page, SyncedPeriod, Well } from './types';

export const fetchWells = (q: { search?: string; status?: number; limit?: number; offset?: number }) => api.get<Page<Well>>('wells', q, { hideMessage: true });
export const fetchWell = (id: string, stage: Stage) => api.get<{ data: Well }>(`wells/${encodeURIComponent(id)}`, { well_stage: stage }, { hideMessage: true });
export const syncFilter = (wellId: string, startS: number, endS: number) =>
  api.post<{ data: SyncedPeriod }>('wells/sync_filter', { start_date: startS, end_date: endS, sync_type: 'date', well_id: wellId }, { hideMessage: true });

/** The well picker's list: the first page matching the search. */
export function useWells(search: string, limit = 50) {
  return useSWR(['wells', search, limit], () => fetchWells({ search: search || undefined, limit, offset: 0 }), { keepPreviousData: true });
}
