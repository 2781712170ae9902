// What travels on the backplane for one published message: its extra STOMP headers and its body.
// Headers go first as one JSON line (JSON never contains a raw newline), so the body is carried
// verbatim instead of being escaped into a JSON string.

export interface Envelope {
  headers: Record<string, string>;
  body: string;
}

export function encodeEnvelope(headers: Record<string, string>, body: string): string {
  return JSON.stringify(headers) + '\n' + body;
}

export function decodeEnvelope(payload: string): Envelope {
  const newline = payload.indexOf('\n');
  if (newline < 0) throw new Error('Malformed realtime envelope: no header line');
  const headers = JSON.parse(payload.slice(0, newline)) as unknown;
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    throw new Error('Malformed realtime envelope: headers are not an object');
  }
  return { headers: headers as Record<string, string>, body: payload.slice(newline + 1) };
}
