/**
 * The schema-driven fuzzer (issue 11, proof in CI): every registered route with a body, path
 * parameters or a query gets bad input derived from its zod schemas (fuzz-cases.ts), sent as the
 * admin so it reaches the input checks. Never a 5xx; and a rejected write leaves every table's row
 * count as it was (no partial writes). Fixed seed: CI replays the same requests (FUZZ_SEED overrides).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../../../server/lib/route';
import { startServer, type RunningServer } from '../../../server/start';
import { ADMIN } from '../support/test-server';
import { testConfig } from '../support/databases';
import { specOf } from '../authz/route-probe';
import { fuzzCases, type FuzzCase } from './fuzz-cases';
import { knownHoles } from './known-holes';
import type { KnownIds } from './sample-input';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let server: RunningServer;
let token = '';
let ids: KnownIds = {};
let wellId = '';
let projectId = '';
let snapshotSql = '';

async function login(): Promise<string> {
  const r = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  if (r.statusCode !== 200) throw new Error(`admin login: ${r.statusCode} ${r.body}`);
  return (r.json() as { token: string }).token;
}

beforeAll(async () => {
  server = await startServer({ ...testConfig('pglite', null), loginRateLimitPerMin: 100_000 }, { listen: false, log: () => {} });
  await server.background;
  token = await login();
  const first = async (table: string) => (await server.db.query<{ id: string }>(`select id from ${table} order by id limit 1`)).rows[0]?.id;
  wellId = (await server.db.query<{ id: string; project_id: string }>(`select id, project_id from wells where name = 'Red Hawk 2H'`)).rows[0].id;
  projectId = (await server.db.query<{ project_id: string }>(`select project_id from wells where id = $1`, [wellId])).rows[0].project_id;
  ids = { well_id: wellId, project_id: projectId };
  for (const [key, table] of [
    ['company_id', 'companies'],
    ['rig_id', 'rigs'],
    ['role_id', 'roles'],
    ['group_id', 'user_groups'],
    ['fleet_id', 'frac_fleets'],
  ] as const) {
    const id = await first(table);
    if (id) ids[key] = id;
  }
  // The audit log records rejected attempts by design (failed sign-ins), the request log every request,
  // and the job runner's tables and the usage roll-ups change on their own schedule: every other table must hold still.
  const tables = (
    await server.db.query<{ t: string }>(
      `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('audit_log', 'request_log', 'jobs', 'job_log', 'usage_daily_routes', 'usage_daily_users') order by 1`,
    )
  ).rows.map((r) => r.t);
  snapshotSql = `select ${tables.map((t) => `(select count(*)::int from "${t}") as "${t}"`).join(', ')}`;
}, 600_000);
afterAll(() => server?.close());

const snapshot = async () => JSON.stringify((await server.db.query(snapshotSql)).rows[0]);

async function send(c: FuzzCase): Promise<{ status: number; message: string }> {
  const go = () =>
    server.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: { authorization: `Bearer ${token}`, ...(c.payload !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {}) },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
  const res = await go();
  let message = '';
  try {
    message = String(res.json()?.message ?? '');
  } catch {
    message = res.body.slice(0, 80);
  }
  return { status: res.statusCode, message };
}

const show = (c: FuzzCase) =>
  `${c.method} ${c.url.slice(0, 160)}${c.payload !== undefined ? ` body ${c.payload.length > 200 ? `${c.payload.slice(0, 200)}… (${c.payload.length} chars)` : c.payload}` : ''}`;

it('never answers 5xx to bad input, and a rejected write changes no table', async () => {
  const routes = registeredRoutes(server.app).filter((r): r is RegisteredRoute => r.method !== 'HEAD' && !!specOf(r));
  let requests = 0;
  let fuzzedRoutes = 0;
  let fiveXx = 0;
  const byClass: Record<string, number> = {};
  const failures: string[] = [];
  const holesSeen = new Set<string>();
  const t0 = performance.now();
  for (const route of routes) {
    const spec = specOf(route)!;
    if (!spec.body && !spec.params && !spec.query && !spec.rawBody) continue;
    const objectId = route.access.kind === 'object' && route.access.type === 'PROJECT' ? projectId : wellId;
    const cases = fuzzCases(route, spec, ids, objectId, SEED);
    if (!cases.length) continue;
    fuzzedRoutes++;
    for (const c of cases) {
      const key = `${route.method} ${route.url} | ${c.kind}`;
      if (c.twice) {
        await send(c);
        requests++;
      }
      const write = c.method !== 'GET';
      const before = write ? await snapshot() : '';
      const res = await send(c);
      requests++;
      const cls = `${Math.floor(res.status / 100)}xx`;
      byClass[cls] = (byClass[cls] ?? 0) + 1;
      // A 404 for the route itself means the case never reached it: a fuzzer bug, not a pass.
      if (res.message.startsWith('URL ')) failures.push(`route not reached ← ${key}: ${show(c)}`);
      if (res.status >= 500) {
        fiveXx++;
        if (key in knownHoles) holesSeen.add(key);
        else failures.push(`${res.status} ${res.message} ← ${key}: ${show(c)}`);
      }
      if (write && res.status >= 400) {
        const after = await snapshot();
        if (after !== before) failures.push(`partial write (rows changed after ${res.status}) ← ${key}: ${show(c)} ${diff(before, after)}`);
      }
      // A well-formed POST /auth/logout ends the admin's session: sign in again for the next case.
      if (route.url === '/api/auth/logout') token = await login();
    }
  }
  for (const key of Object.keys(knownHoles))
    if (!holesSeen.has(key)) failures.push(`${key}: listed as a known hole but no longer answers 5xx: remove it from knownHoles`);
  console.log(
    `fuzz: ${requests} requests over ${fuzzedRoutes} routes, 5xx = ${fiveXx - holesSeen.size}` +
      (holesSeen.size ? ` (+${holesSeen.size} known holes tolerated, issue 11)` : '') +
      ` in ${((performance.now() - t0) / 1000).toFixed(1)} s, seed ${SEED} (${Object.entries(byClass)
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`,
  );
  for (const h of holesSeen) console.log(`  known hole: ${h} — ${knownHoles[h]}`);
  expect(failures).toEqual([]);
  expect(fuzzedRoutes).toBeGreaterThan(80);
  // Well-formed samples must get through to the handlers sometimes, or the fuzzer tests only parsing.
  expect(byClass['2xx'] ?? 0).toBeGreaterThan(20);
}, 900_000);

function diff(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, number>;
  const b = JSON.parse(after) as Record<string, number>;
  return Object.keys(a)
    .filter((k) => a[k] !== b[k])
    .map((k) => `${k} ${a[k]}→${b[k]}`)
    .join(', ');
}
