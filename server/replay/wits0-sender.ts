/**
 * Rows → WITS0 records over TCP, paced like the rig that produced them (speed 1) or faster. Each
 * record carries its time as items 0105 (YYMMDD) and 0106 (HHMMSS), UTC, and each channel as its
 * standard record-1 item in that item's unit (server/feeds/wits0/wits0-items.ts).
 *
 * connect: we dial the data source's listener (an EDR pushing to an operations centre), retrying
 * every retryMs. listen: the data source dials us (an EDR serving WITS). On a drop the sender
 * rewinds overlapS seconds: records written just before a drop may never have arrived.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { channelById } from '../../src/domain/drilling/channels';
import { unitConversion } from '../../src/domain/drilling/channel-units';
import { STANDARD_ITEMS } from '../feeds/wits0/wits0-items';
import { formatRecord } from '../feeds/wits0/wits0-parser';
import type { ReplayRow } from './file-rows';

export interface Wits0SenderOptions {
  rows: readonly ReplayRow[];
  mode: 'connect' | 'listen';
  host: string;
  port: number;
  /** 1: the file's own pace; 10: ten times faster; Infinity: as fast as the socket takes them. */
  speed: number;
  /** Added to every row's time (0: the file's times; now − first row: the file as if drilled now). */
  timeShiftS?: number;
  overlapS?: number;
  /** Also re-sent after a drop: everything written in the last overlapMs of wall time (what socket buffers may have held). */
  overlapMs?: number;
  retryMs?: number;
  log?: (m: string) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** One row as a WITS0 record (items in their standard units). */
export function rowRecord(row: ReplayRow, timeShiftS = 0): string {
  const d = new Date(Math.floor(row.timeS + timeShiftS) * 1000);
  const items: [string, string | number][] = [
    ['0105', `${pad(d.getUTCFullYear() % 100)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`],
    ['0106', `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`],
  ];
  for (const [channel, v] of Object.entries(row.values)) {
    const item = STANDARD_ITEMS.find((s) => s.channel === channel);
    const decl = channelById(channel);
    const conv = item && decl ? unitConversion(item.unit, decl.unit) : null;
    if (item && conv) items.push([item.item, String((v - conv.offset) / conv.factor)]);
  }
  return formatRecord(items);
}

export class Wits0Sender {
  /** Index of the next row to send. */
  next = 0;
  /** Records written, re-sent ones included. */
  written = 0;
  private socket: Socket | null = null;
  private server: Server | null = null;
  private stopped = false;
  private t0 = 0;
  /** Recent writes: when, and the first row each held. */
  private readonly writes: { atMs: number; row: number }[] = [];

  constructor(private readonly o: Wits0SenderOptions) {}

  /** Resolves once every row has been written to a connection. */
  async run(): Promise<void> {
    const { rows } = this.o;
    if (this.o.mode === 'listen') await this.listen();
    this.t0 = Date.now();
    const first = rows[0]?.timeS ?? 0;
    while (!this.stopped && this.next < rows.length) {
      const s = this.socket ?? (this.o.mode === 'connect' ? await this.dial() : null);
      if (!s) {
        await sleep(this.o.retryMs ?? 250);
        continue;
      }
      const elapsedS = ((Date.now() - this.t0) / 1000) * this.o.speed;
      let text = '';
      const firstRow = this.next;
      while (this.next < rows.length && rows[this.next].timeS - first <= elapsedS && text.length < 65_536) {
        text += rowRecord(rows[this.next++], this.o.timeShiftS);
        this.written++;
      }
      if (text) {
        this.remember(firstRow);
        await new Promise<void>((resolve) => s.write(text, () => resolve()));
      } else if (this.next < rows.length) await sleep(Math.min(200, Math.max(1, ((rows[this.next].timeS - first - elapsedS) / this.o.speed) * 1000)));
    }
  }

  /** Cut the connection now (tests: a forced disconnect mid-stream). */
  dropConnection(): void {
    this.socket?.destroy();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.socket?.destroy();
    const server = this.server;
    if (server) await new Promise<void>((r) => server.close(() => r()));
  }

  private remember(row: number): void {
    const now = Date.now();
    this.writes.push({ atMs: now, row });
    while (this.writes.length && this.writes[0].atMs < now - (this.o.overlapMs ?? 2000)) this.writes.shift();
  }

  private rewind(): void {
    const { rows } = this.o;
    if (this.next === 0) return;
    const from = rows[this.next - 1].timeS - (this.o.overlapS ?? 10);
    while (this.next > 0 && rows[this.next - 1].timeS >= from) this.next--;
    const recent = this.writes.find((w) => w.atMs >= Date.now() - (this.o.overlapMs ?? 2000));
    if (recent) this.next = Math.min(this.next, recent.row);
    this.writes.length = 0;
  }

  private adopt(s: Socket): void {
    this.socket = s;
    s.setNoDelay(true);
    s.on('error', () => {});
    s.on('close', () => {
      if (this.socket !== s) return;
      this.socket = null;
      this.rewind();
      this.o.log?.(`replay: connection closed at row ${this.next}`);
    });
  }

  private dial(): Promise<Socket | null> {
    return new Promise((resolve) => {
      const s = connect({ host: this.o.host, port: this.o.port });
      s.once('connect', () => {
        this.adopt(s);
        this.o.log?.(`replay: connected to ${this.o.host}:${this.o.port}`);
        resolve(s);
      });
      s.once('error', () => resolve(null));
    });
  }

  private async listen(): Promise<void> {
    const server = createServer((s) => {
      this.socket?.destroy();
      this.adopt(s);
      this.o.log?.(`replay: ${s.remoteAddress}:${s.remotePort} connected`);
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.o.port, this.o.host, () => resolve());
    });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
