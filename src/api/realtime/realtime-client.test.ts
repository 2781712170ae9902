// The app's realtime client against the real STOMP server (in-process backplane, fake auth), with
// short timings: reference counting, re-subscribing after a lost connection, the JWT sign-out, a
// refused well, and the restart timer against a broker that never answers CONNECT.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { IStompSocket } from '@stomp/stompjs';
import { EXPIRED_TOKEN, startTestServer, waitFor, type TestServer } from '../../../server/realtime/testing/stomp-test-harness';
import { startTcpProxy, type TcpProxy } from '../../../server/realtime/testing/tcp-proxy';
import { RealtimeClient, type RealtimeClientOptions, type StatusEvent } from './realtime-client';
import { topicOf } from './topics';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: TestServer;
let proxy: TcpProxy;
beforeAll(async () => {
  server = await startTestServer({ heartbeatMs: 10_000, connectTimeoutMs: 2_000 });
  const port = Number(new URL(server.url).port);
  proxy = await startTcpProxy('127.0.0.1', port);
});
afterAll(async () => {
  await proxy.close();
  await server.close();
});

const clients: RealtimeClient[] = [];
// A failed test must not leave a client reconnecting into the next one.
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
});

function makeClient(o: Partial<RealtimeClientOptions> & { via?: 'proxy' | 'direct' } = {}) {
  const statuses: StatusEvent[] = [];
  const jwtErrors: string[] = [];
  const url = o.via === 'proxy' ? `ws://127.0.0.1:${proxy.port}/ws` : server.url;
  const client = new RealtimeClient({
    url,
    credentials: () => ({ token: 'token-alice', sessionId: 's1' }),
    webSocketFactory: () => new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp']) as unknown as IStompSocket,
    reconnectDelayMs: 100,
    lingerMs: 50,
    onStatus: (e) => statuses.push(e),
    onJwtError: (m) => jwtErrors.push(m),
    ...o,
  });
  clients.push(client);
  return { client, statuses, jwtErrors };
}

const live = (well: string) => topicOf(well, 'live');

describe('RealtimeClient', () => {
  it('shares one server subscription between listeners of a destination and drops it with the last one', async () => {
    const { client, statuses } = makeClient();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stopA = client.listen(live('w1'), { onMessage: (m) => a.push(m) });
    const stopB = client.listen(live('w1'), { onMessage: (m) => b.push(m) });
    await waitFor(() => client.stats().subscribed === 1 && server.stomp.stats().subscriptions === 1, 'one subscription');
    expect(client.stats()).toEqual({ destinations: 1, listeners: 2, subscribed: 1 });

    await server.stomp.publish(live('w1'), { well_id: 'w1', time: 1, values: { wobT: 12 } });
    await waitFor(() => a.length === 1 && b.length === 1, 'both listeners');
    expect(a[0]).toEqual({ well_id: 'w1', time: 1, values: { wobT: 12 } });

    stopA();
    await sleep(50);
    expect(server.stomp.stats().subscriptions).toBe(1);
    await server.stomp.publish(live('w1'), { well_id: 'w1', time: 2, values: {} });
    await waitFor(() => b.length === 2, 'remaining listener');
    expect(a).toHaveLength(1);

    stopB();
    await waitFor(() => server.stomp.stats().subscriptions === 0, 'unsubscribed');
    // The socket lingers briefly, then closes: nothing live is on screen.
    await waitFor(() => client.status === 'idle', 'idle after linger');
    expect(statuses.map((s) => s.status)).toEqual(['connecting', 'connected', 'idle']);
  });

  it('re-subscribes every destination after the connection drops, reconnecting after the delay', async () => {
    const { client, statuses } = makeClient({ via: 'proxy' });
    const got: number[] = [];
    const stop1 = client.listen(live('w1'), { onMessage: (m) => got.push((m as { time: number }).time) });
    const stop2 = client.listen(topicOf('w2', 'stand/detected'), { onMessage: () => got.push(-1) });
    await waitFor(() => client.stats().subscribed === 2, 'subscribed');
    proxy.cut();
    await waitFor(() => statuses.some((s) => s.status === 'closed'), 'closed');
    await waitFor(() => client.status === 'connected' && client.stats().subscribed === 2, 'reconnected', 15_000);
    expect(client.connects).toBe(2);
    // The client counts a subscription when it sends SUBSCRIBE; the server may register it a moment
    // later (CI under load lost a single publish that way): publish until both destinations deliver.
    const deadline = Date.now() + 10_000;
    while (!(got.includes(7) && got.includes(-1))) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for messages after reconnect (got ${got.join(', ')})`);
      await server.stomp.publish(live('w1'), { well_id: 'w1', time: 7, values: {} });
      await server.stomp.publish(topicOf('w2', 'stand/detected'), { well_id: 'w2', time: 7 });
      await sleep(200);
    }
    expect(new Set(got)).toEqual(new Set([-1, 7]));
    stop1();
    stop2();
    await client.stop();
  });

  it('signs out on an ERROR mentioning JWT and does not reconnect', async () => {
    const { client, jwtErrors, statuses } = makeClient({ credentials: () => ({ token: EXPIRED_TOKEN, sessionId: 's1' }) });
    client.listen(live('w1'), { onMessage: () => {} });
    await waitFor(() => jwtErrors.length === 1, 'jwt error');
    expect(jwtErrors[0]).toBe('JWT expired: sign in again');
    await sleep(400);
    expect(statuses.filter((s) => s.status === 'connecting')).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({ status: 'closed', reason: 'JWT expired: sign in again' });
  });

  it('tells the listener when its well is refused, and keeps the other wells live without asking again', async () => {
    const { client } = makeClient({ credentials: () => ({ token: 'token-bob', sessionId: 's1' }) });
    const refusals: string[] = [];
    const w2: number[] = [];
    client.listen(live('w2'), { onMessage: (m) => w2.push((m as { time: number }).time) });
    await waitFor(() => client.stats().subscribed === 1, 'w2 subscribed');
    client.listen(live('w1'), { onMessage: () => {}, onRefused: (r) => refusals.push(r) });
    await waitFor(() => refusals.length === 1, 'refusal');
    expect(refusals[0]).toContain('/topic/w1/live');
    // The server closed the socket (STOMP 1.2); the client comes back with w2 only.
    await waitFor(() => client.connects === 2 && client.stats().subscribed === 1, 'reconnected without w1', 15_000);
    // The server may register the re-sent SUBSCRIBE a moment after the client counts it (CI under
    // load lost a single publish that way): publish until it arrives.
    const deadline = Date.now() + 10_000;
    while (!w2.includes(3)) {
      if (Date.now() > deadline) throw new Error('Timed out waiting for w2 live again');
      await server.stomp.publish(live('w2'), { well_id: 'w2', time: 3, values: {} });
      await sleep(200);
    }
    await sleep(300);
    expect(client.connects).toBe(2);
    // A later listener of the refused well hears the refusal at once.
    const late: string[] = [];
    client.listen(live('w1'), { onMessage: () => {}, onRefused: (r) => late.push(r) });
    await waitFor(() => late.length === 1, 'late refusal');
    await client.stop();
  });

  it('discards an attempt that never reaches CONNECTED after the restart timer and tries again', async () => {
    // A broker that accepts the WebSocket and then says nothing.
    const http = createServer();
    const wss = new WebSocketServer({ server: http, handleProtocols: () => 'v12.stomp' });
    let sockets = 0;
    wss.on('connection', () => sockets++);
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ws`;
    const { client, statuses } = makeClient({
      url,
      webSocketFactory: () => new WebSocket(url, ['v12.stomp']) as unknown as IStompSocket,
      restartAfterMs: 300,
      reconnectDelayMs: 50,
    });
    client.listen(live('w1'), { onMessage: () => {} });
    await waitFor(() => sockets >= 3, 'three attempts', 3_000);
    expect(statuses.some((s) => s.status === 'connected')).toBe(false);
    await client.stop();
    wss.close();
    await new Promise<void>((r) => http.close(() => r()));
  });

  it('stops when the credentials are gone (signed out)', async () => {
    let signedIn = true;
    const { client } = makeClient({ via: 'proxy', credentials: () => (signedIn ? { token: 'token-alice', sessionId: 's1' } : null) });
    client.listen(live('w1'), { onMessage: () => {} });
    await waitFor(() => client.status === 'connected', 'connected');
    signedIn = false;
    proxy.cut();
    await waitFor(() => client.status === 'idle', 'idle', 3_000);
    // No new attempt: the server sees no connection from it.
    await sleep(300);
    expect(client.status).toBe('idle');
    expect(client.connects).toBe(1);
  });
});
