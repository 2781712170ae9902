/**
 * POST charts/completion_cost (issue 19; the completions Daily Costs): a fractured well's costs by
 * reporting day of the period, in the shape charts/cost answers so the one Daily Costs pane shows
 * both stages. A completion has no AFE rates to estimate from: its cost lines are its field tickets'
 * lines (every ticket but rejected ones: the operator owes those), booked to the ticket's day under
 * the bid item's cost code, plus the manual cost lines. So the day totals here are the tickets' day
 * totals plus manual lines. Each stage is priced too (src/domain/completions/completion-costs.ts)
 * at the unit prices the well's tickets charge, from what its record says it used.
 */
import { COMPLETION_COST_CATEGORIES, categoryOfCostCode, stageCost } from '../../../src/domain/completions/completion-costs';
import { costBreakdown, costRollUp, type CostLine } from '../../../src/domain/drilling/kpi/costs';
import { reportingDays } from '../../../src/domain/drilling/journal/reporting-days';
import { DAY_SHIFT_DEFAULT_S } from '../../../src/domain/constants/limits';
import { lineAmount } from '../../../src/domain/drilling/tickets/ticket-totals';
import type { Queryable } from '../../db/db';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { chartBody, periodOf } from '../logs/chart-payload';
import { manualLines } from '../logs/cost-chart';
import { readTickets } from '../../tickets/ticket-store';

const f = (v: number, d = 0) => v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

async function stagesIn(db: Queryable, wellId: string, fromS: number, toS: number) {
  const { rows } = await db.query<Record<string, number | null>>(
    `select stage_no, start_s, end_s, plug_md_m, clean_m3, proppant_kg from frac_stages where well_id = $1 and start_s >= $2 and start_s < $3 order by start_s`,
    [wellId, fromS, toS],
  );
  return rows.map((r) => ({
    stage_no: Number(r.stage_no),
    start_s: Number(r.start_s),
    end_s: Number(r.end_s),
    plug_md_m: r.plug_md_m === null ? null : Number(r.plug_md_m),
    clean_m3: Number(r.clean_m3),
    proppant_kg: Number(r.proppant_kg),
  }));
}

export async function completionCostsFor(db: Queryable, wellId: string, fromS: number, toS: number, dayShift?: number) {
  const { rows: w } = await db.query<{ day_shift: number | null; timezone: string | null }>('select day_shift, timezone from wells where id = $1', [wellId]);
  const days = reportingDays(fromS, toS, w[0]?.timezone ?? 'UTC', dayShift ?? Number(w[0]?.day_shift ?? DAY_SHIFT_DEFAULT_S));
  const dates = days.map((d) => d.date);
  const tickets = dates.length ? (await readTickets(db, wellId, dates[0], dates.at(-1))).filter((t) => t.status !== 'rejected') : [];
  const manual = await manualLines(db, wellId, dates);
  const stages = await stagesIn(db, wellId, fromS, toS);
  const lines = new Map<string, CostLine[]>();
  const prices = new Map<string, number>();
  for (const t of tickets) {
    const list = lines.get(t.date) ?? [];
    for (const l of t.lines) {
      list.push({
        code: l.cost_code ?? 'OTHER',
        amount: lineAmount({ quantity: l.quantity, unitPrice: l.unit_price }),
        source: 'ticket',
        description: `${t.number} (${t.company_name}): ${l.description}, ${f(l.quantity, l.quantity % 1 ? 2 : 0)} ${l.unit}`,
      });
      prices.set(l.code, l.unit_price);
    }
    lines.set(t.date, list);
  }
  const stageDay = (s: { start_s: number }) => days.find((d) => s.start_s >= d.startS && s.start_s < d.endS)?.date ?? null;
  // Days with a line or a stage; the frac's quiet days between them are kept so the running total reads by day.
  const booked = days.filter((d) => lines.has(d.date) || manual.has(d.date) || stages.some((s) => stageDay(s) === d.date));
  const shown = booked.length ? days.filter((d) => d.date >= booked[0].date && d.date <= booked.at(-1)!.date) : [];
  const rolled = costRollUp(shown.map((d) => ({ date: d.date, depthEndM: null, lines: [...(lines.get(d.date) ?? []), ...(manual.get(d.date) ?? [])] })));
  const { rows: codes } = await db.query<{ code: string; name: string }>('select code, name from cost_codes order by code');
  const sumOf = (ls: readonly CostLine[], source: CostLine['source']) => ls.reduce((a, l) => a + (l.source === source ? l.amount : 0), 0);
  const currency = tickets[0]?.currency ?? 'USD';
  return {
    stage: 'completion' as const,
    currency,
    afe: null,
    afe_note: tickets.length
      ? `Completion costs are the frac's field tickets (${tickets.length} in the period, rejected ones not counted) plus manual cost lines. Stages are priced at the tickets' unit prices from what each stage's record used.`
      : 'No field tickets in this period: completion costs are booked from the frac tickets and manual cost lines.',
    codes: Object.fromEntries(codes.map((c) => [c.code, c.name])),
    days: rolled.map((d, k) => ({
      date: d.date,
      depth_end_m: null,
      days_at_end: k + 1,
      auto: 0,
      ticket: sumOf(d.lines, 'ticket'),
      manual: sumOf(d.lines, 'manual'),
      total: d.total,
      cumulative: d.cumulative,
      stages: stages.filter((s) => stageDay(s) === d.date).map((s) => s.stage_no),
      lines: d.lines,
    })),
    breakdown: costBreakdown(rolled),
    total: rolled.at(-1)?.cumulative ?? 0,
    actual_vs_depth: { depth_m: [], cost: [] },
    plan: [],
    categories: Object.fromEntries(codes.map((c) => [c.code, categoryOfCostCode(c.code)]).filter(([, cat]) => cat !== null)),
    stage_costs: stages.map((s) => {
      const c = stageCost(s, prices);
      return {
        stage_no: s.stage_no,
        date: stageDay(s),
        proppant_kg: s.proppant_kg,
        clean_m3: s.clean_m3,
        ...Object.fromEntries(COMPLETION_COST_CATEGORIES.map((k) => [k, c.byCategory[k]])),
        total: c.total,
      };
    }),
  };
}

const completionCost = defineRoute({
  method: 'POST',
  url: '/charts/completion_cost',
  summary:
    "A fractured well's costs by reporting day: its field tickets' lines (rejected tickets excluded) and manual lines by cost code, the breakdown, and each stage priced at the tickets' unit prices",
  tags: ['charts', 'completions', 'costs'],
  access: well('VIEW_COSTS', 'body', 'well_id'),
  body: chartBody,
  async handler({ body, db }) {
    const { fromS, toS } = periodOf(body.payload);
    return { data: await completionCostsFor(db, body.well_id, fromS, toS, body.payload.day_shift) };
  },
});

export const completionCostRoutes = [completionCost];
