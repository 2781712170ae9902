/**
 * Production of a well (issue 19). POST charts/production_costs answers the Daily Costs of a producing
 * well: the lease operating expense per reporting day of the period against its oil, gas and water, by
 * category, and the Arps decline of its oil and gas (exponential, hyperbolic, harmonic) fitted on the
 * whole history with EUR to the economic limit; a fit that cannot be made carries its reason.
 * POST charts/production_daily answers its days (volumes, rates, pressures, GOR, water cut, cumulatives)
 * for the production widgets. GET production/decline answers the decline alone. POST production/daily records a day's volumes
 * (one row a day: a second one is a 409), audited. PATCH production/rates changes the LOE rates (the
 * fixed overhead a month among them), audited. Reads need VIEW_PRODUCTION, the writes EDIT_PRODUCTION.
 */
import { z } from 'zod';
import { well } from '../lib/access';
import { audit } from '../lib/audit';
import { UNIQUE_MESSAGE } from '../lib/db-error';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { uuid } from '../lib/schemas';
import { chartBody, periodOf } from './logs/chart-payload';
import { productionCostsFor } from '../production/production-report';
import { readProductionWell } from '../production/production-store';
import { productionDailyFor } from '../production/production-daily';
import type { LoeRates } from '../../src/domain/production/production-day';
import { loeRatesPatch } from '../../src/domain/production/loe-rates';

const tags = ['production'];
const wellParams = z.object({ id: uuid }).strict();

const costs = defineRoute({
  method: 'POST',
  url: '/charts/production_costs',
  summary:
    "A producing well's lease operating expense per reporting day (lift, chemicals, water disposal, power, workovers) against its production, by category, with the Arps decline of its oil and gas and EUR to the economic limit",
  tags: ['charts', ...tags],
  access: well('VIEW_PRODUCTION', 'body', 'well_id'),
  body: chartBody,
  async handler({ body, db }) {
    const { fromS, toS } = periodOf(body.payload);
    return { data: await productionCostsFor(db, body.well_id, fromS, toS, body.payload.day_shift) };
  },
});

const daily = defineRoute({
  method: 'POST',
  url: '/charts/production_daily',
  summary:
    "A producing well's reporting days in the period: hours on, oil, gas and water (m³) and their rates, tubing and casing pressure (MPa), GOR, water cut and the cumulatives since first production, with its events",
  tags: ['charts', ...tags],
  access: well('VIEW_PRODUCTION', 'body', 'well_id'),
  body: chartBody,
  async handler({ body, db }) {
    const { fromS, toS } = periodOf(body.payload);
    return { data: await productionDailyFor(db, body.well_id, fromS, toS, body.payload.day_shift) };
  },
});

const decline = defineRoute({
  method: 'GET',
  url: '/wells/:id/production/decline',
  summary:
    "The Arps decline of the well's oil or gas (each model's qi, Di nominal per year, b, RMSE of ln q; the best one's curve and EUR to the economic limit), or the reason no fit could be made",
  tags,
  access: well('VIEW_PRODUCTION'),
  params: wellParams,
  query: z.object({ fluid: z.enum(['oil', 'gas'], { error: 'fluid is oil or gas' }).default('oil') }).strict(),
  async handler({ params, query, db }) {
    const now = Math.floor(Date.now() / 1000);
    const a = await productionCostsFor(db, params.id, now - 86_400, now);
    if (!a.recorded) return { data: { fluid: query.fluid, best: null, reason: a.note, models: [], curve: null, eur: null, economic_limit_bbl_d: null } };
    const d = a.decline[query.fluid];
    return {
      data: {
        fluid: d.fluid,
        unit: d.unit,
        best: d.best,
        reason: d.reason,
        models: d.models,
        curve: d.curve,
        eur: d.eur,
        economic_limit_bbl_d: a.economic_limit_bbl_d,
      },
    };
  },
});

const volume = z.number({ error: 'must be a number' }).min(0, 'must not be negative').max(100_000, 'at most 100,000 m³ a day');
const pressure = z.number({ error: 'must be a number' }).min(0, 'must not be negative').max(150, 'at most 150 MPa').nullable().optional();
const dayBody = z
  .object({
    date: z.iso.date({ message: 'must be a date (YYYY-MM-DD)' }),
    hours_on: z.number({ error: 'must be a number' }).min(0, 'must not be negative').max(25, 'at most 25 h (the day the clocks go back)'),
    oil_m3: volume,
    gas_m3: volume.max(100_000_000, 'at most 100,000,000 m³ a day'),
    water_m3: volume,
    tubing_mpa: pressure,
    casing_mpa: pressure,
  })
  .strict();

const recordDay = defineRoute({
  method: 'POST',
  url: '/wells/:id/production/daily',
  summary: "Record a reporting day's production: hours on, oil, gas and water (m³ at standard conditions), tubing and casing pressure (MPa); one row a day",
  tags,
  access: well('EDIT_PRODUCTION'),
  params: wellParams,
  body: dayBody,
  async handler({ params, body, db, user, reply }) {
    const { rows: known } = await db.query('select 1 from production_wells where well_id = $1', [params.id]);
    if (!known[0]) throw new HttpError(404, 'This well has no production record (first production day and lift): none to add a day to');
    const { rows: taken } = await db.query('select 1 from production_daily where well_id = $1 and day = $2', [params.id, body.date]);
    if (taken[0]) throw new HttpError(409, `body.date: ${UNIQUE_MESSAGE}`, { field: 'body.date' });
    const row = { tubing_mpa: null, casing_mpa: null, ...body };
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into production_daily (well_id, day, hours_on, oil_m3, gas_m3, water_m3, tubing_mpa, casing_mpa, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [params.id, row.date, row.hours_on, row.oil_m3, row.gas_m3, row.water_m3, row.tubing_mpa, row.casing_mpa, user.id],
      );
      await audit(tx, user.id, 'production_daily.create', { type: 'production_daily', id: `${params.id}:${row.date}` }, { well_id: params.id, after: row });
    });
    reply.status(201);
    return { data: { well_id: params.id, ...row } };
  },
});

const updateRates = defineRoute({
  method: 'PATCH',
  url: '/wells/:id/production/rates',
  summary:
    "Change a producing well's lease operating cost rates: the fixed overhead a month, lift rental and power a day per lift, chemicals and water disposal per barrel, oil price and net revenue interest (USD); the Daily Costs use them from then on for every day",
  tags,
  access: well('EDIT_PRODUCTION'),
  params: wellParams,
  body: loeRatesPatch,
  async handler({ params, body, db, user }) {
    const before = await readProductionWell(db, params.id);
    if (!before) throw new HttpError(404, 'This well has no production record (first production day and lift): no rates to change');
    const rates: LoeRates = {
      ...before.rates,
      ...body,
      lift_usd_d: { ...before.rates.lift_usd_d, ...body.lift_usd_d },
      power_usd_d: { ...before.rates.power_usd_d, ...body.power_usd_d },
    };
    await db.transaction(async (tx) => {
      await tx.query('update production_wells set rates = $2::jsonb, updated_at = now() where well_id = $1', [params.id, JSON.stringify(rates)]);
      await audit(
        tx,
        user.id,
        'production_rates.update',
        { type: 'production_wells', id: params.id },
        { well_id: params.id, before: before.rates, after: rates },
      );
    });
    return { data: { well_id: params.id, rates } };
  },
});

export const productionRoutes = [costs, daily, decline, recordDay, updateRates];
