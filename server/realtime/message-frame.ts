// MESSAGE frames for fan-out. Only `subscription` and `message-id` (and `ack`) differ between the
// subscribers of one message, so everything after them is encoded once per message, not per socket.
import { escapeHeader } from './stomp-frame';

export type AckMode = 'auto' | 'client' | 'client-individual';

/** Headers a publisher may not set: the server owns them. */
const RESERVED = new Set(['subscription', 'message-id', 'destination', 'content-length', 'ack']);

export function sanitizePublishHeaders(headers: Record<string, string | number> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  for (const [name, value] of Object.entries(headers)) {
    if (name === '' || RESERVED.has(name)) throw new Error(`Header '${name}' cannot be set on a realtime message`);
    out[name] = String(value);
  }
  return out;
}

/** Everything after the per-subscriber headers, body and NUL included. */
export function messageFrameTail(destination: string, headers: Record<string, string>, body: string): string {
  let tail = `destination:${escapeHeader(destination)}\n`;
  if (!('content-type' in headers)) tail += 'content-type:application/json\n';
  for (const [name, value] of Object.entries(headers)) tail += `${escapeHeader(name)}:${escapeHeader(value)}\n`;
  return `${tail}content-length:${Buffer.byteLength(body)}\n\n${body}\0`;
}

export function messageFrame(tail: string, escapedSubscriptionId: string, messageId: string, ack: AckMode): string {
  // STOMP 1.2: a subscription that acknowledges explicitly needs an `ack` header to send back.
  const ackHeader = ack === 'auto' ? '' : `ack:${messageId}\n`;
  return `MESSAGE\nsubscription:${escapedSubscriptionId}\nmessage-id:${messageId}\n${ackHeader}${tail}`;
}
