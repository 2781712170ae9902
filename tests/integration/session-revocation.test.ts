/**
 * Sessions end with their reasons (issue 11): a password change (admin reset, the reset-link flow, or
 * one's own change), suspension and demotion end the sessions they held up, and open STOMP
 * connections follow within a second: ERROR 'JWT session ended', or 'Access denied to …' for a
 * subscription whose well access was withdrawn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { createUser, httpCall, signIn, SUPERADMIN, userId, type Call } from './support/accounts';
import { testConfig } from './support/databases';
import { connectStomp, subscribedThenError } from './support/stomp-session';
import { ADMIN } from './support/test-server';

let server: RunningServer;
let base = '';
let call: Call;
let superToken = '';
let redHawk = '';

const connect = (s: { token: string; sessionId: string }) => connectStomp(base, s);

const me = (token: string) => call('GET', '/api/auth/user', { token });

describe('sessions end with their reasons [pglite]', () => {
  beforeAll(async () => {
    server = await startServer({ ...testConfig('pglite', null), port: 0, host: '127.0.0.1' }, { log: () => {} });
    base = server.url!;
    call = httpCall(base);
    superToken = (await signIn(call, SUPERADMIN.email, SUPERADMIN.password)).token;
    const wells = await call('GET', '/api/wells?limit=100', { token: superToken });
    redHawk = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
  });
  afterAll(() => server.close());

  /** A viewer of Red Hawk 2H of its own, so suspending or demoting it touches nobody else. */
  async function watcher(fields: { is_admin?: boolean } = {}) {
    const u = await createUser(call, superToken, fields);
    const roles = await call('GET', '/api/admin/roles?object_type=WELL&search=viewer', { token: superToken });
    const roleId = roles.body.data.find((r: { name: string }) => r.name.toLowerCase() === 'viewer').id;
    const assigned = await call('POST', `/api/admin/user_roles/${u.id}/${redHawk}/WELL`, { token: superToken, body: { role_id: roleId } });
    expect(assigned.status).toBe(200);
    return { ...u, assignmentId: assigned.body.data.id as string };
  }

  it('an admin password reset ends every session of that user', async () => {
    const u = await watcher();
    const s = await signIn(call, u.email, u.password);
    expect((await call('PATCH', `/api/admin/users/${u.id}`, { token: superToken, body: { password: 'a-brand-new-pw-1' } })).status).toBe(200);
    expect((await me(s.token)).status).toBe(401);
    await signIn(call, u.email, 'a-brand-new-pw-1');
  });

  it('the reset-link flow ends every session of that user', async () => {
    const u = await watcher();
    const s = await signIn(call, u.email, u.password);
    const link = await call('GET', `/api/admin/users/${u.id}/password_reset_link`, { token: superToken });
    const token = new URL(link.body.data.link, base).searchParams.get('token');
    expect((await call('POST', '/api/auth/password/change', { body: { token, password: 'reset-by-link-1' } })).status).toBe(200);
    expect((await me(s.token)).status).toBe(401);
  });

  it("changing one's own password keeps this session and ends the others", async () => {
    const a = await createUser(call, superToken, { is_admin: true, global_permissions: ['VIEW_USERS'] });
    const here = await signIn(call, a.email, a.password);
    const elsewhere = await signIn(call, a.email, a.password);
    expect((await call('PATCH', `/api/admin/users/${a.id}`, { token: here.token, body: { password: 'my-own-new-pw-1' } })).status).toBe(200);
    expect((await me(here.token)).status).toBe(200);
    expect((await me(elsewhere.token)).status).toBe(401);
  });

  it('a suspended user stays signed out after being reinstated; a demoted admin signs in again', async () => {
    const u = await watcher();
    const s = await signIn(call, u.email, u.password);
    expect((await call('PATCH', `/api/admin/users/${u.id}`, { token: superToken, body: { status: 3 } })).status).toBe(200);
    expect((await me(s.token)).status).toBe(401);
    expect((await call('PATCH', `/api/admin/users/${u.id}`, { token: superToken, body: { status: 2 } })).status).toBe(200);
    expect((await me(s.token)).status).toBe(401);

    const a = await createUser(call, superToken, { is_admin: true });
    const as = await signIn(call, a.email, a.password);
    expect((await call('PATCH', `/api/admin/users/${a.id}`, { token: superToken, body: { is_admin: false } })).status).toBe(200);
    expect((await me(as.token)).status).toBe(401);
  });

  it('a global permission taken away applies at the next request', async () => {
    const u = await createUser(call, superToken, { global_permissions: ['VIEW_USERS'] });
    const s = await signIn(call, u.email, u.password);
    expect((await call('GET', '/api/admin/users', { token: s.token })).status).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${u.id}`, { token: superToken, body: { global_permissions: [] } })).status).toBe(200);
    expect((await call('GET', '/api/admin/users', { token: s.token })).status).toBe(403);
    expect((await call('PATCH', `/api/admin/users/${u.id}`, { token: superToken, body: { global_permissions: ['VIEW_USERS'] } })).status).toBe(200);
    expect((await call('GET', '/api/admin/users', { token: s.token })).status).toBe(200);
  });

  for (const [reason, change] of [
    ['suspension', { status: 3 }],
    ['a password reset', { password: 'reset-while-live-1' }],
  ] as const) {
    it(`${reason} ends the user's open STOMP connection within 1 s`, async () => {
      const u = await watcher();
      const client = await connect(await signIn(call, u.email, u.password));
      const nextError = await subscribedThenError(client, `/topic/${redHawk}/live`);
      const error = nextError();
      expect((await call('PATCH', `/api/admin/users/${u.id}`, { token: superToken, body: change })).status).toBe(200);
      const e = await error;
      expect(e.message).toBe('JWT session ended');
      expect(e.afterMs).toBeLessThan(1_000);
      await client.deactivate();
    });
  }

  it("a withdrawn well role ends that well's subscription within 1 s", async () => {
    const u = await watcher();
    const client = await connect(await signIn(call, u.email, u.password));
    const error = (await subscribedThenError(client, `/topic/${redHawk}/live`))();
    expect((await call('DELETE', `/api/admin/user_roles/${u.assignmentId}`, { token: superToken })).status).toBe(200);
    const e = await error;
    expect(e.message).toBe(`Access denied to /topic/${redHawk}/live`);
    expect(e.afterMs).toBeLessThan(1_000);
    await client.deactivate();
  });

  it("the impersonator signing out ends the impersonated user's open STOMP connection", async () => {
    const admin = await signIn(call, ADMIN.email, ADMIN.password);
    const u = await watcher();
    const imp = await call('POST', `/api/auth/generate_login_as_user_token/${u.id}`, { token: admin.token });
    const client = await connect({ token: imp.body.data.token, sessionId: imp.body.data.session_id });
    const error = (await subscribedThenError(client, `/topic/${redHawk}/live`))();
    expect((await call('POST', '/api/auth/logout', { token: admin.token, body: {} })).status).toBe(200);
    const e = await error;
    expect(e.message).toBe('JWT session ended');
    expect(e.afterMs).toBeLessThan(1_000);
    await client.deactivate();
    expect(await userId(call, superToken, u.email)).toBe(u.id);
  });
});
