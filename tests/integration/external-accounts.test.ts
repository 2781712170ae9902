/**
 * External accounts (data-widgets-calls 7.3): an administrator records who a user is at an external
 * provider; every bad input is a 400 naming the field, an unknown user or provider a 404 naming it,
 * a second account of a user at one provider or an account name taken at that provider a 409, and
 * everyone else a 403. Each change writes an audit row with before and after; deleting the user takes
 * their accounts with them.
 */
import { beforeAll, expect, it } from 'vitest';
import { createUser, SUPERADMIN, type Call } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('external accounts', (kind) => {
  const t = useTestServer(kind);
  const call: Call = (method, url, opts) => t.call(method, url, opts);
  let admin = '';
  let su = '';
  let provider = '';
  let other = '';
  let ann = { id: '', email: '' };
  let ben = { id: '', email: '' };

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    su = await t.login(SUPERADMIN.email, SUPERADMIN.password);
    const providers = (await call('GET', '/api/admin/external_providers', { token: admin })).body.data as { id: string; kind: string }[];
    provider = providers.find((p) => p.kind === 'survey')!.id;
    other = providers.find((p) => p.kind === 'sso')!.id;
    ann = await createUser(call, su);
    ben = await createUser(call, su);
  });

  const post = (body: Record<string, unknown>, token = admin) => call('POST', '/api/external_accounts', { token, body });

  it('creates, lists, changes and deletes an account, each audited with before and after', async () => {
    const made = await post({ user_id: ann.id, provider_id: provider, external_id: ' ann.survey ' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({
      user_id: ann.id,
      provider_id: provider,
      external_id: 'ann.survey',
      enabled: true,
      user_email: ann.email,
      provider_kind: 'survey',
    });
    const id = made.body.data.id as string;

    const listed = (await call('GET', `/api/external_accounts?user_id=${ann.id}`, { token: admin })).body.data as { id: string }[];
    expect(listed.map((a) => a.id)).toEqual([id]);
    expect((await call('GET', `/api/external_accounts?search=ann.surv`, { token: admin })).body.data.map((a: { id: string }) => a.id)).toEqual([id]);

    const changed = await call('PATCH', `/api/external_accounts/${id}`, { token: admin, body: { enabled: false, external_id: 'ann.s' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ enabled: false, external_id: 'ann.s' });
    const rows = (await call('GET', `/api/admin/audit?object_id=${id}`, { token: admin })).body.data as { action: string; details: any }[];
    const update = rows.find((r) => r.action === 'external_accounts.update')!;
    expect(update.details.before).toMatchObject({ enabled: true, external_id: 'ann.survey' });
    expect(update.details.after).toMatchObject({ enabled: false, external_id: 'ann.s' });
    expect(rows.some((r) => r.action === 'external_accounts.create')).toBe(true);

    expect((await call('DELETE', `/api/external_accounts/${id}`, { token: admin })).status).toBe(200);
    expect((await call('GET', `/api/external_accounts/${id}`, { token: admin })).status).toBe(404);
    const deleted = (await call('GET', `/api/admin/audit?object_id=${id}&action=external_accounts.delete`, { token: admin })).body.data as { details: any }[];
    expect(deleted[0].details.before).toMatchObject({ external_id: 'ann.s' });
  });

  it('answers a bad input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ user_id: ann.id, provider_id: provider, external_id: '   ' }, 'body.external_id'],
      [{ user_id: ann.id, provider_id: provider }, 'body.external_id'],
      [{ user_id: 'ann', provider_id: provider, external_id: 'x' }, 'body.user_id'],
      [{ user_id: ann.id, provider_id: provider, external_id: 'x', enabled: 'yes' }, 'body.enabled'],
      [{ user_id: ann.id, provider_id: provider, external_id: 'x', password: 'secret' }, 'password'],
    ] as const) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toContain(field);
    }
  });

  it('an unknown user or provider is a 404 naming it', async () => {
    const noUser = await post({ user_id: '00000000-0000-4000-8000-000000000000', provider_id: provider, external_id: 'ghost' });
    expect(noUser.status).toBe(404);
    expect(noUser.body.message).toMatch(/^body\.user_id/);
    const noProvider = await post({ user_id: ann.id, provider_id: '00000000-0000-4000-8000-000000000000', external_id: 'ghost' });
    expect(noProvider.status).toBe(404);
    expect(noProvider.body.message).toMatch(/^body\.provider_id/);
  });

  it('one account per user and provider, and an account name belongs to one user of a provider (409)', async () => {
    expect((await post({ user_id: ann.id, provider_id: provider, external_id: 'ANN' })).status).toBe(201);
    const twice = await post({ user_id: ann.id, provider_id: provider, external_id: 'ann-2' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/body\.user_id, body\.provider_id/);
    const taken = await post({ user_id: ben.id, provider_id: provider, external_id: 'ann' });
    expect(taken.status).toBe(409);
    // named on the account name alone (the form puts it there), not on the provider of the unique index
    expect(taken.body.message).toBe('body.external_id: The value must be unique');
    const bens = await post({ user_id: ben.id, provider_id: other, external_id: 'ann' });
    expect(bens.status).toBe(201);
    // moving Ben's account to the provider where 'ANN' is taken: refused on the name, even unsent
    const moved = await call('PATCH', `/api/external_accounts/${bens.body.data.id}`, { token: admin, body: { provider_id: provider } });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('external_id: The value must be unique');
    const renamed = await call('PATCH', `/api/external_accounts/${bens.body.data.id}`, { token: admin, body: { external_id: 'Ann' } });
    expect(renamed.status, 'its own name in other letters').toBe(200);
  });

  it('is for administrators only', async () => {
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    expect((await call('GET', '/api/external_accounts', { token: engineer })).status).toBe(403);
    expect((await post({ user_id: ann.id, provider_id: other, external_id: 'mine' }, engineer)).status).toBe(403);
    expect((await call('GET', '/api/external_accounts', {})).status).toBe(401);
  });

  it('deleting the user takes their accounts with them', async () => {
    const gone = await createUser(call, su);
    const made = await post({ user_id: gone.id, provider_id: other, external_id: 'gone@idp' });
    expect(made.status).toBe(201);
    expect((await call('DELETE', `/api/admin/users/${gone.id}`, { token: su })).status).toBe(200);
    expect((await call('GET', `/api/external_accounts/${made.body.data.id}`, { token: admin })).status).toBe(404);
  });
});
