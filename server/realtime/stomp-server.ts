// STOMP 1.2 over WebSocket at /ws. The HTTP server's owner forwards 'upgrade' events here; messages
// published on any instance reach this instance's subscribers through the backplane.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { BackplaneStatus } from './backplane-types';
import { decodeEnvelope, encodeEnvelope } from './backplane-envelope';
import { quietLogger } from './logger';
import { messageFrameTail, sanitizePublishHeaders } from './message-frame';
import { StompConnection, type ServerContext } from './stomp-connection';
import type { RealtimeUser, StompServerOptions } from './stomp-server-options';
import { SubscriptionRegistry } from './subscription-registry';
import { parseTopic } from './topics';

export type { RealtimeUser, StompServerOptions } from './stomp-server-options';

export interface StompServerStats {
  /** Open sockets, including those still before CONNECT. */
  connections: number;
  subscriptions: number;
  /** publish() calls on this instance. */
  published: number;
  /** MESSAGE frames written to sockets by this instance. */
  delivered: number;
  /** MESSAGE frames not sent because the socket's send buffer was over maxBufferedBytes. */
  dropped: number;
  /** Sockets closed because heart-beats (or pongs) stopped. */
  deadClients: number;
  errorsSent: number;
  backplane: BackplaneStatus;
}

export interface StompServer {
  /**
   * Takes over the upgrade if the request is for this server's path and returns true; otherwise
   * returns false and leaves the socket alone for another handler.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends to every subscriber of a declared destination on every instance. Objects become JSON. */
  publish(destination: string, body: string | object, headers?: Record<string, string | number>): Promise<void>;
  /**
   * Ends, on every instance, the connections opened with this session-id (sign-out): each gets
   * ERROR 'JWT session ended', so a socket never outlives its session.
   */
  endSession(sessionId: string): Promise<void>;
  /**
   * A user's rights changed ('*': anyone's): on every instance, their open connections are checked
   * again and end (ERROR) when the session or a subscription no longer holds.
   */
  userChanged(userId: string): Promise<void>;
  /** Closes every client socket and stops listening to the backplane; the backplane stays open. */
  close(): Promise<void>;
  stats(): StompServerStats;
}

// Browsers and stompjs offer these WebSocket subprotocols; a client offering some must get one back.
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
const SHUTDOWN_GRACE_MS = 1_000;
/** Backplane destination for control messages between instances; never a client topic. */
const SESSION_ENDED = '$control/session-ended';
const USER_CHANGED = '$control/user-changed';

export function createStompServer<U extends RealtimeUser>(options: StompServerOptions<U>): StompServer {
  const opts = {
    heartbeatMs: 10_000,
    path: '/ws',
    maxBufferedBytes: 1024 * 1024,
    connectTimeoutMs: 10_000,
    maxSubscriptionsPerConnection: 200,
    maxFrameBytes: 16 * 1024,
    revalidate: (user: U) => Promise.resolve<U | null>(user),
    affectedBy: (user: U, changedUserId: string) => changedUserId === '*' || String(user.id) === changedUserId,
    onUserChanged: () => {},
    ...withoutUndefined(options),
  };
  const logger = options.logger ?? quietLogger;
  const connections = new Set<StompConnection<U>>();
  const registry = new SubscriptionRegistry<StompConnection<U>>();
  const counters = { published: 0, delivered: 0, dropped: 0, deadClients: 0, errorsSent: 0 };
  let messageSeq = 0;
  let closed = false;

  const wss = new WebSocketServer({
    noServer: true,
    // Several pipelined client frames may share one WebSocket message.
    maxPayload: opts.maxFrameBytes * 4,
    perMessageDeflate: false,
    handleProtocols: (offered) => SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
  });

  const ctx: ServerContext<U> = {
    opts,
    logger,
    registry,
    counters,
    nextMessageId: () => (++messageSeq).toString(36),
    onClosed: (connection) => connections.delete(connection),
  };

  const stopListening = opts.backplane.subscribe((destination, payload) => {
    if (destination === SESSION_ENDED) {
      for (const connection of [...connections]) connection.endSession(payload);
      return;
    }
    if (destination === USER_CHANGED) {
      opts.onUserChanged(payload);
      for (const connection of [...connections]) connection.userChanged(payload);
      return;
    }
    const subs = registry.for(destination);
    if (!subs || subs.size === 0) return;
    let tail: string;
    try {
      const { headers, body } = decodeEnvelope(payload);
      tail = messageFrameTail(destination, headers, body);
    } catch (err) {
      logger.error({ err, destination }, 'realtime: unreadable backplane message');
      return;
    }
    // Copy: a send can synchronously close a socket, which edits the set we iterate.
    for (const sub of [...subs]) sub.connection.deliver(sub, tail);
  });

  return {
    handleUpgrade(req, socket, head) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (pathname !== opts.path) return false;
      if (closed) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        if (closed) return ws.close(1001, 'server shutting down');
        connections.add(new StompConnection(ws, ctx));
      });
      return true;
    },

    async publish(destination, body, headers) {
      if (!parseTopic(destination)) throw new Error(`Unknown realtime destination '${destination}'`);
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      counters.published++;
      await opts.backplane.publish(destination, encodeEnvelope(sanitizePublishHeaders(headers), text));
    },

    async endSession(sessionId) {
      await opts.backplane.publish(SESSION_ENDED, sessionId);
    },

    async userChanged(userId) {
      await opts.backplane.publish(USER_CHANGED, userId);
    },

    async close() {
      if (closed) return;
      closed = true;
      stopListening();
      const sockets = [...wss.clients];
      for (const connection of [...connections]) connection.shutdown();
      // Give clients a moment for the close handshake, then cut whoever has not answered.
      await Promise.race([
        Promise.all(sockets.map((ws) => new Promise((resolve) => (ws.readyState === ws.CLOSED ? resolve(null) : ws.once('close', resolve))))),
        new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref()),
      ]);
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },

    stats() {
      return {
        connections: wss.clients.size,
        subscriptions: registry.size,
        ...counters,
        backplane: opts.backplane.status(),
      };
    },
  };
}

function withoutUndefined<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}
