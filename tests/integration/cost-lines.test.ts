/**
 * Manual daily cost lines through the API: an engineer books and removes one (audited), it reaches
 * charts/cost on its day; bad input is a 400 naming the field, an unknown cost code or line a 404, a
 * viewer may read but not book, the rig crew (Rig Crew role alone: no VIEW_COSTS) sees no costs at all.
 */
import { beforeAll, expect, it } from 'vitest';
import { rigCrewOn } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('daily cost lines', (kind) => {
  const t = useTestServer(kind);
  let engineer = '';
  let crew = '';
  let wellId = '';

  beforeAll(async () => {
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token: engineer });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    const admin = await t.login(ADMIN.email, ADMIN.password);
    crew = await rigCrewOn(t, admin, wellId);
  });

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
});
