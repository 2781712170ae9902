/**
 * The audit trail (issue 17): every admin change through a resource records what changed, before
 * and after; sign-in records where from; impersonation its start and its end; the search filters by
 * text, actor, action, object and time with keyset paging; the CSV export holds the same rows; a
 * shrink is a superadmin's job, and is itself audited.
 */
import { beforeAll, expect, it } from 'vitest';
import { SUPERADMIN, userId } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { waitFor } from './support/poll';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('audit trail', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let superToken = '';
  const call = (method: string, url: string, token: string, body?: unknown) => t.call(method, url, { token, body });
  const search = async (q: string, token = admin) => {
    const r = await call('GET', `/api/admin/audit?${q}`, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { data: any[]; next_before_id: string | null };
  };

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    superToken = await t.login(SUPERADMIN.email, SUPERADMIN.password);
  });

  it('records a company created, renamed and deleted with its before and after', async () => {
    const created = await call('POST', '/api/companies', admin, { name: 'Audit Drilling LLC', type_id: 1 });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect((await call('PATCH', `/api/companies/${id}`, admin, { name: 'Audit Drilling Inc' })).status).toBe(200);
    expect((await call('DELETE', `/api/companies/${id}`, admin)).status).toBe(200);
    const rows = (await search(`object_id=${id}`)).data;
    expect(rows.map((r) => r.action)).toEqual(['companies.delete', 'companies.update', 'companies.create']);
    expect(rows.every((r) => r.actor_email === ADMIN.email)).toBe(true);
    expect(rows[2].details.after).toMatchObject({ id, name: 'Audit Drilling LLC', type_id: 1 });
    expect(rows[1].details).toEqual({ fields: ['name'], before: { name: 'Audit Drilling LLC' }, after: { name: 'Audit Drilling Inc' } });
    expect(rows[0].details.before).toMatchObject({ id, name: 'Audit Drilling Inc' });
  });

  it('records a user edit without the password, a sign-in with its address, and an impersonation start and end', async () => {
    const engineerId = await userId((m, u, o) => t.call(m, u, o), admin, ENGINEER.email);
    expect((await call('PATCH', `/api/admin/users/${engineerId}`, superToken, { phone: '+1 432 555 0100', password: 'engineer-new-pass' })).status).toBe(200);
    const edit = (await search(`action=users.update&object_id=${engineerId}&limit=1`)).data[0];
    expect([...edit.details.fields].sort()).toEqual(['password', 'phone']);
    expect(edit.details.after.phone).toBe('+1 432 555 0100');
    expect(JSON.stringify(edit.details)).not.toContain('engineer-new-pass');

    const login = (await search(`action=auth.login&actor=${encodeURIComponent(ADMIN.email)}&limit=1`)).data[0];
    expect(login.details.ip).toBe('127.0.0.1');

    const imp = await call('POST', `/api/auth/generate_login_as_user_token/${engineerId}`, admin);
    expect(imp.status).toBe(200);
    expect((await call('POST', '/api/auth/logout', imp.body.data.token)).status).toBe(200);
    const [end, start] = (await search(`action=auth.impersonate&object_id=${engineerId}&limit=2`)).data;
    expect(start.action).toBe('auth.impersonate');
    expect(start.actor_email).toBe(ADMIN.email);
    expect(end.action).toBe('auth.impersonate_end');
    expect(end.actor_id).toBe(engineerId);
    expect(end.impersonator_email).toBe(ADMIN.email);
  });

  it('records a well role given over another with the role before and after', async () => {
    const engineerId = await userId((m, u, o) => t.call(m, u, o), admin, ENGINEER.email);
    const roles = (await call('GET', '/api/admin/roles?object_type=WELL', admin)).body.data as { id: string }[];
    const wellId = (await call('GET', '/api/wells?limit=1', admin)).body.data[0].id as string;
    const give = (roleId: string) => call('POST', `/api/admin/user_roles/${engineerId}/${wellId}/WELL`, admin, { role_id: roleId });
    expect((await give(roles[0].id)).status).toBe(200);
    expect((await give(roles[1].id)).status).toBe(200);
    const [second, first] = (await search(`action=user_roles.assign&object_id=${wellId}&limit=2`)).data;
    expect(second.details).toMatchObject({ before: { role_id: roles[0].id }, after: { role_id: roles[1].id } });
    expect(first.details.after).toEqual({ role_id: roles[0].id });
  });

  it('filters by text, actor, action, time and pages by keyset; exports the same rows as CSV', async () => {
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/companies', admin, { name: `Keyset Co ${i}`, type_id: 2 })).status).toBe(201);
    const all = (await search('q=Keyset%20Co&action=companies.create')).data;
    expect(all.map((r) => r.details.after.name)).toEqual(['Keyset Co 4', 'Keyset Co 3', 'Keyset Co 2', 'Keyset Co 1', 'Keyset Co 0']);
    const p1 = await search('q=Keyset%20Co&action=companies.create&limit=2');
    const p2 = await search(`q=Keyset%20Co&action=companies.create&limit=2&before_id=${p1.next_before_id}`);
    const p3 = await search(`q=Keyset%20Co&action=companies.create&limit=2&before_id=${p2.next_before_id}`);
    expect([...p1.data, ...p2.data, ...p3.data].map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(p3.next_before_id).toBeNull();
    // time range: nothing before the first of them, everything from it on
    const firstAt = all[4].at as string;
    expect((await search(`q=Keyset%20Co&action=companies.create&to=${encodeURIComponent(firstAt)}`)).data).toHaveLength(0);
    expect((await search(`q=Keyset%20Co&action=companies.create&from=${encodeURIComponent(firstAt)}`)).data).toHaveLength(5);
    expect((await search(`q=Keyset%20Co&actor=${encodeURIComponent('superadmin@')}`)).data).toHaveLength(0);

    const csv = await t.server.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?q=Keyset%20Co&action=companies.create',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_email,impersonator_email,action,object_type,object_id,details');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(all.map((r) => r.id));
    expect((await search('action=audit.export&limit=1')).data[0].details.rows).toBe(5);
  });

  it('a date range, narrow (read by date) or wide (read by id), pages newest first by keyset through every row in it', { timeout: 30_000 }, async () => {
    await t.server.db.query(
      `insert into audit_log (at, actor_id, action, details)
       select now() - interval '250 days' + g * interval '60 seconds', null, 'test.range', '{}' from generate_series(1, 60000) g`,
    );
    const ids = async (from: string, to: string) =>
      (
        await t.server.db.query<{ id: string }>(
          `select id::text as id from audit_log where action = 'test.range' and at >= $1::timestamptz and at < $2::timestamptz order by audit_log.id desc`,
          [from, to],
        )
      ).rows.map((r) => r.id);
    const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    for (const [from, to] of [
      [day(230), day(229)],
      [day(251), day(200)],
    ]) {
      const want = await ids(from, to);
      const got: string[] = [];
      let before: string | null = null;
      do {
        const page = await search(`action=test.range&from=${from}&to=${to}&limit=1000${before ? `&before_id=${before}` : ''}`);
        got.push(...page.data.map((r) => r.id as string));
        before = page.next_before_id;
      } while (before && got.length < 5_000);
      expect(got.length).toBeGreaterThan(1_000);
      expect(got).toEqual(want.slice(0, got.length));
      if (want.length <= 5_000) expect(got).toEqual(want);
    }
    await t.server.db.query(`delete from audit_log where action = 'test.range'`);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const msg = async (q: string) => (await call('GET', `/api/admin/audit?${q}`, admin)).body.message as string;
    expect(await msg('from=last%20week')).toBe('query.from: must be a date and time (ISO 8601)');
    expect(await msg('before_id=abc')).toBe('query.before_id: must be an audit row id');
    expect(await msg('limit=5000')).toMatch(/^query\.limit: /);
    expect(await msg('colour=red')).toMatch(/^query: /);
  });

  it('shrinks only as the superadmin, through a job, and audits both the request and the result', { timeout: 20_000 }, async () => {
    await t.server.db.query(`insert into audit_log (at, actor_id, action, details) values (now() - interval '400 days', null, 'test.ancient', '{}')`);
    const before = new Date(Date.now() - 365 * 86_400_000).toISOString();
    expect((await call('POST', '/api/admin/audit/shrink', admin, { before })).status).toBe(403);
    expect((await call('POST', '/api/admin/audit/shrink', superToken, { before: new Date().toISOString() })).body.message).toBe(
      'body.before: must be at least one day ago',
    );
    const r = await call('POST', '/api/admin/audit/shrink', superToken, { before });
    expect(r.status).toBe(202);
    const jobId = r.body.data.job_id as string;
    await waitFor(
      async () => (await call('GET', `/api/admin/jobs/${jobId}`, admin)).body.data,
      (j) => j.status === 'done',
      10_000,
      'the shrink job ran',
    );
    expect((await search('action=test.ancient')).data).toHaveLength(0);
    const done = (await search('action=audit.shrink.done&limit=1')).data[0];
    expect(done.actor_email).toBe(SUPERADMIN.email);
    expect(done.details).toEqual({ before, deleted: 1 });
    expect((await search('action=audit.shrink&limit=2')).data.map((x) => x.action)).toEqual(['audit.shrink.done', 'audit.shrink']);
  });
});
