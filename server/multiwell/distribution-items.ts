/**
 * The values a distribution report is drawn of (POST multi-well/custom_distribution): one KPI over
 * the chosen wells, over their BHA runs, or over their frac stages. Every value comes from the code
 * the single-well figures use: the multi-well KPIs (well-kpis.ts, completion-set.ts), a BHA run's
 * drilling KPIs over the time the hole went from its depth in to its depth out (the well's own days
 * vs depth record), a frac stage's recorded totals. A value an item lacks is null (listed, not counted).
 */
import type { DistributionItem } from '../../src/domain/multiwell/kpi-distribution';
import type { DistributionKpi, DistributionOver } from '../../src/domain/multiwell/distribution-kpis';
import type { WellKpis } from '../../src/domain/drilling/kpi/well-kpis';
import type { CompletionKpis } from '../../src/domain/completions/well-completion-kpis';
import { listStages, type FracStageDto } from '../completions/frac-queries';
import type { Queryable } from '../db/db';
import { readBhaAssemblies } from '../equipment/bha-store';
import { daysVsDepthFor } from '../routes/logs/days-vs-depth';
import { timeAtDepth } from '../../src/domain/drilling/kpi/days-vs-depth';
import type { TimeSeriesStore } from '../timeseries/store';
import { completionKpisOf } from './completion-set';
import { kpisFrom, readKpiSources, wellKpis } from './well-kpis';

const scaled = (v: number | null | undefined, k: DistributionKpi) => (v === null || v === undefined || !Number.isFinite(v) ? null : v * (k.scale ?? 1));

/** KPIs of a well's frac (completion-set.ts); the others are its drilling KPIs (well-kpis.ts). */
const COMPLETION_KPIS = new Set(['stages_per_day', 'proppant_kg', 'clean_m3', 'pumping_h', 'avg_treating_mpa', 'avg_rate_m3_min']);

async function wellItems(db: Queryable, store: TimeSeriesStore, id: string, name: string, kpi: DistributionKpi): Promise<DistributionItem[]> {
  if (COMPLETION_KPIS.has(kpi.id)) {
    const k = await completionKpisOf(db, id);
    return [{ label: name, well: name, value: scaled(k[kpi.id as keyof CompletionKpis] as number | null, kpi) }];
  }
  const hole = (await store.channels(id)).find((c) => c.channel === 'holeDepthM');
  const k = await wellKpis(db, id, hole?.first_s ?? null, hole?.last_s === undefined || hole?.last_s === null ? null : hole.last_s + 1);
  return [{ label: name, well: name, value: scaled(k[kpi.id as keyof WellKpis] as number | null, kpi) }];
}

async function runItems(db: Queryable, store: TimeSeriesStore, id: string, name: string, kpi: DistributionKpi): Promise<DistributionItem[]> {
  const runs = (await readBhaAssemblies(db, id)).filter((r) => r.depth_in_m !== null && r.depth_out_m !== null && r.depth_out_m > r.depth_in_m);
  if (!runs.length) return [];
  const nowS = Math.floor(Date.now() / 1000);
  const x = await daysVsDepthFor(db, store, id, nowS, nowS);
  const first = x.dvd.curve[0];
  const recordStartS = first ? x.dvd.spudS + first.days * 86_400 : null;
  const spans = runs.map((r) => {
    const to = timeAtDepth(x.dvd.curve, x.dvd.spudS, r.depth_out_m!);
    // A run that went in before the record began and came out inside it: its recorded part.
    const from = timeAtDepth(x.dvd.curve, x.dvd.spudS, r.depth_in_m!) ?? (to !== null && first && r.depth_in_m! < first.depthM ? recordStartS : null);
    const label = `${name} · Run ${r.run_no}`;
    return from === null || to === null || !(to > from)
      ? { label, span: null }
      : { label, span: { fromS: Math.floor(from), toS: Math.ceil(to), runS: to - from } };
  });
  const timed = spans.flatMap((r) => (r.span ? [r.span] : []));
  // One read of the well over all its runs, each run's KPIs computed from it in memory: a query per
  // run made the report wait on the database as many times as the well has runs.
  const src =
    kpi.id === 'run_hours' || !timed.length ? null : await readKpiSources(db, id, Math.min(...timed.map((t) => t.fromS)), Math.max(...timed.map((t) => t.toS)));
  return spans.map(({ label, span }) => {
    if (!span) return { label, well: name, value: null };
    if (kpi.id === 'run_hours') return { label, well: name, value: scaled(span.runS, kpi) };
    const k = kpisFrom(src, span.fromS, span.toS);
    return { label, well: name, value: scaled(k[kpi.id as keyof WellKpis] as number | null, kpi) };
  });
}

function stageValue(s: FracStageDto, kpi: DistributionKpi): number | null {
  if (kpi.id === 'pumping_h') return scaled(s.pumping_s === null ? null : s.pumping_s / 3600, kpi);
  return scaled(s[kpi.id as keyof FracStageDto] as number | null, kpi);
}

async function stageItems(db: Queryable, id: string, name: string, kpi: DistributionKpi): Promise<DistributionItem[]> {
  return (await listStages(db, id)).map((s) => ({ label: `${name} · Stage ${s.stage_no}`, well: name, value: stageValue(s, kpi) }));
}

export async function distributionItems(
  db: Queryable,
  store: TimeSeriesStore,
  wellIds: readonly string[],
  over: DistributionOver,
  kpi: DistributionKpi,
): Promise<DistributionItem[]> {
  const names = new Map(
    (await db.query<{ id: string; name: string }>('select id, name from wells where id = any($1::uuid[])', [wellIds])).rows.map((r) => [r.id, r.name]),
  );
  const per = await Promise.all(
    wellIds.map((id) => {
      const name = names.get(id) ?? id;
      if (over === 'stages') return stageItems(db, id, name, kpi);
      if (over === 'runs') return runItems(db, store, id, name, kpi);
      return wellItems(db, store, id, name, kpi);
    }),
  );
  return per.flat();
}
