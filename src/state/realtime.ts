/**
 * The realtime connection as the user sees it (spec app-shell 4: connected or closed; reconnect
 * after 10 s). Written by src/api/realtime/connection.ts, read by the top bar's indicator.
 */
import { proxy } from 'valtio';
import type { ConnectionStatus } from '../api/realtime/realtime-client';

export const realtime = proxy({
  /** idle: nothing live is on screen, so no socket is open. */
  status: 'idle' as ConnectionStatus,
  /** Why it closed, when the server said (e.g. 'JWT expired'). */
  reason: null as string | null,
  /** Epoch ms of the last status change. */
  sinceMs: null as number | null,
  /** Successful connections after the first one. */
  reconnects: 0,
  /** Epoch ms of the last message, updated at most once a second. */
  lastMessageAtMs: null as number | null,
  /** Destinations with at least one listener. */
  topics: 0,
});

let connectedBefore = false;

export function setRealtimeStatus(status: ConnectionStatus, reason: string | null, nowMs = Date.now()): void {
  if (status === 'connected' && realtime.status !== 'connected') {
    if (connectedBefore) realtime.reconnects += 1;
    connectedBefore = true;
  }
  realtime.status = status;
  realtime.reason = status === 'connected' ? null : reason;
  realtime.sinceMs = nowMs;
}

export function noteRealtimeMessage(nowMs = Date.now()): void {
  if (realtime.lastMessageAtMs === null || nowMs - realtime.lastMessageAtMs >= 1000) realtime.lastMessageAtMs = nowMs;
}

export function setRealtimeTopics(count: number): void {
  if (realtime.topics !== count) realtime.topics = count;
}
