/**
 * Usage statistics from the request log (issue 17): every API request is recorded (in batches) with
 * its user, company, route pattern, status and duration; /admin/usage answers requests per day, per
 * route and per company and the active users, today from the raw log and earlier days from the
 * usage.rollup job's daily figures. Only holders of CAN_VIEW_USAGE may read it.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { waitFor } from './support/poll';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const ANALYST = { email: 'analyst@demo.drillspace', password: 'drillspace-analyst' };
const VIEWER = { email: 'viewer@demo.drillspace', password: 'drillspace-viewer' };

describeEachDatabase('usage statistics', (kind) => {
  const t = useTestServer(kind);
  let analyst = '';
  let engineer = '';
  let admin = '';
  beforeAll(async () => {
    analyst = await t.login(ANALYST.email, ANALYST.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    admin = await t.login(ADMIN.email, ADMIN.password);
  });
  const usage = async (q = '') => {
    await t.server.services.requestLog.flush();
    const r = await t.call('GET', `/api/admin/usage${q}`, { token: analyst });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };

  it("counts today's requests per route, per company and per user from the request log", async () => {
    const before = await usage();
    const route = (u: typeof before, r: string) =>
      u.per_route.find((x: { route: string; method: string }) => x.route === r && x.method === 'GET')?.requests ?? 0;
    const userReq = (u: typeof before, email: string) => u.active_users.find((x: { email: string }) => x.email === email)?.requests ?? 0;
    for (let i = 0; i < 7; i++) expect((await t.call('GET', '/api/config', { token: engineer })).status).toBe(200);
    expect((await t.call('GET', '/api/wells/00000000-0000-4000-8000-000000000000', { token: engineer })).status).toBe(404);
    const after = await usage();
    expect(route(after, '/api/config') - route(before, '/api/config')).toBe(7);
    expect(route(after, '/api/wells/:id') - route(before, '/api/wells/:id')).toBe(1);
    // The engineer's 8 plus the analyst's own GET /api/admin/usage before them.
    expect(userReq(after, ENGINEER.email) - userReq(before, ENGINEER.email)).toBe(8);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.per_day.at(-1).day).toBe(today);
    expect(after.per_day.at(-1).active_users).toBeGreaterThanOrEqual(2);
    const engineerCompany = after.active_users.find((x: { email: string }) => x.email === ENGINEER.email).company_name;
    const company = (u: typeof before) => u.per_company.find((c: { company_name: string }) => c.company_name === engineerCompany)?.requests ?? 0;
    expect(company(after) - company(before)).toBeGreaterThanOrEqual(8);
    expect(after.totals.requests).toBe(after.per_day.reduce((s: number, d: { requests: number }) => s + d.requests, 0));
  });

  it('rolls earlier days up with the usage.rollup job and reads them from the roll-up', { timeout: 20_000 }, async () => {
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await t.server.db.query(
      `insert into request_log (at, user_id, company_id, method, route, status, duration_ms)
       select ($1::date::timestamp at time zone 'UTC') + g * interval '1 minute', u.id, u.company_id, 'GET', '/api/wells', case when g % 10 = 0 then 500 else 200 end, 12
         from generate_series(1, 40) g, users u where u.email = $2`,
      [day, ENGINEER.email],
    );
    const id = await t.server.services.jobs!.enqueue('usage.rollup', { since_day: day });
    await waitFor(
      async () => (await t.call('GET', `/api/admin/jobs/${id}`, { token: admin })).body.data,
      (j) => j.status === 'done',
      10_000,
      'roll-up done',
    );
    const rolled = await t.server.db.query<{ requests: number; errors: number }>(
      `select requests, errors from usage_daily_routes where day = $1 and route = '/api/wells'`,
      [day],
    );
    expect(rolled.rows[0]).toEqual({ requests: 40, errors: 4 });
    // The raw rows are gone from the answer's source for that day: change them and the figures hold.
    await t.server.db.query(
      `delete from request_log where at < ($1::date + 1)::timestamp at time zone 'UTC' and at >= ($1::date::timestamp at time zone 'UTC')`,
      [day],
    );
    const u = await usage(`?from_day=${day}&to_day=${day}`);
    expect(u.per_day).toEqual([{ day, requests: 40, errors: 4, active_users: 1 }]);
    expect(u.per_route).toEqual([{ method: 'GET', route: '/api/wells', requests: 40, errors: 4, avg_ms: 12 }]);
    expect(u.active_users.map((x: { email: string; days_active: number }) => [x.email, x.days_active])).toEqual([[ENGINEER.email, 1]]);
  });

  it('is refused without CAN_VIEW_USAGE and answers bad days with a 400 naming the field', async () => {
    const viewer = await t.login(VIEWER.email, VIEWER.password);
    expect((await t.call('GET', '/api/admin/usage', { token: viewer })).status).toBe(403);
    const msg = async (q: string) => (await t.call('GET', `/api/admin/usage${q}`, { token: analyst })).body.message;
    expect(await msg('?from_day=2026-13-01')).toBe('query.from_day: must be a day (YYYY-MM-DD)');
    expect(await msg('?from_day=2026-05-02&to_day=2026-05-01')).toBe('query.from_day: must not be after to_day');
  });
});
