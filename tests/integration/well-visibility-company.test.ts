/**
 * The company path of the well-access rule (server/lib/access.ts; issue 17 "through their company"):
 * a well manager (MANAGE_WELLS, no administrator) sees every well of their own company, the wells
 * they may change, and besides those only what is granted to them; a colleague of the same company
 * without MANAGE_WELLS sees only their grants. The same answer through the wells list, one well, a
 * project and a STOMP subscription; taking MANAGE_WELLS away, or moving a well to another company,
 * takes effect at the next request and ends the open subscription within a second, while a
 * subscription held through a grant stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { WELL_PERMISSIONS } from '../../src/domain/permissions';
import { createUser, httpCall, signIn, SUPERADMIN, type Call } from './support/accounts';
import { testConfig } from './support/databases';
import { connectStomp, subscribedThenError } from './support/stomp-session';

let server: RunningServer;
let base = '';
let call: Call;
let su = '';
const id = { companyA: '', companyB: '', project: '', a1: '', a2: '', b1: '', shared: '' };
let manager = { id: '', email: '', password: '' };
let colleague = { id: '', email: '', password: '' };

async function ok(method: string, url: string, body?: unknown): Promise<{ id: string }> {
  const r = await call(method, url, { token: su, body });
  expect(r.status, `${method} ${url}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body.data;
}

const isolation = (rows: { id: string; name: string }[]) =>
  rows
    .filter((w) => w.name.startsWith('Visibility '))
    .map((w) => w.id)
    .sort();
const expected = (...ids: string[]) => [...ids].sort();

/** Subscribes a new connection to the well's live topic: the ERROR that followed within a second, or 'none'. */
async function subscribing(session: { token: string; sessionId: string }, wellId: string): Promise<string> {
  const client = await connectStomp(base, session);
  try {
    return await new Promise<string>((resolve) => {
      client.onStompError = (f) => resolve(f.headers.message);
      client.subscribe(`/topic/${wellId}/live`, () => {});
      setTimeout(() => resolve('none'), 1_000);
    });
  } finally {
    await client.deactivate();
  }
}

async function listed(token: string): Promise<string[]> {
  const r = await call('GET', '/api/wells?limit=1000', { token });
  expect(r.status).toBe(200);
  return isolation(r.body.data);
}

describe('well visibility through the company [pglite]', () => {
  beforeAll(async () => {
    server = await startServer({ ...testConfig('pglite', null), port: 0, host: '127.0.0.1' }, { log: () => {} });
    base = server.url!;
    call = httpCall(base);
    su = (await signIn(call, SUPERADMIN.email, SUPERADMIN.password)).token;
    id.companyA = (await ok('POST', '/api/companies', { name: 'Visibility A Services', type_id: 2 })).id;
    id.companyB = (await ok('POST', '/api/companies', { name: 'Visibility B Operator', type_id: 1 })).id;
    id.project = (await ok('POST', '/api/projects', { name: 'Visibility A Project', company_id: id.companyA })).id;
    id.a1 = (await ok('POST', '/api/wells', { name: 'Visibility A 1H', company_id: id.companyA, project_id: id.project })).id;
    id.a2 = (await ok('POST', '/api/wells', { name: 'Visibility A 2H', company_id: id.companyA })).id;
    id.b1 = (await ok('POST', '/api/wells', { name: 'Visibility B 1H', company_id: id.companyB })).id;
    id.shared = (await ok('POST', '/api/wells', { name: 'Visibility B Shared', company_id: id.companyB })).id;
    manager = await createUser(call, su, { global_permissions: ['MANAGE_WELLS'] });
    colleague = await createUser(call, su);
    await ok('PATCH', `/api/admin/users/${manager.id}`, { company_id: id.companyA });
    await ok('PATCH', `/api/admin/users/${colleague.id}`, { company_id: id.companyA });
    // Both hold a role on one well of company B through a group.
    const role = await ok('POST', '/api/admin/roles', { name: 'Visibility live', object_type: 'WELL', permissions: ['VIEW_WELL', 'VIEW_LOGS'] });
    const group = await ok('POST', '/api/admin/user_groups', { name: 'Visibility crew' });
    await ok('POST', '/api/group_roles', { group_id: group.id, object_id: id.shared, object_type: 'WELL', role_id: role.id });
    await ok('POST', `/api/admin/user_groups/${group.id}/users`, { user_id: manager.id });
    await ok('POST', `/api/admin/user_groups/${group.id}/users`, { user_id: colleague.id });
  });
  afterAll(() => server.close());

  it('the manager sees every well of their company and their grant, nothing else of company B; the colleague only the grant', async () => {
    const m = await signIn(call, manager.email, manager.password);
    const c = await signIn(call, colleague.email, colleague.password);
    expect(await listed(m.token)).toEqual(expected(id.a1, id.a2, id.shared));
    expect(await listed(c.token)).toEqual([id.shared]);

    for (const w of [id.a1, id.a2, id.shared]) expect((await call('GET', `/api/wells/${w}`, { token: m.token })).status, w).toBe(200);
    expect((await call('GET', `/api/wells/${id.b1}`, { token: m.token })).status).toBe(403);
    expect((await call('GET', `/api/wells/${id.a1}`, { token: c.token })).status).toBe(403);
    // On a company well the manager holds every well permission, as on a well they may change; on the grant, the role's.
    const held = async (w: string) => (await call('GET', `/api/auth/${w}/WELL/permissions`, { token: m.token })).body.data.permissions as string[];
    expect(await held(id.a1)).toEqual([...WELL_PERMISSIONS].sort());
    expect(await held(id.shared)).toEqual(['VIEW_LOGS', 'VIEW_WELL']);
    // The project of company A is reached through its well.
    expect((await call('GET', `/api/projects/${id.project}`, { token: m.token })).status).toBe(200);
    expect((await call('GET', `/api/projects/${id.project}`, { token: c.token })).status).toBe(404);
    const inProject = await call('GET', `/api/projects/${id.project}/wells`, { token: m.token });
    expect(inProject.body.data.map((w: { id: string }) => w.id)).toEqual([id.a1]);
    // The company's wells through the company route: exactly the same answer.
    const ofA = await call('GET', `/api/companies/${id.companyA}/wells`, { token: m.token });
    expect(ofA.body.data.map((w: { id: string }) => w.id).sort()).toEqual(expected(id.a1, id.a2));

    // STOMP: the live topic of a company well is open to the manager, refused for company B's other well and to the colleague.
    expect(await subscribing(m, id.a1)).toBe('none');
    expect(await subscribing(m, id.shared)).toBe('none');
    expect(await subscribing(m, id.b1)).toBe(`Access denied to /topic/${id.b1}/live`);
    expect(await subscribing(c, id.a1)).toBe(`Access denied to /topic/${id.a1}/live`);
  });

  it('moving a well to another company ends its subscription at once and drops it from the list', async () => {
    const m = await signIn(call, manager.email, manager.password);
    const client = await connectStomp(base, m);
    const nextError = await subscribedThenError(client, `/topic/${id.a2}/live`);
    const error = nextError();
    await ok('PATCH', `/api/wells/${id.a2}`, { company_id: id.companyB });
    const e = await error;
    expect(e.message).toBe(`Access denied to /topic/${id.a2}/live`);
    expect(e.afterMs).toBeLessThan(1_000);
    expect(await listed(m.token)).toEqual(expected(id.a1, id.shared));
    expect((await call('GET', `/api/wells/${id.a2}`, { token: m.token })).status).toBe(403);
    await client.deactivate();
  });

  it('taking MANAGE_WELLS away ends the company path at the next request and on open subscriptions; the grant stays', async () => {
    const m = await signIn(call, manager.email, manager.password);
    const viaCompany = await connectStomp(base, m);
    const viaGrant = await connectStomp(base, m);
    const companyError = (await subscribedThenError(viaCompany, `/topic/${id.a1}/live`))();
    const grantError = (await subscribedThenError(viaGrant, `/topic/${id.shared}/live`))();
    await ok('PATCH', `/api/admin/users/${manager.id}`, { global_permissions: [] });
    const e = await companyError;
    expect(e.message).toBe(`Access denied to /topic/${id.a1}/live`);
    expect(e.afterMs).toBeLessThan(1_000);
    expect((await grantError).message).toBe('none');
    expect(await listed(m.token)).toEqual([id.shared]);
    expect((await call('GET', `/api/wells/${id.a1}`, { token: m.token })).status).toBe(403);
    expect((await call('GET', `/api/projects/${id.project}`, { token: m.token })).status).toBe(404);
    // Given back: the company's wells again.
    await ok('PATCH', `/api/admin/users/${manager.id}`, { global_permissions: ['MANAGE_WELLS'] });
    expect(await listed(m.token)).toEqual(expected(id.a1, id.shared));
    await Promise.all([viaCompany.deactivate(), viaGrant.deactivate()]);
  });
});
