/**
 * Completions of many wells side by side (POST multi-well/completions): each well's KPIs from its
 * pumped frac stages (domain well-completion-kpis.ts, over the same frac_stages rows the stage
 * summary reads) and its stages-vs-days curve aligned at the first stage's start, the completions
 * counterpart of the drilling days vs depth.
 */
import { completionKpis, type CompletionKpis } from '../../src/domain/completions/well-completion-kpis';
import { nptS } from '../../src/domain/drilling/journal/troubles';
import { listStages } from '../completions/frac-queries';
import type { Queryable } from '../db/db';
import { readTroubles } from '../journal/journal-store';

export interface CompletionSetWell {
  well_id: string;
  name: string;
  kpis: CompletionKpis;
  /** Stages completed (cumulative, at each stage's end) against days since the first stage started. */
  curve: { days: number[]; stages: number[] };
}

const round = (v: number, k: number) => Math.round(v * k) / k;

export async function completionKpisOf(db: Queryable, wellId: string): Promise<CompletionKpis> {
  const stages = await listStages(db, wellId);
  const spans = stages.filter((s) => s.start_s !== null && s.end_s !== null);
  const from = spans.length ? Math.min(...spans.map((s) => s.start_s!)) : 0;
  const to = spans.length ? Math.max(...spans.map((s) => s.end_s!)) : 0;
  const troubles = spans.length ? await readTroubles(db, wellId, from, to) : [];
  return completionKpis(stages, (f, t) => nptS(troubles, f, t));
}

export async function completionSet(db: Queryable, wellIds: readonly string[]): Promise<{ wells: CompletionSetWell[] }> {
  const names = new Map(
    (await db.query<{ id: string; name: string }>('select id, name from wells where id = any($1::uuid[])', [wellIds])).rows.map((r) => [r.id, r.name]),
  );
  const wells = await Promise.all(
    wellIds.map(async (id) => {
      const [kpis, stages] = await Promise.all([completionKpisOf(db, id), listStages(db, id)]);
      const ends = stages
        .filter((s) => s.end_s !== null)
        .map((s) => s.end_s!)
        .sort((a, b) => a - b);
      const origin = kpis.from_s;
      const curve =
        origin === null
          ? { days: [], stages: [] }
          : { days: [0, ...ends.map((e) => round((e - origin) / 86_400, 1e5))], stages: [0, ...ends.map((_, i) => i + 1)] };
      return { well_id: id, name: names.get(id) ?? id, kpis, curve };
    }),
  );
  return { wells };
}
