// STOMP 1.2 at /ws with the real @stomp/stompjs client (what the browser runs), over a real HTTP
// server forwarding upgrades, with the in-process backplane.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IMessage } from '@stomp/stompjs';
import { openRawSocket } from '../../server/realtime/testing/raw-stomp-socket';
import { EXPIRED_TOKEN, SHORT_LIVED_TOKEN, openClient, startTestServer, waitFor, type TestServer } from '../../server/realtime/testing/stomp-test-harness';
import { encodeFrame } from '../../server/realtime/stomp-frame';
import { liveTopic, standDetectedTopic } from '../../server/realtime/topics';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CONNECT = encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: 'Bearer token-alice', 'session-id': 's1', 'heart-beat': '0,0' });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ heartbeatMs: 10_000, connectTimeoutMs: 500 });
});
afterAll(() => server.close());

describe('CONNECT', () => {
  it('refuses a client without Authorization, naming the header, and closes the socket', async () => {
    const c = openClient(server.url, { token: null });
    const error = await c.nextError();
    expect(error.headers.message).toBe('Missing Authorization header');
    await c.closed;
    await expect(c.connected).rejects.toThrow('Missing Authorization header');
  });

  it('refuses a client without session-id', async () => {
    const c = openClient(server.url, { sessionId: null });
    expect((await c.nextError()).headers.message).toBe('Missing session-id header');
    await c.closed;
  });

  it('names both headers when both are missing', async () => {
    const c = openClient(server.url, { token: null, sessionId: null });
    expect((await c.nextError()).headers.message).toBe('Missing Authorization and session-id headers');
    await c.closed;
  });

  it('refuses an Authorization header that is not a bearer token', async () => {
    const c = openClient(server.url, { token: null, extraHeaders: { Authorization: 'Basic abc' } });
    expect((await c.nextError()).headers.message).toBe("Authorization header must be 'Bearer <token>'");
    await c.closed;
  });

  it("passes a JWT error through verbatim so the client's 'JWT' check signs the user out", async () => {
    const c = openClient(server.url, { token: EXPIRED_TOKEN });
    const error = await c.nextError();
    // Written raw before CONNECTED: the colon arrives as a colon, not as the 1.2 escape \c.
    expect(error.headers.message).toBe('JWT expired: sign in again');
    expect(error.headers.message).toContain('JWT');
    await c.closed;
  });

  it('accepts the header names in any case, and answers CONNECTED 1.2 with negotiated heart-beats', async () => {
    const c = openClient(server.url, {
      token: null,
      sessionId: null,
      extraHeaders: { authorization: 'Bearer token-alice', 'Session-Id': 's1' },
      heartbeatIncoming: 20_000,
      heartbeatOutgoing: 5_000,
    });
    const connected = await c.connected;
    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers['heart-beat']).toBe('10000,10000');
    await c.stop();
  });

  it('ends a connection with ERROR "JWT expired" when its token expires', async () => {
    const c = openClient(server.url, { token: SHORT_LIVED_TOKEN });
    await c.connected;
    const connectedAt = Date.now();
    const error = await c.nextError();
    expect(error.headers.message).toBe('JWT expired');
    expect(Date.now() - connectedAt).toBeGreaterThanOrEqual(250);
    await c.closed;
  });

  it('closes a socket that never sends CONNECT', async () => {
    const raw = await openRawSocket(server.url);
    const error = await raw.frame('ERROR');
    expect(error.headers.message).toBe('No CONNECT frame within 500 ms');
    await raw.closed;
  });

  it('refuses a client that does not speak STOMP 1.2', async () => {
    const raw = await openRawSocket(server.url);
    raw.send(encodeFrame('CONNECT', { 'accept-version': '1.0,1.1', Authorization: 'Bearer token-alice', 'session-id': 's1' }));
    const error = await raw.frame('ERROR');
    expect(error.headers).toMatchObject({ message: 'Supported protocol versions are 1.2', version: '1.2' });
    await raw.closed;
  });
});

describe('SUBSCRIBE and MESSAGE', () => {
  it('delivers published messages in order with the STOMP 1.2 MESSAGE headers', async () => {
    const c = openClient(server.url);
    await c.connected;
    const received: IMessage[] = [];
    const sub = await c.subscribe(liveTopic('w1'), (m) => received.push(m));
    for (let i = 0; i < 50; i++) await server.stomp.publish(liveTopic('w1'), { well_id: 'w1', time: i, values: { wob: i } });
    await server.stomp.publish(liveTopic('w2'), { other: true }); // not subscribed: must not arrive
    await waitFor(() => received.length >= 50, '50 messages');
    await sleep(50);
    expect(received.map((m) => JSON.parse(m.body).time)).toEqual([...Array(50).keys()]);
    const first = received[0].headers;
    expect(first).toMatchObject({ subscription: sub.id, destination: '/topic/w1/live', 'content-type': 'application/json' });
    expect(new Set(received.map((m) => m.headers['message-id'])).size).toBe(50);
    await c.stop();
  });

  it('carries string bodies verbatim and extra headers (escaped and unescaped by the client)', async () => {
    const c = openClient(server.url);
    await c.connected;
    const received: IMessage[] = [];
    await c.subscribe(standDetectedTopic('w2'), (m) => received.push(m));
    await server.stomp.publish(standDetectedTopic('w2'), '{"stand":7,"note":"né"}', { 'x-source': 'rig:7\nA' });
    await waitFor(() => received.length === 1, 'the stand message');
    expect(received[0].body).toBe('{"stand":7,"note":"né"}');
    expect(received[0].headers['x-source']).toBe('rig:7\nA');
    await c.stop();
  });

  it('refuses a subscription to a well the user may not see with an ERROR, and closes that connection only', async () => {
    const bystander = openClient(server.url, { token: 'token-bob' });
    await bystander.connected;
    const bystanderGot: IMessage[] = [];
    await bystander.subscribe(liveTopic('w2'), (m) => bystanderGot.push(m));

    const c = openClient(server.url, { token: 'token-bob' });
    await c.connected;
    const refused = c.subscribe(liveTopic('w1'), () => {});
    await expect(refused).rejects.toThrow('Access denied to /topic/w1/live');
    expect(c.errors[0].headers.message).toBe('Access denied to /topic/w1/live');
    await c.closed;

    await server.stomp.publish(liveTopic('w2'), { ok: 1 });
    await waitFor(() => bystanderGot.length === 1, 'the bystander still receiving');
    await bystander.stop();
  });

  it('accepts a burst of subscriptions sent without waiting (a reconnecting wall display)', async () => {
    const c = openClient(server.url);
    await c.connected;
    let received = 0;
    const subs = [];
    for (let i = 0; i < 150; i++) subs.push(c.subscribe(i % 2 ? liveTopic('w1') : standDetectedTopic('w2'), () => received++));
    await Promise.all(subs);
    expect(server.stomp.stats().subscriptions).toBeGreaterThanOrEqual(150);
    await server.stomp.publish(liveTopic('w1'), {});
    await server.stomp.publish(standDetectedTopic('w2'), {});
    await waitFor(() => received === 150, 'one message per subscription');
    await c.stop();
  });

  it('refuses destinations that are not declared topics', async () => {
    const c = openClient(server.url);
    await c.connected;
    await expect(c.subscribe('/topic/w1/secrets', () => {})).rejects.toThrow('Unknown destination /topic/w1/secrets');
    await c.closed;
  });

  it('refuses SEND: clients do not publish', async () => {
    const c = openClient(server.url);
    await c.connected;
    const error = c.nextError();
    c.client.publish({ destination: liveTopic('w1'), body: '{}' });
    expect((await error).headers.message).toMatch(/^SEND is not allowed/);
  });

  it('rejects publishing to an undeclared destination', async () => {
    await expect(server.stomp.publish('/topic/w1/nope', {})).rejects.toThrow(/Unknown realtime destination/);
    await expect(server.stomp.publish(liveTopic('w1'), {}, { destination: '/x' })).rejects.toThrow(/cannot be set/);
  });
});

describe('receipts, UNSUBSCRIBE and DISCONNECT', () => {
  it('stops delivery after UNSUBSCRIBE and answers every receipt', async () => {
    const c = openClient(server.url);
    await c.connected;
    const received: IMessage[] = [];
    const sub = await c.subscribe(liveTopic('w1'), (m) => received.push(m)); // waits for RECEIPT
    await server.stomp.publish(liveTopic('w1'), { n: 1 });
    await waitFor(() => received.length === 1, 'first message');

    const unsubscribed = new Promise<void>((resolve) => c.client.watchForReceipt('unsub-1', () => resolve()));
    sub.unsubscribe({ receipt: 'unsub-1' });
    await unsubscribed;
    await server.stomp.publish(liveTopic('w1'), { n: 2 });
    await sleep(100);
    expect(received).toHaveLength(1);

    // ACK is accepted (subscriptions acknowledge automatically) and receipted.
    const acked = new Promise<void>((resolve) => c.client.watchForReceipt('ack-1', () => resolve()));
    c.client.ack('some-id', sub.id, { receipt: 'ack-1' });
    await acked;

    const before = server.stomp.stats().connections;
    await c.stop(); // stompjs sends DISCONNECT with a receipt and waits for it
    await waitFor(() => server.stomp.stats().connections === before - 1, 'the socket to close');
  });

  it('puts an ack header on messages of client-ack subscriptions so stompjs can ACK them', async () => {
    const c = openClient(server.url);
    await c.connected;
    const received: IMessage[] = [];
    await c.subscribe(liveTopic('w1'), (m) => received.push(m), { ack: 'client-individual' });
    await server.stomp.publish(liveTopic('w1'), { n: 1 });
    await waitFor(() => received.length === 1, 'message');
    expect(received[0].headers.ack).toBe(received[0].headers['message-id']);
    const acked = new Promise<void>((resolve) => c.client.watchForReceipt('ack-2', () => resolve()));
    received[0].ack({ receipt: 'ack-2' });
    await acked;
    await c.stop();
  });
});

describe('wire format', () => {
  it('handles a CONNECT split across messages and frames pipelined in one message', async () => {
    const raw = await openRawSocket(server.url);
    raw.send(CONNECT.slice(0, 10));
    raw.send(CONNECT.slice(10, 40));
    raw.send(
      CONNECT.slice(40) +
        '\n' +
        encodeFrame('SUBSCRIBE', { id: 'a:1', destination: liveTopic('w1'), receipt: 'sub' }) +
        encodeFrame('SUBSCRIBE', { id: 'b', destination: liveTopic('w2'), receipt: 'sub2' }),
    );
    expect((await raw.frame('CONNECTED')).headers.version).toBe('1.2');
    expect((await raw.frame('RECEIPT')).headers['receipt-id']).toBe('sub');
    expect((await raw.frame('RECEIPT')).headers['receipt-id']).toBe('sub2');
    await server.stomp.publish(liveTopic('w1'), { n: 1 });
    const message = await raw.frame('MESSAGE');
    expect(message.headers.subscription).toBe('a:1'); // escaped as a\c1 on the wire
    expect(JSON.parse(message.body.toString())).toEqual({ n: 1 });
    raw.ws.close();
  });

  it('ends the connection with an ERROR on a malformed frame', async () => {
    const raw = await openRawSocket(server.url);
    raw.send(CONNECT);
    await raw.frame('CONNECTED');
    raw.send('SUBSCRIBE\nid:\\t\n\n\0');
    expect((await raw.frame('ERROR')).headers.message).toMatch(/Undefined escape/);
    expect(await raw.closed).toBe(1002);
  });
});

describe('heart-beats', () => {
  let fast: TestServer;
  beforeAll(async () => {
    fast = await startTestServer({ heartbeatMs: 100 });
  });
  afterAll(() => fast.close());

  it('sends heart-beats at the negotiated interval', async () => {
    let beats = 0;
    const c = openClient(fast.url, { heartbeatIncoming: 100, heartbeatOutgoing: 100, onHeartbeat: () => beats++ });
    expect((await c.connected).headers['heart-beat']).toBe('100,100');
    await sleep(1_050);
    // ~10 expected; the bounds leave room for a loaded CI machine, not for a missing or doubled timer
    expect(beats).toBeGreaterThanOrEqual(5);
    expect(beats).toBeLessThanOrEqual(14);
    await c.stop();
  });

  it('keeps a client that heart-beats and closes one that goes silent', async () => {
    const alive = openClient(fast.url, { heartbeatIncoming: 100, heartbeatOutgoing: 100 });
    await alive.connected;
    const silent = await openRawSocket(fast.url);
    silent.send(encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: 'Bearer token-alice', 'session-id': 's', 'heart-beat': '100,0' }));
    await silent.frame('CONNECTED');
    const dead = fast.stomp.stats().deadClients;
    const startedAt = Date.now();
    await silent.closed;
    const detectedAfterMs = Date.now() - startedAt;
    // The server's clock started when it sent CONNECTED, a little before ours: not instant, not late.
    expect(detectedAfterMs).toBeGreaterThanOrEqual(100);
    expect(detectedAfterMs).toBeLessThan(3_000);
    expect(fast.stomp.stats().deadClients).toBe(dead + 1);
    expect(alive.client.connected).toBe(true);
    await alive.stop();
  });

  it('pings a client that declined heart-beats and closes it when pongs stop', async () => {
    const raw = await openRawSocket(fast.url);
    raw.send(CONNECT);
    await raw.frame('CONNECTED');
    await sleep(500); // ws answers pings automatically: still open
    expect(raw.ws.readyState).toBe(raw.ws.OPEN);
    // Stop reading: no more pongs.
    (raw.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    await waitFor(() => fast.stomp.stats().connections === 0, 'the unresponsive socket to be closed', 5_000);
  });
});

describe('backpressure', () => {
  it('drops messages for a client that stops reading, without slowing the others', async () => {
    const limited = await startTestServer({ maxBufferedBytes: 256 * 1024 });
    try {
      const fastClient = openClient(limited.url);
      await fastClient.connected;
      let fastCount = 0;
      await fastClient.subscribe(liveTopic('w1'), () => fastCount++);

      const slow = await openRawSocket(limited.url);
      slow.send(CONNECT + encodeFrame('SUBSCRIBE', { id: 's', destination: liveTopic('w1'), receipt: 'r' }));
      await slow.frame('RECEIPT');
      (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();

      const total = 400;
      const padding = 'x'.repeat(32 * 1024);
      for (let i = 0; i < total; i++) {
        await limited.stomp.publish(liveTopic('w1'), { i, padding });
        if (i % 4 === 3) await sleep(1); // let the fast client read
      }
      await waitFor(() => fastCount === total, 'the fast client to get everything', 10_000);
      const stats = limited.stomp.stats();
      expect(stats.dropped).toBeGreaterThan(0);
      expect(stats.delivered + stats.dropped).toBe(2 * total);

      // Once it reads again, the slow client gets what was buffered, in order, with gaps.
      (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
      await waitFor(() => slow.frames.filter((f) => f.command === 'MESSAGE').length === total - stats.dropped, 'the buffered messages', 10_000);
      const seq = slow.frames.filter((f) => f.command === 'MESSAGE').map((f) => JSON.parse(f.body.toString()).i as number);
      expect(seq).toEqual([...seq].sort((a, b) => a - b));
      console.log(`[realtime backpressure] slow client received ${seq.length}/${total}, dropped ${stats.dropped}`);
      slow.ws.close();
      await fastClient.stop();
    } finally {
      await limited.close();
    }
  });
});
