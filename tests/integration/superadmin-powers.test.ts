/**
 * Superadmin powers only for superadmins (issue 11): an ordinary admin cannot grant is_superadmin, nor
 * edit, suspend, delete, reset the password of or force a password change on a superadmin, nor grant
 * a global permission they do not hold. Equal rank: an ordinary admin manages users and their own
 * account, never another admin (server/auth/user-admin-rules.ts says why); the superadmin does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callOf, createUser, signIn, SUPERADMIN, userId, type Call } from './support/accounts';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describe('superadmin powers [pglite]', () => {
  const t = useTestServer('pglite');
  let call: Call;
  let superToken = '';
  let adminToken = '';
  let superId = '';
  let engineerId = '';

  beforeAll(async () => {
    call = callOf(t);
    superToken = (await signIn(call, SUPERADMIN.email, SUPERADMIN.password)).token;
    adminToken = (await signIn(call, ADMIN.email, ADMIN.password)).token;
    superId = await userId(call, superToken, SUPERADMIN.email);
    engineerId = await userId(call, superToken, ENGINEER.email);
  });

  it('an admin cannot make anyone a superadmin, on create or update; the superadmin can', async () => {
    const up = await call('PATCH', `/api/admin/users/${engineerId}`, { token: adminToken, body: { is_superadmin: true } });
    expect(up.status).toBe(403);
    expect(up.body.message).toBe('Only a superadministrator may grant or remove superadministrator rights');
    const created = await call('POST', '/api/admin/users', {
      token: adminToken,
      body: { email: 'x-super@demo.drillspace', name: 'X', password: 'long-enough-1', is_superadmin: true },
    });
    expect(created.status).toBe(403);
    const u = await createUser(call, superToken);
    expect((await call('PATCH', `/api/admin/users/${u.id}`, { token: superToken, body: { is_superadmin: true } })).status).toBe(200);
    // Sending the unchanged value (a whole form saved) is no grant.
    expect((await call('PATCH', `/api/admin/users/${engineerId}`, { token: adminToken, body: { is_superadmin: false, name: 'Erin Engineer' } })).status).toBe(
      200,
    );
  });

  it("an admin cannot reset, edit, suspend, delete or expire the superadmin's account", async () => {
    for (const [method, url, body] of [
      ['PATCH', `/api/admin/users/${superId}`, { password: 'taken-over-123' }],
      ['PATCH', `/api/admin/users/${superId}`, { name: 'Renamed' }],
      ['PATCH', `/api/admin/users/${superId}`, { status: 3 }],
      ['DELETE', `/api/admin/users/${superId}`, undefined],
      ['DELETE', '/api/admin/users', { ids: [superId] }],
      ['GET', `/api/admin/users/${superId}/password_reset_link`, undefined],
      ['POST', `/api/admin/users/${superId}/send_password_notify`, {}],
    ] as const) {
      const r = await call(method, url, { token: adminToken, body });
      expect(r.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(403);
      expect(r.body.message).toBe('Only a superadministrator may change a superadministrator');
    }
    // Still the superadmin, with the old password.
    await signIn(call, SUPERADMIN.email, SUPERADMIN.password);
  });

  it('an admin cannot grant a global permission they do not hold', async () => {
    const lesser = await createUser(call, superToken, { is_admin: true, global_permissions: ['VIEW_USERS'] });
    const { token } = await signIn(call, lesser.email, lesser.password);
    const r = await call('PATCH', `/api/admin/users/${lesser.id}`, { token, body: { global_permissions: ['VIEW_USERS', 'LOGIN_AS_USER'] } });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('You cannot grant LOGIN_AS_USER: you do not hold it yourself');
  });

  it('an ordinary admin cannot edit, suspend, demote, reset, expire, delete or impersonate another admin; the superadmin can', async () => {
    const peer = await createUser(call, superToken, { is_admin: true, global_permissions: ['VIEW_USERS'] });
    const peerSession = await signIn(call, peer.email, peer.password);
    for (const [method, url, body, message] of [
      ['PATCH', `/api/admin/users/${peer.id}`, { name: 'Renamed' }, 'change another administrator'],
      ['PATCH', `/api/admin/users/${peer.id}`, { status: 3 }, 'change another administrator'],
      ['PATCH', `/api/admin/users/${peer.id}`, { is_admin: false }, 'change another administrator'],
      ['PATCH', `/api/admin/users/${peer.id}`, { global_permissions: [] }, 'change another administrator'],
      ['PATCH', `/api/admin/users/${peer.id}`, { password: 'taken-over-123' }, 'change another administrator'],
      ['GET', `/api/admin/users/${peer.id}/password_reset_link`, undefined, 'change another administrator'],
      ['POST', `/api/admin/users/${peer.id}/send_password_notify`, {}, 'change another administrator'],
      ['DELETE', `/api/admin/users/${peer.id}`, undefined, 'change another administrator'],
      ['DELETE', '/api/admin/users', { ids: [peer.id] }, 'change another administrator'],
      ['POST', `/api/auth/generate_login_as_user_token/${peer.id}`, undefined, 'impersonate an administrator'],
    ] as const) {
      const r = await call(method, url, { token: adminToken, body });
      expect(r.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(403);
      expect(r.body.message).toBe(`Only a superadministrator may ${message}`);
    }
    // Untouched: same name, same rights, same password, session still open.
    const me = await call('GET', '/api/auth/user', { token: peerSession.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ name: peer.email, is_admin: true, global_permissions: ['VIEW_USERS'] });
    await signIn(call, peer.email, peer.password);

    // The superadmin manages admins; an admin still manages users and their own account.
    expect((await call('PATCH', `/api/admin/users/${peer.id}`, { token: superToken, body: { name: 'Peer Admin' } })).status).toBe(200);
    const user = await createUser(call, superToken);
    expect((await call('PATCH', `/api/admin/users/${user.id}`, { token: adminToken, body: { status: 3 } })).status).toBe(200);
    expect((await call('GET', `/api/admin/users/${user.id}/password_reset_link`, { token: adminToken })).status).toBe(200);
    const adminId = await userId(call, superToken, ADMIN.email);
    expect((await call('PATCH', `/api/admin/users/${adminId}`, { token: adminToken, body: { phone: '+1 713 555 0100' } })).status).toBe(200);
    // An admin may make a user an admin; from then on that admin is out of their reach.
    expect((await call('PATCH', `/api/admin/users/${user.id}`, { token: adminToken, body: { is_admin: true, status: 2 } })).status).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${user.id}`, { token: adminToken, body: { is_admin: false } })).status).toBe(403);
  });
});
