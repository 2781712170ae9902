/**
 * Integrations "Run now" as a job (issue 17), on both databases: POST …/integrations/:id/run queues
 * one integration.run job (202, audited) which runs once: one session (trigger manual, naming the
 * job) with its two steps, and the Jobs API shows it done with its log. A provider that cannot be
 * reached fails the attempt: the session is failed with the reason, the job is queued again after
 * its backoff, and once the provider answers the retry's session is done. Bad input is a 400 naming
 * the field, an unknown integration a 404, a disabled one a 409, a non-administrator a 403.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { waitFor } from './support/poll';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('integrations run now, as a job', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let providerId = '';
  let integrationId = '';
  // The provider: an HTTP service (interpretation kind: a GET must answer 2xx) we switch on and off.
  let answering = true;
  let hits = 0;
  const provider: Server = createServer((_req, res) => {
    hits++;
    res.writeHead(answering ? 200 : 503).end(answering ? 'ok' : 'down');
  });

  beforeAll(async () => {
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/`;
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const p = await t.call('POST', '/api/admin/external_providers', { token: admin, body: { kind: 'interpretation', name: 'Run-now test service', url } });
    expect(p.status).toBe(201);
    providerId = p.body.data.id;
    const i = await t.call('POST', '/api/admin/integrations', {
      token: admin,
      body: {
        name: 'Run-now test',
        provider_id: providerId,
        module: 'realtime',
        channels: [
          { mnemonic: 'BITDEPTH', unit: 'ft' },
          { mnemonic: 'ZZUNKNOWN', unit: 'm' },
        ],
      },
    });
    expect(i.status).toBe(201);
    integrationId = i.body.data.id;
  });
  afterAll(() => new Promise<void>((r) => provider.close(() => r())));

  const run = (id = integrationId, token = admin, body: unknown = {}) => t.call('POST', `/api/admin/integrations/${id}/run`, { token, body });
  const job = async (id: string) => (await t.call('GET', `/api/admin/jobs/${id}`, { token: admin })).body.data;
  const sessionsOfJob = async (jobId: string) =>
    (await t.call('GET', `/api/admin/integrations/${integrationId}/sessions`, { token: admin })).body.data.filter(
      (s: { job_id: string }) => s.job_id === jobId,
    );

  it('queues one job that runs once: one session with its steps, the job done with its log, audited', async () => {
    answering = true;
    const before = hits;
    const r = await run();
    expect(r.status).toBe(202);
    const jobId: string = r.body.data.job_id;
    expect(r.body.data.status).toBe('queued');
    const done = await waitFor(
      () => job(jobId),
      (j) => j.status === 'done',
      15_000,
      'the run-now job is done',
    );
    expect([done.kind, done.attempts, done.created_by_email]).toEqual(['integration.run', 1, ADMIN.email]);
    expect(done.log.map((l: { line: string }) => l.line).join('\n')).toMatch(/1 of 2 channels mapped/);

    const sessions = await sessionsOfJob(jobId);
    expect(sessions).toHaveLength(1);
    expect([sessions[0].trigger, sessions[0].status, sessions[0].records_in, sessions[0].records_ok, sessions[0].records_bad]).toEqual([
      'manual',
      'done',
      2,
      1,
      1,
    ]);
    const one = await t.call('GET', `/api/admin/integrations/${integrationId}/sessions/${sessions[0].id}`, { token: admin });
    expect(one.body.data.steps.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['Connect to the provider', 'done'],
      ['Map the provider channels', 'done'],
    ]);
    expect(hits - before).toBe(1);
    // Ran once: no second attempt appears later.
    await new Promise((res) => setTimeout(res, 1500));
    expect((await job(jobId)).attempts).toBe(1);
    expect(await sessionsOfJob(jobId)).toHaveLength(1);

    const audited = await t.server.db.query<{ details: { job_id: string } }>(
      `select details from audit_log where action = 'integrations.run' and object_id = $1 order by id desc limit 1`,
      [integrationId],
    );
    expect(audited.rows[0]?.details.job_id).toBe(jobId);
  });

  it('retries a failing run after its backoff: the failed session says why, the retry succeeds', { timeout: 40_000 }, async () => {
    answering = false;
    const r = await run();
    expect(r.status).toBe(202);
    const jobId: string = r.body.data.job_id;
    const waiting = await waitFor(
      () => job(jobId),
      (j) => j.attempts === 1 && j.status === 'queued',
      15_000,
      'the first attempt failed and is queued again',
    );
    expect(waiting.last_error).toMatch(/answered HTTP 503/);
    // Backoff 30 s for the first retry.
    const waitS = (Date.parse(waiting.run_at) - Date.now()) / 1000;
    expect(waitS).toBeGreaterThan(20);
    expect(waitS).toBeLessThanOrEqual(31);
    const failed = await sessionsOfJob(jobId);
    expect(failed.map((s: { status: string; error: string }) => [s.status, /503/.test(s.error)])).toEqual([['failed', true]]);

    // The provider is back; bring the retry forward rather than wait out the backoff.
    answering = true;
    await t.server.db.query('update jobs set run_at = now() where id = $1', [jobId]);
    t.server.services.jobs!.wake();
    const done = await waitFor(
      () => job(jobId),
      (j) => j.status === 'done',
      15_000,
      'the retry succeeded',
    );
    expect(done.attempts).toBe(2);
    const all = await sessionsOfJob(jobId);
    expect(all.map((s: { status: string }) => s.status).sort()).toEqual(['done', 'failed']);
    const lines = done.log.map((l: { attempt: number; line: string }) => `${l.attempt}: ${l.line}`).join('\n');
    expect(lines).toMatch(/1: attempt 1 failed: .*503.* retry in 30 s/);
    expect(lines).toMatch(/2: done in \d+ ms/);
  });

  it('refuses bad input (400 naming the field), unknown (404), disabled (409) and non-administrators (403)', async () => {
    const bad = await t.call('POST', '/api/admin/integrations/not-a-uuid/run', { token: admin, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/params\.id/);
    const extra = await run(integrationId, admin, { when: 'now' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/when/);
    expect((await run(randomUUID())).status).toBe(404);
    expect((await run(integrationId, engineer)).status).toBe(403);
    expect((await run(integrationId, null as unknown as string)).status).toBe(401);

    const off = await t.call('PATCH', `/api/admin/integrations/${integrationId}`, { token: admin, body: { enabled: false } });
    expect(off.status).toBe(200);
    const refused = await run();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/disabled/);
    // Nothing was queued by the refused calls.
    const { rows } = await t.server.db.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'integration.run' and payload ->> 'integration_id' = $1`,
      [integrationId],
    );
    expect(rows[0].n).toBe(2);
  });
});
