/**
 * Multi-well calls (data-widgets-calls 7.10): the well tree, search, and days vs depth of many wells;
 * and the multi-well reports of 7.6: reports/aggregation and the saved comparisons (reports/mw_templates).
 */
import useSWR from 'swr';
import type { CompletionKpis } from '../domain/completions/well-completion-kpis';
import type { DvdSetWell } from '../domain/drilling/kpi/well-kpis';
import type { DistributionGroupBy, DistributionOver } from '../domain/multiwell/distribution-kpis';
import type { DistributionGroup } from '../domain/multiwell/grouped-distribution';
import type { DistributionItem, KpiDistribution } from '../domain/multiwell/kpi-distribution';
import type { AggregationAnswer, AggregationExcluded, AggregationGroupBy, AggregationKpiId } from '../domain/multiwell/aggregation';
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
  group_by: DistributionGroupBy;
  items: (DistributionItem & { group?: string })[];
  distribution: KpiDistribution;
  /** Grouped per rig, section or crew: each group's pooled figure and its wells' spread. */
  groups?: DistributionGroup[];
  excluded?: AggregationExcluded[];
  method?: string;
}

/** A KPI's distribution over the wells (each alone, or grouped per rig, section or crew), their BHA runs or their frac stages. */
export function useCustomDistribution(wellIds: readonly string[], over: DistributionOver, kpi: string, groupBy: DistributionGroupBy = 'well') {
  return useSWR(wellIds.length ? ['multi-well/custom_distribution', wellIds.join(','), over, kpi, groupBy] : null, () =>
    api.post<{ data: CustomDistribution }>('multi-well/custom_distribution', { well_ids: wellIds, over, kpi, group_by: groupBy }, { hideMessage: true }),
  );
}

/** The wells' drilling KPIs per well, rig, hole section or crew; nothing is asked for an empty set. */
export function useAggregation(wellIds: readonly string[], groupBy: AggregationGroupBy) {
  return useSWR(wellIds.length ? ['reports/aggregation', wellIds.join(','), groupBy] : null, () =>
    api.post<{ data: AggregationAnswer }>('reports/aggregation', { well_ids: wellIds, group_by: groupBy }, { hideMessage: true }),
  );
}

export interface MwTemplate {
  id: string;
  name: string;
  well_ids: string[];
  group_by: AggregationGroupBy;
  kpis: AggregationKpiId[];
  created_at: string;
  updated_at: string;
}

export type MwTemplateInput = Pick<MwTemplate, 'name' | 'well_ids' | 'group_by' | 'kpis'>;

const TEMPLATES = 'reports/mw_templates';

export const useMwTemplates = () => useSWR(TEMPLATES, () => api.get<{ data: MwTemplate[] }>(TEMPLATES, undefined, { hideMessage: true }));

export const createMwTemplate = (t: MwTemplateInput) => api.post<{ data: MwTemplate }>(TEMPLATES, t, { hideMessage: true });

export const updateMwTemplate = (id: string, change: Partial<MwTemplateInput>) =>
  api.patch<{ data: MwTemplate }>(`${TEMPLATES}/${encodeURIComponent(id)}`, change, { hideMessage: true });

export const deleteMwTemplate = (id: string) =>
  api.delete<{ data: { id: string } }>(`${TEMPLATES}/${encodeURIComponent(id)}`, undefined, { hideMessage: true });
