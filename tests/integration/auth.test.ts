import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('auth', (kind) => {
  const t = useTestServer(kind);

  it('signs in a demo user and answers the profile with global permissions', async () => {
    const login = await t.call('POST', '/api/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^ey/);
    expect(login.body.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(login.body.data.is_admin).toBe(true);
    const me = await t.call('GET', '/api/auth/user', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(ADMIN.email);
    expect(me.body.data.global_permissions).toContain('LOGIN_AS_USER');
    expect(me.body.data.locale.unit_system).toBe('metric');
  });

  it('saves the auto-refresh preference (spec 9.6: 15 minutes, 1 hour, none) and names the field of a bad one', async () => {
    const token = await t.login(ENGINEER.email, ENGINEER.password);
    const ok = await t.call('PUT', '/api/auth/user/preferences', { token, body: { auto_refresh: '15m' } });
    expect(ok.status).toBe(200);
    const me = await t.call('GET', '/api/auth/user', { token });
    expect(me.body.data.preferences.auto_refresh).toBe('15m');
    const bad = await t.call('PUT', '/api/auth/user/preferences', { token, body: { auto_refresh: '5m' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/auto_refresh/);
    await t.call('PUT', '/api/auth/user/preferences', { token, body: { auto_refresh: 'none' } });
  });

  it('engineer is not an admin and lacks LOGIN_AS_USER', async () => {
    const token = await t.login(ENGINEER.email, ENGINEER.password);
    const me = await t.call('GET', '/api/auth/user', { token });
    expect(me.body.data.is_admin).toBe(false);
    expect(me.body.data.global_permissions).not.toContain('LOGIN_AS_USER');
  });

  it('rejects a wrong password with 401 and a message', async () => {
    const r = await t.call('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'wrong-password' } });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Invalid e-mail or password');
  });

  it('refuses suspended users and users of suspended companies', async () => {
    const a = await t.call('POST', '/api/auth/login', { body: { email: 'suspended@demo.drillspace', password: 'drillspace-suspended' } });
    expect(a.status).toBe(403);
    expect(a.body.message).toMatch(/suspended/);
    const b = await t.call('POST', '/api/auth/login', { body: { email: 'legacy@demo.drillspace', password: 'drillspace-legacy' } });
    expect(b.status).toBe(403);
    expect(b.body.message).toMatch(/company/);
  });

  it('runs the 406 flow: must-change user gets e-mail and token, changes the password, then signs in', async () => {
    const r = await t.call('POST', '/api/auth/login', { body: { email: 'newhire@demo.drillspace', password: 'drillspace-newhire' } });
    expect(r.status).toBe(406);
    expect(r.body.data.email).toBe('newhire@demo.drillspace');
    const short = await t.call('POST', '/api/auth/password/change', { body: { token: r.body.data.token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Min 8 characters');
    const ok = await t.call('POST', '/api/auth/password/change', { body: { token: r.body.data.token, password: 'new-password-1' } });
    expect(ok.status).toBe(200);
    const again = await t.call('POST', '/api/auth/password/change', { body: { token: r.body.data.token, password: 'new-password-2' } });
    expect(again.status).toBe(400);
    const login = await t.call('POST', '/api/auth/login', { body: { email: 'newhire@demo.drillspace', password: 'new-password-1' } });
    expect(login.status).toBe(200);
  });

  it('impersonation: LOGIN_AS_USER gets a token for the engineer, audited with both users', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const users = await t.call('GET', '/api/admin/users?search=engineer', { token: admin });
    const engineerId = users.body.data.find((u: any) => u.email === ENGINEER.email).id;
    const r = await t.call('POST', `/api/auth/generate_login_as_user_token/${engineerId}`, { token: admin });
    expect(r.status).toBe(200);
    const me = await t.call('GET', '/api/auth/user', { token: r.body.data.token });
    expect(me.body.data.email).toBe(ENGINEER.email);
    expect(me.body.data.impersonated_by.email).toBe(ADMIN.email);
    const log = await t.call('GET', '/api/admin/audit?action=auth.impersonate', { token: admin });
    expect(log.body.data[0].details).toMatchObject({ admin_email: ADMIN.email, target_email: ENGINEER.email });
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const denied = await t.call('POST', `/api/auth/generate_login_as_user_token/${engineerId}`, { token: engineer });
    expect(denied.status).toBe(403);
  });

  it('logout revokes the session token', async () => {
    const token = await t.login(ENGINEER.email, ENGINEER.password);
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    const r = await t.call('GET', '/api/auth/user', { token });
    expect(r.status).toBe(401);
  });

  it('rate-limits repeated sign-in attempts with 429', async () => {
    let last = 0;
    for (let i = 0; i < t.config.loginRateLimitPerMin + 1; i++) {
      last = (await t.call('POST', '/api/auth/login', { body: { email: 'ratelimit@demo.drillspace', password: 'whatever-123' } })).status;
    }
    expect(last).toBe(429);
  });

  it('per-well permissions: the engineer sees Red Hawk 2H through the project role, the viewer does not', async () => {
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = await t.call('GET', '/api/wells/search?q=Red%20Hawk%202H', { token: engineer });
    const id = wells.body.data[0].id;
    const perms = await t.call('GET', `/api/auth/${id}/WELL/permissions`, { token: engineer });
    expect(perms.body.data.permissions).toContain('EDIT_SURVEY');
    const viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    expect((await t.call('GET', `/api/auth/${id}/WELL/permissions`, { token: viewer })).status).toBe(403);
    expect((await t.call('GET', `/api/wells/${id}`, { token: viewer })).status).toBe(403);
    const list = await t.call('GET', '/api/wells', { token: viewer });
    expect(list.body.data.map((w: any) => w.name)).toEqual(['Prairie 5H']);
  });
});
