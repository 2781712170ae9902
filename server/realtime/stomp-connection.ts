// One client's STOMP session: CONNECT and authentication, subscriptions, receipts, heart-beats, and
// the ERROR-then-close path. Frames are handled strictly in arrival order even though authentication
// and permission checks are asynchronous, so a pipelined SUBSCRIBE never overtakes its CONNECT.
import type { RawData, WebSocket } from 'ws';
import { negotiateHeartbeat, type HeartbeatPlan } from './heart-beat';
import type { RealtimeLogger } from './logger';
import { messageFrame, type AckMode } from './message-frame';
import { StompDecoder, StompProtocolError, encodeFrame, escapeHeader, type StompFrame } from './stomp-frame';
import type { RealtimeUser, StompServerOptions } from './stomp-server-options';
import type { Subscription, SubscriptionRegistry } from './subscription-registry';
import { parseTopic } from './topics';

export interface ServerContext<U extends RealtimeUser> {
  opts: Required<Omit<StompServerOptions<U>, 'logger'>>;
  logger: RealtimeLogger;
  registry: SubscriptionRegistry<StompConnection<U>>;
  counters: { delivered: number; dropped: number; deadClients: number; errorsSent: number };
  nextMessageId(): string;
  onClosed(connection: StompConnection<U>): void;
}

// Frames waiting behind an async check. A reconnecting client re-sends all its SUBSCRIBEs at once,
// so allow that many plus some; beyond it the client is misbehaving.
const QUEUE_SLACK_FRAMES = 64;
const MAX_TIMER_MS = 2 ** 31 - 1;
const ACK_MODES: readonly AckMode[] = ['auto', 'client', 'client-individual'];
// WebSocket close codes (RFC 6455 7.4.1).
const CLOSE_NORMAL = 1000;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_PROTOCOL_ERROR = 1002;
const CLOSE_POLICY_VIOLATION = 1008;

let connectionSeq = 0;

export class StompConnection<U extends RealtimeUser> {
  readonly id = `c${(++connectionSeq).toString(36)}`;
  private state: 'awaiting-connect' | 'connected' | 'closed' = 'awaiting-connect';
  private user: U | null = null;
  /** The session-id of CONNECT, once authenticated: sign-out of that session ends this connection. */
  private sessionId: string | null = null;
  private readonly subscriptions = new Map<string, Subscription<StompConnection<U>>>();
  private readonly decoder: StompDecoder;
  private work: Promise<void> = Promise.resolve();
  private queued = 0;
  private lastReceivedAt = Date.now();
  private readonly timers: NodeJS.Timeout[] = [];
  private dropping = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly ctx: ServerContext<U>,
  ) {
    this.decoder = new StompDecoder({ maxFrameBytes: ctx.opts.maxFrameBytes, maxHeaders: 64 });
    ws.on('message', (data) => this.onData(data));
    // Browsers answer WebSocket pings on their own; used when the client declined STOMP heart-beats.
    ws.on('pong', () => (this.lastReceivedAt = Date.now()));
    ws.on('error', (err) => ctx.logger.warn({ err, connection: this.id }, 'realtime socket error'));
    ws.on('close', () => this.dispose());
    const timeoutMs = ctx.opts.connectTimeoutMs;
    if (timeoutMs > 0) {
      this.addTimer(
        setTimeout(() => {
          if (this.state === 'awaiting-connect') this.fail(`No CONNECT frame within ${timeoutMs} ms`, undefined, CLOSE_POLICY_VIOLATION);
        }, timeoutMs),
      );
    }
  }

  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  /** Sends one prepared MESSAGE, or drops it when the client is not keeping up. */
  deliver(sub: Subscription<StompConnection<U>>, tail: string): void {
    if (this.state !== 'connected') return;
    if (this.ws.bufferedAmount > this.ctx.opts.maxBufferedBytes) {
      this.ctx.counters.dropped++;
      if (!this.dropping) {
        this.dropping = true;
        this.ctx.logger.warn({ connection: this.id, bufferedBytes: this.ws.bufferedAmount }, 'realtime client too slow, dropping messages');
      }
      return;
    }
    this.dropping = false;
    this.ws.send(messageFrame(tail, sub.escapedId, this.ctx.nextMessageId(), sub.ack));
    this.ctx.counters.delivered++;
  }

  /** Server shutdown: no ERROR frame, so clients simply reconnect (to another instance). */
  shutdown(): void {
    this.dispose();
    this.ws.close(CLOSE_GOING_AWAY, 'server shutting down');
  }

  terminate(): void {
    this.dispose();
    this.ws.terminate();
  }

  private onData(data: RawData): void {
    this.lastReceivedAt = Date.now();
    if (this.state === 'closed') return;
    const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    let frames: StompFrame[];
    try {
      frames = this.decoder.push(chunk).frames;
    } catch (err) {
      if (err instanceof StompProtocolError) return this.fail(err.message);
      // Never let a decoder bug escape a socket event handler and take the process down.
      this.ctx.logger.error({ err, connection: this.id }, 'realtime frame decoding failed');
      return this.fail('Internal server error');
    }
    for (const frame of frames) {
      if (++this.queued > this.ctx.opts.maxSubscriptionsPerConnection + QUEUE_SLACK_FRAMES) {
        return this.fail('Too many frames waiting to be processed');
      }
      this.work = this.work
        .then(() => this.handle(frame))
        .catch((err: unknown) => {
          this.ctx.logger.error({ err, connection: this.id, command: frame.command }, 'realtime frame handling failed');
          this.fail('Internal server error', frame);
        })
        .finally(() => this.queued--);
    }
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.state === 'closed') return;
    if (this.state === 'awaiting-connect') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.onConnect(frame);
      return this.fail(`Expected CONNECT, got ${frame.command}`, frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.onSubscribe(frame);
      case 'UNSUBSCRIBE':
        return this.onUnsubscribe(frame);
      case 'DISCONNECT':
        return this.onDisconnect(frame);
      // Every subscription is acknowledged automatically, and clients send nothing that a
      // transaction could group, so these are accepted without effect.
      case 'ACK':
      case 'NACK':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.receipt(frame);
      case 'SEND':
        return this.fail('SEND is not allowed: realtime destinations are published by the server', frame);
      case 'CONNECT':
      case 'STOMP':
        return this.fail('Already connected', frame);
      default:
        return this.fail(`Unknown command ${frame.command}`, frame);
    }
  }

  private async onConnect(frame: StompFrame): Promise<void> {
    const headers: Record<string, string> = {};
    // Spec 7.17 names the headers but not their case, and clients differ; match any case.
    for (const [name, value] of Object.entries(frame.headers)) {
      const key = name.toLowerCase();
      if (!(key in headers)) headers[key] = value;
    }
    const versions = (headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) return this.fail('Supported protocol versions are 1.2', frame, CLOSE_PROTOCOL_ERROR, { version: '1.2' });

    const authorization = headers['authorization'];
    const sessionId = headers['session-id'];
    const missing = [!authorization && 'Authorization', !sessionId && 'session-id'].filter(Boolean);
    if (missing.length) return this.fail(`Missing ${missing.join(' and ')} header${missing.length > 1 ? 's' : ''}`, frame, CLOSE_POLICY_VIOLATION);
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!bearer) return this.fail("Authorization header must be 'Bearer <token>'", frame, CLOSE_POLICY_VIOLATION);

    let plan: HeartbeatPlan;
    try {
      plan = negotiateHeartbeat(headers['heart-beat'], this.ctx.opts.heartbeatMs);
    } catch (err) {
      return this.fail((err as Error).message, frame);
    }

    let result;
    try {
      result = await this.ctx.opts.authenticate(headers, { token: bearer[1], sessionId });
    } catch (err) {
      this.ctx.logger.error({ err, connection: this.id }, 'realtime authenticate threw');
      return this.fail('Authentication failed', frame, CLOSE_POLICY_VIOLATION);
    }
    if (this.state === 'closed') return;
    if (!result.ok) return this.fail(result.message || 'Authentication failed', frame, CLOSE_POLICY_VIOLATION);

    this.user = result.user;
    this.sessionId = sessionId;
    this.state = 'connected';
    this.send(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': plan.header, session: this.id, server: 'drillspace' }));
    this.startHeartbeats(plan);
    if (result.expiresAtMs !== undefined) this.expireAt(result.expiresAtMs);
  }

  private async onSubscribe(frame: StompFrame): Promise<void> {
    const { id, destination } = frame.headers;
    const ack = (frame.headers.ack ?? 'auto') as AckMode;
    if (!id) return this.fail('SUBSCRIBE requires an id header', frame);
    if (!destination) return this.fail('SUBSCRIBE requires a destination header', frame);
    if (!ACK_MODES.includes(ack)) return this.fail(`Unsupported ack mode '${ack}'`, frame);
    if (this.subscriptions.has(id)) return this.fail(`Subscription id '${id}' is already in use`, frame);
    if (this.subscriptions.size >= this.ctx.opts.maxSubscriptionsPerConnection) {
      return this.fail(`At most ${this.ctx.opts.maxSubscriptionsPerConnection} subscriptions per connection`, frame);
    }
    const topic = parseTopic(destination);
    if (!topic) return this.fail(`Unknown destination ${destination}`, frame, CLOSE_POLICY_VIOLATION);

    let allowed: boolean;
    try {
      allowed = await this.ctx.opts.authorizeSubscribe(this.user!, destination, topic);
    } catch (err) {
      this.ctx.logger.error({ err, connection: this.id, destination }, 'realtime authorizeSubscribe threw');
      allowed = false;
    }
    if (this.state !== 'connected') return;
    // STOMP has no per-subscription refusal: ERROR is the only answer, and it ends the connection.
    // The client reconnects and re-subscribes to what it may see.
    if (!allowed) return this.fail(`Access denied to ${destination}`, frame, CLOSE_POLICY_VIOLATION);

    const sub = { id, escapedId: escapeHeader(id), destination, ack, connection: this };
    this.subscriptions.set(id, sub);
    this.ctx.registry.add(sub);
    this.receipt(frame);
  }

  private onUnsubscribe(frame: StompFrame): void {
    const { id } = frame.headers;
    if (!id) return this.fail('UNSUBSCRIBE requires an id header', frame);
    const sub = this.subscriptions.get(id);
    if (sub) {
      this.subscriptions.delete(id);
      this.ctx.registry.remove(sub);
    }
    this.receipt(frame);
  }

  private onDisconnect(frame: StompFrame): void {
    this.receipt(frame);
    this.dispose();
    this.ws.close(CLOSE_NORMAL);
  }

  private receipt(frame: StompFrame): void {
    const id = frame.headers.receipt;
    if (id !== undefined) this.send(encodeFrame('RECEIPT', { 'receipt-id': id }));
  }

  private startHeartbeats(plan: HeartbeatPlan): void {
    if (plan.sendEveryMs > 0) this.addTimer(setInterval(() => this.send('\n'), plan.sendEveryMs));
    // Without STOMP heart-beats from the client, WebSocket pings still find dead peers.
    const checkEveryMs = plan.expectEveryMs || this.ctx.opts.heartbeatMs;
    if (checkEveryMs <= 0) return;
    this.addTimer(
      setInterval(() => {
        // Twice the interval: one late heart-beat on a busy network is not a dead client.
        if (Date.now() - this.lastReceivedAt > 2 * checkEveryMs) {
          this.ctx.counters.deadClients++;
          this.ctx.logger.info({ connection: this.id, user: this.user?.id }, 'realtime client stopped responding, closing');
          this.terminate();
        } else if (plan.expectEveryMs === 0) {
          this.ws.ping();
        }
      }, checkEveryMs),
    );
  }

  private expireAt(atMs: number): void {
    const inMs = atMs - Date.now();
    // setTimeout cannot wait longer than ~24.8 days; re-arm for tokens that live longer.
    if (inMs > MAX_TIMER_MS) return this.addTimer(setTimeout(() => this.expireAt(atMs), MAX_TIMER_MS));
    this.addTimer(setTimeout(() => this.fail('JWT expired', undefined, CLOSE_POLICY_VIOLATION), Math.max(0, inMs)));
  }

  /** Ends the connection with ERROR 'JWT session ended' when it belongs to the given session. */
  endSession(sessionId: string): void {
    if (this.state === 'connected' && this.sessionId === sessionId) this.fail('JWT session ended', undefined, CLOSE_POLICY_VIOLATION);
  }

  /**
   * The user's rights changed (password, suspension, demotion, permissions): when this connection is
   * theirs, check again, in frame order. A session that no longer holds gets ERROR 'JWT session
   * ended'; otherwise the first subscription no longer allowed gets ERROR 'Access denied to …' (STOMP
   * cannot end one subscription alone); the client reconnects with what it may still see.
   */
  userChanged(userId: string): void {
    if (this.state !== 'connected' || !this.user || !this.ctx.opts.affectedBy(this.user, userId)) return;
    this.work = this.work
      .then(() => this.recheck())
      .catch((err: unknown) => {
        this.ctx.logger.error({ err, connection: this.id }, 'realtime recheck failed');
        this.fail('Internal server error');
      });
  }

  private async recheck(): Promise<void> {
    if (this.state !== 'connected' || !this.user) return;
    const fresh = await this.ctx.opts.revalidate(this.user);
    if (this.state !== 'connected') return;
    if (!fresh) return this.fail('JWT session ended', undefined, CLOSE_POLICY_VIOLATION);
    this.user = fresh;
    for (const sub of [...this.subscriptions.values()]) {
      const topic = parseTopic(sub.destination);
      const allowed = topic ? await this.ctx.opts.authorizeSubscribe(fresh, sub.destination, topic) : false;
      if (this.state !== 'connected') return;
      if (!allowed) return this.fail(`Access denied to ${sub.destination}`, undefined, CLOSE_POLICY_VIOLATION, { subscription: sub.id });
    }
  }

  /** Sends ERROR (per STOMP, the connection ends with it) and closes the socket. */
  private fail(message: string, frame?: StompFrame, closeCode = CLOSE_PROTOCOL_ERROR, extra: Record<string, string> = {}): void {
    if (this.state === 'closed') return;
    const oneLine = message.replace(/[\r\n]+/g, ' ');
    const headers: Record<string, string> = { message: oneLine, 'content-type': 'text/plain', ...extra };
    if (frame?.headers.receipt !== undefined) headers['receipt-id'] = frame.headers.receipt.replace(/[\r\n]+/g, ' ');
    // Before CONNECTED no version is agreed and stompjs does not unescape yet: send raw values,
    // so a message like 'JWT expired: ...' reaches the user as written.
    const rawHeaders = this.state === 'awaiting-connect';
    this.send(encodeFrame('ERROR', headers, message, { rawHeaders }));
    this.ctx.counters.errorsSent++;
    this.ctx.logger.info({ connection: this.id, user: this.user?.id, message: oneLine }, 'realtime connection refused');
    this.dispose();
    this.ws.close(closeCode);
  }

  private send(data: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(data);
  }

  private addTimer(timer: NodeJS.Timeout): void {
    timer.unref();
    this.timers.push(timer);
  }

  private dispose(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const timer of this.timers) clearTimeout(timer);
    for (const sub of this.subscriptions.values()) this.ctx.registry.remove(sub);
    this.subscriptions.clear();
    this.ctx.onClosed(this);
  }
}
