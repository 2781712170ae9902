/**
 * A well reached through a group: every way the group stops granting it — the member removed, the
 * group's well grant withdrawn, the permission taken off the group's role, the group deleted — ends
 * the member's open subscription to that well's live topic within a second ('Access denied to …'),
 * while a member who still holds the well another way keeps theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { createUser, httpCall, signIn, SUPERADMIN, type Call } from './support/accounts';
import { testConfig } from './support/databases';
import { connectStomp, subscribedThenError } from './support/stomp-session';

let server: RunningServer;
let base = '';
let call: Call;
let su = '';
let redHawk = '';
let topic = '';

async function ok(method: string, url: string, body?: unknown): Promise<{ id: string }> {
  const r = await call(method, url, { token: su, body });
  expect(r.status, `${method} ${url}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body.data;
}

/** A new group whose role (its own, VIEW_WELL + VIEW_LOGS) is on Red Hawk 2H, and a member of it subscribed to the well's live topic. */
async function liveThroughGroup() {
  const role = await ok('POST', '/api/admin/roles', { name: `Live ${Math.random()}`, object_type: 'WELL', permissions: ['VIEW_WELL', 'VIEW_LOGS'] });
  const group = await ok('POST', '/api/admin/user_groups', { name: `Live crew ${Math.random()}` });
  const grant = await ok('POST', '/api/group_roles', { group_id: group.id, object_id: redHawk, object_type: 'WELL', role_id: role.id });
  const member = await createUser(call, su);
  await ok('POST', `/api/admin/user_groups/${group.id}/users`, { user_id: member.id });
  const client = await connectStomp(base, await signIn(call, member.email, member.password));
  const nextError = await subscribedThenError(client, topic);
  return { role, group, grant, member, client, nextError };
}

describe('STOMP subscriptions follow group revocation [pglite]', () => {
  beforeAll(async () => {
    server = await startServer({ ...testConfig('pglite', null), port: 0, host: '127.0.0.1' }, { log: () => {} });
    base = server.url!;
    call = httpCall(base);
    su = (await signIn(call, SUPERADMIN.email, SUPERADMIN.password)).token;
    const wells = await call('GET', '/api/wells?limit=100', { token: su });
    redHawk = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    topic = `/topic/${redHawk}/live`;
  });
  afterAll(() => server.close());

  it('removing the member from the group ends their subscription; a member holding the well directly keeps theirs', async () => {
    const g = await liveThroughGroup();
    const stays = await createUser(call, su);
    await ok('POST', `/api/admin/user_groups/${g.group.id}/users`, { user_id: stays.id });
    await ok('POST', `/api/admin/user_roles/${stays.id}/${redHawk}/WELL`, { role_id: g.role.id });
    const staysClient = await connectStomp(base, await signIn(call, stays.email, stays.password));
    const staysError = (await subscribedThenError(staysClient, topic))();
    const error = g.nextError();
    const removed = await call('DELETE', `/api/admin/user_groups/${g.group.id}/users/${g.member.id}`, { token: su });
    expect(removed.status).toBe(200);
    const e = await error;
    expect(e.message).toBe(`Access denied to ${topic}`);
    expect(e.afterMs).toBeLessThan(1_000);
    expect((await staysError).message).toBe('none');
    await Promise.all([g.client.deactivate(), staysClient.deactivate()]);
  });

  const revocations: [string, (g: Awaited<ReturnType<typeof liveThroughGroup>>) => Promise<unknown>][] = [
    ["withdrawing the group's well grant", (g) => ok('DELETE', `/api/group_roles/${g.grant.id}`)],
    ["taking VIEW_LOGS off the group's role", (g) => ok('PATCH', `/api/admin/roles/${g.role.id}`, { permissions: ['VIEW_WELL'] })],
    ['deleting the group', (g) => call('DELETE', `/api/admin/user_groups/${g.group.id}`, { token: su })],
  ];
  for (const [what, revoke] of revocations) {
    it(`${what} ends the member's subscription within 1 s`, async () => {
      const g = await liveThroughGroup();
      const error = g.nextError();
      await revoke(g);
      const e = await error;
      expect(e.message).toBe(`Access denied to ${topic}`);
      expect(e.afterMs).toBeLessThan(1_000);
      await g.client.deactivate();
    });
  }

  it('a group change that keeps the grant leaves the subscription open', async () => {
    const g = await liveThroughGroup();
    const error = g.nextError();
    await ok('PATCH', `/api/admin/user_groups/${g.group.id}`, { description: 'renamed, still granted' });
    expect((await error).message).toBe('none');
    await g.client.deactivate();
  });
});
