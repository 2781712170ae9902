import { beforeAll, expect } from 'vitest';
import { ADMIN, type TestServer } from './test-server';

export interface AdminSession {
  /** The demo admin's token, set before the first test of the block. */
  token: string;
  /** Every demo well's id by name, as the admin lists them. */
  readonly wells: Record<string, string>;
  /** GET `url` (as the admin unless `token` is given), expect 200 and answer the body's `data`. */
  get(url: string, token?: string): Promise<any>;
}

/** Logs the demo admin in on the block's test server and lists the wells, before the block's tests. */
export function useAdminSession(t: TestServer): AdminSession {
  const session: AdminSession = {
    token: '',
    wells: {},
    async get(url, token = session.token) {
      const r = await t.call('GET', url, { token });
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      return r.body.data;
    },
  };
  beforeAll(async () => {
    session.token = await t.login(ADMIN.email, ADMIN.password);
    const list = await t.call('GET', '/api/wells?limit=100', { token: session.token });
    for (const w of list.body.data) session.wells[w.name] = w.id;
  });
  return session;
}
