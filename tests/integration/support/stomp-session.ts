import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';

/** A stompjs client signed in with a session, connected to the server at `base` (http://host:port). */
export function connectStomp(base: string, s: { token: string; sessionId: string }): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(`${base.replace('http', 'ws')}/ws`, ['v12.stomp']),
      connectHeaders: { Authorization: `Bearer ${s.token}`, 'session-id': s.sessionId },
      reconnectDelay: 0,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      onConnect: () => resolve(client),
      onStompError: (f) => reject(new Error(f.headers.message)),
    });
    client.activate();
  });
}

/**
 * Subscribes and waits for the server's receipt; answers a function that starts the clock and
 * resolves with the next ERROR message and how long after the start it came ('none' after 1 s).
 */
export async function subscribedThenError(client: Client, destination: string) {
  const receipt = `r-${Math.random()}`;
  const subscribed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
  client.subscribe(destination, () => {}, { receipt });
  await subscribed;
  return () => {
    const startedMs = Date.now();
    return new Promise<{ message: string; afterMs: number }>((resolve) => {
      client.onStompError = (f) => resolve({ message: f.headers.message, afterMs: Date.now() - startedMs });
      setTimeout(() => resolve({ message: 'none', afterMs: Date.now() - startedMs }), 1_000);
    });
  };
}
