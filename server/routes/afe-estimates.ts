/**
 * One AFE estimate of a well (drilling.time_cost.estimate; spec 7.10 costs): its planned days and
 * cost against depth (each curve point priced by the estimate's rates), its rate lines with what each
 * plans to TD, and the well's actual costs of the period priced by this estimate's rates (charts/cost
 * with this estimate instead of the active one), so a superseded estimate can be compared too.
 * The well's VIEW_COSTS; an estimate of another well or none is a 404.
 */
import { z } from 'zod';
import { plannedCost } from '../../src/domain/drilling/kpi/costs';
import { well } from '../lib/access';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { uuid } from '../lib/schemas';
import { afeById } from './logs/afe';
import { wellCostsFor } from './logs/cost-chart';
import { queryEpochS } from './logs/log-helpers';

const cents = (x: number) => Math.round(x * 100) / 100;

const estimate = defineRoute({
  method: 'GET',
  url: '/wells/:id/afe_estimates/:estimate_id',
  summary: "One AFE estimate: planned days and cost vs depth, its rate lines to TD, and the period's actual costs priced by its rates",
  tags: ['costs'],
  access: well('VIEW_COSTS'),
  params: z.object({ id: uuid, estimate_id: uuid }).strict(),
  query: z.object({ from: queryEpochS.optional(), to: queryEpochS.optional(), day_shift: z.coerce.number().int().min(0).max(86_399).optional() }).strict(),
  async handler({ params, query, db, services }) {
    const afe = await afeById(db, params.id, params.estimate_id);
    if (!afe) throw new HttpError(404, `AFE estimate ${params.estimate_id} not found on this well`);
    const { rows: all } = await db.query<{ id: string; name: string; is_active: boolean }>(
      'select id, name, is_active from afe_estimates where well_id = $1 order by created_at',
      [params.id],
    );
    const td = afe.curve.at(-1) ?? null;
    const nowS = Math.floor(Date.now() / 1000);
    const costs = await wellCostsFor(db, services.logs.store, params.id, query.from ?? 0, query.to ?? nowS, query.day_shift, afe);
    return {
      data: {
        estimate: {
          id: afe.id,
          name: afe.name,
          currency: afe.currency,
          contingency: afe.contingency,
          is_active: afe.is_active,
          curve: afe.curve.map((p, k) => ({
            depth_m: p.depthM,
            days: p.days,
            cost: cents(plannedCost(p, afe.rates)),
            interval_days: k === 0 ? p.days : p.days - afe.curve[k - 1].days,
            interval_m: k === 0 ? p.depthM : p.depthM - afe.curve[k - 1].depthM,
          })),
          rates: afe.rates.map((r) => ({
            ...r,
            planned_to_td: td ? cents(r.basis === 'day' ? r.rate * td.days : r.rate * td.depthM) : null,
          })),
          td_m: td?.depthM ?? null,
          td_days: td?.days ?? null,
        },
        estimates: all,
        costs,
      },
    };
  },
});

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/afe_estimates',
  summary: "The well's AFE estimates (the active one first) with their TD depth and days",
  tags: ['costs'],
  access: well('VIEW_COSTS'),
  params: z.object({ id: uuid }).strict(),
  async handler({ params, db }) {
    const { rows } = await db.query<{ id: string; name: string; currency: string; is_active: boolean; curve: { depthM: number; days: number }[] }>(
      'select id, name, currency, is_active, curve from afe_estimates where well_id = $1 order by is_active desc, created_at',
      [params.id],
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        currency: r.currency,
        is_active: r.is_active,
        td_m: r.curve.at(-1)?.depthM ?? null,
        td_days: r.curve.at(-1)?.days ?? null,
      })),
    };
  },
});

export const afeEstimateRoutes = [list, estimate];
