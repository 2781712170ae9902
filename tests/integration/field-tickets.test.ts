/**
 * The field ticket API on both databases without demo history (no demo tickets: the test writes its
 * own against the demo bids): a ticket priced from its bid (hand-checked totals), the period list
 * with per-day totals, status moves recording who approved, clone, delete, audit rows, and bad input
 * answering 400 naming the field, 404 for dangling ids, 409 for a duplicate number, 403 without
 * EDIT_TICKETS.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('field tickets API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let well = '';
  let rigBid = '';
  let ddBid = '';
  const item: Record<string, string> = {};
  const base = { tickets: 0, total: 0, approved: 0, pending: 0 };
  const plus = (x: typeof base) => ({
    tickets: base.tickets + x.tickets,
    total: base.total + x.total,
    approved: base.approved + x.approved,
    pending: base.pending + x.pending,
  });

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[];
    well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
    const bids = (await t.call('GET', `/api/wells/${well}/ticket_bids`, { token: admin })).body.data;
    const rig = bids.find((b: { name: string }) => b.name === 'Rig services 2026');
    const dd = bids.find((b: { name: string }) => b.name === 'Permian directional 2026');
    rigBid = rig.id;
    ddBid = dd.id;
    for (const i of [...rig.items, ...dd.items]) item[i.code] = i.id;
    expect(bids.some((b: { status: string }) => b.status === 'expired')).toBe(false);
    // The demo well's own tickets of today, before ours: its short live record crosses the 06:00
    // Chicago reporting-day boundary (12:00 UTC) for part of the day, and then today has demo tickets.
    const before = (await t.call('GET', `/api/wells/${well}/tickets`, { token: engineer })).body.data;
    const d = before.days.find((x: { date: string }) => x.date === today);
    Object.assign(base, { tickets: d?.tickets ?? 0, total: d?.total ?? 0, approved: d?.approved ?? 0, pending: d?.pending ?? 0 });
  });

  const today = new Date().toISOString().slice(0, 10);
  const post = (body: unknown, token = admin) => t.call('POST', `/api/wells/${well}/tickets`, { token, body });

  it('prices a rig ticket from the bid: 28 500 + 3 200 + 2 140 gal × 3.90 = 40 046 USD', async () => {
    const r = await post({
      date: today,
      bid_id: rigBid,
      number: 'LS-T1',
      lines: [
        { bid_item_id: item['RIG-DAY'], quantity: 1 },
        { bid_item_id: item['SOL-DAY'], quantity: 1 },
        { bid_item_id: item.FUEL, quantity: 2140 },
      ],
    });
    expect(r.status).toBe(201);
    const tk = r.body.data;
    expect([tk.company_name, tk.currency, tk.status, tk.total]).toEqual(['Lone Star Drilling Co.', 'USD', 'draft', 40_046]);
    expect(tk.lines.map((l: { code: string; unit_price: number; amount: number }) => [l.code, l.unit_price, l.amount])).toEqual([
      ['RIG-DAY', 28_500, 28_500],
      ['SOL-DAY', 3_200, 3_200],
      ['FUEL', 3.9, 8_346],
    ]);
    // directional: 9 500 + 650 + 0.5 × 1 150 = 10 725
    const dd = await post({
      date: today,
      bid_id: ddBid,
      lines: [
        { bid_item_id: item['DD-DAY'], quantity: 1 },
        { bid_item_id: item['MWD-GR'], quantity: 1 },
        { bid_item_id: item['MOTOR-675'], quantity: 0.5 },
      ],
    });
    expect(dd.status).toBe(201);
    expect(dd.body.data.total).toBe(10_725);
    expect(dd.body.data.number).toMatch(/^FT-\d{8}-\d+$/);
  });

  it('lists the period with per-day totals; approve records who, rejected tickets count in no total', async () => {
    const all = (await t.call('GET', `/api/wells/${well}/tickets`, { token: engineer })).body.data;
    const [rig, dd] = ['LS-T1', all.tickets.find((x: { number: string }) => x.number.startsWith('FT-')).number].map((n) =>
      all.tickets.find((x: { number: string }) => x.number === n),
    );
    // (a live demo well may hold demo tickets of today too: ours add to what was there)
    const day = (d: typeof all) => d.days.find((x: { date: string }) => x.date === today);
    expect(day(all)).toMatchObject({ currency: 'USD', ...plus({ tickets: 2, total: 50_771, approved: 0, pending: 50_771 }) });
    expect((await t.call('PATCH', `/api/wells/${well}/tickets/${rig.id}`, { token: admin, body: { status: 'approved' } })).status).toBe(400);
    expect((await t.call('PATCH', `/api/wells/${well}/tickets/${rig.id}`, { token: admin, body: { status: 'submitted' } })).status).toBe(200);
    const ok = await t.call('PATCH', `/api/wells/${well}/tickets/${rig.id}`, { token: admin, body: { status: 'approved' } });
    expect([ok.body.data.status, ok.body.data.decided_by_name]).toEqual(['approved', 'Avery Admin']);
    await t.call('PATCH', `/api/wells/${well}/tickets/${dd.id}`, { token: admin, body: { status: 'submitted' } });
    await t.call('PATCH', `/api/wells/${well}/tickets/${dd.id}`, { token: admin, body: { status: 'rejected' } });
    const after = (await t.call('GET', `/api/wells/${well}/tickets`, { token: admin })).body.data;
    expect(day(after)).toMatchObject(plus({ tickets: 2, total: 40_046, approved: 40_046, pending: 0 }));
    // an approved ticket is settled: no line change, no delete
    const change = await t.call('PATCH', `/api/wells/${well}/tickets/${rig.id}`, {
      token: admin,
      body: { lines: [{ bid_item_id: item['RIG-DAY'], quantity: 2 }] },
    });
    expect(change.status).toBe(400);
    expect((await t.call('DELETE', `/api/wells/${well}/tickets/${rig.id}`, { token: admin })).status).toBe(409);
    for (const action of ['field_tickets.create', 'field_tickets.update', 'field_tickets.approve']) {
      const a = (await t.call('GET', `/api/admin/audit?action=${action}&object_id=${rig.id}`, { token: admin })).body.data;
      expect(a.length, action).toBe(1);
    }
    const approved = (await t.call('GET', `/api/admin/audit?action=field_tickets.approve&object_id=${rig.id}`, { token: admin })).body.data[0];
    expect(JSON.stringify(approved)).toContain('submitted');
  });

  it('clones to the next day as a draft and deletes it; the period query finds each day', async () => {
    const rig = (await t.call('GET', `/api/wells/${well}/tickets`, { token: admin })).body.data.tickets.find((x: { number: string }) => x.number === 'LS-T1');
    const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const c = await t.call('POST', `/api/wells/${well}/tickets/${rig.id}/clone`, { token: admin, body: { date: next } });
    expect(c.status).toBe(201);
    expect([c.body.data.date, c.body.data.status, c.body.data.total]).toEqual([next, 'draft', 40_046]);
    const one = (await t.call('GET', `/api/wells/${well}/tickets/${c.body.data.id}`, { token: engineer })).body.data;
    expect(one.lines).toHaveLength(3);
    expect((await t.call('DELETE', `/api/wells/${well}/tickets/${c.body.data.id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/wells/${well}/tickets/${c.body.data.id}`, { token: admin })).status).toBe(404);
  });

  describe('rejections', () => {
    it('answers 400 naming the field, 404 for dangling ids, 409 for a duplicate number, 403 without EDIT_TICKETS', async () => {
      const line = [{ bid_item_id: item['RIG-DAY'], quantity: 1 }];
      const cases: [unknown, number, string][] = [
        [{ bid_id: rigBid, lines: line }, 400, 'date'],
        [{ date: '2026-02-30', bid_id: rigBid, lines: line }, 400, 'date'],
        [{ date: today, bid_id: rigBid, lines: [] }, 400, 'lines'],
        [{ date: today, bid_id: rigBid, lines: [{ bid_item_id: item['RIG-DAY'], quantity: -1 }] }, 400, 'quantity'],
        [{ date: today, bid_id: rigBid, lines: line, extra: 1 }, 400, 'extra'],
        [{ date: '2001-01-01', bid_id: rigBid, lines: line }, 400, 'date'],
        [{ date: today, bid_id: randomUUID(), lines: line }, 404, 'bid_id'],
        [{ date: today, bid_id: rigBid, lines: [{ bid_item_id: item['DD-DAY'], quantity: 1 }] }, 404, 'lines.0.bid_item_id'],
        [{ date: today, bid_id: rigBid, number: 'ls-t1', lines: line }, 409, 'number'],
      ];
      for (const [body, status, field] of cases) {
        const r = await post(body);
        expect([r.status, JSON.stringify(r.body)], JSON.stringify(body)).toEqual([status, expect.stringContaining(field)]);
      }
      const viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
      expect((await post({ date: today, bid_id: rigBid, lines: line }, viewer)).status).toBe(403);
      expect((await t.call('GET', `/api/wells/${well}/tickets/${randomUUID()}`, { token: admin })).status).toBe(404);
      expect((await t.call('GET', `/api/wells/${well}/tickets?from=abc`, { token: admin })).status).toBe(400);
    });
  });
});
