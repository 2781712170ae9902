import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { createPostgresDatabase, seededTemplate, testConfig, type DbKind } from './databases';

export interface TestServer {
  server: RunningServer;
  config: ServerConfig;
  /** app.inject with JSON, returning status and parsed body. */
  call(method: string, url: string, opts?: { token?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any }>;
  login(email: string, password: string): Promise<string>;
}

/** Starts a server for the current describe block on the given database kind and stops it after. */
export function useTestServer(kind: DbKind, overrides: Partial<ServerConfig> = {}): TestServer {
  const ts = {} as TestServer;
  let drop: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    let url: string | null = null;
    if (kind === 'postgres') {
      const created = await createPostgresDatabase({ seeded: seededTemplate(overrides) });
      url = created.url;
      drop = created.drop;
    }
    ts.config = testConfig(kind, url, overrides);
    ts.server = await startServer(ts.config, { listen: false, log: () => {} });
    await ts.server.background;
  });
  afterAll(async () => {
    await ts.server?.close();
    await drop?.();
  });
  ts.call = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await ts.server.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body };
  };
  ts.login = async (email, password) => {
    const r = await ts.call('POST', '/api/auth/login', { body: { email, password } });
    if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };
  return ts;
}

export const ADMIN = { email: 'admin@demo.drillspace', password: 'drillspace-admin' };
export const ENGINEER = { email: 'engineer@demo.drillspace', password: 'drillspace-engineer' };
