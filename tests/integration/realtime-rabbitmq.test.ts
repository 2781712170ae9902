// Two server instances sharing one RabbitMQ: what one publishes reaches the subscribers of both,
// each exactly once. Skipped with a message when RabbitMQ is not reachable, except under CI=true.
import { randomUUID } from 'node:crypto';
import { connect } from 'amqplib';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackplane } from '../../server/realtime/backplane';
import type { Backplane } from '../../server/realtime/backplane-types';
import { isReachable, startTcpProxy, type TcpProxy } from '../../server/realtime/testing/tcp-proxy';
import { openClient, startTestServer, waitFor, type TestServer } from '../../server/realtime/testing/stomp-test-harness';
import { liveTopic, standDetectedTopic } from '../../server/realtime/topics';

const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const broker = new URL(AMQP_URL);
const brokerPort = Number(broker.port || 5672);
const CI = process.env.CI === 'true' || process.env.CI === '1';
const reachable = await isReachable(broker.hostname, brokerPort);
if (!reachable) {
  console.warn(`[realtime] RabbitMQ not reachable at ${broker.hostname}:${brokerPort}: ` + (CI ? 'failing (CI=true)' : 'skipping the two-instance tests'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { info() {}, warn() {}, error() {} };

// A private exchange per run, so parallel runs and a running dev server do not hear each other.
const exchange = `drillspace.realtime.test-${randomUUID().slice(0, 8)}`;

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`Timed out: ${what}`)), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!reachable && !CI)('two instances sharing one RabbitMQ', () => {
  let backplaneA: Backplane;
  let backplaneB: Backplane;
  let a: TestServer;
  let b: TestServer;
  let proxy: TcpProxy;

  beforeAll(async () => {
    if (!reachable) throw new Error(`RabbitMQ must be reachable at ${AMQP_URL} under CI`);
    // Instance A reaches the broker through a proxy the reconnect test can cut.
    proxy = await startTcpProxy(broker.hostname, brokerPort);
    const viaProxy = new URL(AMQP_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    backplaneA = createBackplane({ amqpUrl: viaProxy.toString(), exchange, reconnectDelayMs: 200, logger: silent });
    backplaneB = createBackplane({ amqpUrl: AMQP_URL, exchange, logger: silent });
    await withTimeout(Promise.all([backplaneA.ready(), backplaneB.ready()]), 10_000, 'both backplanes connected');
    a = await startTestServer({ backplane: backplaneA });
    b = await startTestServer({ backplane: backplaneB });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await backplaneA?.close();
    await backplaneB?.close();
    await proxy?.close();
    if (reachable) {
      const conn = await connect(AMQP_URL);
      const ch = await conn.createChannel();
      await ch.deleteExchange(exchange);
      await conn.close();
    }
  });

  it('a client on instance A receives what instance B publishes, in order and exactly once', async () => {
    expect(backplaneA.status()).toMatchObject({ kind: 'rabbitmq', connected: true });
    const c = openClient(a.url);
    await c.connected;
    const got: IMessage[] = [];
    await c.subscribe(standDetectedTopic('w1'), (m) => got.push(m));
    for (let i = 0; i < 30; i++) await b.stomp.publish(standDetectedTopic('w1'), { well_id: 'w1', time: i });
    await waitFor(() => got.length >= 30, '30 messages on A');
    await sleep(300); // a duplicate would arrive by now
    expect(got.map((m) => JSON.parse(m.body).time)).toEqual([...Array(30).keys()]);
    expect(a.stomp.stats().delivered).toBe(30);
    await c.stop();
  });

  it("delivers to both instances' subscribers once, whichever instance publishes", async () => {
    const onA = openClient(a.url);
    const onB = openClient(b.url, { token: 'token-bob' });
    await Promise.all([onA.connected, onB.connected]);
    const gotA: string[] = [];
    const gotB: string[] = [];
    await onA.subscribe(liveTopic('w2'), (m) => gotA.push(JSON.parse(m.body).from));
    await onB.subscribe(liveTopic('w2'), (m) => gotB.push(JSON.parse(m.body).from));
    for (let i = 0; i < 10; i++) {
      await a.stomp.publish(liveTopic('w2'), { from: `a${i}` });
      await b.stomp.publish(liveTopic('w2'), { from: `b${i}` });
    }
    await waitFor(() => gotA.length >= 20 && gotB.length >= 20, '20 messages on each instance');
    await sleep(300);
    for (const got of [gotA, gotB]) {
      expect(got).toHaveLength(20);
      expect(new Set(got).size).toBe(20);
      // Per publisher, order is kept (RabbitMQ orders per channel; the two publishers interleave freely).
      expect(got.filter((x) => x.startsWith('a'))).toEqual([...Array(10).keys()].map((i) => `a${i}`));
      expect(got.filter((x) => x.startsWith('b'))).toEqual([...Array(10).keys()].map((i) => `b${i}`));
    }
    await Promise.all([onA.stop(), onB.stop()]);
  });

  it('reconnects to RabbitMQ after losing the connection, serving local clients meanwhile', async () => {
    const c = openClient(a.url);
    await c.connected;
    const got: string[] = [];
    await c.subscribe(liveTopic('w1'), (m) => got.push(JSON.parse(m.body).n));

    proxy.cut();
    await waitFor(() => !backplaneA.status().connected, 'A to notice the lost connection');
    // While cut off, A's own publications still reach A's clients (and only once).
    await a.stomp.publish(liveTopic('w1'), { n: 'during-outage' });
    expect(backplaneA.status().localFallbacks).toBe(1);

    await waitFor(() => backplaneA.status().connected, 'A to reconnect', 10_000);
    await b.stomp.publish(liveTopic('w1'), { n: 'after-reconnect' });
    await waitFor(() => got.length >= 2, 'the message from B after reconnecting');
    await sleep(200);
    expect(got).toEqual(['during-outage', 'after-reconnect']);
    await c.stop();
  });
});
