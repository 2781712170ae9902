import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './test-server';

export const SUPERADMIN = { email: 'superadmin@demo.drillspace', password: 'drillspace-super' };

/** Any call through a test server or a listening one: status and parsed body. */
export type Call = (method: string, url: string, opts?: { token?: string | null; body?: unknown }) => Promise<{ status: number; body: any }>;

/** A call function over real HTTP (for servers that also carry STOMP). */
export function httpCall(base: string): Call {
  return async (method, url, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const r = await fetch(`${base}${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await r.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: r.status, body };
  };
}

export const callOf =
  (t: TestServer): Call =>
  (method, url, opts) =>
    t.call(method, url, opts);

export async function signIn(call: Call, email: string, password: string): Promise<{ token: string; sessionId: string }> {
  const r = await call('POST', '/api/auth/login', { body: { email, password } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { token: r.body.token, sessionId: r.body.session_id };
}

export async function userId(call: Call, adminToken: string, email: string): Promise<string> {
  const r = await call('GET', `/api/admin/users?search=${encodeURIComponent(email)}`, { token: adminToken });
  const found = r.body.data.find((u: { email: string }) => u.email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found.id;
}

/** A fresh user created by the superadmin, so tests that suspend or demote touch nobody else. */
export async function createUser(
  call: Call,
  superToken: string,
  fields: { is_admin?: boolean; global_permissions?: string[] } = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = `t-${randomBytes(4).toString('hex')}@demo.drillspace`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const r = await call('POST', '/api/admin/users', { token: superToken, body: { email, name: email, password, ...fields } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: r.body.data.id, email, password };
}

/** Rory Roughneck: a new user with the Rig Crew role on one well and nothing else (no group, no project role). Answers his token. */
export async function rigCrewOn(t: TestServer, adminToken: string, wellId: string): Promise<string> {
  const made = await t.call('POST', '/api/admin/users', {
    token: adminToken,
    body: { name: 'Rory Roughneck', email: 'roughneck@demo.drillspace', password: 'roughneck-pass-1', role: 'USER', status: 2 },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await t.server.db.query(`insert into user_roles (user_id, object_id, object_type, role_id) select $1, $2, 'WELL', id from roles where name = 'Rig Crew'`, [
    made.body.data.id,
    wellId,
  ]);
  return t.login('roughneck@demo.drillspace', 'roughneck-pass-1');
}
