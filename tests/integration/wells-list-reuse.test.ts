/**
 * GET /api/wells from kept rows (server/routes/wells-list-answers.ts, issue 10): an answer is reused
 * only for the same caller's visibility (admin, or the user at their auth_version) and the same wells
 * data version, so one user's wells never reach another, and a new well, a grant given or taken, or a
 * renamed company or rig show at the very next request, whether written through the API or not. The
 * connection is laid over the kept rows by the clock.
 */
import { expect, it } from 'vitest';
import { wellsListPages } from '../../server/routes/wells-list-answers';
import { rigCrewOn } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { waitFor } from './support/poll';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

interface ListedWell {
  id: string;
  name: string;
  company_id: string | null;
  company_name: string | null;
  field: string | null;
  connection: string;
  well_rigs: { rig_id: string; rig_name: string }[];
}

describeEachDatabase('wells list from kept rows', (kind) => {
  const t = useTestServer(kind);
  const list = async (token: string, query = '') => {
    const r = await t.call('GET', `/api/wells${query}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as ListedWell[];
  };
  const ids = async (token: string, query = '') => (await list(token, query)).map((w) => w.id).sort();

  it("users asking in turn each get their own wells, never another's", async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const all = await ids(admin, '?limit=1000');
    const mine = await ids(engineer, '?limit=1000');
    const other = all.find((id) => !mine.includes(id))!;
    expect(other, 'a well the engineer cannot see').toBeTruthy();
    expect(mine.length).toBeGreaterThan(1);
    const crew = await rigCrewOn(t, admin, other);

    const reuse = wellsListPages(t.server.db);
    const hits = reuse.hits;
    for (let i = 0; i < 3; i++) {
      expect(await ids(crew, '?limit=1000')).toEqual([other]);
      expect(await ids(engineer, '?limit=1000')).toEqual(mine);
      expect(await ids(admin, '?limit=1000')).toEqual(all);
    }
    // The turns above were answered from kept rows, each user's own.
    expect(reuse.hits - hits).toBeGreaterThanOrEqual(6);
    // Another query is another answer: a filter never gets the unfiltered rows.
    const named = (await list(engineer, '?limit=1000')).find((w) => w.id === mine[0])!;
    expect(await ids(engineer, `?search=${encodeURIComponent(named.name)}`)).toEqual([named.id]);
  });

  it('a new well, a grant given or taken, a renamed company or rig show at the very next request', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const me = (await t.call('GET', '/api/auth/user', { token: engineer })).body.data.id as string;
    const before = await ids(admin, '?limit=1000');
    await ids(engineer, '?limit=1000');

    const made = await t.call('POST', '/api/wells', { token: admin, body: { name: 'Kept Rows 1H' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const wellId = made.body.data.id as string;
    expect(await ids(admin, '?limit=1000')).toEqual([...before, wellId].sort());
    expect(await ids(engineer, '?limit=1000')).not.toContain(wellId);

    const role = await t.call('POST', '/api/admin/roles', { token: admin, body: { name: 'Well viewer', object_type: 'WELL', permissions: ['VIEW_WELL'] } });
    const grant = await t.call('POST', '/api/admin/user_roles', {
      token: admin,
      body: { user_id: me, object_id: wellId, object_type: 'WELL', role_id: role.body.data.id },
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(201);
    expect(await ids(engineer, '?limit=1000')).toContain(wellId);
    expect((await t.call('DELETE', `/api/admin/user_roles/${grant.body.data.id}`, { token: admin })).status).toBe(200);
    expect(await ids(engineer, '?limit=1000')).not.toContain(wellId);

    // Written outside the API: the database's triggers move the versions all the same.
    await t.server.db.query(`insert into user_roles (user_id, object_id, object_type, role_id) values ($1, $2, 'WELL', $3)`, [me, wellId, role.body.data.id]);
    expect(await ids(engineer, '?limit=1000')).toContain(wellId);
    await t.server.db.query(`update wells set field = 'Kept field' where id = $1`, [wellId]);
    expect((await list(engineer, '?limit=1000')).find((w) => w.id === wellId)?.field).toBe('Kept field');

    const seen = (await list(engineer, '?limit=1000')).find((w) => w.company_id && w.well_rigs.length)!;
    const renamed = await t.call('PATCH', `/api/companies/${seen.company_id}`, { token: admin, body: { name: 'Renamed Operator' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await list(engineer, '?limit=1000')).find((w) => w.id === seen.id)?.company_name).toBe('Renamed Operator');
    await t.server.db.query(`update rigs set name = 'Renamed Rig 7' where id = $1`, [seen.well_rigs[0].rig_id]);
    expect((await list(engineer, '?limit=1000')).find((w) => w.id === seen.id)?.well_rigs[0].rig_name).toBe('Renamed Rig 7');
  });

  it('the connection is laid over the kept rows: online while the well is written, offline once its time runs out', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const made = await t.call('POST', '/api/wells', { token: admin, body: { name: 'Kept Rows Live 2H', realtime: true } });
    const wellId = made.body.data.id as string;
    const connection = async () => (await list(admin, '?limit=1000')).find((w) => w.id === wellId)?.connection;
    expect(await connection()).toBe('offline');

    const reuse = wellsListPages(t.server.db);
    const misses = reuse.misses;
    const nowS = Math.floor(Date.now() / 1000);
    // As the live simulator writes it: the last second written and the rig state.
    await t.server.db.query(`insert into log_well_state (well_id, last_s, rig_state) values ($1, $2, '{}'::jsonb)`, [wellId, nowS]);
    await waitFor(connection, (c) => c === 'online', 5000, 'the list to show the well online');
    expect((await t.call('GET', `/api/wells/${wellId}`, { token: admin })).body.data.connection).toBe('online');
    // Two minutes without a write: offline, as the single-well read says.
    await t.server.db.query('update log_well_state set last_s = $2 where well_id = $1', [wellId, nowS - 121]);
    await waitFor(connection, (c) => c === 'offline', 5000, 'the list to show the well offline');
    expect((await t.call('GET', `/api/wells/${wellId}`, { token: admin })).body.data.connection).toBe('offline');
    // log_well_state is no well column: the rows themselves were reused all along.
    expect(reuse.misses).toBe(misses);
  });
});
