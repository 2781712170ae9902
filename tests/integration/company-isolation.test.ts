import { beforeAll, expect, it } from 'vitest';
import { createUser, SUPERADMIN, type Call } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { useTestServer } from './support/test-server';

/**
 * Isolation through company: Ana of company A holds VIEW_USERS and MANAGE_WELLS and sees one well of
 * company B (Shared 1H) through her group's role. Nothing else of company B reaches her through any
 * API she may call — not its users, its other wells or its project — and the shared well stays
 * company B's: she may read it, not change, move or delete it. As the well manager of company A she
 * sees every well of it (the company path of lib/access.ts), the one she creates among them.
 */
describeEachDatabase('isolation through company', (kind) => {
  const t = useTestServer(kind);
  const call: Call = (method, url, opts) => t.call(method, url, opts);
  let su = '';
  let ana = '';
  let colleagueLogin = { id: '', email: '', password: '' };
  const id = { companyA: '', companyB: '', ana: '', colleague: '', bob: '', wellA: '', wellB: '', shared: '', projectB: '' };

  const ok = async (method: string, url: string, body: unknown, token = su) => {
    const r = await call(method, url, { token, body });
    expect(r.status, `${method} ${url}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
    return r.body.data as { id: string };
  };
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

  beforeAll(async () => {
    su = await t.login(SUPERADMIN.email, SUPERADMIN.password);
    id.companyA = (await ok('POST', '/api/companies', { name: 'Isolation A Services', type_id: 2 })).id;
    id.companyB = (await ok('POST', '/api/companies', { name: 'Isolation B Operator', type_id: 1 })).id;
    const a = await createUser(call, su, { global_permissions: ['VIEW_USERS', 'MANAGE_WELLS'] });
    id.ana = a.id;
    colleagueLogin = await createUser(call, su);
    id.colleague = colleagueLogin.id;
    id.bob = (await createUser(call, su)).id;
    await ok('PATCH', `/api/admin/users/${id.ana}`, { company_id: id.companyA });
    await ok('PATCH', `/api/admin/users/${id.colleague}`, { company_id: id.companyA });
    await ok('PATCH', `/api/admin/users/${id.bob}`, { company_id: id.companyB });
    id.projectB = (await ok('POST', '/api/projects', { name: 'Isolation B Project', company_id: id.companyB })).id;
    id.wellA = (await ok('POST', '/api/wells', { name: 'Isolation A 1H', company_id: id.companyA })).id;
    id.wellB = (await ok('POST', '/api/wells', { name: 'Isolation B 1H', company_id: id.companyB, project_id: id.projectB })).id;
    id.shared = (await ok('POST', '/api/wells', { name: 'Isolation Shared 1H', company_id: id.companyB })).id;
    const roles = (await call('GET', '/api/admin/roles?object_type=WELL&search=viewer', { token: su })).body.data as { id: string; name: string }[];
    const viewer = roles.find((r) => r.name === 'Viewer')!.id;
    const groupA = (await ok('POST', '/api/admin/user_groups', { name: 'Isolation A crew', company_id: id.companyA })).id;
    await ok('POST', `/api/admin/user_groups/${groupA}/users`, { user_id: id.ana });
    await ok('POST', '/api/group_roles', { group_id: groupA, object_id: id.shared, object_type: 'WELL', role_id: viewer });
    await ok('POST', '/api/group_roles', { group_id: groupA, object_id: id.wellA, object_type: 'WELL', role_id: viewer });
    // Bob (company B) holds a role on the shared well: its user list must not show him to Ana.
    await ok('POST', `/api/admin/user_roles/${id.bob}/${id.shared}/WELL`, { role_id: viewer });
    ana = await t.login(a.email, a.password);
  });

  it("lists only her own company's users and opens no user of company B", async () => {
    const listed = (await call('GET', '/api/admin/users?limit=1000', { token: ana })).body.data as { id: string; company_id: string }[];
    expect(ids(listed)).toEqual(expect.arrayContaining([id.ana, id.colleague]));
    expect(listed.every((u) => u.company_id === id.companyA)).toBe(true);
    expect((await call('GET', `/api/admin/users/${id.bob}`, { token: ana })).status).toBe(404);
    expect((await call('GET', `/api/admin/users?company_id=${id.companyB}`, { token: ana })).body.data).toEqual([]);
    expect((await call('GET', `/api/companies/${id.companyB}/employees`, { token: ana })).body.data).toEqual([]);
    const onShared = (await call('GET', `/api/wells/${id.shared}/users`, { token: ana })).body.data as { id: string }[];
    expect(ids(onShared)).not.toContain(id.bob);
  });

  it("a company's wells, projects and employees: 404 for a company that does not exist, not an empty list", async () => {
    const nobody = '00000000-0000-4000-8000-00000000c0de';
    for (const sub of ['wells', 'projects', 'employees']) {
      for (const token of [su, ana]) {
        const r = await call('GET', `/api/companies/${nobody}/${sub}`, { token });
        expect(r.status, sub).toBe(404);
        expect(r.body.message).toBe(`Company ${nobody} not found`);
      }
      expect((await call('GET', `/api/companies/${id.companyB}/${sub}`, { token: su })).status, sub).toBe(200);
    }
  });

  it('sees the granted well of company B and nothing else of it', async () => {
    const wells = ids((await call('GET', '/api/wells?limit=1000', { token: ana })).body.data);
    expect(wells).toContain(id.shared);
    expect(wells).not.toContain(id.wellB);
    expect(ids((await call('GET', `/api/companies/${id.companyB}/wells`, { token: ana })).body.data)).toEqual([id.shared]);
    expect((await call('GET', `/api/companies/${id.companyB}/projects`, { token: ana })).body.data).toEqual([]);
    expect((await call('GET', `/api/wells/${id.wellB}`, { token: ana })).status).toBe(403);
    expect((await call('GET', `/api/projects/${id.projectB}`, { token: ana })).status).toBe(404);
    expect((await call('GET', `/api/projects/${id.projectB}/wells`, { token: ana })).status).toBe(403);
    const searched = ids((await call('GET', '/api/wells/search?q=Isolation', { token: ana })).body.data);
    expect(searched.sort()).toEqual([id.wellA, id.shared].sort());
  });

  it('may not change, move, delete or create a well of company B, even one she sees through her group', async () => {
    const patch = await call('PATCH', `/api/wells/${id.shared}`, { token: ana, body: { name: 'Taken over' } });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toMatch(/own company/);
    expect((await call('DELETE', `/api/wells/${id.shared}`, { token: ana })).status).toBe(403);
    expect((await call('DELETE', '/api/wells', { token: ana, body: { ids: [id.wellA, id.shared] } })).status).toBe(403);
    expect((await call('PATCH', `/api/wells/${id.wellB}`, { token: ana, body: { name: 'Taken over' } })).status).toBe(404);
    const move = await call('PATCH', `/api/wells/${id.wellA}`, { token: ana, body: { company_id: id.companyB } });
    expect(move.status).toBe(403);
    expect(move.body.message).toMatch(/^body\.company_id/);
    const create = await call('POST', '/api/wells', { token: ana, body: { name: 'Planted 1H', company_id: id.companyB } });
    expect(create.status).toBe(403);
    expect(create.body.message).toMatch(/^body\.company_id/);
    const wellNow = (await call('GET', `/api/wells/${id.shared}`, { token: su })).body.data as { name: string; company_id: string };
    expect(wellNow).toMatchObject({ name: 'Isolation Shared 1H', company_id: id.companyB });
    expect(ids((await call('GET', '/api/wells?limit=1000', { token: su })).body.data)).toContain(id.wellA);
  });

  it('may manage a well of her own company', async () => {
    const r = await call('PATCH', `/api/wells/${id.wellA}`, { token: ana, body: { field: 'Wolfcamp' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.field).toBe('Wolfcamp');
  });

  it('sees and works on the well she creates in her own company, through her company: no grant is written', async () => {
    const made = await call('POST', '/api/wells', { token: ana, body: { name: 'Isolation A 2H', company_id: id.companyA } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const wellId = made.body.data.id as string;
    expect(made.body.data).toMatchObject({ name: 'Isolation A 2H', company_id: id.companyA });
    expect(ids((await call('GET', '/api/wells?limit=1000', { token: ana })).body.data)).toContain(wellId);
    expect((await call('GET', `/api/wells/${wellId}`, { token: ana })).status).toBe(200);
    const held = (await call('GET', `/api/admin/user_roles/${id.ana}/WELL`, { token: su })).body.data as { well_id: string }[];
    expect(held.map((g) => g.well_id)).not.toContain(wellId);
    expect((await call('GET', `/api/admin/audit?object_id=${wellId}&action=user_roles.assign`, { token: su })).body.data).toEqual([]);
    // an administrator's well of company A: she sees it too, as its well manager
    const byAdmin = (await ok('POST', '/api/wells', { name: 'Isolation A 3H', company_id: id.companyA })).id;
    expect(ids((await call('GET', '/api/wells?limit=1000', { token: ana })).body.data)).toContain(byAdmin);
    // her colleague of company A, who holds no grant and no MANAGE_WELLS, sees neither
    const colleague = await t.login(colleagueLogin.email, colleagueLogin.password);
    const seen = ids((await call('GET', '/api/wells?limit=1000', { token: colleague })).body.data);
    expect(seen).not.toContain(wellId);
    expect(seen).not.toContain(byAdmin);
    expect((await call('GET', `/api/wells/${wellId}`, { token: colleague })).status).toBe(403);
  });

  it('reaches no group, grant or role of anyone through the admin API', async () => {
    for (const url of [
      '/api/admin/user_groups',
      '/api/group_roles',
      '/api/admin/user_roles',
      `/api/admin/users/${id.bob}/groups`,
      `/api/admin/user_roles/${id.bob}/WELL`,
    ]) {
      expect((await call('GET', url, { token: ana })).status, url).toBe(403);
    }
  });

  it("a group of a company takes that company's users only", async () => {
    const groupB = (await ok('POST', '/api/admin/user_groups', { name: 'Isolation B crew', company_id: id.companyB })).id;
    const r = await call('POST', `/api/admin/user_groups/${groupB}/users`, { token: su, body: { user_id: id.ana } });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/^body\.user_id/);
    await ok('POST', `/api/admin/user_groups/${groupB}/users`, { user_id: id.bob });
    const open = await call('POST', '/api/admin/user_groups', { token: su, body: { name: 'Isolation any company' } });
    await ok('POST', `/api/admin/user_groups/${open.body.data.id}/users`, { user_id: id.ana });
  });

  it('moving a member to another company, or a group with members to another company, is a 409 naming company_id', async () => {
    const groupB = (await call('GET', '/api/admin/user_groups?search=Isolation B crew', { token: su })).body.data[0].id as string;
    const moveBob = await call('PATCH', `/api/admin/users/${id.bob}`, { token: su, body: { company_id: id.companyA } });
    expect(moveBob.status).toBe(409);
    expect(moveBob.body.message).toBe("body.company_id: the user is a member of group 'Isolation B crew' of another company: remove them from it first");
    const noCompany = await call('PATCH', `/api/admin/users/${id.ana}`, { token: su, body: { company_id: null } });
    expect(noCompany.status, 'a group of company A keeps Ana').toBe(409);
    expect((await call('GET', `/api/admin/users/${id.bob}`, { token: su })).body.data.company_id).toBe(id.companyB);
    await ok('PATCH', `/api/admin/users/${id.bob}`, { company_id: id.companyB, name: 'Bob B' });

    const moveGroup = await call('PATCH', `/api/admin/user_groups/${groupB}`, { token: su, body: { company_id: id.companyA } });
    expect(moveGroup.status).toBe(409);
    expect(moveGroup.body.message).toBe("body.company_id: 'Bob B' of this group is not of that company: remove them from it first");
    // a group of no company holds anyone; back to company B, where Bob is
    await ok('PATCH', `/api/admin/user_groups/${groupB}`, { company_id: null });
    await ok('PATCH', `/api/admin/user_groups/${groupB}`, { company_id: id.companyB });

    // once he leaves the group, Bob may move
    expect((await call('DELETE', `/api/admin/user_groups/${groupB}/users/${id.bob}`, { token: su })).status).toBe(200);
    await ok('PATCH', `/api/admin/users/${id.bob}`, { company_id: id.companyA });
  });
});
