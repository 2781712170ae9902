/**
 * The request helper against a real HTTP server on a random port. The server is a small harness in
 * this file that answers whatever status a case asks for, because the product's API cannot be made
 * to answer 409 or 449 on demand.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { counters } from '../state/counters';
import { notifications } from '../state/notifications';
import { authSucceeded, session } from '../state/session';
import { api, request } from './request';
import { RequestError } from './request-error';
import { configureTransport } from './transport';

let server: Server;
let base: string;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const navigations: string[] = [];
let reloads = 0;
let confirmAnswer = true;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const status = Number(/status\/(\d+)/.exec(req.url!)?.[1] ?? 200);
      if (req.url!.includes('/slow')) return setTimeout(() => res.end('{}'), 2000);
      if (status === 449 && req.headers['x-confirmed']) return res.end(JSON.stringify({ done: true }));
      if (req.url!.includes('refusal')) {
        res.statusCode = 409;
        return res.end(JSON.stringify({ message: 'email: The value must be unique', data: { field: 'email' } }));
      }
      const payload: Record<number, unknown> = {
        200: { data: { ok: true } },
        201: { message: 'Saved' },
        406: { message: 'Your password has expired', data: { email: 'u@x.test', token: 'reset-tok' } },
        409: { message: 'Someone else changed this well', data: { reload: true } },
        449: { message: 'Overwrite the existing plan?' },
        500: { message: 'Database is on fire' },
        502: 'not json',
      };
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(typeof payload[status] === 'string' ? payload[status] : JSON.stringify(payload[status] ?? {}));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  configureTransport({
    baseUrl: base,
    getViewSessionId: () => 'view-1',
    navigate: (to) => navigations.push(to),
    reload: () => reloads++,
    confirm: async () => confirmAnswer,
    noticeDelayMs: 0,
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  navigations.length = 0;
  reloads = 0;
  notifications.items.splice(0);
});

const notices = () => notifications.items.map((n) => `${n.type}: ${n.message}`);
const fails = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as RequestError;
  }
  throw new Error('expected a failure');
};
const tick = () => new Promise((r) => setTimeout(r, 20));

describe('request helper (spec 7)', () => {
  it('posts by default with a request id, the view-session id and the token', async () => {
    authSucceeded({ token: 'tok-1', isAdmin: false });
    await request({ url: 'things', data: { a: 1 }, params: { q: 'x y', ids: [1, 2], none: null } });
    const r = seen[0];
    expect(r.method).toBe('POST');
    expect(r.url).toBe('/api/things?q=x+y&ids=1&ids=2');
    expect(JSON.parse(r.body)).toEqual({ a: 1 });
    expect(r.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(r.headers['view-session-id']).toBe('view-1');
    expect(r.headers.authorization).toBe('Bearer tok-1');
    expect(counters.pending).toBe(0);
  });

  it('shows the server message of a success as a success notice unless hidden', async () => {
    await api.post('status/201');
    await api.post('status/201', undefined, { hideMessage: true });
    expect(notices()).toEqual(['success: Saved']);
  });

  it('rejects a missing url without sending anything', async () => {
    const e = await fails(request({ url: '' }));
    expect(e.message).toBe('Request url is empty');
    expect(seen).toHaveLength(0);
  });

  it('cancels through an AbortSignal, silently', async () => {
    const ctl = new AbortController();
    const p = api.get('slow', {}, { signal: ctl.signal });
    setTimeout(() => ctl.abort(), 50);
    const e = await fails(p);
    expect(e.cancelled).toBe(true);
    expect(notices()).toEqual([]);
    expect(counters.pending).toBe(0);
  });
});

describe('error catalogue (spec 8)', () => {
  it("network failure: 'Could not connect to the Server' as 503", async () => {
    const e = await fails(request({ url: 'http://127.0.0.1:1/api/x' }));
    expect(e.status).toBe(503);
    expect(notices()).toEqual(['error: Could not connect to the Server']);
  });

  it('401 signs the user out', async () => {
    authSucceeded({ token: 'tok-1', isAdmin: true });
    await fails(api.get('status/401'));
    expect(session.token).toBeNull();
    expect(session.isAdmin).toBe(false);
  });

  it('a 401 for a token the tab no longer uses (an ended impersonation) signs nobody out', async () => {
    authSucceeded({ token: 'impersonated', isAdmin: false });
    const pending = api.get('status/401');
    authSucceeded({ token: 'admin-own', isAdmin: true });
    await fails(pending);
    expect(session.token).toBe('admin-own');
    expect(notices()).toEqual([]);
  });

  it("404: 'URL {url} not found'", async () => {
    await fails(api.get('no/such/thing'.replace('thing', 'status/404')));
    expect(notices()).toEqual(['error: URL no/such/status/404 not found']);
  });

  it('406: the server message as a warning, then the password change with e-mail and token', async () => {
    await fails(api.post('status/406'));
    expect(notices()).toEqual(['warning: Your password has expired']);
    await tick();
    expect(navigations).toEqual(['/public/password/reset?token=reset-tok&email=u%40x.test']);
  });

  it('409 asking for it: a warning, then a reload', async () => {
    await fails(api.put('status/409'));
    expect(notices()).toEqual(['warning: Someone else changed this well']);
    await tick();
    expect(reloads).toBe(1);
  });

  it('409 refusing the input (a duplicate): a warning, and the page (with what was typed) stays', async () => {
    reloads = 0;
    const e = await fails(api.put('status/409?refusal'));
    expect(e.status).toBe(409);
    expect(notices()).toEqual(['warning: email: The value must be unique']);
    await tick();
    expect(reloads).toBe(0);
  });

  it('449: asks, and retries once confirmed', async () => {
    confirmAnswer = true;
    expect(await api.post('status/449')).toEqual({ done: true });
    expect(seen.map((s) => s.headers['x-confirmed'] ?? '-')).toEqual(['-', 'true']);
    confirmAnswer = false;
    const e = await fails(api.post('status/449'));
    expect(e.cancelled).toBe(true);
  });

  it("other errors: the server's message, else 'Unknown error!'", async () => {
    await fails(api.get('status/500'));
    await fails(api.get('status/502'));
    expect(notices()).toEqual(['error: Database is on fire', 'error: Unknown error!']);
  });

  it('quiet requests keep the effects and leave the message to the caller', async () => {
    await fails(api.get('status/500', {}, { quiet: true }));
    expect(notices()).toEqual([]);
  });
});
