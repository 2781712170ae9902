/**
 * The README's first command runs the compiled server (npm start: build:server, then
 * node dist-server/server/main.js), not the TypeScript under tsx that every other test starts. A
 * module the build leaves out, or an import Node's ESM resolution cannot follow (an extensionless
 * package subpath), breaks only that path: twice so far. Build it, start it on a fresh embedded
 * database, sign in and read a route of each area the server loads lazily or was added last.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from './support/child-server';

const root = join(__dirname, '../..');

describe('the compiled server (npm start)', () => {
  let server: ChildServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'drillspace-compiled-'));

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'pipe' });
    server = await startChildServer(dataDir, {}, 170_000, ['dist-server/server/main.js']);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, seeds, signs in and answers the routes of every area', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.drillspace', password: 'drillspace-admin' }),
    });
    expect(login.status, server.output()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const get = async (path: string) => {
      const r = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: r.status, body: (await r.json()) as { data: unknown } };
    };
    const wells = await get('wells?limit=100');
    expect(wells.status).toBe(200);
    expect((wells.body.data as unknown[]).length).toBeGreaterThan(5);
    for (const path of ['alerts/options', 'reports/options', 'admin/sms', 'admin/jobs', 'file_drive/categories']) {
      const r = await get(path);
      expect([path, r.status]).toEqual([path, 200]);
    }
    expect(server.output()).not.toMatch(/ERR_MODULE_NOT_FOUND|Error:/);
  });
});
