/**
 * The real server's /ws with the real @stomp/stompjs client: CONNECT needs the sign-in token and
 * session id, SUBSCRIBE is checked against the user's well permissions, and services.publish
 * reaches subscribers.
 */
import { Client, type IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../../server/start';
import { testConfig } from './support/databases';

let server: RunningServer;
let base = '';

async function login(email: string, password: string) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await r.json()) as { token: string; session_id: string };
}

function connect(headers: Record<string, string>): Promise<{ client: Client; error?: string }> {
  return new Promise((resolve) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(`${base.replace('http', 'ws')}/ws`, ['v12.stomp']),
      connectHeaders: headers,
      reconnectDelay: 0,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      onConnect: () => resolve({ client }),
      onStompError: (f) => resolve({ client, error: f.headers.message }),
      onWebSocketClose: () => resolve({ client, error: 'closed' }),
    });
    client.activate();
  });
}

describe('STOMP on the real server', () => {
  beforeAll(async () => {
    server = await startServer({ ...testConfig('pglite', null), port: 0, host: '127.0.0.1' }, { log: () => {} });
    base = server.url!;
  });
  afterAll(() => server.close());

  it('refuses CONNECT without a token, and with a bad token says JWT', async () => {
    const none = await connect({ 'session-id': 'x' });
    expect(none.error).toMatch(/Authorization/i);
    await none.client.deactivate();
    const bad = await connect({ Authorization: 'Bearer nope', 'session-id': 'x' });
    expect(bad.error).toMatch(/JWT/);
    await bad.client.deactivate();
  });

  it('delivers messages on a permitted well and refuses a well the user may not see', async () => {
    const admin = await login('admin@demo.drillspace', 'drillspace-admin');
    const wells = await (await fetch(`${base}/api/wells?limit=100`, { headers: { authorization: `Bearer ${admin.token}` } })).json();
    const redHawk = wells.data.find((w: any) => w.name === 'Red Hawk 2H').id;
    const prairie = wells.data.find((w: any) => w.name === 'Prairie 5H').id;
    const eng = await login('engineer@demo.drillspace', 'drillspace-engineer');
    const { client, error } = await connect({ Authorization: `Bearer ${eng.token}`, 'session-id': eng.session_id });
    expect(error).toBeUndefined();
    const got = new Promise<IMessage>((resolve) => client.subscribe(`/topic/${redHawk}/live`, resolve));
    await new Promise((r) => setTimeout(r, 200));
    server.services.publish(`/topic/${redHawk}/live`, { well_id: redHawk, time: 1, values: { hookload: 120 } });
    expect(JSON.parse((await got).body).values.hookload).toBe(120);
    const refused = new Promise<string>((resolve) => {
      client.onStompError = (f) => resolve(f.headers.message);
    });
    client.subscribe(`/topic/${prairie}/live`, () => {});
    expect(await refused).toMatch(/Access denied/);
    await client.deactivate();
  });

  it('refuses a session id that does not belong to the token', async () => {
    const eng = await login('engineer@demo.drillspace', 'drillspace-engineer');
    const r = await connect({ Authorization: `Bearer ${eng.token}`, 'session-id': '00000000-0000-0000-0000-000000000000' });
    expect(r.error).toMatch(/session-id/);
    await r.client.deactivate();
  });

  it("signing out ends that session's open socket with JWT session ended, and only that one", async () => {
    const a = await login('engineer@demo.drillspace', 'drillspace-engineer');
    const b = await login('engineer@demo.drillspace', 'drillspace-engineer');
    const first = await connect({ Authorization: `Bearer ${a.token}`, 'session-id': a.session_id });
    const second = await connect({ Authorization: `Bearer ${b.token}`, 'session-id': b.session_id });
    expect(first.error).toBeUndefined();
    expect(second.error).toBeUndefined();
    const ended = new Promise<string>((resolve) => {
      first.client.onStompError = (f) => resolve(f.headers.message);
    });
    const out = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(await ended).toBe('JWT session ended');
    await new Promise((r) => setTimeout(r, 200));
    expect(second.client.connected).toBe(true);
    await first.client.deactivate();
    await second.client.deactivate();
  });
});
