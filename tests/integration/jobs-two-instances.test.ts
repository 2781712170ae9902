/**
 * Two server instances sharing one PostgreSQL (issue 17): a job kind scheduled every second on both
 * is enqueued once per due time (unique kind + due_at) and each of those jobs runs exactly once, on
 * one instance or the other (SELECT … FOR UPDATE SKIP LOCKED); integrations run now through the API
 * of one instance run once each, whichever instance claims them. Skipped with a message without
 * PostgreSQL, except under CI=true.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../../server/jobs/job-kind';
import { startServer, type RunningServer } from '../../server/start';
import { createPostgresDatabase, PG_ADMIN_URL, PG_OK, testConfig } from './support/databases';
import { waitFor } from './support/poll';
import { ADMIN } from './support/test-server';

if (!PG_OK) {
  if (process.env.CI === 'true') throw new Error(`CI=true but PostgreSQL is not reachable at ${PG_ADMIN_URL}`);
  console.warn(`[skip] scheduled jobs on two instances: PostgreSQL not reachable at ${PG_ADMIN_URL}`);
}

describe.skipIf(!PG_OK)('scheduled jobs on two instances sharing PostgreSQL', () => {
  const servers: RunningServer[] = [];
  const ranOn: string[][] = [[], []];
  let drop = async () => {};

  beforeAll(async () => {
    const db = await createPostgresDatabase();
    drop = db.drop;
    // One after the other: the first applies the migrations and the demo data, the second finds them.
    for (let i = 0; i < 2; i++) {
      const s = await startServer(testConfig('postgres', db.url, { demoHistoryDays: 0 }), { listen: false, log: () => {} });
      await s.background;
      servers.push(s);
    }
    servers.forEach((s, i) =>
      s.services.jobs!.declare(
        defineJob({
          name: 'test.tick',
          summary: 'every second on both instances',
          payload: z.object({}).strict(),
          maxAttempts: 1,
          backoff: { baseS: 1, maxS: 1 },
          timeoutS: 30,
          cron: '* * * * * *',
          async handler({ jobId }) {
            ranOn[i].push(jobId);
            await new Promise((r) => setTimeout(r, 50));
          },
        }),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await s.close();
    await drop();
  });

  it('enqueues each due time once and runs each job once', { timeout: 30_000 }, async () => {
    await new Promise((r) => setTimeout(r, 5_000));
    const db = servers[0].db;
    type Row = { id: string; due_at: Date; status: string; attempts: number };
    const rows = await waitFor(
      async () =>
        (await db.query<Row>(`select id, due_at, status, attempts from jobs where kind = 'test.tick' and due_at < now() - interval '1 second' order by due_at`))
          .rows,
      (r) => r.every((j) => j.status === 'done'),
      10_000,
      'every due tick ran',
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    // One row per second: consecutive due times, no gap and no duplicate.
    const dues = rows.map((r) => new Date(r.due_at).getTime());
    expect(new Set(dues).size).toBe(dues.length);
    for (let i = 1; i < dues.length; i++) expect(dues[i] - dues[i - 1]).toBe(1000);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    // Each job ran once across both instances.
    const ran = [...ranOn[0], ...ranOn[1]];
    for (const r of rows) expect(ran.filter((id) => id === r.id)).toHaveLength(1);
    // Both instances tried to enqueue every tick: the one that lost found the row already there.
    const [a, b] = servers.map((s) => s.services.jobs!.stats);
    console.log(
      `${rows.length} ticks: instance A enqueued ${a.enqueued}, skipped ${a.duplicateDue}, ran ${ranOn[0].length}; B enqueued ${b.enqueued}, skipped ${b.duplicateDue}, ran ${ranOn[1].length}`,
    );
    expect(a.duplicateDue + b.duplicateDue).toBeGreaterThanOrEqual(rows.length - 1);
  });

  it('runs each integration run-now job once across the two instances', { timeout: 40_000 }, async () => {
    const provider = createServer((_req, res) => res.writeHead(200).end('ok'));
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/`;
      const inject = async (i: number, method: 'GET' | 'POST', path: string, token: string | null, body?: object) => {
        const res = await servers[i].app.inject({
          method,
          url: path,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(body ? { payload: body } : {}),
        });
        return { status: res.statusCode, body: JSON.parse(res.body) };
      };
      const token = (await inject(0, 'POST', '/api/auth/login', null, { email: ADMIN.email, password: ADMIN.password })).body.token as string;
      const p = await inject(0, 'POST', '/api/admin/external_providers', token, { kind: 'interpretation', name: 'Two-instance run-now service', url });
      const it = await inject(1, 'POST', '/api/admin/integrations', token, { name: 'Two-instance run-now', provider_id: p.body.data.id, module: 'surveys' });
      expect(it.status).toBe(201);
      // Six runs asked of either instance: both runners poll the same table.
      const jobIds: string[] = [];
      for (let n = 0; n < 6; n++) {
        const r = await inject(n % 2, 'POST', `/api/admin/integrations/${it.body.data.id}/run`, token, {});
        expect(r.status).toBe(202);
        jobIds.push(r.body.data.job_id);
      }
      const db = servers[0].db;
      const jobs = await waitFor(
        async () =>
          (await db.query<{ id: string; status: string; attempts: number }>('select id, status, attempts from jobs where id = any($1::uuid[])', [jobIds])).rows,
        (rows) => rows.length === 6 && rows.every((j) => j.status === 'done'),
        20_000,
        'every run-now job is done',
      );
      expect(jobs.every((j) => j.attempts === 1)).toBe(true);
      const sessions = await db.query<{ job_id: string; n: number }>(
        'select job_id, count(*)::int as n from integration_sessions where job_id = any($1::uuid[]) group by job_id',
        [jobIds],
      );
      expect(sessions.rows.map((r) => r.n)).toEqual([1, 1, 1, 1, 1, 1]);
      const starts = await db.query<{ line: string }>(`select line from job_log where job_id = any($1::uuid[]) and line like 'attempt 1 of % started on %'`, [
        jobIds,
      ]);
      expect(starts.rows).toHaveLength(6);
      const byInstance = servers.map((s) => starts.rows.filter((r) => r.line.endsWith(s.services.jobs!.instanceId)).length);
      expect(byInstance[0] + byInstance[1]).toBe(6);
      console.log(`run-now jobs: instance A ran ${byInstance[0]}, B ran ${byInstance[1]}`);
    } finally {
      await new Promise<void>((r) => provider.close(() => r()));
    }
  });
});
