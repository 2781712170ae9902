/**
 * Two server instances sharing one PostgreSQL (issue 17): a job kind scheduled every second on both
 * is enqueued once per due time (unique kind + due_at) and each of those jobs runs exactly once, on
 * one instance or the other (SELECT … FOR UPDATE SKIP LOCKED). Skipped with a message without
 * PostgreSQL, except under CI=true.
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../../server/jobs/job-kind';
import { startServer, type RunningServer } from '../../server/start';
import { createPostgresDatabase, PG_ADMIN_URL, PG_OK, testConfig } from './support/databases';
import { waitFor } from './support/poll';

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
});
