import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

/**
 * One well-access rule (server/lib/access.ts) behind every list and every check: a well a user may
 * not open is not listed either, and a project is reached through a group's role on one of its wells
 * as it is through the user's own.
 */
describeEachDatabase('well-access rule', (kind) => {
  const t = useTestServer(kind);

  it('a role that grants nothing neither lists the well nor opens it; granting a permission does both', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const me = (await t.call('GET', '/api/auth/user', { token: engineer })).body.data as { id: string };
    const listed = async () => ((await t.call('GET', '/api/wells?limit=1000', { token: engineer })).body.data as { id: string }[]).map((w) => w.id);
    const before = await listed();
    const all = (await t.call('GET', '/api/wells?limit=1000', { token: admin })).body.data as { id: string; name: string }[];
    const hidden = all.find((w) => !before.includes(w.id))!;
    expect(hidden, 'the engineer must have a well they cannot see').toBeTruthy();

    const empty = await t.call('POST', '/api/admin/roles', { token: admin, body: { name: 'Nothing', object_type: 'WELL', permissions: [] } });
    expect(empty.status).toBe(201);
    const assign = await t.call('POST', `/api/admin/user_roles/${me.id}/${hidden.id}/WELL`, { token: admin, body: { role_id: empty.body.data.id } });
    expect(assign.status).toBe(200);
    expect((await t.call('GET', `/api/wells/${hidden.id}`, { token: engineer })).status).toBe(403);
    expect(await listed()).not.toContain(hidden.id);
    const search = (await t.call('GET', `/api/wells/search?q=${encodeURIComponent(hidden.name)}`, { token: engineer })).body.data as { id: string }[];
    expect(search.map((w) => w.id)).not.toContain(hidden.id);

    await t.call('PATCH', `/api/admin/roles/${empty.body.data.id}`, { token: admin, body: { permissions: ['VIEW_WELL'] } });
    expect((await t.call('GET', `/api/wells/${hidden.id}`, { token: engineer })).status).toBe(200);
    expect(await listed()).toContain(hidden.id);
  });

  // Rights are cached per (user, auth_version): every way a right arrives or goes must move the version.
  it('a right given or taken through a group, a role or its permissions holds from the very next request', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const me = (await t.call('GET', '/api/auth/user', { token: engineer })).body.data as { id: string };
    const mine = ((await t.call('GET', '/api/wells?limit=1000', { token: engineer })).body.data as { id: string }[]).map((w) => w.id);
    const all = (await t.call('GET', '/api/wells?limit=1000', { token: admin })).body.data as { id: string }[];
    const well = all.find((w) => !mine.includes(w.id))!;
    const open = async () => (await t.call('GET', `/api/logs/${well.id}/channels`, { token: engineer })).status;
    expect(await open()).toBe(403);

    const role = (await t.call('POST', '/api/admin/roles', { token: admin, body: { name: 'Logs reader', object_type: 'WELL', permissions: ['VIEW_LOGS'] } }))
      .body.data as { id: string };
    const group = (await t.call('POST', '/api/admin/user_groups', { token: admin, body: { name: 'Night shift' } })).body.data as { id: string };
    const groupRole = await t.call('POST', '/api/group_roles', {
      token: admin,
      body: { group_id: group.id, object_id: well.id, object_type: 'WELL', role_id: role.id },
    });
    expect(groupRole.status).toBe(201);
    expect(await open()).toBe(403);
    expect((await t.call('POST', `/api/admin/user_groups/${group.id}/users`, { token: admin, body: { user_id: me.id } })).status).toBe(200);
    expect(await open()).toBe(200);
    await t.call('PATCH', `/api/admin/roles/${role.id}`, { token: admin, body: { permissions: ['VIEW_WELL'] } });
    expect(await open()).toBe(403);
    await t.call('PATCH', `/api/admin/roles/${role.id}`, { token: admin, body: { permissions: ['VIEW_LOGS'] } });
    expect(await open()).toBe(200);
    expect((await t.call('DELETE', `/api/group_roles/${groupRole.body.data.id}`, { token: admin })).status).toBe(200);
    expect(await open()).toBe(403);
    await t.call('POST', '/api/group_roles', { token: admin, body: { group_id: group.id, object_id: well.id, object_type: 'WELL', role_id: role.id } });
    expect(await open()).toBe(200);
    expect((await t.call('DELETE', `/api/admin/user_groups/${group.id}/users/${me.id}`, { token: admin })).status).toBe(200);
    expect(await open()).toBe(403);

    const own = await t.call('POST', '/api/admin/user_roles', {
      token: admin,
      body: { user_id: me.id, object_id: well.id, object_type: 'WELL', role_id: role.id },
    });
    expect(own.status).toBe(201);
    expect(await open()).toBe(200);
    expect((await t.call('DELETE', `/api/admin/user_roles/${own.body.data.id}`, { token: admin })).status).toBe(200);
    expect(await open()).toBe(403);
  });
});
