/**
 * A distribution report of wells grouped per rig, hole section or crew (multi-well/custom_distribution
 * with group_by): each item is one well's share of one group (its windows there), and each group's
 * figure is pooled the way reports/aggregation pools it, a ratio of the summed raw figures of all its
 * wells (rig ROP = total footage / total on-bottom hours, not the mean of the wells' ROPs). Items and
 * groups take their values from the same aggregationRow, so a group's pooled figure, its items and the
 * Compare-by table can never disagree on a definition.
 */
import { addSums, aggregationRow, emptySums, type AggregationRow, type WindowSums } from './aggregation';
import type { DistributionKpi } from './distribution-kpis';
import { kpiDistribution, type DistributionItem, type KpiDistribution } from './kpi-distribution';

/** One group (a rig, a hole size, a tour) and the raw sums of each of its wells' windows there. */
export interface GroupPart {
  key: string;
  label: string;
  wells: readonly { wellId: string; name: string; sums: WindowSums }[];
}

export interface DistributionGroup {
  key: string;
  label: string;
  wells: number;
  /** The group's pooled figure (ratio of its wells' summed raw figures), in the KPI's shown unit. */
  pooled: number | null;
  /** Why the pooled figure is missing. */
  missing: string | null;
  /** The spread of its wells' own figures in the group. */
  count: number;
  p10: number | null;
  p50: number | null;
  p90: number | null;
}

export interface GroupedDistribution {
  items: (DistributionItem & { group: string })[];
  groups: DistributionGroup[];
  distribution: KpiDistribution;
}

function figure(row: AggregationRow, kpi: DistributionKpi): number | null {
  const v = row[kpi.id as keyof AggregationRow];
  return typeof v === 'number' && Number.isFinite(v) ? v * (kpi.scale ?? 1) : null;
}

export function groupedDistribution(parts: readonly GroupPart[], kpi: DistributionKpi, bins = 10): GroupedDistribution {
  const items: GroupedDistribution['items'] = [];
  const groups = parts.map((g): DistributionGroup => {
    const mine: DistributionItem[] = g.wells.map((w) => ({
      label: `${w.name} · ${g.label}`,
      well: w.name,
      value: figure(aggregationRow(g.key, g.label, [w.wellId], w.sums), kpi),
    }));
    for (const it of mine) items.push({ ...it, group: g.key });
    const pooledRow = aggregationRow(
      g.key,
      g.label,
      g.wells.map((w) => w.wellId),
      g.wells.reduce((acc, w) => addSums(acc, w.sums), emptySums()),
    );
    const d = kpiDistribution(mine, bins);
    return {
      key: g.key,
      label: g.label,
      wells: g.wells.length,
      pooled: figure(pooledRow, kpi),
      missing: pooledRow.missing[kpi.id] ?? null,
      count: d.count,
      p10: d.p10,
      p50: d.p50,
      p90: d.p90,
    };
  });
  return { items, groups, distribution: kpiDistribution(items, bins) };
}
