/**
 * Integration sessions left running by an instance that stopped without closing them (a crash, a
 * kill, a takeover) are closed as failed with the reason: a feed's session whose instance does not
 * hold its data source's live lease; an unowned (administrator's) session 24 h after it started. A
 * session whose instance holds the live lease, and a young unowned one, stay running. The feed
 * manager closes them at start and at each pass.
 */
import { beforeAll, expect, it } from 'vitest';
import { closeStaleSessions, STALE_REASON, TIMEOUT_REASON } from '../../server/integrations/session-recorder';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

describeEachDatabase('stale integration sessions', (kind) => {
  const t = useTestServer(kind);
  const ids: Record<string, string> = {};
  const nowS = Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    const db = t.server.db;
    const one = async <T = { id: string }>(sql: string, args: unknown[] = []) => (await db.query<T & { id: string }>(sql, args)).rows[0];
    const well = (await one(`insert into wells (name) values ('Stale sessions well') returning id`)).id;
    const provider = (await one(`insert into external_providers (kind, name, url) values ('survey', 'Stale store', 'http://127.0.0.1:9/witsml') returning id`))
      .id;
    const source = async (name: string, leaseInstance: string | null, expiresS: number | null) => {
      const s = (
        await one(
          `insert into well_data_sources (well_id, name, protocol, mode, kind, url, remote, enabled) values ($1, $2, 'witsml141', 'connect', 'message', 'http://127.0.0.1:9/witsml', '{"uid_well":"w","uid_wellbore":"b"}', false) returning id`,
          [well, name],
        )
      ).id;
      await db.query('insert into well_data_source_state (source_id, lease_instance, lease_expires_s) values ($1, $2, $3)', [s, leaseInstance, expiresS]);
      return s;
    };
    const integration = async (name: string, sourceId: string | null) =>
      (
        await one(`insert into integrations (name, provider_id, module, well_id, source_id) values ($1, $2, 'messages', $3, $4) returning id`, [
          name,
          provider,
          well,
          sourceId,
        ])
      ).id;
    const session = async (integrationId: string, instance: string | null, ageS: number) => {
      const s = (
        await one(
          `insert into integration_sessions (integration_id, trigger, instance, started_at) values ($1, $2, $3, to_timestamp($4::bigint)) returning id`,
          [integrationId, instance ? 'feed' : 'manual', instance, nowS - ageS],
        )
      ).id;
      await db.query(
        `insert into integration_steps (session_id, seq, name, status) values ($1, 1, 'Connect to the provider', 'done'), ($1, 2, 'Ingest rig messages', 'running')`,
        [s],
      );
      return s;
    };
    const live = await integration('Held by a live instance', await source('live', 'instance-a', nowS + 60));
    const expired = await integration('Lease ran out', await source('expired', 'instance-a', nowS - 5));
    const takenOver = await integration('Taken over', await source('taken', 'instance-b', nowS + 60));
    const manual = await integration('Run by hand', null);
    ids.liveIntegration = live;
    ids.live = await session(live, 'instance-a', 600);
    ids.expired = await session(expired, 'instance-a', 600);
    ids.takenOver = await session(takenOver, 'instance-a', 600);
    ids.oldManual = await session(manual, null, 25 * 3600);
    ids.youngManual = await session(manual, null, 3600);
  });

  const state = async (id: string) =>
    (
      await t.server.db.query<{ status: string; error: string | null; finished: boolean; steps: string }>(
        `select status, error, finished_at is not null as finished,
           (select string_agg(status, ',' order by seq) from integration_steps where session_id = x.id) as steps
         from integration_sessions x where id = $1`,
        [id],
      )
    ).rows[0];

  it('closes the sessions of dead instances and old unowned ones as failed with the reason; keeps the live ones', async () => {
    const closed = await closeStaleSessions(t.server.db, nowS);
    expect(new Set(closed)).toEqual(new Set([ids.expired, ids.takenOver, ids.oldManual]));
    expect(await state(ids.expired)).toEqual({ status: 'failed', error: STALE_REASON, finished: true, steps: 'done,failed' });
    expect(await state(ids.takenOver)).toMatchObject({ status: 'failed', error: STALE_REASON });
    expect(await state(ids.oldManual)).toMatchObject({ status: 'failed', error: TIMEOUT_REASON, steps: 'done,failed' });
    expect(await state(ids.live)).toEqual({ status: 'running', error: null, finished: false, steps: 'done,running' });
    expect((await state(ids.youngManual)).status).toBe('running');
    // Once closed, a session stays as it is: a second pass closes nothing more.
    expect(await closeStaleSessions(t.server.db, nowS)).toEqual([]);
  });

  it('closes a session once its lease runs out (the timeout), and the API shows the reason', async () => {
    expect(await closeStaleSessions(t.server.db, nowS + 120)).toEqual([ids.live]);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const r = await t.call('GET', `/api/admin/integrations/${ids.liveIntegration}/sessions/${ids.live}`, { token: admin });
    expect([r.body.data.status, r.body.data.error, r.body.data.steps.map((x: { status: string }) => x.status)]).toEqual([
      'failed',
      STALE_REASON,
      ['done', 'failed'],
    ]);
  });
});
