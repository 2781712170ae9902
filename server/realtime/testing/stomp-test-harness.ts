// Shared by the realtime integration tests and the fan-out benchmark: a real HTTP server forwarding
// upgrades to the STOMP server (as Fastify will), fake auth, and @stomp/stompjs clients in Node.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IFrame, type IMessage, type IStompSocket, type StompSubscription } from '@stomp/stompjs';
import WebSocket from 'ws';
import { createInProcessBackplane } from '../in-process-backplane';
import type { Backplane } from '../backplane-types';
import { createStompServer, type StompServer, type StompServerOptions } from '../stomp-server';

export interface TestUser {
  id: string;
  wells: string[];
}

/** Tokens the fake authenticate accepts; anything else is refused with a JWT error. */
export const TEST_TOKENS: Record<string, TestUser> = {
  'token-alice': { id: 'alice', wells: ['w1', 'w2'] },
  'token-bob': { id: 'bob', wells: ['w2'] },
};
export const EXPIRED_TOKEN = 'token-expired';
/** Valid for 300 ms after CONNECT. */
export const SHORT_LIVED_TOKEN = 'token-short-lived';

export const fakeAuthenticate: StompServerOptions<TestUser>['authenticate'] = async (_headers, { token }) => {
  if (token === EXPIRED_TOKEN) return { ok: false, message: 'JWT expired: sign in again' };
  if (token === SHORT_LIVED_TOKEN) return { ok: true, user: TEST_TOKENS['token-alice'], expiresAtMs: Date.now() + 300 };
  const user = TEST_TOKENS[token];
  return user ? { ok: true, user } : { ok: false, message: 'Invalid JWT' };
};

export const fakeAuthorizeSubscribe: StompServerOptions<TestUser>['authorizeSubscribe'] = async (user, _destination, topic) =>
  topic.kind === 'user/alerts' ? topic.userId === user.id : user.wells.includes(topic.wellId);

export interface TestServer {
  url: string;
  stomp: StompServer;
  http: Server;
  backplane: Backplane;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<StompServerOptions<TestUser>> = {}): Promise<TestServer> {
  const backplane = overrides.backplane ?? createInProcessBackplane();
  const stomp = createStompServer<TestUser>({
    authenticate: fakeAuthenticate,
    authorizeSubscribe: fakeAuthorizeSubscribe,
    logger: { info() {}, warn() {}, error: (obj, msg) => console.error(msg, obj) },
    ...overrides,
    backplane,
  });
  const http = createServer((_req, res) => res.writeHead(404).end());
  http.on('upgrade', (req, socket, head) => {
    if (!stomp.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    stomp,
    http,
    backplane,
    async close() {
      await stomp.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      if (!overrides.backplane) await backplane.close();
    },
  };
}

export interface TestClientOptions {
  token?: string | null;
  sessionId?: string | null;
  heartbeatIncoming?: number;
  heartbeatOutgoing?: number;
  extraHeaders?: Record<string, string>;
  onHeartbeat?: () => void;
}

export interface TestClient {
  client: Client;
  /** CONNECTED frame; rejects with the ERROR frame if the server refuses. */
  connected: Promise<IFrame>;
  errors: IFrame[];
  /** Resolves with the next ERROR frame. */
  nextError(): Promise<IFrame>;
  /** Resolves when the WebSocket closes. */
  closed: Promise<void>;
  /** Subscribes and waits for the server's RECEIPT; rejects with the ERROR if refused. */
  subscribe(destination: string, onMessage: (message: IMessage) => void, headers?: Record<string, string>): Promise<StompSubscription>;
  stop(): Promise<void>;
}

let receiptSeq = 0;

export function openClient(url: string, opts: TestClientOptions = {}): TestClient {
  const connectHeaders: Record<string, string> = { ...opts.extraHeaders };
  const token = opts.token === undefined ? 'token-alice' : opts.token;
  const sessionId = opts.sessionId === undefined ? 'session-1' : opts.sessionId;
  if (token !== null) connectHeaders.Authorization = `Bearer ${token}`;
  if (sessionId !== null) connectHeaders['session-id'] = sessionId;

  const errors: IFrame[] = [];
  const errorWaiters: Array<(frame: IFrame) => void> = [];
  let resolveConnected!: (frame: IFrame) => void;
  let rejectConnected!: (err: Error & { frame?: IFrame }) => void;
  const connected = new Promise<IFrame>((resolve, reject) => {
    resolveConnected = resolve;
    rejectConnected = reject;
  });
  connected.catch(() => {}); // tests that expect refusal read it through nextError()
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));

  const client = new Client({
    // The browser offers the same subprotocols; ws refuses a server that picks none of them.
    webSocketFactory: () => new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp']) as unknown as IStompSocket,
    connectHeaders,
    reconnectDelay: 0,
    heartbeatIncoming: opts.heartbeatIncoming ?? 10_000,
    heartbeatOutgoing: opts.heartbeatOutgoing ?? 10_000,
    debug: () => {},
    onConnect: (frame) => resolveConnected(frame),
    onStompError: (frame) => {
      errors.push(frame);
      rejectConnected(Object.assign(new Error(frame.headers.message), { frame }));
      for (const waiter of errorWaiters.splice(0)) waiter(frame);
    },
    onWebSocketClose: () => resolveClosed(),
    // stompjs calls these unconditionally: an undefined one would throw inside its socket handler.
    onHeartbeatReceived: opts.onHeartbeat ?? (() => {}),
  });
  client.activate();

  const nextError = () => new Promise<IFrame>((resolve) => errorWaiters.push(resolve));

  return {
    client,
    connected,
    errors,
    nextError,
    closed,
    subscribe(destination, onMessage, headers = {}) {
      const receipt = `r${++receiptSeq}`;
      return new Promise((resolve, reject) => {
        let sub: StompSubscription;
        client.watchForReceipt(receipt, () => resolve(sub));
        nextError().then((frame) => reject(Object.assign(new Error(frame.headers.message), { frame })), reject);
        sub = client.subscribe(destination, onMessage, { ...headers, receipt });
      });
    },
    async stop() {
      await client.deactivate();
    },
  };
}

/** Polls until check() is true; fails with `what` after timeoutMs. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
