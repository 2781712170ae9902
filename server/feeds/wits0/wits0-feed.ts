/**
 * WITS0 over TCP. Listen mode: the EDR (or a serial-to-TCP bridge) connects to us; each connection
 * gets its own parser, and a dropped one is simply waited for again. Connect mode: we connect to
 * the EDR's WITS server and reconnect with back-off (1 s doubling to 30 s) until stopped.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { MappingOverride } from '../../../src/domain/feeds/data-source';
import type { Feed, FeedSample, FeedSink } from '../feed-types';
import { recordToSample, resolveItemRules, type ItemRule } from './wits0-items';
import { Wits0Parser } from './wits0-parser';

export interface Wits0Options {
  mode: 'listen' | 'connect';
  host: string;
  port: number;
  mapping?: readonly MappingOverride[];
}

const BACKOFF_MAX_MS = 30_000;

export class Wits0Feed implements Feed {
  private readonly rules: Map<string, ItemRule>;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private backoffMs = 1000;

  constructor(private readonly o: Wits0Options) {
    this.rules = resolveItemRules(o.mapping);
  }

  async start(sink: FeedSink): Promise<void> {
    if (this.o.mode === 'connect') {
      this.dial(sink);
      return;
    }
    sink.connection({ kind: 'connecting' });
    const server = createServer((socket) => this.attach(socket, sink));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.o.port, this.o.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (e) => sink.connection({ kind: 'error', message: e.message }));
  }

  /** The port actually listened on (tests listen on port 0). */
  get listeningPort(): number | null {
    const a = this.server?.address();
    return a && typeof a === 'object' ? a.port : null;
  }

  private dial(sink: FeedSink): void {
    if (this.stopped) return;
    sink.connection({ kind: 'connecting' });
    const socket = connect({ host: this.o.host, port: this.o.port });
    socket.once('connect', () => (this.backoffMs = 1000));
    this.attach(socket, sink, () => {
      if (this.stopped) return;
      this.retry = setTimeout(() => this.dial(sink), this.backoffMs);
      this.backoffMs = Math.min(BACKOFF_MAX_MS, this.backoffMs * 2);
    });
  }

  private attach(socket: Socket, sink: FeedSink, onClose?: () => void): void {
    this.sockets.add(socket);
    const parser = new Wits0Parser();
    socket.setEncoding('latin1');
    socket.setKeepAlive(true, 10_000);
    socket.setNoDelay(true);
    const peer = `${socket.remoteAddress ?? this.o.host}:${socket.remotePort ?? this.o.port}`;
    if (this.o.mode === 'listen') sink.connection({ kind: 'connected', peer });
    else socket.once('connect', () => sink.connection({ kind: 'connected', peer: `${this.o.host}:${this.o.port}` }));
    let lastError = '';
    socket.on('data', (chunk: string) => {
      const r = parser.push(chunk);
      const arrivalS = Date.now() / 1000;
      const samples: FeedSample[] = [];
      let bad = r.bad;
      const detail = [...r.badDetail];
      for (const rec of r.records) {
        const { sample, bad: b } = recordToSample(rec, this.rules, arrivalS);
        bad += b.length;
        detail.push(...b);
        if (Object.keys(sample.values).length) samples.push(sample);
      }
      if (samples.length) sink.samples(samples);
      if (bad) sink.bad(bad, detail.slice(0, 3).join('; '));
    });
    socket.on('error', (e) => (lastError = e.message));
    socket.on('close', () => {
      this.sockets.delete(socket);
      if (!this.stopped) sink.connection({ kind: 'disconnected', reason: lastError || 'closed by the peer' });
      onClose?.();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
