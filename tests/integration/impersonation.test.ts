/**
 * Impersonation (issue 11): only administrators holding LOGIN_AS_USER, never of someone with more
 * rights, no administration from an impersonated session, the impersonator's own session, status and
 * permission checked on every request, and both actors in every audit row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callOf, createUser, signIn, SUPERADMIN, userId, type Call } from './support/accounts';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describe('impersonation [pglite]', () => {
  const t = useTestServer('pglite');
  let call: Call;
  let superToken = '';
  let adminToken = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    call = callOf(t);
    superToken = (await signIn(call, SUPERADMIN.email, SUPERADMIN.password)).token;
    adminToken = (await signIn(call, ADMIN.email, ADMIN.password)).token;
    const who = { admin: ADMIN.email, super: SUPERADMIN.email, engineer: ENGINEER.email, viewer: 'viewer@demo.drillspace' };
    for (const [key, email] of Object.entries(who)) ids[key] = await userId(call, superToken, email);
  });

  const impersonate = (token: string, id: string) => call('POST', `/api/auth/generate_login_as_user_token/${id}`, { token });
  const me = (token: string) => call('GET', '/api/auth/user', { token });

  it('a non-admin holding LOGIN_AS_USER cannot impersonate anyone, the superadmin least of all', async () => {
    const u = await createUser(call, superToken, { global_permissions: ['LOGIN_AS_USER'] });
    const { token } = await signIn(call, u.email, u.password);
    const toSuper = await impersonate(token, ids.super);
    expect(toSuper.status).toBe(403);
    expect(toSuper.body.message).toBe('Administrators only');
    expect((await impersonate(token, ids.engineer)).status).toBe(403);
  });

  it('an admin cannot impersonate the superadmin; the superadmin may impersonate the admin', async () => {
    const r = await impersonate(adminToken, ids.super);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Only a superadministrator may impersonate a superadministrator');
    const ok = await impersonate(superToken, ids.admin);
    expect(ok.status).toBe(200);
    expect((await me(ok.body.data.token)).body.data.email).toBe(ADMIN.email);
  });

  it('nobody impersonates a user holding a global permission they lack', async () => {
    const lesser = await createUser(call, superToken, { is_admin: true, global_permissions: ['LOGIN_AS_USER'] });
    const { token } = await signIn(call, lesser.email, lesser.password);
    const richer = await createUser(call, superToken, { global_permissions: ['VIEW_USERS'] });
    const refused = await impersonate(token, richer.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/more rights than yourself \(VIEW_USERS\)/);
  });

  it('an impersonated session gets 403 on every admin route and cannot impersonate again', async () => {
    const asAdmin = (await impersonate(superToken, ids.admin)).body.data.token as string;
    for (const [method, url, body] of [
      ['GET', '/api/admin/audit', undefined],
      ['PATCH', `/api/admin/users/${ids.engineer}`, { name: 'Pwned' }],
      ['GET', `/api/admin/users/${ids.engineer}/password_reset_link`, undefined],
      ['POST', '/api/admin/roles', { name: 'x', object_type: 'WELL' }],
    ] as const) {
      const r = await call(method, url, { token: asAdmin, body });
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body.message).toMatch(/not available while impersonating/);
    }
    expect((await impersonate(asAdmin, ids.engineer)).status).toBe(403);
    // The impersonated user's ordinary reads still work.
    expect((await call('GET', '/api/wells', { token: asAdmin })).status).toBe(200);
  });

  it('the impersonation token dies when the impersonator signs out', async () => {
    const admin = await signIn(call, ADMIN.email, ADMIN.password);
    const imp = (await impersonate(admin.token, ids.engineer)).body.data.token as string;
    expect((await me(imp)).status).toBe(200);
    expect((await call('POST', '/api/auth/logout', { token: admin.token, body: {} })).status).toBe(200);
    const after = await me(imp);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session ended');
  });

  it('the impersonation token dies when the impersonator is suspended', async () => {
    const a = await createUser(call, superToken, { is_admin: true, global_permissions: ['LOGIN_AS_USER'] });
    const { token } = await signIn(call, a.email, a.password);
    const imp = (await impersonate(token, ids.viewer)).body.data.token as string;
    expect((await me(imp)).status).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${a.id}`, { token: superToken, body: { status: 3 } })).status).toBe(200);
    expect((await me(imp)).status).toBe(401);
  });

  it('the impersonation token dies when the impersonator loses LOGIN_AS_USER, or is no longer an admin', async () => {
    const a = await createUser(call, superToken, { is_admin: true, global_permissions: ['LOGIN_AS_USER', 'VIEW_USERS'] });
    const own = await signIn(call, a.email, a.password);
    const imp = (await impersonate(own.token, ids.viewer)).body.data.token as string;
    expect((await me(imp)).status).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${a.id}`, { token: superToken, body: { global_permissions: ['VIEW_USERS'] } })).status).toBe(200);
    expect((await me(imp)).status).toBe(401);
    // Their own session goes on, with the permission gone.
    const self = await me(own.token);
    expect(self.status).toBe(200);
    expect(self.body.data.global_permissions).toEqual(['VIEW_USERS']);

    const b = await createUser(call, superToken, { is_admin: true, global_permissions: ['LOGIN_AS_USER'] });
    const bOwn = await signIn(call, b.email, b.password);
    const bImp = (await impersonate(bOwn.token, ids.viewer)).body.data.token as string;
    expect((await call('PATCH', `/api/admin/users/${b.id}`, { token: superToken, body: { is_admin: false } })).status).toBe(200);
    expect((await me(bImp)).status).toBe(401);
  });

  it('records both actors in every audit row written while impersonating', async () => {
    const imp = (await impersonate(adminToken, ids.engineer)).body.data.token as string;
    const wells = await call('GET', '/api/wells?limit=100', { token: imp });
    const wellId = wells.body.data[0].id as string;
    expect((await call('POST', `/api/wells/${wellId}/favorite`, { token: imp, body: {} })).status).toBeLessThan(300);
    const log = await call('GET', '/api/admin/audit?action=favorites.add', { token: superToken });
    const row = log.body.data[0];
    expect(row.actor_id).toBe(ids.engineer);
    expect(row.impersonator_id).toBe(ids.admin);
    expect(row.impersonator_email).toBe(ADMIN.email);
  });
});
