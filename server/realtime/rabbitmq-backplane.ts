// Fans realtime messages out across server instances through one RabbitMQ fanout exchange. Each
// instance binds its own exclusive, auto-delete queue, so the broker hands every instance (the
// publisher included) one copy, and nothing is left behind when an instance goes away.
import { randomUUID } from 'node:crypto';
import { connect, type Channel, type ChannelModel } from 'amqplib';
import type { Backplane, BackplaneHandler, BackplaneOptions } from './backplane-types';
import { dispatch } from './dispatch';
import { quietLogger } from './logger';

export const DEFAULT_EXCHANGE = 'drillspace.realtime';
const MAX_RECONNECT_DELAY_MS = 10_000;
// Live messages are worthless after a few seconds; bound what a stalled instance can pile up.
const QUEUE_MESSAGE_TTL_MS = 10_000;
const QUEUE_MAX_LENGTH = 10_000;
// RabbitMQ's default is 60 s; a dead broker should be noticed (and reconnected to) sooner.
const DEFAULT_AMQP_HEARTBEAT_S = 10;

export function createRabbitMqBackplane(opts: BackplaneOptions & { url: string }): Backplane {
  const logger = opts.logger ?? quietLogger;
  const exchange = opts.exchange ?? DEFAULT_EXCHANGE;
  const baseDelayMs = opts.reconnectDelayMs ?? 1_000;
  const instanceId = randomUUID().slice(0, 8);
  const connectionName = `drillspace-realtime-${instanceId}`;
  const handlers = new Set<BackplaneHandler>();

  let model: ChannelModel | null = null;
  let channel: Channel | null = null;
  let closed = false;
  // Events from a connection we already gave up on must not trigger a second reconnect.
  let generation = 0;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let localFallbacks = 0;
  let markReady!: () => void;
  const readyPromise = new Promise<void>((resolve) => (markReady = resolve));
  let markFirstAttempt!: (connected: boolean) => void;
  const firstAttemptPromise = new Promise<boolean>((resolve) => (markFirstAttempt = resolve));
  let everConnected = false;
  const broker = brokerAddress(opts.url);

  function scheduleReconnect(reason: unknown): void {
    if (closed || reconnectTimer) return;
    // Capped at 10 s: a broker that comes back is used again within 10 s.
    const delayMs = Math.min(baseDelayMs * 2 ** attempt, MAX_RECONNECT_DELAY_MS);
    attempt++;
    const why = reasonText(reason);
    const fields = { broker, reason: why, delayMs, exchange };
    // Said once per outage at warn, with the reason; each further retry only at debug.
    if (attempt === 1) {
      logger.warn(
        fields,
        everConnected
          ? `realtime backplane: lost RabbitMQ at ${broker} (${why}): delivering to this instance's clients only, reconnecting`
          : `realtime backplane: RabbitMQ at ${broker} unreachable (${why}): serving this instance's clients locally, connecting in the background`,
      );
    } else {
      (logger.debug ?? logger.info).call(
        logger,
        { ...fields, attempt },
        `realtime backplane: RabbitMQ at ${broker} still unreachable (${why}), retry ${attempt} in ${delayMs} ms`,
      );
    }
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void open();
    }, delayMs);
    reconnectTimer.unref();
  }

  function lost(gen: number, reason: unknown): void {
    if (gen !== generation) return;
    generation++;
    const stale = model;
    model = null;
    channel = null;
    stale?.close().catch(() => {});
    scheduleReconnect(reason);
  }

  async function open(): Promise<void> {
    const gen = ++generation;
    let opened: ChannelModel | null = null;
    try {
      opened = await connect(withHeartbeat(opts.url), {
        clientProperties: { connection_name: connectionName },
      });
      // Without an 'error' listener a broker-side close would crash the process.
      opened.on('error', (err) => logger.warn({ err }, 'realtime backplane: connection error'));
      opened.on('close', (err?: Error) => lost(gen, err ?? new Error('connection closed')));
      const ch = await opened.createChannel();
      ch.on('error', (err) => logger.warn({ err }, 'realtime backplane: channel error'));
      ch.on('close', () => lost(gen, new Error('channel closed')));
      await ch.assertExchange(exchange, 'fanout', { durable: false });
      const { queue } = await ch.assertQueue('', {
        exclusive: true,
        autoDelete: true,
        durable: false,
        messageTtl: QUEUE_MESSAGE_TTL_MS,
        maxLength: QUEUE_MAX_LENGTH,
      });
      await ch.bindQueue(queue, exchange, '');
      await ch.consume(
        queue,
        (msg) => {
          // null means the broker cancelled our consumer (queue deleted): start over.
          if (!msg) return lost(gen, new Error('consumer cancelled by broker'));
          dispatch(handlers, msg.fields.routingKey, msg.content.toString('utf8'), logger);
        },
        { noAck: true },
      );
      if (closed || gen !== generation) {
        await opened.close().catch(() => {});
        return;
      }
      model = opened;
      channel = ch;
      if (attempt > 0)
        logger.warn(
          { broker, exchange, attempts: attempt },
          `realtime backplane: connected to RabbitMQ at ${broker} after ${attempt} failed attempt(s): fan-out across instances resumed`,
        );
      else logger.info({ broker, exchange, queue }, 'realtime backplane: connected to RabbitMQ');
      attempt = 0;
      everConnected = true;
      markReady();
      markFirstAttempt(true);
    } catch (err) {
      await opened?.close().catch(() => {});
      if (gen === generation) scheduleReconnect(err);
      markFirstAttempt(false);
    }
  }

  void open();

  return {
    publish(destination, payload) {
      if (Buffer.byteLength(destination) > 255) throw new Error(`Destination too long for AMQP: ${destination}`);
      if (channel) {
        try {
          // The routing key carries the destination; a fanout exchange ignores it for routing.
          channel.publish(exchange, destination, Buffer.from(payload), { contentType: 'text/plain' });
          return;
        } catch (err) {
          // The channel closed under us; its close event will reconnect.
          logger.warn({ err }, 'realtime backplane: publish failed');
        }
      }
      // Broker unreachable: this instance's clients still get the message, other instances miss it.
      localFallbacks++;
      dispatch(handlers, destination, payload, logger);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    ready: () => readyPromise,
    firstAttempt: () => firstAttemptPromise,
    status: () => ({ kind: 'rabbitmq', connected: channel !== null, localFallbacks, connectionName }),
    async close() {
      closed = true;
      generation++;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = model;
      model = null;
      channel = null;
      handlers.clear();
      await current?.close().catch(() => {});
    },
  };
}

/** host:port of the broker, never its credentials. */
function brokerAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol === 'amqps:' ? 5671 : 5672)}`;
  } catch {
    return 'the AMQP_URL broker';
  }
}

function reasonText(reason: unknown): string {
  if (reason instanceof Error) return (reason as NodeJS.ErrnoException).code ?? reason.message;
  return String(reason);
}

function withHeartbeat(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.searchParams.has('heartbeat')) parsed.searchParams.set('heartbeat', String(DEFAULT_AMQP_HEARTBEAT_S));
    return parsed.toString();
  } catch {
    return url;
  }
}
