/**
 * Production reports on both databases (demo production is seeded on every demo database: a few
 * hundred daily rows a well, no history generation): the Daily Costs of a producing well (LOE days
 * adding up to the totals and the breakdown; the Arps fit of the demo oil recovering the generator's
 * qi, Di and b within 5 %; EUR to the economic limit), the decline call and its refusal of a bad
 * fluid, the production journal (events and producing time), and recording a day: 201 and audited,
 * 400 naming the field, 404 for a well without production or a dangling id, 409 for a day already
 * recorded, 403 without EDIT_PRODUCTION.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_PRODUCTION } from '../../server/production/demo-production';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

const PRODUCTION = { email: 'production@demo.drillspace', password: 'drillspace-production' };
const ANALYST = { email: 'analyst@demo.drillspace', password: 'drillspace-analyst' };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describeEachDatabase('production reports API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let prod = '';
  let analyst = '';
  const ids: Record<string, string> = {};
  const now = Math.floor(Date.now() / 1000);
  const lastYear = { start_date: now - 364 * 86_400, end_date: now };

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    prod = await t.login(PRODUCTION.email, PRODUCTION.password);
    analyst = await t.login(ANALYST.email, ANALYST.password);
    for (const w of (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data) ids[w.name] = w.id;
  });

  const costs = (well: string, token = prod, payload: object = lastYear) =>
    t.call('POST', '/api/charts/production_costs', { token, body: { well_id: well, payload } });

  it("prices a producing well's 2+ years of days, adds them up, and fits its oil decline to the generator's parameters within 5 %", async () => {
    const r = await costs(ids['Mesquite 7H']);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.recorded).toBe(true);
    expect(d.days.length).toBeGreaterThan(360);
    // And the year before produced every day too (a call covers at most a year).
    const yearBefore = await t.call('POST', '/api/charts/production_daily', {
      token: prod,
      body: { well_id: ids['Mesquite 7H'], payload: { start_date: now - 2 * 364 * 86_400, end_date: now - 364 * 86_400 } },
    });
    expect(yearBefore.status).toBe(200);
    expect(yearBefore.body.data.days.length).toBeGreaterThan(360);
    expect(sum(d.days.map((x: { total: number }) => x.total))).toBeCloseTo(d.totals.loe, 3);
    expect(sum(d.breakdown.map((x: { amount: number }) => x.amount))).toBeCloseTo(d.totals.loe, 3);
    expect(d.days.at(-1).cumulative).toBeCloseTo(d.totals.loe, 3);
    // The workovers of the last year (pump change on day 428, tubing leak on day 693 of 762) are priced on their days.
    expect(d.breakdown.find((x: { id: string }) => x.id === 'workover').amount).toBe(24_000 + 31_000);
    expect(d.lift_now).toBe('Rod pump');

    const truth = DEMO_PRODUCTION['mesquite-7h'].oil;
    const hyp = d.decline.oil.models.find((m: { model: string }) => m.model === 'hyperbolic');
    expect(hyp.ok).toBe(true);
    expect(Math.abs(hyp.qi / truth.qi - 1)).toBeLessThan(0.05);
    expect(Math.abs(hyp.di_per_year / (truth.di * 365.25) - 1)).toBeLessThan(0.05);
    expect(Math.abs(hyp.b / truth.b - 1)).toBeLessThan(0.05);
    expect(d.economic_limit_bbl_d).toBeGreaterThan(1);
    const eur = d.decline.oil.eur;
    expect(eur.eur).toBeCloseTo(eur.produced + eur.remaining, 3);
    // Produced is the well's whole history (the daily answer's cumulative, checked below): more than twice this year's on a declining well.
    expect(eur.produced).toBeGreaterThan(2 * d.totals.oil_bbl);
    expect(eur.remaining).toBeGreaterThan(0);
  });

  it('answers the daily production: rates over hours on, GOR, water cut, cumulatives since first production adding up', async () => {
    const well = ids['Mesquite 7H'];
    const r = await t.call('POST', '/api/charts/production_daily', { token: prod, body: { well_id: well, payload: lastYear } });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.recorded).toBe(true);
    expect(d.days.length).toBeGreaterThan(300);
    for (const x of d.days.slice(0, 60)) {
      if (x.hours_on > 0) expect(x.oil_m3_d).toBeCloseTo((x.oil_m3 * 24) / x.hours_on, 9);
      else expect(x.oil_m3_d).toBeNull();
      if (x.oil_m3 > 0) expect(x.gor_m3_m3).toBeCloseTo(x.gas_m3 / x.oil_m3, 9);
      if (x.oil_m3 + x.water_m3 > 0) expect(x.water_cut).toBeCloseTo(x.water_m3 / (x.oil_m3 + x.water_m3), 9);
    }
    for (let i = 1; i < d.days.length; i++) expect(d.days[i].cum_oil_m3 - d.days[i - 1].cum_oil_m3).toBeCloseTo(d.days[i].oil_m3, 6);
    // The cumulative since first production is the decline's produced oil (all history, in bbl).
    const costs365 = (await costs(well)).body.data;
    expect(d.totals.cum_oil_m3 * 6.289_811).toBeCloseTo(costs365.decline.oil.eur.produced, -1);
    expect(d.events.some((e: { kind: string }) => e.kind === 'WORKOVER')).toBe(true);
    const none = await t.call('POST', '/api/charts/production_daily', { token: admin, body: { well_id: ids['Red Hawk 2H'], payload: lastYear } });
    expect(none.body.data).toMatchObject({ recorded: false });
    const bad = await t.call('POST', '/api/charts/production_daily', { token: prod, body: { well_id: well, payload: { start_date: now, end_date: now - 5 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/end_date/);
  });

  it('answers the decline alone and says so when there is nothing to fit', async () => {
    const gas = await t.call('GET', `/api/wells/${ids['Northstar Federal 21-3H']}/production/decline?fluid=gas`, { token: prod });
    expect(gas.status).toBe(200);
    expect(gas.body.data).toMatchObject({ fluid: 'gas', unit: 'Mcf/d', reason: null });
    expect(gas.body.data.models).toHaveLength(3);
    const none = await t.call('GET', `/api/wells/${ids['Red Hawk 2H']}/production/decline`, { token: admin });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ best: null, reason: expect.stringMatching(/No production recorded/) });
    const bad = await t.call('GET', `/api/wells/${ids['Mesquite 7H']}/production/decline?fluid=water`, { token: prod });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/query\.fluid/);
  });

  it("the time journal of a producing well holds its events and producing time, a day's hours adding up", async () => {
    const r = await t.call('POST', `/api/wells/${ids['Mesquite 7H']}/time_journal`, {
      token: prod,
      body: { payload: { start_date: now - 120 * 86_400, end_date: now } },
    });
    expect(r.status).toBe(200);
    const rows: { activity: string; start: number; end: number; comment: string }[] = r.body.data.days.flatMap((x: { rows: unknown[] }) => x.rows);
    const kinds = new Set(rows.map((x) => x.activity));
    for (const k of ['PRODUCING', 'WORKOVER', 'WELL_TEST']) expect(kinds).toContain(k);
    expect(rows.find((x) => x.activity === 'WORKOVER')!.comment).toMatch(/Tubing leak.*31,000 USD/);
    // In the reader's unit system: the production engineer reads US field units, the admin metric.
    expect(rows.find((x) => x.activity === 'PRODUCING')!.comment).toMatch(/^Oil [\d,]+ bbl, gas [\d,]+ Mscf, water [\d,]+ bbl, tubing [\d,]+ psi/);
    const asAdmin = await t.call('POST', `/api/wells/${ids['Mesquite 7H']}/time_journal`, {
      token: admin,
      body: { payload: { start_date: now - 10 * 86_400, end_date: now } },
    });
    const metric = asAdmin.body.data.days
      .flatMap((x: { rows: { activity: string; comment: string }[] }) => x.rows)
      .find((x: { activity: string }) => x.activity === 'PRODUCING');
    expect(metric.comment).toMatch(/^Oil [\d,]+\.\d m³, gas [\d,]+ m³, water [\d,]+\.\d m³, tubing [\d,]+ kPa/);
    const full = r.body.data.days.filter((x: { rows: unknown[] }) => x.rows.length > 0).slice(1, -1);
    for (const day of full) expect(sum(day.rows.map((x: { duration_s: number }) => x.duration_s))).toBe(day.hours * 3600);
  });

  it('records a day (201, audited) and refuses bad input (400), unknown wells (404), a second row for the day (409) and writers without EDIT_PRODUCTION (403)', async () => {
    const well = ids['Mesquite 7H'];
    const date = new Date((now + 3 * 86_400) * 1000).toISOString().slice(0, 10);
    const body = { date, hours_on: 24, oil_m3: 55.2, gas_m3: 9800, water_m3: 150.4, tubing_mpa: 0.6, casing_mpa: 0.3 };
    const post = (b: object, token = prod, w = well) => t.call('POST', `/api/wells/${w}/production/daily`, { token, body: b });
    const ok = await post(body);
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ date, oil_m3: 55.2 });
    const audit = (await t.call('GET', `/api/admin/audit?action=production_daily.create&object_id=${well}:${date}`, { token: admin })).body.data[0];
    expect(audit).toMatchObject({ action: 'production_daily.create', object_type: 'production_daily' });

    const dup = await post(body);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/body\.date/);

    const bad = await post({ ...body, hours_on: 30 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/body\.hours_on/);
    const neg = await post({ ...body, oil_m3: -1 });
    expect(neg.status).toBe(400);
    expect(neg.body.message).toMatch(/body\.oil_m3/);

    expect((await post(body, admin, ids['Red Hawk 2H'])).status).toBe(404);
    expect((await post(body, admin, randomUUID())).status).toBe(404);
    expect((await post({ ...body, date: '2020-01-01' }, analyst)).status).toBe(403);

    const badPeriod = await costs(well, prod, { start_date: now, end_date: now - 10 });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.message).toMatch(/end_date/);
  });

  it('prices the fixed monthly overhead per well on every day, a month adding up to the rate, and validates its change', async () => {
    const well = ids['Northstar Federal 21-3H'];
    const patch = (b: object, token = prod, w = well) => t.call('PATCH', `/api/wells/${w}/production/rates`, { token, body: b });
    // The demo's 1,500 USD a month: 50.00 USD on a day of a 30-day month, 48.39 on one of 31.
    const seeded = (await costs(well)).body.data;
    expect(seeded.rates.overhead_usd_month).toBe(1_500);
    const day30 = seeded.days.find((x: { date: string }) => /-(04|06|09|11)-15$/.test(x.date));
    expect(day30.overhead).toBeCloseTo(50, 9);

    const ok = await patch({ overhead_usd_month: 3_100, lift_usd_d: { esp: 300 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.rates).toMatchObject({ overhead_usd_month: 3_100, chemicals_usd_bbl: 0.1, lift_usd_d: { esp: 300, rod_pump: 140 } });
    const audit = (await t.call('GET', `/api/admin/audit?action=production_rates.update&object_id=${well}`, { token: admin })).body.data[0];
    expect(audit).toMatchObject({ action: 'production_rates.update', object_type: 'production_wells' });

    const d = (await costs(well)).body.data;
    // 3,100 USD a month: 100.00 USD a day in a 31-day month, 103.33 in a 30-day one, 110.71 in February (28 days).
    const perDay: Record<number, number> = { 28: 110.714_285, 29: 106.896_551, 30: 103.333_333, 31: 100 };
    for (const x of d.days as {
      date: string;
      overhead: number;
      total: number;
      lift: number;
      chemicals: number;
      water_disposal: number;
      power: number;
      workover: number;
    }[]) {
      const [y, m] = x.date.split('-').map(Number);
      expect(x.overhead).toBeCloseTo(perDay[new Date(Date.UTC(y, m, 0)).getUTCDate()], 5);
      expect(x.total).toBeCloseTo(x.lift + x.chemicals + x.water_disposal + x.power + x.overhead + x.workover, 6);
    }
    // Every day of a whole calendar month inside the period: the month's overhead is exactly the rate.
    const month = (d.days as { date: string }[]).map((x) => x.date.slice(0, 7)).find((m, i, all) => all.filter((z) => z === m).length >= 28 && i > 40)!;
    const inMonth = d.days.filter((x: { date: string }) => x.date.startsWith(month));
    const [yy, mm] = month.split('-').map(Number);
    expect(inMonth).toHaveLength(new Date(Date.UTC(yy, mm, 0)).getUTCDate());
    expect(sum(inMonth.map((x: { overhead: number }) => x.overhead))).toBeCloseTo(3_100, 6);
    expect(d.breakdown.find((x: { id: string }) => x.id === 'overhead')).toMatchObject({ label: 'Fixed overhead' });
    expect(d.economic_limit_bbl_d).toBeGreaterThan(seeded.economic_limit_bbl_d);

    const neg = await patch({ overhead_usd_month: -5 });
    expect(neg.status).toBe(400);
    expect(neg.body.message).toMatch(/body\.overhead_usd_month.*negative/);
    const text = await patch({ overhead_usd_month: 'lots' });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/body\.overhead_usd_month/);
    expect((await patch({ nri: 1.5 })).body.message).toMatch(/body\.nri/);
    expect((await patch({ lift_usd_d: { jackpump: 5 } })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    expect((await patch({ overhead_usd_month: 10 }, admin, ids['Red Hawk 2H'])).status).toBe(404);
    expect((await patch({ overhead_usd_month: 10 }, admin, randomUUID())).status).toBe(404);
    expect((await patch({ overhead_usd_month: 10 }, analyst)).status).toBe(403);
  });
});
