/** Multi-well calls (data-widgets-calls 7.10): the well tree, search, and days vs depth of many wells. */
import useSWR from 'swr';
import type { DvdSetWell } from '../domain/drilling/kpi/well-kpis';
import { api } from './request';

export interface TreeWell {
  id: string;
  name: string;
  status: number;
  stage: string;
}
export interface WellTree {
  companies: { id: string | null; name: string; projects: { id: string | null; name: string; pads: { name: string; wells: TreeWell[] }[] }[] }[];
  wells: number;
}

export interface MultiWellDvd {
  wells: DvdSetWell[];
  band: {
    step_m: number;
    depth_m: number[];
    p10_days: (number | null)[];
    p50_days: (number | null)[];
    p90_days: (number | null)[];
    wells: number[];
    method: string;
  };
}

export function useWellTree() {
  return useSWR('multi-well/tree', () => api.get<{ data: WellTree }>('multi-well/tree', undefined, { hideMessage: true }));
}

/** Days vs depth of the wells, aligned at spud; nothing is asked for an empty set. */
export function useMultiWellDvd(wellIds: readonly string[]) {
  return useSWR(wellIds.length ? ['multi-well/dvd', wellIds.join(',')] : null, () =>
    api.post<{ data: MultiWellDvd }>('multi-well/dvd', { well_ids: wellIds }, { hideMessage: true }),
  );
}
