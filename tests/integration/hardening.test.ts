// Browser hardening headers, sign-in throttling, rig_info's well names, and the logs of a reset
// request, through a real server whose log stream is captured.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { testConfig } from './support/databases';
import { ADMIN } from './support/test-server';

let server: RunningServer;
const logText: string[] = [];

async function call(method: string, url: string, opts: { token?: string; body?: unknown; ip?: string } = {}) {
  const res = await server.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  let body: any = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body, headers: res.headers };
}
async function login(email: string, password: string): Promise<string> {
  const r = await call('POST', '/api/auth/login', { body: { email, password } });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => logText.push(c.toString()));
  // LOGIN_RATE_LIMIT at its default (10 a minute per address and account).
  const config = testConfig('pglite', null, { logLevel: 'info', loginRateLimitPerMin: 10 });
  server = await startServer(config, { listen: false, log: () => {}, logStream: stream });
  await server.background;
});
afterAll(async () => {
  await server?.close();
});

describe('browser hardening headers', () => {
  it('every answer carries a CSP without inline scripts, frame-ancestors none, nosniff and no-referrer', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/']) {
      const r = await call('GET', url);
      const csp = String(r.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('sign-in throttling', () => {
  it('one address spraying many accounts is stopped with a 429; other addresses are not', async () => {
    // Sent at once: the count must not depend on how fast this machine hashes passwords.
    const answers = await Promise.all(
      Array.from({ length: 101 }, (_, i) =>
        call('POST', '/api/auth/login', { ip: '203.0.113.9', body: { email: `nobody${i}@spray.example`, password: 'guess-1234' } }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const last = answers.find((a) => a.status === 429)!;
    expect(last.body.message).toBe('Too many sign-in attempts. Please wait a minute and try again.');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const other = await call('POST', '/api/auth/login', { ip: '203.0.113.10', body: { email: 'nobody0@spray.example', password: 'guess-1234' } });
    expect(other.status).toBe(401);
  });

  it('one account guessed from many addresses is stopped too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        call('POST', '/api/auth/login', { ip: `198.51.100.${i}`, body: { email: 'viewer@demo.drillspace', password: `wrong-${i}` } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});

describe('rig_info names only wells the caller may see', () => {
  it('the viewer is not told which well a rig drills unless the viewer may see that well', async () => {
    const admin = await login(ADMIN.email, ADMIN.password);
    const viewer = await login('production@demo.drillspace', 'drillspace-production');
    const rigs = (await call('GET', '/api/rigs?limit=100', { token: admin })).body.data as { id: string }[];
    const visible = new Set(((await call('GET', '/api/wells?limit=100', { token: viewer })).body.data as { id: string }[]).map((w) => w.id));
    let hiddenFromViewer = 0;
    for (const rig of rigs) {
      const asAdmin = (await call('GET', `/api/rigs/${rig.id}/rig_info`, { token: admin })).body.data;
      const asViewer = (await call('GET', `/api/rigs/${rig.id}/rig_info`, { token: viewer })).body.data;
      const wellId = asAdmin.current_well?.well_id;
      if (wellId && !visible.has(wellId)) {
        hiddenFromViewer++;
        expect(asViewer.current_well).toBeNull();
      } else {
        expect(asViewer.current_well).toEqual(asAdmin.current_well);
      }
    }
    expect(hiddenFromViewer).toBeGreaterThan(0);
  });
});

describe('secrets stay out of the logs', () => {
  it('a reset request is logged without its token', async () => {
    const r = await call('POST', '/api/auth/password/reset_link', { body: { email: 'analyst@demo.drillspace' } });
    expect(r.status).toBe(200);
    const issued = await server.db.query<{ n: number }>(
      "select count(*)::int as n from password_tokens t join users u on u.id = t.user_id where u.email = 'analyst@demo.drillspace'",
    );
    expect(issued.rows[0].n).toBe(1);
    const text = logText.join('');
    expect(text).toContain('password reset');
    expect(text).not.toMatch(/token=/);
    expect(text).not.toContain('argon2');
    expect(text).not.toMatch(/"authorization":"Bearer/);
  });
});
