/**
 * The admin entity screens' server side: companies refuse a taken name (409 on body.name), a
 * reference to nothing is a 404 naming the field, a grant on a well or project that does not exist
 * (or with a role of the other kind) is refused, every generic write is audited with before and
 * after, and onboarding through a group gives the user exactly the granted well.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('admin entities', (kind) => {
  const t = useTestServer(kind);

  it('companies: a missing name is a 400 naming it, a taken name (any case) a 409, renaming to its own name is fine', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const missing = await t.call('POST', '/api/companies', { token: admin, body: { type_id: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^body\.name: /);
    const a = await t.call('POST', '/api/companies', { token: admin, body: { name: 'Mesa Coil Tubing', type_id: 2 } });
    expect(a.status).toBe(201);
    const dup = await t.call('POST', '/api/companies', { token: admin, body: { name: 'MESA coil tubing', type_id: 3 } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('body.name: The value must be unique');
    const same = await t.call('PATCH', `/api/companies/${a.body.data.id}`, { token: admin, body: { name: 'Mesa Coil Tubing', status: 2 } });
    expect(same.status).toBe(200);
    const audit = await t.call('GET', '/api/admin/audit?action=companies.update', { token: admin });
    const row = audit.body.data.find((x: any) => x.object_id === a.body.data.id);
    // Only what changed is kept (the name was sent unchanged).
    expect(row.details).toMatchObject({ fields: ['name', 'status'], before: { status: 1 }, after: { status: 2 } });
    expect(row.details.before).not.toHaveProperty('name');
    const del = await t.call('DELETE', `/api/companies/${a.body.data.id}`, { token: admin });
    expect(del.status).toBe(200);
    const deleted = (await t.call('GET', '/api/admin/audit?action=companies.delete', { token: admin })).body.data.find(
      (x: any) => x.object_id === a.body.data.id,
    );
    expect(deleted.details.before).toMatchObject({ name: 'Mesa Coil Tubing', type_id: 2 });
  });

  it('projects: a company that does not exist is a 404 naming body.company_id; a project lists with its company name', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const bad = await t.call('POST', '/api/projects', { token: admin, body: { name: 'Ghost', company_id: NO_SUCH } });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toMatch(/^body\.company_id: no such compan/);
    const companies = (await t.call('GET', '/api/companies?search=Permian', { token: admin })).body.data;
    const p = await t.call('POST', '/api/projects', { token: admin, body: { name: 'Wolfcamp 2027', company_id: companies[0].id } });
    expect(p.status).toBe(201);
    expect(p.body.data).toMatchObject({ name: 'Wolfcamp 2027', company_name: companies[0].name, well_count: 0 });
    const created = (await t.call('GET', '/api/admin/audit?action=projects.create', { token: admin })).body.data.find(
      (x: any) => x.object_id === p.body.data.id,
    );
    expect(created.details.after).toMatchObject({ name: 'Wolfcamp 2027', company_id: companies[0].id });
  });

  it('grants: on a well that does not exist 404, a project role on a well 400, the same grant twice 409', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const wellRole = (await t.call('GET', '/api/admin/roles?object_type=WELL', { token: admin })).body.data[0];
    const projectRole = (await t.call('GET', '/api/admin/roles?object_type=PROJECT', { token: admin })).body.data[0];
    const well = (await t.call('GET', '/api/wells?limit=1', { token: admin })).body.data[0];
    const group = await t.call('POST', '/api/admin/user_groups', { token: admin, body: { name: 'Grant checks' } });
    const gid = group.body.data.id;
    const ghost = await t.call('POST', '/api/group_roles', {
      token: admin,
      body: { group_id: gid, object_type: 'WELL', object_id: NO_SUCH, role_id: wellRole.id },
    });
    expect(ghost.status).toBe(404);
    expect(ghost.body.message).toBe('body.object_id: no such well');
    const kind = await t.call('POST', '/api/group_roles', {
      token: admin,
      body: { group_id: gid, object_type: 'WELL', object_id: well.id, role_id: projectRole.id },
    });
    expect(kind.status).toBe(400);
    expect(kind.body.message).toMatch(/^body\.role_id: /);
    const ok = await t.call('POST', '/api/group_roles', {
      token: admin,
      body: { group_id: gid, object_type: 'WELL', object_id: well.id, role_id: wellRole.id },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ object_name: well.name, role_name: wellRole.name, group_name: 'Grant checks' });
    const again = await t.call('POST', '/api/group_roles', {
      token: admin,
      body: { group_id: gid, object_type: 'WELL', object_id: well.id, role_id: wellRole.id },
    });
    expect(again.status).toBe(409);
    const me = (await t.call('GET', '/api/auth/user', { token: admin })).body.data;
    const direct = await t.call('POST', `/api/admin/user_roles/${me.id}/${NO_SUCH}/WELL`, { token: admin, body: { role_id: wellRole.id } });
    expect(direct.status).toBe(404);
    expect(direct.body.message).toBe('params.object_id: no such well');
    const dupGroup = await t.call('POST', '/api/admin/user_groups', { token: admin, body: { name: 'Grant checks' } });
    expect(dupGroup.status).toBe(409);
  });

  it("group members and a user's grants: a group or user that does not exist is a 404 naming the field; removing a non-member is a 404 and audits nothing", async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const me = (await t.call('GET', '/api/auth/user', { token: admin })).body.data;
    const gid = (await t.call('POST', '/api/admin/user_groups', { token: admin, body: { name: 'Membership checks' } })).body.data.id;
    const wellRole = (await t.call('GET', '/api/admin/roles?object_type=WELL', { token: admin })).body.data[0];
    const well = (await t.call('GET', '/api/wells?limit=1', { token: admin })).body.data[0];
    const refused = async (method: string, url: string, message: string, body?: unknown) => {
      const r = await t.call(method, url, { token: admin, body });
      expect([r.status, r.body.message], `${method} ${url}`).toEqual([404, message]);
    };
    await refused('GET', `/api/admin/user_groups/${NO_SUCH}/users`, 'params.id: no such user group');
    await refused('POST', `/api/admin/user_groups/${NO_SUCH}/users`, 'params.id: no such user group', { user_id: me.id });
    await refused('POST', `/api/groups/${gid}/users`, 'body.user_id: no such user', { user_id: NO_SUCH });
    await refused('DELETE', `/api/admin/user_groups/${NO_SUCH}/users/${me.id}`, 'params.id: no such user group');
    await refused('DELETE', `/api/admin/user_groups/${gid}/users/${NO_SUCH}`, 'params.user_id: no such user');
    const audited = async () => Number((await t.server.db.query<{ n: string }>(`select count(*) as n from audit_log where object_id = $1`, [gid])).rows[0].n);
    const before = await audited();
    await refused('DELETE', `/api/admin/user_groups/${gid}/users/${me.id}`, 'params.user_id: not a member of this group');
    expect(await audited()).toBe(before);
    expect((await t.call('POST', `/api/admin/user_groups/${gid}/users`, { token: admin, body: { user_id: me.id } })).status).toBe(200);
    expect(await audited()).toBe(before + 1);
    expect((await t.call('DELETE', `/api/admin/user_groups/${gid}/users/${me.id}`, { token: admin })).status).toBe(200);
    expect(await audited()).toBe(before + 2);
    await refused('GET', `/api/admin/users/${NO_SUCH}/groups`, 'params.id: no such user');
    await refused('GET', `/api/admin/user_roles/${NO_SUCH}/WELL`, 'params.id: no such user');
    await refused('POST', `/api/admin/user_roles/${NO_SUCH}/${well.id}/WELL`, 'params.user_id: no such user', { role_id: wellRole.id });
  });

  it('onboarding: a user of a new company, in a group granted one well, sees exactly that well; leaving the group takes it away', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const company = (await t.call('POST', '/api/companies', { token: admin, body: { name: 'Basin Wireline', type_id: 2 } })).body.data;
    const user = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { name: 'Wren Wireline', email: 'wren@basin.example', password: 'wireline-pass-1', company_id: company.id },
    });
    expect(user.status).toBe(201);
    const uid = user.body.data.id;
    const employees = (await t.call('GET', `/api/companies/${company.id}/employees`, { token: admin })).body.data;
    expect(employees.map((e: any) => e.email)).toEqual(['wren@basin.example']);
    const wellRole = (await t.call('GET', '/api/admin/roles?object_type=WELL', { token: admin })).body.data[0];
    const well = (await t.call('GET', '/api/wells?search=Red%20Hawk%202H', { token: admin })).body.data[0];
    const group = (await t.call('POST', '/api/admin/user_groups', { token: admin, body: { name: 'Basin wireline crew', company_id: company.id } })).body.data;
    expect(
      (await t.call('POST', '/api/group_roles', { token: admin, body: { group_id: group.id, object_type: 'WELL', object_id: well.id, role_id: wellRole.id } }))
        .status,
    ).toBe(201);
    expect((await t.call('POST', `/api/admin/user_groups/${group.id}/users`, { token: admin, body: { user_id: uid } })).status).toBe(200);

    const groups = (await t.call('GET', `/api/admin/users/${uid}/groups`, { token: admin })).body.data;
    expect(groups).toEqual([expect.objectContaining({ name: 'Basin wireline crew', role_count: 1 })]);
    const seen = (await t.call('GET', `/api/admin/users/${uid}/wells`, { token: admin })).body.data;
    expect(seen.map((w: any) => w.name)).toEqual(['Red Hawk 2H']);
    const wren = await t.login('wren@basin.example', 'wireline-pass-1');
    expect((await t.call('GET', '/api/wells', { token: wren })).body.data.map((w: any) => w.name)).toEqual(['Red Hawk 2H']);

    expect((await t.call('DELETE', `/api/admin/user_groups/${group.id}/users/${uid}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/admin/users/${uid}/wells`, { token: admin })).body.data).toEqual([]);
    expect((await t.call('GET', '/api/wells', { token: wren })).body.data).toEqual([]);
    expect((await t.call('GET', `/api/admin/users/${NO_SUCH}/wells`, { token: admin })).status).toBe(404);
  });
});
