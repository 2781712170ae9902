/**
 * Manual daily cost lines through the API: an engineer books, changes and removes one (audited), it
 * reaches charts/cost on its day; the editor's batch applies all or nothing; bad input is a 400
 * naming the field, an unknown cost code or line a 404, a viewer may read but not book or change,
 * the rig crew (Rig Crew role alone: no VIEW_COSTS) sees no costs at all.
 */
import { beforeAll, expect, it } from 'vitest';
import { rigCrewOn } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('daily cost lines', (kind) => {
  const t = useTestServer(kind);
  let engineer = '';
  let crew = '';
  let viewer = '';
  let wellId = '';
  let priced = '';
  // The viewer's one well (Viewer role on Prairie 5H: VIEW_COSTS, no EDIT_COSTS).
  let prairieId = '';
  let admin = '';

  beforeAll(async () => {
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token: engineer });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    admin = await t.login(ADMIN.email, ADMIN.password);
    const all = await t.call('GET', '/api/wells?limit=100', { token: admin });
    prairieId = all.body.data.find((w: { name: string }) => w.name === 'Prairie 5H').id;
    crew = await rigCrewOn(t, admin, wellId);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    // A reporting day charts/cost prices (the seeded history's), for the totals to follow the edits.
    const nowS = Math.floor(Date.now() / 1000);
    const r = await t.call('POST', '/api/charts/cost', {
      token: engineer,
      body: { well_id: wellId, payload: { start_date: nowS - 40 * 86_400, end_date: nowS } },
    });
    priced = r.body.data.days.at(-1).date;
  });

  const lines = async () => (await t.call('GET', `/api/wells/${wellId}/daily_costs`, { token: engineer })).body.data as { id: string; amount: number }[];
  const dayOfChart = async (date: string) => {
    const nowS = Math.floor(Date.now() / 1000);
    const r = await t.call('POST', '/api/charts/cost', {
      token: engineer,
      body: { well_id: wellId, payload: { start_date: nowS - 40 * 86_400, end_date: nowS } },
    });
    const day = r.body.data.days.find((d: { date: string }) => d.date === date) as { manual: number; total: number } | undefined;
    if (!day) throw new Error(`charts/cost has no day ${date}`);
    return { ...day, cumulative: r.body.data.total as number };
  };

  it('books a line, lists it, removes it, each change audited', async () => {
    const codes = await t.call('GET', '/api/cost_codes', { token: engineer });
    expect(codes.body.data.map((c: { code: string }) => c.code)).toContain('FISH');
    const c = await t.call('POST', `/api/wells/${wellId}/daily_costs`, {
      token: engineer,
      body: { report_date: '2026-11-20', cost_code: 'FISH', amount: 12_500.5, description: 'Overshot run' },
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.data).toMatchObject({ report_date: '2026-11-20', cost_code: 'FISH', amount: 12_500.5, description: 'Overshot run' });
    const list = await t.call('GET', `/api/wells/${wellId}/daily_costs`, { token: engineer });
    expect(list.body.data.map((l: { id: string }) => l.id)).toContain(c.body.data.id);
    const d = await t.call('DELETE', `/api/wells/${wellId}/daily_costs/${c.body.data.id}`, { token: engineer });
    expect(d.status).toBe(200);
    const again = await t.call('DELETE', `/api/wells/${wellId}/daily_costs/${c.body.data.id}`, { token: engineer });
    expect([again.status, again.body.message]).toEqual([404, 'params.line_id: no such cost line on this well']);
    const { rows } = await t.server.db.query<{ action: string }>(`select action from audit_log where action like 'daily_cost.%' order by id`);
    expect(rows.map((r) => r.action)).toEqual(['daily_cost.create', 'daily_cost.delete']);
  });

  it('refuses bad input naming the field, an unknown code with 404, and callers without the permission', async () => {
    const post = (body: unknown, token = engineer) => t.call('POST', `/api/wells/${wellId}/daily_costs`, { token, body });
    const ok = { report_date: '2026-11-20', cost_code: 'FISH', amount: 1 };
    for (const [body, field] of [
      [{ ...ok, report_date: '20/11/2026' }, 'body.report_date'],
      [{ ...ok, report_date: '2026-02-31x' }, 'body.report_date'],
      [{ ...ok, amount: -5 }, 'body.amount'],
      [{ ...ok, amount: '5' }, 'body.amount'],
      [{ ...ok, extra: 1 }, 'body'],
    ] as const) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
    const unknown = await post({ ...ok, cost_code: 'NOPE' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'body.cost_code: no such cost code']);
    // The rig crew sees no costs: no list, no chart; and books none.
    expect((await t.call('GET', `/api/wells/${wellId}/daily_costs`, { token: crew })).status).toBe(403);
    expect((await t.call('GET', `/api/wells/${wellId}/detection_settings`, { token: crew })).status).toBe(200);
    expect((await post(ok, crew)).status).toBe(403);
    const chart = await t.call('POST', '/api/charts/cost', { token: crew, body: { well_id: wellId, payload: { start_date: 1, end_date: 2 } } });
    expect(chart.status).toBe(403);
  });

  it('changes a line with PATCH (audited before and after) and charts/cost follows', async () => {
    const c = await t.call('POST', `/api/wells/${wellId}/daily_costs`, {
      token: engineer,
      body: { report_date: priced, cost_code: 'FISH', amount: 1000, description: 'Jar' },
    });
    expect([c.status, c.body.data.quantity]).toEqual([201, 1]);
    const before = await dayOfChart(priced);
    const p = await t.call('PATCH', `/api/wells/${wellId}/daily_costs/${c.body.data.id}`, {
      token: engineer,
      body: { amount: 4000, quantity: 2, description: 'Jar, 2 days' },
    });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body.data).toMatchObject({ id: c.body.data.id, report_date: priced, cost_code: 'FISH', amount: 4000, quantity: 2, description: 'Jar, 2 days' });
    expect(p.body.data.updated_at).toBeTruthy();
    const after = await dayOfChart(priced);
    expect(after.manual - before.manual).toBeCloseTo(3000, 6);
    expect(after.cumulative - before.cumulative).toBeCloseTo(3000, 6);
    const { rows } = await t.server.db.query<{ details: { before: { amount: number }; line: { amount: number } } }>(
      `select details from audit_log where action = 'daily_cost.update' order by id desc limit 1`,
    );
    expect([rows[0].details.before.amount, rows[0].details.line.amount]).toEqual([1000, 4000]);
    await t.call('DELETE', `/api/wells/${wellId}/daily_costs/${c.body.data.id}`, { token: engineer });
  });

  it('refuses a bad PATCH naming the field, an unknown line or code with 404, a viewer with 403', async () => {
    const c = await t.call('POST', `/api/wells/${wellId}/daily_costs`, { token: engineer, body: { report_date: '2026-11-22', cost_code: 'FISH', amount: 10 } });
    const url = `/api/wells/${wellId}/daily_costs/${c.body.data.id}`;
    const patch = (body: unknown, token = engineer, at = url) => t.call('PATCH', at, { token, body });
    for (const [body, field] of [
      [{ amount: -1 }, 'body.amount'],
      [{ amount: 'x' }, 'body.amount'],
      [{ quantity: -2 }, 'body.quantity'],
      [{ report_date: '2026-13-01' }, 'body.report_date'],
      [{ description: 'x'.repeat(501) }, 'body.description'],
      [{ id: c.body.data.id }, 'body'],
      [{}, 'body'],
    ] as const) {
      const r = await patch(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message.startsWith(`${field}:`), r.body.message).toBe(true);
    }
    expect((await patch({ cost_code: 'NOPE' })).body).toMatchObject({ message: 'body.cost_code: no such cost code' });
    expect((await patch({ cost_code: 'NOPE' })).status).toBe(404);
    const unknown = await patch({ amount: 1 }, engineer, `/api/wells/${wellId}/daily_costs/00000000-0000-4000-8000-000000000000`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'params.line_id: no such cost line on this well']);
    expect((await patch({ amount: 1 }, engineer, `/api/wells/${wellId}/daily_costs/not-an-id`)).status).toBe(400);
    // A viewer reads the well's costs but changes none of them.
    const prairieLine = await t.call('POST', `/api/wells/${prairieId}/daily_costs`, {
      token: admin,
      body: { report_date: '2026-11-22', cost_code: 'FISH', amount: 10 },
    });
    expect(prairieLine.status).toBe(201);
    const viewerList = await t.call('GET', `/api/wells/${prairieId}/daily_costs`, { token: viewer });
    expect(viewerList.status).toBe(200);
    expect(viewerList.body.data.map((l: { id: string }) => l.id)).toContain(prairieLine.body.data.id);
    const refused = await patch({ amount: 1 }, viewer, `/api/wells/${prairieId}/daily_costs/${prairieLine.body.data.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/EDIT_COSTS/);
    await t.call('DELETE', `/api/wells/${prairieId}/daily_costs/${prairieLine.body.data.id}`, { token: admin });
    expect((await patch({ amount: 1 }, viewer)).status).toBe(403);
    expect((await patch({ amount: 1 }, crew)).status).toBe(403);
    expect((await lines()).find((l) => l.id === c.body.data.id)?.amount).toBe(10);
    await t.call('DELETE', url, { token: engineer });
  });

  it('applies a batch at once: adds, changes, removes, each audited, and the day total follows', async () => {
    const keep = await t.call('POST', `/api/wells/${wellId}/daily_costs`, { token: engineer, body: { report_date: priced, cost_code: 'FISH', amount: 100 } });
    const drop = await t.call('POST', `/api/wells/${wellId}/daily_costs`, { token: engineer, body: { report_date: priced, cost_code: 'FISH', amount: 50 } });
    const before = await dayOfChart(priced);
    const auditedBefore = Number(
      (await t.server.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action like 'daily_cost.%'`)).rows[0].n,
    );
    const b = await t.call('POST', `/api/wells/${wellId}/daily_costs/batch`, {
      token: engineer,
      body: {
        add: [{ report_date: priced, cost_code: 'FISH', amount: 700, quantity: 3, description: 'Vacuum truck loads' }],
        update: [{ id: keep.body.data.id, amount: 250 }],
        delete: [drop.body.data.id],
      },
    });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.message).toBe('Cost lines saved: 1 added, 1 changed, 1 removed');
    expect(b.body.data.added[0]).toMatchObject({ amount: 700, quantity: 3, description: 'Vacuum truck loads' });
    const now = await lines();
    expect(now.find((l) => l.id === keep.body.data.id)?.amount).toBe(250);
    expect(now.some((l) => l.id === drop.body.data.id)).toBe(false);
    const auditedAfter = Number(
      (await t.server.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action like 'daily_cost.%'`)).rows[0].n,
    );
    expect(auditedAfter - auditedBefore).toBe(3);
    const after = await dayOfChart(priced);
    // 100 + 50 became 250 + 700: the day's manual lines, its total and the running total move by 800.
    expect(after.manual - before.manual).toBeCloseTo(800, 6);
    expect(after.total - before.total).toBeCloseTo(800, 6);
    expect(after.cumulative - before.cumulative).toBeCloseTo(800, 6);
    for (const id of [keep.body.data.id, b.body.data.added[0].id]) await t.call('DELETE', `/api/wells/${wellId}/daily_costs/${id}`, { token: engineer });
  });

  it('refuses a bad batch naming the entry and field, and keeps everything as it was', async () => {
    const line = await t.call('POST', `/api/wells/${wellId}/daily_costs`, {
      token: engineer,
      body: { report_date: '2026-11-24', cost_code: 'FISH', amount: 100 },
    });
    const id = line.body.data.id as string;
    const batch = (body: unknown, token = engineer) => t.call('POST', `/api/wells/${wellId}/daily_costs/batch`, { token, body });
    const good = { report_date: '2026-11-24', cost_code: 'FISH', amount: 1 };
    const ghost = '00000000-0000-4000-8000-000000000000';
    for (const [body, status, message] of [
      [{ add: [good, { ...good, amount: -1 }], update: [{ id, amount: 5 }] }, 400, /^body\.add\.1\.amount: must be zero or more$/],
      [{ update: [{ id, quantity: 'two' }] }, 400, /^body\.update\.0\.quantity:/],
      [{ update: [{ id }] }, 400, /^body\.update\.0: give at least one field/],
      [{ update: [{ id, amount: 1, well_id: id }] }, 400, /^body\.update\.0: unknown field 'well_id'/],
      [{ update: [{ id, amount: 1 }], delete: [id] }, 400, /^body\.delete\.0: this line is already changed/],
      [{ delete: ['nope'] }, 400, /^body\.delete\.0:/],
      [{}, 400, /^body: nothing to apply/],
      [{ add: [good], rename: [] }, 400, /^body: unknown field 'rename'/],
      [{ update: [{ id, amount: 5 }], add: [{ ...good, cost_code: 'NOPE' }] }, 404, /^body\.add\.0\.cost_code: no such cost code$/],
      [
        {
          update: [
            { id, amount: 5 },
            { id: ghost, amount: 5 },
          ],
        },
        404,
        /^body\.update\.1\.id: no such cost line on this well$/,
      ],
      [{ add: [good], delete: [ghost] }, 404, /^body\.delete\.0: no such cost line on this well$/],
    ] as const) {
      const r = await batch(body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await batch({ add: [good] }, viewer)).status).toBe(403);
    const viewerBatch = await t.call('POST', `/api/wells/${prairieId}/daily_costs/batch`, { token: viewer, body: { add: [good] } });
    expect(viewerBatch.status).toBe(403);
    expect((await batch({ add: [good] }, crew)).status).toBe(403);
    // Nothing of the refused batches was kept: the one line as booked, no line added on its day.
    const day = (await lines()).filter((l) => (l as unknown as { report_date: string }).report_date === '2026-11-24');
    expect(day.map((l) => [l.id, l.amount])).toEqual([[id, 100]]);
    await t.call('DELETE', `/api/wells/${wellId}/daily_costs/${id}`, { token: engineer });
  });
});
