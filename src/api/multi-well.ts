/** Multi-well calls (data-widgets-calls 7.10): the well tree, search, and days vs depth of many wells. */
import useSWR from 'swr';
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

export interface WellKpis {
  from_s: number | null;
  to_s: number | null;
  footage_m: number | null;
  rop_m_per_h: number | null;
  rotary_rop_m_per_h: number | null;
  slide_rop_m_per_h: number | null;
  connections: number | null;
  weight_to_weight_median_s: number | null;
  slips_to_slips_median_s: number | null;
  npt_s: number | null;
  npt_share: number | null;
  /** Why a figure is null, by its key. */
  missing: Record<string, string>;
}

export interface MultiWellDvd {
  wells: { well_id: string; name: string; spud: number; spud_from: string; curve: { days: number[]; depth_m: number[] }; deepest_m: number | null; kpis: WellKpis }[];
  band: { step_m: number; depth_m: number[]; p10_days: (number | null)[]; p50_days: (number | null)[]; p90_days: (number | null)[]; wells: number[]; method: string };
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
