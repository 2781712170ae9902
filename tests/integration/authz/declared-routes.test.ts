/**
 * Every route Fastify registers under /api declares who may call it (issue 11): the app records each
 * registration through an onRoute hook, and a route without a declaration stops the build. This is
 * what lets the authorization matrix and the fuzzer enumerate routes from the running app instead of a
 * list someone must remember to update.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDb, type Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { PLUGIN_ROUTE_ACCESS, registeredRoutes, requireDeclaredAccess } from '../../../server/lib/route';
import { allRoutes } from '../../../server/routes';
import { testConfig } from '../support/databases';

describe('route declarations', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  beforeAll(async () => {
    db = await openDb({ databaseUrl: null, dataDir: 'memory://' });
    await migrate(db);
    app = (await buildApp({ ...testConfig('pglite', null), demo: false }, db)).app;
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('the real app registers every declared route once, and every /api route it registers has a declared access', () => {
    const registered = registeredRoutes(app).filter((r) => r.method !== 'HEAD');
    const keys = registered.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    const declared = new Set(allRoutes.map((r) => `${r.method} /api${r.url}`));
    const fromPlugins = registered.filter((r) => !declared.has(`${r.method} ${r.url}`));
    // Anything not from defineRoute must sit under a PLUGIN_ROUTE_ACCESS prefix (the docs).
    expect(fromPlugins.filter((r) => !PLUGIN_ROUTE_ACCESS.some((p) => r.url === p.prefix || r.url.startsWith(`${p.prefix}/`)))).toEqual([]);
    expect(registered.length - fromPlugins.length).toBe(allRoutes.length);
    for (const r of registered) expect(r.access.kind, `${r.method} ${r.url}`).toMatch(/^(public|signedIn|admin|superadmin|global|adminOrGlobal|object)$/);
    console.log(`declared routes: ${registered.length} registered under /api (${allRoutes.length} from defineRoute, ${fromPlugins.length} docs), 0 undeclared`);
  });

  it('an /api route registered without a declaration fails the build', async () => {
    const bare = Fastify();
    requireDeclaredAccess(bare);
    expect(() => bare.get('/api/sneaky', async () => ({ secret: true }))).toThrow(/GET \/api\/sneaky declares no access/);
    // Registered from inside a plugin, the error surfaces when the app is made ready.
    const viaPlugin = Fastify();
    requireDeclaredAccess(viaPlugin);
    void viaPlugin.register(async (child) => {
      child.post('/api/also-sneaky', async () => ({}));
    });
    await expect(viaPlugin.ready()).rejects.toThrow(/POST \/api\/also-sneaky declares no access/);
    await bare.close();
  });

  it('a route that declares its access, and non-API routes, register fine', async () => {
    const ok = Fastify();
    requireDeclaredAccess(ok);
    ok.get('/api/declared', { config: { access: { kind: 'signedIn' } } }, async () => ({}));
    ok.get('/index.html', async () => 'client');
    await ok.ready();
    expect(registeredRoutes(ok).map((r) => `${r.method} ${r.url} ${r.access.kind}`)).toEqual(['GET /api/declared signedIn', 'HEAD /api/declared signedIn']);
    await ok.close();
  });
});
