/**
 * The STOMP 1.2 client of the app (spec app-shell 4 "Realtime connection", 9; data-widgets-calls 4,
 * 7.17): one WebSocket for the whole tab, shared by every pane through reference-counted
 * destinations. No React and no stores here, so it runs in Node against the real server in tests;
 * `connection.ts` wires it to the session and the status store.
 *
 * - Reconnect 10 s after a lost connection; heart-beats 10 s both ways (a silent socket is dropped
 *   and reconnected); the 15 s restart timer discards an attempt that has not reached CONNECTED.
 * - CONNECT carries `Authorization: Bearer <token>` and `session-id`, read afresh on every attempt.
 * - An ERROR whose message mentions JWT ends the session: no reconnect, `onJwtError`.
 * - A refused SUBSCRIBE ends the connection (STOMP 1.2); that destination is remembered as refused
 *   and not asked for again, so one forbidden well cannot make the socket flap.
 */
import { Client, type IFrame, type IMessage, type IStompSocket, type StompSubscription } from '@stomp/stompjs';
import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_MS, REALTIME_RESTART_MS } from '../../domain/constants/limits';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'closed';

export interface RealtimeCredentials {
  token: string;
  sessionId: string;
}

export interface TopicListener {
  onMessage(body: unknown, receivedAtMs: number): void;
  /** The server refused the subscription (no permission on the well, unknown destination). */
  onRefused?(message: string): void;
}

export interface StatusEvent {
  status: ConnectionStatus;
  /** Why the connection closed or was refused, when the server said. */
  reason?: string;
}

export interface RealtimeClientOptions {
  /** ws:// or wss:// URL of /ws. */
  url: string;
  /** Read before every CONNECT; null means signed out: the client stops. */
  credentials(): RealtimeCredentials | null;
  /** Node tests pass a `ws` socket; the browser uses its own WebSocket. */
  webSocketFactory?: () => IStompSocket;
  reconnectDelayMs?: number;
  heartbeatMs?: number;
  restartAfterMs?: number;
  /** Disconnect this long after the last listener leaves (a tab switch must not churn the socket). */
  lingerMs?: number;
  onStatus?(e: StatusEvent): void;
  onJwtError?(message: string): void;
  onMessageCount?(): void;
}

interface Destination {
  listeners: Set<TopicListener>;
  subscription: StompSubscription | null;
  refused: string | null;
}

const REFUSAL = /^(?:Access denied to|Unknown destination:?)\s+(\S+)/;

export class RealtimeClient {
  private readonly destinations = new Map<string, Destination>();
  private client: Client | null = null;
  private lingerTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private _status: ConnectionStatus = 'idle';
  /** Successful CONNECTs; more than one means the client reconnected. */
  connects = 0;

  constructor(private readonly opts: RealtimeClientOptions) {}

  get status(): ConnectionStatus {
    return this._status;
  }

  /**
   * Listen to a destination. The first listener subscribes (connecting if needed); the returned
   * function removes the listener, and the last one out unsubscribes.
   */
  listen(destination: string, listener: TopicListener): () => void {
    let d = this.destinations.get(destination);
    if (!d) {
      d = { listeners: new Set(), subscription: null, refused: null };
      this.destinations.set(destination, d);
    }
    d.listeners.add(listener);
    if (d.refused !== null) {
      const reason = d.refused;
      queueMicrotask(() => listener.onRefused?.(reason));
    }
    this.cancelLinger();
    this.stopped = false;
    if (!this.client) this.start();
    else if (this.client.connected) this.subscribeOne(destination, d);
    return () => this.unlisten(destination, listener);
  }

  /** Destinations with listeners and their listener counts (tests, the status tooltip). */
  stats(): { destinations: number; listeners: number; subscribed: number } {
    let listeners = 0;
    let subscribed = 0;
    for (const d of this.destinations.values()) {
      listeners += d.listeners.size;
      if (d.subscription) subscribed++;
    }
    return { destinations: this.destinations.size, listeners, subscribed };
  }

  /** Close now and forget every listener (sign-out). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelLinger();
    for (const d of this.destinations.values()) d.subscription = null;
    this.destinations.clear();
    await this.shutDown();
  }

  /** Close and reconnect at once (the browser came back online, the token changed). */
  restart(): void {
    if (!this.client || this.stopped) return;
    this.client.forceDisconnect();
  }

  private unlisten(destination: string, listener: TopicListener): void {
    const d = this.destinations.get(destination);
    if (!d || !d.listeners.delete(listener) || d.listeners.size > 0) return;
    this.destinations.delete(destination);
    if (d.subscription && this.client?.connected) {
      try {
        d.subscription.unsubscribe();
      } catch {
        // The socket closed under us; the subscription died with it.
      }
    }
    d.subscription = null;
    if (this.destinations.size === 0) this.scheduleLinger();
  }

  private start(): void {
    const o = this.opts;
    const heartbeat = o.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
    const client = new Client({
      brokerURL: o.webSocketFactory ? undefined : o.url,
      webSocketFactory: o.webSocketFactory,
      reconnectDelay: o.reconnectDelayMs ?? REALTIME_RECONNECT_MS,
      heartbeatIncoming: heartbeat,
      heartbeatOutgoing: heartbeat,
      connectionTimeout: o.restartAfterMs ?? REALTIME_RESTART_MS,
      // A missed heart-beat closes the socket at once instead of waiting for TCP to notice.
      discardWebsocketOnCommFailure: true,
      debug: () => {},
      beforeConnect: async (c) => {
        const creds = o.credentials();
        if (!creds) {
          this.stopped = true;
          void this.shutDown();
          return;
        }
        c.connectHeaders = { Authorization: `Bearer ${creds.token}`, 'session-id': creds.sessionId };
        this.setStatus({ status: 'connecting' });
      },
      onConnect: () => {
        this.connects++;
        this.setStatus({ status: 'connected' });
        for (const [dest, d] of this.destinations) this.subscribeOne(dest, d);
      },
      onStompError: (frame) => this.onError(frame),
      onWebSocketClose: (evt) => {
        for (const d of this.destinations.values()) d.subscription = null;
        if (this.stopped || this.client !== client) return;
        this.setStatus({ status: 'closed', reason: this.lastError ?? (evt?.reason || undefined) });
        this.lastError = null;
      },
      onHeartbeatReceived: () => {},
      onHeartbeatLost: () => {},
    });
    this.client = client;
    client.activate();
  }

  private lastError: string | null = null;

  private onError(frame: IFrame): void {
    const message = frame.headers.message ?? 'Realtime error';
    this.lastError = message;
    if (/JWT/i.test(message)) {
      this.stopped = true;
      void this.shutDown({ status: 'closed', reason: message });
      this.opts.onJwtError?.(message);
      return;
    }
    const refused = REFUSAL.exec(message);
    const d = refused ? this.destinations.get(refused[1]) : undefined;
    if (d) {
      d.refused = message;
      d.subscription = null;
      for (const l of [...d.listeners]) l.onRefused?.(message);
    }
  }

  private subscribeOne(destination: string, d: Destination): void {
    if (d.subscription || d.refused !== null || !this.client?.connected) return;
    d.subscription = this.client.subscribe(destination, (m) => this.deliver(destination, m));
  }

  private deliver(destination: string, m: IMessage): void {
    const receivedAtMs = Date.now();
    const d = this.destinations.get(destination);
    if (!d) return;
    let body: unknown;
    try {
      body = JSON.parse(m.body);
    } catch {
      body = m.body;
    }
    this.opts.onMessageCount?.();
    for (const l of [...d.listeners]) {
      try {
        l.onMessage(body, receivedAtMs);
      } catch (e) {
        // One pane's bug must not starve the others of their messages.
        console.error(`Realtime listener of ${destination} failed`, e);
      }
    }
  }

  private setStatus(e: StatusEvent): void {
    if (e.status === this._status && e.status !== 'closed') return;
    this._status = e.status;
    this.opts.onStatus?.(e);
  }

  private scheduleLinger(): void {
    this.cancelLinger();
    const ms = this.opts.lingerMs ?? 30_000;
    this.lingerTimer = setTimeout(() => {
      this.lingerTimer = null;
      if (this.destinations.size === 0) void this.shutDown();
    }, ms);
  }

  private cancelLinger(): void {
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
  }

  private async shutDown(final: StatusEvent = { status: 'idle' }): Promise<void> {
    const c = this.client;
    this.client = null;
    if (c) await c.deactivate();
    this.setStatus(final);
  }
}
