/**
 * The tab's one realtime connection: a RealtimeClient wired to the session (credentials read on
 * every CONNECT, stop on sign-out), to the status store the top bar shows, and to the error
 * catalogue's "broker error mentioning JWT: logout" (spec app-shell 8).
 */
import { subscribe } from 'valtio';
import { logout, session } from '../../state/session';
import { notify } from '../../state/notifications';
import { noteRealtimeMessage, setRealtimeStatus, setRealtimeTopics } from '../../state/realtime';
import { RealtimeClient, type RealtimeCredentials, type TopicListener } from './realtime-client';
import { sessionIdFromJwt } from './session-id';
import { topicOf, type TopicKind, type TopicMessage } from './topics';

let client: RealtimeClient | null = null;

export function realtimeCredentials(): RealtimeCredentials | null {
  const token = session.token;
  if (!token) return null;
  const sessionId = session.sessionId ?? sessionIdFromJwt(token);
  return sessionId ? { token, sessionId } : null;
}

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

function create(): RealtimeClient {
  // The token of the latest CONNECT: a JWT error about a token the tab no longer uses (an ended
  // impersonation, after the return to the admin's own) signs nobody out.
  let connectedToken: string | null = null;
  const c = new RealtimeClient({
    url: wsUrl(),
    credentials: () => {
      const credentials = realtimeCredentials();
      connectedToken = credentials?.token ?? null;
      return credentials;
    },
    onStatus: (e) => setRealtimeStatus(e.status, e.reason ?? null),
    onMessageCount: () => noteRealtimeMessage(),
    onJwtError: (message) => {
      if (connectedToken && connectedToken !== session.token) return;
      const wasSignedIn = session.token !== null;
      logout();
      if (wasSignedIn) notify('warning', `${message}. Please sign in again.`);
    },
  });
  let token = session.token;
  subscribe(session, () => {
    if (session.token === token) return;
    token = session.token;
    if (!token) void c.stop();
    else c.restart();
  });
  window.addEventListener('online', () => c.restart());
  return c;
}

export function realtimeClient(): RealtimeClient {
  client ??= create();
  return client;
}

/** Listen to one topic of one well; returns the function that stops listening. */
export function listenTopic<K extends TopicKind>(
  wellId: string,
  kind: K,
  listener: { onMessage(message: TopicMessage[K], receivedAtMs: number): void; onRefused?(reason: string): void },
): () => void {
  const c = realtimeClient();
  const stop = c.listen(topicOf(wellId, kind), listener as TopicListener);
  setRealtimeTopics(c.stats().destinations);
  return () => {
    stop();
    setRealtimeTopics(c.stats().destinations);
  };
}
