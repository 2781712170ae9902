/**
 * The durable job runner (server/jobs/, issue 17): a failing job is retried with exponential backoff
 * and ends failed after its kind's max attempts; the Jobs API lists it with its log and re-queues it
 * on Retry; a job left 'running' by a dead instance is taken back; bad input is a 400 naming the field.
 */
import { z } from 'zod';
import { beforeAll, expect, it } from 'vitest';
import { defineJob } from '../../server/jobs/job-kind';
import { describeEachDatabase } from './support/databases';
import { waitFor } from './support/poll';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('job runner', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let flakyWorks = false;
  const flaky = defineJob({
    name: 'test.flaky',
    summary: 'fails until told otherwise',
    payload: z.object({ n: z.number() }).strict(),
    maxAttempts: 3,
    backoff: { baseS: 1, maxS: 2 },
    timeoutS: 30,
    async handler({ log, attempt }) {
      await log(`working, attempt ${attempt}`);
      if (!flakyWorks) throw new Error('the far end said no');
    },
  });
  const ok = defineJob({
    name: 'test.ok',
    summary: 'always works',
    payload: z.object({}),
    maxAttempts: 2,
    backoff: { baseS: 1, maxS: 1 },
    timeoutS: 30,
    handler: async () => {},
  });

  beforeAll(async () => {
    t.server.services.jobs!.declare(flaky);
    t.server.services.jobs!.declare(ok);
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
  });

  const job = async (id: string) => (await t.call('GET', `/api/admin/jobs/${id}`, { token: admin })).body.data;

  it('retries a failing job with exponential backoff and fails it after max attempts; Retry queues it again', { timeout: 30_000 }, async () => {
    const id = (await t.server.services.jobs!.enqueue('test.flaky', { n: 1 }))!;
    const failed = await waitFor(
      () => job(id),
      (j) => j.status === 'failed',
      15_000,
      'the flaky job failed',
    );
    expect(failed.attempts).toBe(3);
    expect(failed.last_error).toBe('the far end said no');
    const lines: { at: string; attempt: number; line: string }[] = failed.log;
    expect(lines.filter((l) => l.line.startsWith('working')).map((l) => l.attempt)).toEqual([1, 2, 3]);
    expect(lines.filter((l) => l.line.includes('failed')).map((l) => l.line.replace(/^attempt \d+ failed: /, ''))).toEqual([
      'the far end said no — retry in 1 s',
      'the far end said no — retry in 2 s',
      'the far end said no — no attempts left, failed',
    ]);
    // Each retry started no sooner than its backoff after the failure before it.
    const at = (attempt: number, prefix: string) => Date.parse(lines.find((l) => l.attempt === attempt && l.line.startsWith(prefix))!.at);
    expect(at(2, 'attempt 2 of 3 started') - at(1, 'attempt 1 failed')).toBeGreaterThanOrEqual(950);
    expect(at(3, 'attempt 3 of 3 started') - at(2, 'attempt 2 failed')).toBeGreaterThanOrEqual(1950);

    const list = await t.call('GET', '/api/admin/jobs?status=failed&kind=test.flaky', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((j: { id: string }) => j.id)).toContain(id);
    expect(list.body.counts.failed).toBeGreaterThanOrEqual(1);
    expect(list.body.kinds.map((k: { name: string }) => k.name)).toEqual(expect.arrayContaining(['audit.shrink', 'usage.rollup', 'test.flaky']));

    expect((await t.call('POST', `/api/admin/jobs/${id}/retry`, { token: engineer })).status).toBe(403);
    flakyWorks = true;
    const retried = await t.call('POST', `/api/admin/jobs/${id}/retry`, { token: admin });
    expect(retried.status).toBe(200);
    expect(retried.body.data.status).toBe('queued');
    const done = await waitFor(
      () => job(id),
      (j) => j.status === 'done',
      10_000,
      'the retried job ran',
    );
    expect(done.attempts).toBe(1);
    expect(done.log.some((l: { line: string }) => l.line === `queued again by ${ADMIN.email}`)).toBe(true);
    const again = await t.call('POST', `/api/admin/jobs/${id}/retry`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Job ${id} is done: only a failed job can be retried`);
    const audit = await t.call('GET', `/api/admin/audit?action=jobs.retry&object_id=${id}`, { token: admin });
    expect(audit.body.data[0].details).toMatchObject({ kind: 'test.flaky', before: { status: 'failed' }, after: { status: 'queued' } });
  });

  it('takes back a job whose instance died while running it', { timeout: 20_000 }, async () => {
    const { rows } = await t.server.db.query<{ id: string }>(
      `insert into jobs (kind, status, attempts, max_attempts, started_at, locked_by, locked_until) values ('test.ok', 'running', 1, 2, now() - interval '5 minutes', 'dead-instance', now() - interval '1 minute') returning id`,
    );
    const j = await waitFor(
      () => job(rows[0].id),
      (x) => x.status === 'done',
      10_000,
      'the stale job ran',
    );
    expect(j.attempts).toBe(2);
    expect(j.log[0].line).toBe('taken back from dead-instance whose lease ran out: queued again');
  });

  it('answers bad input with a 400 naming the field', async () => {
    const bad = async (url: string, method = 'GET') => (await t.call(method, url, { token: admin })).body.message as string;
    expect(await bad('/api/admin/jobs?status=sleeping')).toMatch(/^query\.status: /);
    expect(await bad('/api/admin/jobs?limit=0')).toMatch(/^query\.limit: /);
    expect(await bad('/api/admin/jobs?before=yesterday')).toBe('query.before: must be a date and time (ISO 8601)');
    expect(await bad('/api/admin/jobs/abc')).toBe('params.id: must be an id (uuid)');
    expect(await bad('/api/admin/jobs/abc/retry', 'POST')).toBe('params.id: must be an id (uuid)');
    expect((await t.call('GET', '/api/admin/jobs/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
  });

  it('runs the usage roll-up queued at start', async () => {
    const list = await waitFor(
      async () => (await t.call('GET', '/api/admin/jobs?kind=usage.rollup', { token: admin })).body,
      (b) => b.counts.done >= 1,
      10_000,
      'the roll-up at start ran',
    );
    expect(list.data[0].kind).toBe('usage.rollup');
  });
});
