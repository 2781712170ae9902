/**
 * Admin › External Providers on both databases: the demo's three providers, create / update / delete
 * with every bad input a 400 naming the field and a duplicate a 409, administrators only, and real
 * connection checks kept on the row and audited: a WITSML store answering WMLS_GetVersion (the
 * replayer's), an OpenID discovery document served here (one complete, one without its key endpoint),
 * and an address nothing listens on.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WitsmlStore } from '../../server/replay/witsml-store';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

let idp: Server;
let idpUrl = '';
let store: WitsmlStore;
let storeUrl = '';

beforeAll(async () => {
  idp = createServer((req, res) => {
    const complete = req.url?.startsWith('/good/');
    const doc = { issuer: `${idpUrl}/good`, authorization_endpoint: `${idpUrl}/good/authorize`, token_endpoint: `${idpUrl}/good/token` };
    res.writeHead(req.url?.endsWith('/.well-known/openid-configuration') ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(complete ? { ...doc, jwks_uri: `${idpUrl}/good/keys` } : doc));
  });
  await new Promise<void>((r) => idp.listen(0, '127.0.0.1', () => r()));
  idpUrl = `http://127.0.0.1:${(idp.address() as { port: number }).port}`;
  store = new WitsmlStore({ rows: [{ timeS: 1, values: {} }], ids: { uidWell: 'w', uidWellbore: 'wb', uidLog: 'l' }, username: 'u', password: 'p', speed: 1 });
  storeUrl = await store.listen();
});
afterAll(async () => {
  await new Promise<void>((r) => idp.close(() => r()));
  await store.stop();
});

describeEachDatabase('external providers', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
  });
  const create = (body: unknown) => t.call('POST', '/api/admin/external_providers', { token: admin, body });
  const check = async (id: string) => (await t.call('POST', `/api/admin/external_providers/${id}/check`, { token: admin })).body.data;

  it('lists the demo providers, never checked, to administrators only', async () => {
    const r = await t.call('GET', '/api/admin/external_providers', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data.map((p: { kind: string }) => p.kind).sort()).toEqual(['interpretation', 'sso', 'survey']);
    expect(r.body.data.every((p: { last_check_at: unknown }) => p.last_check_at === null)).toBe(true);
    expect((await t.call('GET', '/api/admin/external_providers', { token: engineer })).status).toBe(403);
    expect((await t.call('POST', '/api/admin/external_providers', { token: engineer, body: { kind: 'sso', name: 'x', url: 'https://x.test' } })).status).toBe(
      403,
    );
  });

  it('creates, updates and deletes; bad input names its field, a duplicate is a 409', async () => {
    const bad = async (body: unknown, status: number, message: RegExp) => {
      const r = await create(body);
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body.message).toMatch(message);
    };
    await bad({ kind: 'ftp', name: 'A', url: 'https://a.test' }, 400, /^body\.kind: /);
    await bad({ kind: 'sso', name: ' ', url: 'https://a.test' }, 400, /^body\.name: /);
    await bad({ kind: 'sso', name: 'A', url: 'ftp://a.test' }, 400, /^body\.url: must be an http or https URL/);
    await bad({ kind: 'sso', name: 'A' }, 400, /^body\.url: /);
    const made = await create({ kind: 'sso', name: 'Okta', url: 'https://okta.test' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ kind: 'sso', name: 'Okta', enabled: true, description: '' });
    await bad({ kind: 'sso', name: 'okta', url: 'https://other.test' }, 409, /^body\.name: /);
    // The same name for another kind is another provider.
    expect((await create({ kind: 'interpretation', name: 'Okta', url: 'https://okta.test/i' })).status).toBe(201);
    const id = made.body.data.id;
    const upd = await t.call('PATCH', `/api/admin/external_providers/${id}`, { token: admin, body: { enabled: false, url: `${idpUrl}/good` } });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body.data).toMatchObject({ enabled: false, url: `${idpUrl}/good` });
    expect((await t.call('DELETE', `/api/admin/external_providers/${id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/admin/external_providers/${id}`, { token: admin })).status).toBe(404);
    expect((await t.call('POST', `/api/admin/external_providers/${id}/check`, { token: admin })).status).toBe(404);
  });

  it('checks for real: a WITSML store, an OpenID provider, a document without its keys, nothing listening; each kept and audited', async () => {
    const survey = (await create({ kind: 'survey', name: 'Replayer', url: storeUrl })).body.data;
    expect(await check(survey.id)).toMatchObject({ last_check_ok: true, last_check_message: 'WITSML store, versions 1.4.1.1' });
    const sso = (await create({ kind: 'sso', name: 'Local IdP', url: `${idpUrl}/good` })).body.data;
    expect(await check(sso.id)).toMatchObject({ last_check_ok: true, last_check_message: `OpenID Connect provider ${idpUrl}/good` });
    const half = (await create({ kind: 'sso', name: 'Half IdP', url: `${idpUrl}/half` })).body.data;
    expect(await check(half.id)).toMatchObject({
      last_check_ok: false,
      last_check_message: 'Not an OpenID Connect discovery document: jwks_uri missing or invalid',
    });
    const gone = (await create({ kind: 'interpretation', name: 'Nothing there', url: 'http://127.0.0.1:9/interpretation' })).body.data;
    const g = await check(gone.id);
    expect(g.last_check_ok).toBe(false);
    expect(g.last_check_message).toMatch(/^http:\/\/127\.0\.0\.1:9\/interpretation cannot be reached/);
    expect(g.last_check_at).not.toBeNull();
    const { rows } = await t.server.db.query<{ action: string }>('select action from audit_log where object_id = $1', [half.id]);
    expect(rows.map((r) => r.action)).toContain('external_providers.check');
  });
});
