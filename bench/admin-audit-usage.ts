/**
 * Administration figures (issue 17), on the server in this process (demo organisation, no history):
 * 1. Audit search over 1,000,000 audit rows (a year of changes by the demo users: sign-ins, edits
 *    with before/after, impersonations): each kind of search through GET /api/admin/audit, 30 times
 *    with varied values, p50/p95 ms; the overall p95 of the indexed searches against the target
 *    (< 100 ms). Free text (q) has no index: it is printed apart. PGlite; PostgreSQL too when reachable
 *    (BENCH_PG_URL, default the local test database).
 * 2. The request log's cost on the hot path: GET /api/config as a signed-in user, 20 connections,
 *    with the request log on and off (5 alternating runs of each), requests per second and CPU per
 *    request (this process: server and load client).
 */
import type { RunningServer } from '../server/start';
import { fmt, hammer } from './_http-load';
import { benchPostgresDatabase, percentile, signInToken } from './_support';
import { withInProcessServer } from './in-process-server';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const REPS = 30;
const ACTIONS = [
  'auth.login',
  'auth.logout',
  'companies.update',
  'users.update',
  'wells.update',
  'projects.create',
  'user_roles.assign',
  'auth.impersonate',
  'auth.impersonate_end',
  'survey_stations.import',
  'well_plans.update',
  'daily_cost.create',
];

async function fill(server: RunningServer): Promise<{ users: { id: string; email: string }[] }> {
  const db = server.db;
  const users = (await db.query<{ id: string; email: string }>('select id, email from users order by email')).rows;
  const ids = `array[${users.map((u) => `'${u.id}'::uuid`).join(',')}]`;
  const acts = `array[${ACTIONS.map((a) => `'${a}'`).join(',')}]`;
  const chunk = 100_000;
  for (let start = 1; start <= ROWS; start += chunk) {
    const end = Math.min(ROWS, start + chunk - 1);
    await db.query(
      `insert into audit_log (at, actor_id, impersonator_id, action, object_type, object_id, details)
       select now() - (${ROWS} - g) * interval '31 seconds', (${ids})[1 + g % ${users.length}],
              case when g % 50 = 0 then (${ids})[1 + (g / 7) % ${users.length}] end,
              (${acts})[1 + (g * 7) % ${ACTIONS.length}], 'wells', 'obj-' || (g % 40000),
              jsonb_build_object('fields', jsonb_build_array('name', 'status'), 'before', jsonb_build_object('name', 'Well ' || g, 'status', g % 3),
                                 'after', jsonb_build_object('name', 'Well ' || (g + 1), 'status', (g + 1) % 3), 'ip', '10.0.' || (g % 250) || '.' || (g % 7))
         from generate_series(${start}, ${end}) g`,
    );
  }
  await db.query('analyze audit_log');
  return { users };
}

async function timeSearches(server: RunningServer, label: string): Promise<Record<string, number | string>> {
  const t0 = performance.now();
  const { users } = await fill(server);
  const out: Record<string, number | string> = { [`${label}: fill ${ROWS.toLocaleString('en-US')} rows (s)`]: (performance.now() - t0) / 1000 };
  const token = await signInToken(server.url!);
  const { rows } = await server.db.query<{ lo: string; hi: string }>('select min(id)::text as lo, max(id)::text as hi from audit_log');
  const [lo, hi] = [Number(rows[0].lo), Number(rows[0].hi)];
  const pick = <T>(a: readonly T[], i: number) => a[(i * 7919) % a.length];
  const day = (i: number) => new Date(Date.now() - ((i * 37) % 330) * 86_400_000);
  const searches: Record<string, (i: number) => string> = {
    'newest page': () => '',
    'actor (id)': (i) => `actor=${pick(users, i).id}`,
    'actor (e-mail part)': (i) => `actor=${encodeURIComponent(pick(users, i).email.split('@')[0])}`,
    action: (i) => `action=${pick(ACTIONS, i)}`,
    'action prefix': () => 'action=auth.',
    object: (i) => `object_id=obj-${(i * 1237) % 40000}`,
    'date range (1 week)': (i) => `from=${day(i).toISOString()}&to=${new Date(day(i).getTime() + 7 * 86_400_000).toISOString()}`,
    'action + date range': (i) => `action=users.update&from=${day(i).toISOString()}&to=${new Date(day(i).getTime() + 7 * 86_400_000).toISOString()}`,
    'keyset page deep in history': (i) => `before_id=${lo + Math.floor(((i * 0.618) % 1) * (hi - lo))}`,
  };
  const textSearches: Record<string, (i: number) => string> = {
    'text, common (q=Well 1)': () => 'q=Well%201',
    'text, one row (q=Well <n>)': (i) => `q=${encodeURIComponent(`"name": "Well ${(i * 104729) % ROWS}"`)}`,
  };
  const time = async (q: (i: number) => string, reps = REPS) => {
    const ms: number[] = [];
    for (let i = 0; i < reps; i++) {
      const t = performance.now();
      const r = await fetch(`${server.url}/api/admin/audit?limit=100&${q(i)}`, { headers: { authorization: `Bearer ${token}` } });
      if (r.status !== 200) throw new Error(`${q(i)}: ${r.status} ${await r.text()}`);
      await r.json();
      ms.push(performance.now() - t);
    }
    return ms.sort((a, b) => a - b);
  };
  const all: number[] = [];
  for (const [name, q] of Object.entries(searches)) {
    const ms = await time(q);
    all.push(...ms);
    out[`${label}: ${name} p50 / p95 (ms)`] = `${fmt(percentile(ms, 50))} / ${fmt(percentile(ms, 95))}`;
  }
  all.sort((a, b) => a - b);
  out[`${label}: indexed searches p95 (ms, target < 100)`] = percentile(all, 95);
  for (const [name, q] of Object.entries(textSearches)) {
    const ms = await time(q, 5);
    out[`${label}: ${name} p50 / max of 5 (ms, no index)`] = `${fmt(percentile(ms, 50))} / ${fmt(percentile(ms, 95))}`;
  }
  return out;
}

async function requestLogCost(server: RunningServer): Promise<Record<string, number | string>> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'engineer@demo.drillspace', password: 'drillspace-engineer' }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const log = server.services.requestLog;
  const record = log.record.bind(log);
  const rps: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const cpu: Record<'on' | 'off', number[]> = { on: [], off: [] };
  await hammer({ url: `${server.url}/api/config`, pid: process.pid, headers, connections: 20, durationS: 3 }); // warm-up
  for (let i = 0; i < 10; i++) {
    const mode = i % 2 === 0 ? 'off' : 'on';
    log.record = mode === 'on' ? record : () => {};
    const f = await hammer({ url: `${server.url}/api/config`, pid: process.pid, headers, connections: 20, durationS: 5 });
    rps[mode].push(f.rps);
    cpu[mode].push(f.cpuMsPerRequest);
  }
  log.record = record;
  await log.flush();
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const logged = await server.db.query<{ n: number }>(`select count(*)::int as n from request_log where route = '/api/config'`);
  return {
    'GET /api/config req/s, request log off (5 runs)': rps.off.map((x) => fmt(x, 0)).join(', '),
    'GET /api/config req/s, request log on (5 runs)': rps.on.map((x) => fmt(x, 0)).join(', '),
    'median req/s on vs off (%)': ((median(rps.on) - median(rps.off)) / median(rps.off)) * 100,
    'CPU per request off / on (ms, server and load client)': `${fmt(median(cpu.off), 3)} / ${fmt(median(cpu.on), 3)}`,
    'requests logged (GET /api/config)': logged.rows[0].n,
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  Object.assign(out, await withInProcessServer('admin', async (s) => ({ ...(await requestLogCost(s)), ...(await timeSearches(s, 'PGlite')) })));
  const pgDb = await benchPostgresDatabase();
  if (!pgDb) out['PostgreSQL'] = 'not reachable: skipped';
  else {
    try {
      Object.assign(out, await withInProcessServer('admin-pg', (s) => timeSearches(s, 'PostgreSQL'), { databaseUrl: pgDb.url, env: { DEMO: '1' } }));
    } finally {
      await pgDb.drop();
    }
  }
  return out;
}
