import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useAdminSession } from './support/admin-session';
import { useTestServer } from './support/test-server';

// Bad input is the caller's error, named by field; only our own faults are 500s, and those say nothing of SQL.
describe('database errors become answers naming the field', () => {
  const t = useTestServer('pglite');
  const admin = useAdminSession(t);

  it('a NUL character in a text field is a 400 naming it, on every route', async () => {
    const r = await t.call('POST', '/api/rigs', { token: admin.token, body: { name: 'Rig\u0000 9' } });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.message).toBe('body.name: must not contain NUL characters (\\u0000)');
  });

  it('a NUL inside JSON, in a key, in the query or in a path parameter is a 400 naming where', async () => {
    const nested = await t.call('POST', '/api/rigs', { token: admin.token, body: { name: 'Rig N', rig_info: { notes: ['ok', 'bad\u0000'] } } });
    expect([nested.status, nested.body.message]).toEqual([400, 'body.rig_info.notes.1: must not contain NUL characters (\\u0000)']);
    const key = await t.call('POST', '/api/rigs', { token: admin.token, body: { name: 'Rig K', rig_info: { 'a\u0000': 1 } } });
    expect(key.status).toBe(400);
    expect(key.body.message).toMatch(/^body\.rig_info\.a\\u0000: must not contain NUL/);
    const query = await t.call('GET', '/api/rigs?search=a%00b', { token: admin.token });
    expect([query.status, query.body.message]).toEqual([400, 'query.search: must not contain NUL characters (\\u0000)']);
    const path = await t.call('GET', '/api/rigs/%00', { token: admin.token });
    expect([path.status, path.body.message]).toEqual([400, 'params.id: must not contain NUL characters (\\u0000)']);
  });

  it('a duplicate unique value is a 409 with the spec message, naming the field', async () => {
    const first = await t.call('POST', '/api/admin/user_groups', { token: admin.token, body: { name: 'Night shift' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const dup = await t.call('POST', '/api/admin/user_groups', { token: admin.token, body: { name: 'Night shift' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('body.name: The value must be unique');
  });

  it('a duplicate e-mail (unique on lower(email)) names the email field', async () => {
    const dup = await t.call('POST', '/api/admin/users', {
      token: admin.token,
      body: { email: 'ADMIN@demo.drillspace', name: 'Second Admin', password: 'a-long-password-1' },
    });
    expect([dup.status, dup.body.message], JSON.stringify(dup.body)).toEqual([409, 'body.email: The value must be unique']);
  });

  it('a reference to a record that does not exist is a 404 naming the field', async () => {
    const r = await t.call('POST', '/api/rigs', { token: admin.token, body: { name: 'Rig D', contractor_id: randomUUID() } });
    expect(r.status, JSON.stringify(r.body)).toBe(404);
    expect(r.body.message).toBe('body.contractor_id: no such company');
  });
});
