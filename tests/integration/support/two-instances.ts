import { randomUUID } from 'node:crypto';
import { connect } from 'amqplib';
import { afterAll, beforeAll } from 'vitest';
import { isReachable, startTcpProxy, type TcpProxy } from '../../../server/realtime/testing/tcp-proxy';
import { startServer, type RunningServer } from '../../../server/start';
import { httpCall, type Call } from './accounts';
import { createPostgresDatabase, PG_ADMIN_URL, PG_OK, testConfig } from './databases';

export const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const broker = new URL(AMQP_URL);
const CI = process.env.CI === 'true' || process.env.CI === '1';

/** PostgreSQL and RabbitMQ both reachable; otherwise says what is missing (and fails under CI=true). */
export async function twoInstanceServices(what: string): Promise<boolean> {
  const amqpOk = await isReachable(broker.hostname, Number(broker.port || 5672));
  const missing = [!PG_OK && `PostgreSQL at ${PG_ADMIN_URL}`, !amqpOk && `RabbitMQ at ${broker.host}`].filter(Boolean);
  if (!missing.length) return true;
  if (CI) throw new Error(`CI=true but ${missing.join(' and ')} not reachable (${what})`);
  console.warn(`[skip] ${what}: ${missing.join(' and ')} not reachable`);
  return false;
}

export interface Instance {
  server: RunningServer;
  base: string;
  call: Call;
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  /** Instance A reaches RabbitMQ through this proxy, which a test can cut. */
  proxy: TcpProxy;
}

/**
 * Two listening servers on one fresh PostgreSQL database (demo organisation and wells, no history)
 * fanning realtime out through RabbitMQ on an exchange of their own, for one describe block.
 */
export function useTwoInstances(): TwoInstances {
  const two = {} as TwoInstances;
  const exchange = `drillspace.realtime.test-${randomUUID().slice(0, 8)}`;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const db = await createPostgresDatabase();
    drop = db.drop;
    two.proxy = await startTcpProxy(broker.hostname, Number(broker.port || 5672));
    const viaProxy = new URL(AMQP_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(two.proxy.port);
    const base = { host: '127.0.0.1', port: 0, demoHistoryDays: 0, amqpExchange: exchange };
    const start = async (amqpUrl: string): Promise<Instance> => {
      const server = await startServer(testConfig('postgres', db.url, { ...base, amqpUrl }), { log: () => {} });
      await server.background;
      return { server, base: server.url!, call: httpCall(server.url!) };
    };
    // One after the other: the first applies the migrations and the demo data, the second finds them.
    two.a = await start(viaProxy.toString());
    two.b = await start(AMQP_URL);
    for (const i of [two.a, two.b]) await until(() => backplaneOf(i).connected, 10_000, 'both instances on RabbitMQ');
  });
  afterAll(async () => {
    for (const i of [two.a, two.b]) await i?.server.close();
    await two.proxy?.close();
    await drop();
    const conn = await connect(AMQP_URL);
    const ch = await conn.createChannel();
    await ch.deleteExchange(exchange);
    await conn.close();
  });
  return two;
}

export function backplaneOf(i: Instance): { connected: boolean; localFallbacks: number; connectionName?: string } {
  return (i.server.services.realtimeStats() as { backplane: { connected: boolean; localFallbacks: number; connectionName?: string } }).backplane;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls every 20 ms; answers the milliseconds it took. */
export async function until(cond: () => boolean, ms: number, what: string): Promise<number> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out after ${ms} ms: ${what}`);
    await sleep(20);
  }
  return Date.now() - t0;
}
