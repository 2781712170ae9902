/** Multi-well calls (data-widgets-calls 7.10): the well tree, search, and days vs depth of many wells. */
import useSWR from 'swr';
import type { CompletionKpis } from '../domain/completions/well-completion-kpis';
import type { DvdSetWell } from '../domain/drilling/kpi/well-kpis';
import type { DistributionOver } from '../domain/multiwell/distribution-kpis';
import type { DistributionItem, KpiDistribution } from '../domain/multiwell/kpi-distribution';
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

export interface MultiWellCompletions {
  wells: { well_id: string; name: string; kpis: CompletionKpis; curve: { days: number[]; stages: number[] } }[];
}

/** Completions KPIs and stages-vs-days of the wells; nothing is asked for an empty set. */
export function useMultiWellCompletions(wellIds: readonly string[]) {
  return useSWR(wellIds.length ? ['multi-well/completions', wellIds.join(',')] : null, () =>
    api.post<{ data: MultiWellCompletions }>('multi-well/completions', { well_ids: wellIds }, { hideMessage: true }),
  );
}

export interface CustomDistribution {
  kpi: { id: string; label: string; unit: string };
  over: DistributionOver;
  items: DistributionItem[];
  distribution: KpiDistribution;
}

/** A KPI's distribution over the wells, their BHA runs or their frac stages. */
export function useCustomDistribution(wellIds: readonly string[], over: DistributionOver, kpi: string) {
  return useSWR(wellIds.length ? ['multi-well/custom_distribution', wellIds.join(','), over, kpi] : null, () =>
    api.post<{ data: CustomDistribution }>('multi-well/custom_distribution', { well_ids: wellIds, over, kpi }, { hideMessage: true }),
  );
}
