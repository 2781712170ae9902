/**
 * A local stand-in for an OpenAI-compatible chat completions server (the hosted services cannot be
 * reached from tests): it records every request (headers and JSON body) and answers from a script,
 * one reply per request, streamed as server-sent events the way the API streams: text in chunks,
 * tool calls with their arguments in pieces, an HTTP error, or a stream that holds until the caller
 * goes away (cancellation).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply =
  | { text: string[]; gapMs?: number }
  | { toolCalls: { name: string; args: Record<string, unknown> }[] }
  | { status: number; message: string }
  /** Send these chunks, then hold the stream open until the client closes it. */
  | { hold: string[] };

export interface Recorded {
  headers: IncomingMessage['headers'];
  body: any;
  /** When the caller closed the connection (ms since epoch), for held streams. */
  closedAt?: number;
}

export interface StandIn {
  url: string;
  requests: Recorded[];
  script(...replies: Reply[]): void;
  close(): Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'stand-in', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startStandIn(): Promise<StandIn> {
  const queue: Reply[] = [];
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => void answer());
    const answer = async () => {
      const rec: Recorded = { headers: req.headers, body: raw ? JSON.parse(raw) : null };
      requests.push(rec);
      res.on('close', () => (rec.closedAt = Date.now()));
      const reply = queue.shift() ?? { status: 500, message: 'stand-in: no scripted reply left' };
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: reply.message, type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if ('text' in reply) {
        for (const t of reply.text) {
          res.write(chunk({ content: t }));
          if (reply.gapMs) await sleep(reply.gapMs);
        }
        res.write(chunk({}, 'stop'));
      } else if ('toolCalls' in reply) {
        reply.toolCalls.forEach((c, i) => {
          const args = JSON.stringify(c.args);
          const half = Math.floor(args.length / 2);
          res.write(
            chunk({
              tool_calls: [{ index: i, id: `call_${requests.length}_${i}`, type: 'function', function: { name: c.name, arguments: args.slice(0, half) } }],
            }),
          );
          res.write(chunk({ tool_calls: [{ index: i, function: { arguments: args.slice(half) } }] }));
        });
        res.write(chunk({}, 'tool_calls'));
      } else {
        for (const t of reply.hold) res.write(chunk({ content: t }));
        return; // held open: the caller must go away
      }
      res.end('data: [DONE]\n\n');
    };
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
