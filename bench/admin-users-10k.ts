/**
 * Admin › Users over 10,000 users (issue 17), the server in this process on a fresh database (demo
 * organisation, no history): 10,000 users across 40 companies are written with SQL, then each way the
 * users list is asked for through GET /api/admin/users is timed 30 times with varied values, p50/p95
 * ms: the first page, a page deep in the list (offset, which also counts the total), a name search,
 * an e-mail search, a company filter, a status filter, and the same list as a VIEW_USERS holder who
 * is no administrator (their own company only). PGlite; PostgreSQL too when reachable (BENCH_PG_URL).
 * On PGlite the list is also rendered and filtered in Chromium (bench/_admin-users-render.ts; needs
 * `npm run build`): first page shown, and a surname and a one-user search typed until the list shows them.
 */
import type { RunningServer } from '../server/start';
import { timeUsersRendered } from './_admin-users-render';
import { fmt } from './_http-load';
import { benchPostgresDatabase, percentile, signInToken } from './_support';
import { adminHeaders, withInProcessServer } from './in-process-server';

const USERS = 10_000;
const COMPANIES = 40;
const REPS = 30;
const SURNAMES = ['Smith', 'Garcia', 'Nguyen', 'Okafor', 'Hansen', 'Kowalski', 'Reyes', 'Tanaka', 'Dubois', 'Rossi', 'Haddad', 'Ivanova'];

async function fill(server: RunningServer): Promise<{ companies: string[]; managerHeaders: Record<string, string> }> {
  const db = server.db;
  const t0 = performance.now();
  await db.query(`insert into companies (name, type_id) select 'Bench company ' || g, (array[1, 2, 3, 5])[1 + g % 4] from generate_series(1, ${COMPANIES}) g`);
  const companies = (await db.query<{ id: string }>(`select id from companies where name like 'Bench company %' order by name`)).rows.map((r) => r.id);
  const surnames = `array[${SURNAMES.map((s) => `'${s}'`).join(',')}]`;
  await db.query(
    `insert into users (email, name, password_hash, company_id, status, phone)
     select 'bench.user' || g || '@company' || (g % ${COMPANIES}) || '.test', 'User ' || g || ' ' || (${surnames})[1 + g % ${SURNAMES.length}],
            (select password_hash from users where email = 'admin@demo.drillspace'), ($1::uuid[])[1 + g % ${COMPANIES}], 1 + g % 3, '+1 555 ' || g
       from generate_series(1, ${USERS}) g`,
    [companies],
  );
  // One of them, of the first company, holds VIEW_USERS and is no administrator; signs in with the admin's password.
  const { rows } = await db.query<{ id: string; email: string }>(`select id, email from users where company_id = $1 and status = 2 order by email limit 1`, [
    companies[0],
  ]);
  await db.query(`insert into user_global_permissions (user_id, permission) values ($1, 'VIEW_USERS')`, [rows[0].id]);
  await db.query('analyze users');
  const managerHeaders = { authorization: `Bearer ${await signInToken(server.url!, rows[0].email)}` };
  console.log(`  (filled ${USERS} users in ${fmt((performance.now() - t0) / 1000)} s)`);
  return { companies, managerHeaders };
}

async function timeLists(server: RunningServer, label: string): Promise<Record<string, number | string>> {
  const { companies, managerHeaders } = await fill(server);
  const admin = await adminHeaders(server.url);
  const pick = <T>(a: readonly T[], i: number) => a[(i * 7919) % a.length];
  const lists: Record<string, [(i: number) => string, Record<string, string>]> = {
    'first page (100)': [() => 'limit=100', admin],
    'deep page (offset, counts the total)': [(i) => `limit=100&offset=${100 * (1 + ((i * 37) % 98))}`, admin],
    'name search (surname)': [(i) => `limit=100&search=${pick(SURNAMES, i)}`, admin],
    'name search (one user)': [(i) => `limit=100&search=${encodeURIComponent(`User ${1 + ((i * 104729) % USERS)} `)}`, admin],
    'e-mail search (domain part)': [(i) => `limit=100&search=company${i % COMPANIES}.test`, admin],
    'company filter': [(i) => `limit=100&company_id=${pick(companies, i)}`, admin],
    'status filter, deep page': [(i) => `limit=100&status=${1 + (i % 3)}&offset=${100 * (i % 30)}`, admin],
    'own company as a VIEW_USERS holder': [() => 'limit=100', managerHeaders],
  };
  const out: Record<string, number | string> = {};
  const all: number[] = [];
  for (const [name, [q, headers]] of Object.entries(lists)) {
    const ms: number[] = [];
    for (let i = 0; i < REPS; i++) {
      const t = performance.now();
      const r = await fetch(`${server.url}/api/admin/users?${q(i)}`, { headers });
      if (r.status !== 200) throw new Error(`${q(i)}: ${r.status} ${await r.text()}`);
      const body = (await r.json()) as { data: unknown[] };
      if (i === 0 && body.data.length === 0) throw new Error(`${name}: empty answer`);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    all.push(...ms);
    out[`${label}: ${name} p50 / p95 (ms)`] = `${fmt(percentile(ms, 50))} / ${fmt(percentile(ms, 95))}`;
  }
  all.sort((a, b) => a - b);
  out[`${label}: all lists p95 (ms)`] = percentile(all, 95);
  return out;
}

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = await withInProcessServer('admin-users', async (s) => {
    const lists = await timeLists(s, 'PGlite');
    try {
      return { ...lists, ...(await timeUsersRendered(s.url!, ['Okafor', 'User 4242 '])) };
    } catch (e) {
      return { ...lists, 'rendered and filtered in Chromium': `not measured: ${e instanceof Error ? e.message : String(e)}` };
    }
  });
  const pgDb = await benchPostgresDatabase();
  if (!pgDb) out['PostgreSQL'] = 'not reachable: skipped';
  else {
    try {
      Object.assign(out, await withInProcessServer('admin-users-pg', (s) => timeLists(s, 'PostgreSQL'), { databaseUrl: pgDb.url, env: { DEMO: '1' } }));
    } finally {
      await pgDb.drop();
    }
  }
  return out;
}
