/**
 * POST reports/aggregation: the compared wells' drilling KPIs per well, rig, hole section or crew.
 * Each well is read once over its record (the multi-well KPI sources and its trips), cut into its
 * groups' windows (aggregation-windows.ts), summed per window (aggregation-sums.ts), and each group's
 * figures are ratios of its summed windows (domain aggregation.ts). A well that cannot be placed in
 * any group (no record, no rig, no sections) is listed in `excluded` with the reason. The groups
 * with each well's own sums (aggregationParts) are also what a distribution grouped per rig, section
 * or crew is drawn of (multi-well/custom_distribution).
 */
import {
  AGGREGATION_METHOD,
  addSums,
  aggregationRow,
  emptySums,
  type AggregationAnswer,
  type AggregationExcluded,
  type AggregationGroupBy,
  type WindowSums,
} from '../../src/domain/multiwell/aggregation';
import type { GroupPart } from '../../src/domain/multiwell/grouped-distribution';
import type { Queryable } from '../db/db';
import { readTrips } from '../timeseries/derived/derived-read';
import type { TimeSeriesStore } from '../timeseries/store';
import { windowSums } from './aggregation-sums';
import { rigsOf, windowsOf } from './aggregation-windows';
import { readKpiSourcesOf } from './kpi-sources-of-wells';

const METHOD_BY: Record<AggregationGroupBy, string> = {
  well: 'One group per well over its whole record (first to last hole-depth second).',
  rig: "Wells grouped by their rig (well_rigs); a well drilled by several rigs is cut at each rig's spud and release dates.",
  section:
    "Hole sections by hole size, pooled across wells: each section's window runs from the first drilling in its depth range until drilling starts in the next section (the Section Summary's windows; the first also holds the record before it), from the casing program, else the drilling design.",
  crew: "Day tour = the first 12 hours of the well's reporting day (its day_shift in its time zone), night tour = the rest, pooled across wells.",
};

interface Group {
  label: string;
  order: number;
  /** Each well's sums in the group, in the order the wells were asked. */
  wells: Map<string, WindowSums>;
}

/** The groups of the wells, each with its wells' own raw sums (before pooling), and the wells left out. */
export interface AggregationParts {
  parts: GroupPart[];
  excluded: AggregationExcluded[];
  method: string;
}

export async function aggregationParts(
  db: Queryable,
  store: TimeSeriesStore,
  wellIds: readonly string[],
  groupBy: AggregationGroupBy,
): Promise<AggregationParts> {
  const names = new Map(
    (await db.query<{ id: string; name: string }>('select id, name from wells where id = any($1::uuid[])', [wellIds])).rows.map((r) => [r.id, r.name]),
  );
  const excluded: AggregationExcluded[] = [];
  const spans = (
    await Promise.all(
      wellIds.map(async (id) => {
        const hole = (await store.channels(id)).find((c) => c.channel === 'holeDepthM');
        const fromS = hole?.first_s ?? null;
        const toS = hole?.last_s === undefined || hole?.last_s === null ? null : hole.last_s + 1;
        return { wellId: id, fromS, toS };
      }),
    )
  ).filter((s): s is { wellId: string; fromS: number; toS: number } => {
    const ok = s.fromS !== null && s.toS !== null && s.toS > s.fromS;
    if (!ok) excluded.push({ well_id: s.wellId, name: names.get(s.wellId) ?? s.wellId, reason: 'No hole depth recorded for this well' });
    return ok;
  });
  const [sources, rigs, trips] = await Promise.all([
    readKpiSourcesOf(db, spans),
    groupBy === 'rig' ? rigsOf(db, wellIds) : Promise.resolve(new Map()),
    Promise.all(spans.map((s) => readTrips(db, s.wellId, s.fromS, s.toS))),
  ]);
  const groups = new Map<string, Group>();
  const order = new Map(wellIds.map((id, k) => [id, k]));
  await Promise.all(
    spans.map(async (span, k) => {
      const src = sources.get(span.wellId)!;
      const name = names.get(span.wellId) ?? span.wellId;
      const w = await windowsOf(db, groupBy, { id: span.wellId, name, order: order.get(span.wellId)! }, span, src, rigs);
      if ('reason' in w) {
        excluded.push({ well_id: span.wellId, name, reason: w.reason });
        return;
      }
      for (const [key, sums] of windowSums(src, trips[k], span, w.windows)) {
        let g = groups.get(key);
        if (!g) groups.set(key, (g = { ...w.groups.get(key)!, wells: new Map() }));
        g.wells.set(span.wellId, addSums(g.wells.get(span.wellId) ?? emptySums(), sums));
      }
    }),
  );
  const parts = [...groups.entries()]
    .sort(([, a], [, b]) => a.order - b.order || a.label.localeCompare(b.label))
    .map(([key, g]) => ({
      key,
      label: g.label,
      wells: [...g.wells.entries()]
        .sort(([a], [b]) => order.get(a)! - order.get(b)!)
        .map(([wellId, sums]) => ({ wellId, name: names.get(wellId) ?? wellId, sums })),
    }));
  excluded.sort((a, b) => order.get(a.well_id)! - order.get(b.well_id)!);
  return { parts, excluded, method: `${METHOD_BY[groupBy]} ${AGGREGATION_METHOD}` };
}

export async function aggregation(db: Queryable, store: TimeSeriesStore, wellIds: readonly string[], groupBy: AggregationGroupBy): Promise<AggregationAnswer> {
  const { parts, excluded, method } = await aggregationParts(db, store, wellIds, groupBy);
  const groups = parts.map((g) =>
    aggregationRow(
      g.key,
      g.label,
      g.wells.map((w) => w.wellId),
      g.wells.reduce((acc, w) => addSums(acc, w.sums), emptySums()),
    ),
  );
  return { group_by: groupBy, groups, excluded, method };
}
