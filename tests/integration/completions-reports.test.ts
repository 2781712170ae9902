/**
 * Completion reports of the demo frac (Red Hawk 1H, its first 3 stages in a short demo), on both
 * databases: the frac tickets are the stage records × the frac bid, charts/completion_cost books
 * exactly those tickets (rejected ones excluded) plus manual lines by day, the stages priced at the
 * tickets' prices add up to the tickets; the frac troubles sit in the gaps between stage records;
 * bad input is a 400 naming the field, an unknown well 404, a duplicate ticket number 409, and the
 * rig crew (no VIEW_COSTS) a 403.
 */
import { beforeAll, expect, it } from 'vitest';
import { rigCrewOn } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

describeEachDatabase('completion reports', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let frac = '';
  let crew = '';
  let wellId = '';
  let span = { from: 0, to: 0 };
  let stages: { stage_no: number; start_s: number; end_s: number; plug_md_m: number | null; proppant_kg: number; clean_m3: number }[] = [];

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    frac = await t.login('completions@demo.drillspace', 'drillspace-completions');
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 1H').id;
    crew = await rigCrewOn(t, admin, wellId);
    stages = (await t.call('GET', `/api/completions/${wellId}/frac_stages`, { token: frac })).body.data.stages;
    span = { from: Math.min(...stages.map((s) => s.start_s)), to: Math.max(...stages.map((s) => s.end_s)) };
  });

  const costs = (token = frac, payload: unknown = { start_date: span.from - 86_400, end_date: span.to + 86_400 }, well = wellId) =>
    t.call('POST', '/api/charts/completion_cost', { token, body: { well_id: well, payload } });

  it('bills each stage from its record at the bid prices, and daily costs are those tickets', async () => {
    expect(stages.length).toBe(3);
    const list = (await t.call('GET', `/api/wells/${wellId}/tickets`, { token: frac })).body.data;
    expect(list.tickets.length).toBeGreaterThan(0);
    const lines = list.tickets.flatMap((tk: { lines: { code: string; quantity: number; unit_price: number }[] }) => tk.lines);
    const qty = (code: string) => lines.filter((l: { code: string }) => l.code === code).reduce((a: number, l: { quantity: number }) => a + l.quantity, 0);
    // One pumping charge per stage, a wireline run and a plug per plugged stage (not the toe stage).
    expect(qty('HHP-STG')).toBe(3);
    expect([qty('WL-STG'), qty('PLUG-CMP')]).toEqual([2, 2]);
    // Proppant to the lb (whole lb per ticket), water to the bbl.
    const lb = stages.reduce((a, s) => a + s.proppant_kg, 0) / 0.45359237;
    expect(Math.abs(qty('SAND-100') - lb)).toBeLessThanOrEqual(list.tickets.length);
    expect(Math.abs(qty('WATER-BBL') - stages.reduce((a, s) => a + s.clean_m3, 0) / 0.158987294928)).toBeLessThanOrEqual(list.tickets.length);

    const c = await costs();
    expect(c.status).toBe(200);
    const d = c.body.data;
    expect(d.stage).toBe('completion');
    // Every day's cost is its tickets' total (no manual lines yet), the running total their sum.
    const byDay = new Map<string, number>(list.days.map((x: { date: string; total: number }) => [x.date, x.total]));
    for (const day of d.days) expect(day.ticket).toBeCloseTo(byDay.get(day.date) ?? 0, 2);
    expect(d.total).toBeCloseTo(
      list.days.reduce((a: number, x: { total: number }) => a + x.total, 0),
      2,
    );
    expect(d.days.flatMap((x: { stages: number[] }) => x.stages)).toEqual([1, 2, 3]);
    // The stages priced at the same prices, plus the day rentals, are the tickets to rounding (cents and whole lb/bbl).
    const rent = d.breakdown.find((b: { code: string }) => b.code === 'RENT').amount;
    const priced = d.stage_costs.reduce((a: number, s: { total: number }) => a + s.total, 0);
    expect(Math.abs(priced + rent - d.total)).toBeLessThan(5);
    expect(d.breakdown.map((b: { code: string }) => b.code).sort()).toEqual(['FLUID', 'PLUG', 'PROP', 'PUMP', 'RENT', 'WATER', 'WL']);
  });

  it('leaves a rejected ticket out and adds a manual line to its day', async () => {
    const before = (await costs()).body.data;
    const tk = (await t.call('GET', `/api/wells/${wellId}/tickets`, { token: frac })).body.data.tickets.find(
      (x: { status: string }) => x.status === 'submitted',
    );
    const r = await t.call('PATCH', `/api/wells/${wellId}/tickets/${tk.id}`, { token: admin, body: { status: 'rejected' } });
    expect(r.status).toBe(200);
    const m = await t.call('POST', `/api/wells/${wellId}/daily_costs`, {
      token: admin,
      body: { report_date: tk.date, cost_code: 'LOG', amount: 1_250, description: 'Sand haul' },
    });
    expect(m.status).toBe(201);
    const after = (await costs()).body.data;
    expect(after.total).toBeCloseTo(before.total - tk.total + 1_250, 2);
    const day = after.days.find((x: { date: string }) => x.date === tk.date);
    expect([day.manual, day.total]).toEqual([1_250, day.ticket + 1_250]);
  });

  it('books the frac troubles in the gaps between stage records', async () => {
    const tr = (await t.call('GET', `/api/wells/${wellId}/incidents`, { token: frac })).body.data;
    expect(tr.rows.map((x: { type: string }) => x.type)).toEqual(['SCREEN_OUT', 'WIRELINE_MISRUN']);
    for (const x of tr.rows) {
      // Each ends at least a plug-and-perf run (1.5 h) before the next stage's record.
      const next = stages.find((s) => s.start_s > x.start)!;
      expect(next.start_s - x.end).toBeGreaterThanOrEqual(5400);
    }
    expect(tr.npt_s).toBe(tr.rows.reduce((a: number, x: { duration_s: number }) => a + x.duration_s, 0));
  });

  it('refuses what it must: 400 naming the field, 404, 409, 403', async () => {
    const bad = await costs(frac, { start_date: span.to, end_date: span.from });
    expect([bad.status, bad.body.message]).toEqual([400, 'body.payload.end_date: Should be greater than start_date']);
    const noWell = await t.call('POST', '/api/charts/completion_cost', { token: frac, body: { well_id: 'x', payload: { start_date: 1, end_date: 2 } } });
    expect([noWell.status, noWell.body.message]).toEqual([400, expect.stringContaining('body.well_id')]);
    expect((await costs(admin, { start_date: 1, end_date: 2 }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const tk = (await t.call('GET', `/api/wells/${wellId}/tickets`, { token: frac })).body.data.tickets[0];
    const dup = await t.call('POST', `/api/wells/${wellId}/tickets`, {
      token: admin,
      body: { date: tk.date, bid_id: tk.bid_id, number: tk.number, lines: [{ bid_item_id: tk.lines[0].bid_item_id, quantity: 1 }] },
    });
    expect([dup.status, dup.body.message]).toEqual([409, expect.stringContaining('body.number')]);
    expect((await costs(crew)).status).toBe(403);
  });
});
