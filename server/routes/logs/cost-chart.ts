/**
 * POST charts/cost (spec 7.10): the well's costs by reporting day of the period, against its AFE.
 * Auto lines are the AFE's rates applied to each day's hours and progress (Days vs Depth); manual
 * lines come from daily_cost_lines. Answers the days with their lines and running total, cost
 * against depth (actual: each day's end depth and running total; plan: the AFE curve priced by the
 * same rates, with its contingency) and the breakdown by cost code. Without an AFE it says so.
 */
import { costBreakdown, costDays, plannedCost, type CostLine } from '../../../src/domain/drilling/kpi/costs';
import type { Queryable } from '../../db/db';
import type { TimeSeriesStore } from '../../timeseries/store';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { activeAfe, type Afe } from './afe';
import { chartBody, periodOf } from './chart-payload';
import { daysVsDepthFor } from './days-vs-depth';
import { tags } from './log-helpers';
import { HEADERS } from './table-headers';

export async function manualLines(db: Queryable, wellId: string, dates: readonly string[]): Promise<Map<string, CostLine[]>> {
  const { rows } = await db.query<{ day: string; cost_code: string; amount: number; description: string }>(
    `select to_char(report_date, 'YYYY-MM-DD') as day, cost_code, amount, description from daily_cost_lines
     where well_id = $1 and report_date = any($2::date[]) order by created_at`,
    [wellId, dates],
  );
  const out = new Map<string, CostLine[]>();
  for (const r of rows) {
    const list = out.get(r.day) ?? [];
    list.push({ code: r.cost_code, amount: Number(r.amount), source: 'manual', description: r.description });
    out.set(r.day, list);
  }
  return out;
}

/** The well's costs by reporting day of [fromS, toS) against its active AFE or the one given (also read by the job summary). */
export async function wellCostsFor(db: Queryable, store: TimeSeriesStore, wellId: string, fromS: number, toS: number, dayShift?: number, estimate?: Afe) {
  const afe = estimate ?? (await activeAfe(db, wellId));
  const x = await daysVsDepthFor(db, store, wellId, fromS, toS, dayShift);
  // Nothing is spent before spud: the spud day is priced from spud, its progress from the first recorded depth.
  const spudS = x.dvd.spudS;
  const firstDepthM = x.dvd.curve[0]?.depthM ?? null;
  const inputs = x.dvd.days
    .filter((d) => d.endS > spudS)
    .map((d) => ({
      date: d.date,
      startS: Math.max(d.startS, spudS),
      endS: d.endS,
      progressM: d.progressM ?? (d.depthEndM !== null && firstDepthM !== null && d.startS < spudS ? d.depthEndM - firstDepthM : null),
      depthEndM: d.depthEndM,
      daysAtEnd: d.daysAtEnd,
    }));
  const days = costDays(
    inputs,
    afe?.rates ?? [],
    await manualLines(
      db,
      wellId,
      inputs.map((d) => d.date),
    ),
  );
  const { rows: codes } = await db.query<{ code: string; name: string }>('select code, name from cost_codes order by code');
  const total = days.at(-1)?.cumulative ?? 0;
  const withDepth = days.filter((d) => d.depthEndM !== null);
  const sumOf = (lines: readonly CostLine[], source: CostLine['source']) => lines.reduce((a, l) => a + (l.source === source ? l.amount : 0), 0);
  const planCurve = afe?.curve.map((p) => ({ days: p.days, depth_m: p.depthM, cost: plannedCost(p, afe.rates) })) ?? [];
  const planTotal = planCurve.at(-1)?.cost ?? null;
  return {
    currency: afe?.currency ?? 'USD',
    afe: afe
      ? { id: afe.id, name: afe.name, total: planTotal, contingency: afe.contingency, total_with_contingency: (planTotal ?? 0) * (1 + afe.contingency) }
      : null,
    afe_note: afe ? null : 'No AFE estimate for this well: costs need its rates, so none are computed.',
    codes: Object.fromEntries(codes.map((c) => [c.code, c.name])),
    days: days.map((d, k) => ({
      date: d.date,
      depth_end_m: d.depthEndM,
      days_at_end: inputs[k].daysAtEnd,
      auto: sumOf(d.lines, 'auto'),
      manual: sumOf(d.lines, 'manual'),
      total: d.total,
      cumulative: d.cumulative,
      lines: d.lines,
    })),
    breakdown: costBreakdown(days),
    total,
    actual_vs_depth: {
      depth_m: withDepth.map((d) => d.depthEndM),
      cost: withDepth.map((d) => d.cumulative),
    },
    plan: planCurve,
  };
}

const cost = defineRoute({
  method: 'POST',
  url: '/charts/cost',
  summary: "Costs by reporting day against the well's AFE: auto lines from its rates and Days vs Depth, manual lines, cost vs depth, breakdown by code",
  tags: ['charts', ...tags],
  access: well('VIEW_COSTS', 'body', 'well_id'),
  body: chartBody,
  async handler({ body, db, services }) {
    const { fromS, toS } = periodOf(body.payload);
    return {
      data: await wellCostsFor(db, services.logs.store, body.well_id, fromS, toS, body.payload.day_shift),
      headers: { days: HEADERS.daily_costs },
    };
  },
});

export const costChartRoutes = [cost];
