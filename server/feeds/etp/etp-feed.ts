/**
 * Growing WITSML 2.0 channels over ETP 1.2 (WebSocket, subprotocol etp12.energistics.org, Avro
 * binary). The RequestSession asks for ChannelSubscribe (protocol 21, the server a store) and
 * ChannelStreaming (protocol 1, the server a producer); the OpenSession's answer decides:
 * - ChannelSubscribe when offered: GetChannelMetadata for the configured channel URIs,
 *   SubscribeChannels from an index, then ChannelData as the store produces it.
 * - else ChannelStreaming: the producer sends ChannelMetadata for the channels it streams (all of
 *   them: the customer cannot choose); those of the configured URIs are taken (a configured URI it
 *   does not stream is an error, as an unknown channel is for a store), StartStreaming is sent, and
 *   ChannelData comes as the producer records it; StopStreaming before closing.
 * Each channel's name and unit go through the same mnemonic dictionary and unit conversion as a
 * file import (proposeMapping); channels it does not recognise are not subscribed (not taken).
 * Items sharing an index become one sample.
 *
 * Resume: with ChannelSubscribe the first subscription starts after the well's last stored second
 * (or at each channel's first index when the well has none); after a dropped connection the next one
 * starts just after the last index received, so nothing is asked twice. ChannelStreaming cannot ask
 * for an index: the producer sends what it sends (the replayer's resends what it still holds), and
 * with either protocol anything at or before the last index taken (or the well's last second) is
 * dropped here; what a producer no longer holds after a long drop is lost.
 * Credentials go in the WebSocket upgrade's Authorization header (Basic with a user name, Bearer
 * token without one). Refused credentials, a ProtocolException, a CloseSession or a lost
 * connection are reported on the source and retried with back-off (1 s doubling to 60 s).
 */
import WebSocket from 'ws';
import { proposeMapping } from '../../timeseries/import/channel-mapping';
import type { Feed, FeedSample, FeedSink } from '../feed-types';
import {
  CHANNEL_STREAMING,
  CHANNEL_SUBSCRIBE,
  dataValueNumber,
  decodeMessage,
  encodeMessage,
  ETP_SUBPROTOCOL,
  timeIndex,
  type ChannelMetadataRecord,
  type DataItem,
  type ErrorInfo,
  type MessageName,
} from './etp-messages';
import { openEtpSocket, requestSessionBody, unreachable, upgradeRefusal, type EtpEndpoint } from './etp-session';

export interface EtpOptions extends EtpEndpoint {
  /** The channels' URIs (eml:///witsml20.Channel(...)). */
  uris: readonly string[];
}

const BACKOFF_MAX_S = 60;

interface Mapped {
  channel: string;
  factor: number;
  offset: number;
}

/** The import's proposal for each channel, from its name and unit (a time-indexed log's curves). */
export const proposeForChannels = (records: readonly ChannelMetadataRecord[]) =>
  proposeMapping(
    records.map((r) => ({ mnemonic: r.channelName, unit: r.uom, description: '', valueType: 'number' as const })),
    'time',
  );

/** Our channel for each ETP channel id whose name and unit the import's dictionary recognises. */
export function mapChannels(records: readonly ChannelMetadataRecord[]): Map<number, Mapped> {
  const proposed = proposeForChannels(records);
  const out = new Map<number, Mapped>();
  proposed.forEach((m, i) => {
    if (m.declared && m.action === 'import') out.set(records[i].id, { channel: m.channel, factor: m.factor, offset: m.offset });
  });
  return out;
}

/** ChannelData items → samples after `afterUs`, one per index, in time order. */
export function itemsToSamples(items: readonly DataItem[], channels: ReadonlyMap<number, Mapped>, afterUs: number | null): FeedSample[] {
  const byIndex = new Map<number, Record<string, number>>();
  for (const it of items) {
    const m = channels.get(it.channelId);
    const idx = it.indexes[0]?.item;
    if (!m || !idx || idx.branch !== 1) continue;
    const us = idx.value as number;
    if (afterUs !== null && us <= afterUs) continue;
    const v = dataValueNumber(it.value);
    if (v === null || !Number.isFinite(v)) continue;
    let row = byIndex.get(us);
    if (!row) byIndex.set(us, (row = {}));
    row[m.channel] = v * m.factor + m.offset;
  }
  return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([us, values]) => ({ timeS: us / 1e6, values }));
}

const describe = (e: ErrorInfo | null | undefined) => (e ? `error ${e.code}: ${e.message}` : 'an error');

export class EtpFeed implements Feed {
  private ws: WebSocket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private failures = 0;
  private nextId = 2;
  /** Last index (µs) handed on; the resume point of the next subscription. */
  private lastUs: number | null = null;
  private channels = new Map<number, Mapped>();
  private sink: FeedSink | null = null;
  /** The current connection said 'connected' (its metadata came and the subscription went out). */
  private live = false;
  /** The current session streams (ChannelStreaming) rather than subscribes. */
  private streaming = false;

  constructor(private readonly o: EtpOptions) {}

  async start(sink: FeedSink, resumeAfterS: number | null = null): Promise<void> {
    this.sink = sink;
    // The well holds whole seconds: the next one starts a microsecond after the last one's end.
    this.lastUs = resumeAfterS === null ? null : (Math.floor(resumeAfterS) + 1) * 1e6 - 1;
    this.connect();
  }

  private connect(): void {
    if (this.stopped || !this.sink) return;
    const sink = this.sink;
    sink.connection({ kind: 'connecting' });
    this.live = false;
    this.streaming = false;
    const ws = openEtpSocket(this.o);
    this.ws = ws;
    let failed: string | null = null;
    const fail = (message: string) => {
      if (failed === null) failed = message;
      ws.terminate();
    };
    ws.on('unexpected-response', (_req, res) => fail(upgradeRefusal(res.statusCode ?? 0)));
    ws.on('error', (e) => {
      if (failed === null) failed = unreachable(this.o.url, e);
    });
    ws.on('open', () => {
      if (ws.protocol !== ETP_SUBPROTOCOL) return fail(`the server did not accept the ${ETP_SUBPROTOCOL} subprotocol`);
      this.send('requestSession', requestSessionBody([CHANNEL_SUBSCRIBE, CHANNEL_STREAMING]));
    });
    ws.on('message', (data, isBinary) => {
      // Frames already received when the session failed are not read (a subscription after an error).
      if (failed !== null) return;
      if (!isBinary) return fail('the ETP server sent a text frame (ETP 1.2 is binary Avro)');
      try {
        const problem = this.onMessage(data as Buffer);
        if (problem) fail(problem);
      } catch (e) {
        sink.bad(1, `a message that cannot be read: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
    ws.on('close', (_code, reason) => {
      if (this.ws === ws) this.ws = null;
      if (this.live) sink.connection({ kind: 'disconnected', reason: failed ?? (reason.toString() || 'the connection closed') });
      if (this.stopped) return;
      this.failures++;
      if (failed !== null) sink.connection({ kind: 'error', message: failed });
      const waitS = Math.min(BACKOFF_MAX_S, 2 ** (this.failures - 1));
      this.timer = setTimeout(() => this.connect(), waitS * 1000);
    });
  }

  private send(name: MessageName, body: unknown, correlationId = 0): void {
    const messageId = this.nextId;
    this.nextId += 2; // a client's message ids are even
    this.ws?.send(encodeMessage(name, { messageId, correlationId }, body));
  }

  /** One message from the server; a string: why the session ends. */
  private onMessage(data: Buffer): string | null {
    const sink = this.sink!;
    const { name, body } = decodeMessage(data);
    switch (name) {
      case 'openSession': {
        const offered = (body as { supportedProtocols: { protocol: number; role: string }[] }).supportedProtocols;
        const has = (protocol: number, role: string) => offered.some((p) => p.protocol === protocol && p.role === role);
        if (has(CHANNEL_SUBSCRIBE, 'store')) {
          this.send('getChannelMetadata', { uris: Object.fromEntries(this.o.uris.map((u, i) => [String(i), u])) });
          return null;
        }
        if (has(CHANNEL_STREAMING, 'producer')) {
          // The producer sends its ChannelMetadata unasked.
          this.streaming = true;
          return null;
        }
        return 'the ETP server offers neither ChannelSubscribe (protocol 21) nor ChannelStreaming (protocol 1)';
      }
      case 'getChannelMetadataResponse': {
        const records = Object.values((body as { metadata: Record<string, ChannelMetadataRecord> }).metadata);
        const timed = records.filter((r) => r.indexes[0]?.indexKind === 'DateTime');
        this.channels = mapChannels(timed);
        if (!this.channels.size) return `none of the ${records.length} channels is a time-indexed channel the mnemonic dictionary knows`;
        const first = (r: ChannelMetadataRecord) => r.indexes[0].interval.startIndex;
        this.send('subscribeChannels', {
          channels: Object.fromEntries(
            timed
              .filter((r) => this.channels.has(r.id))
              .map((r) => [
                String(r.id),
                {
                  channelId: r.id,
                  startIndex: this.lastUs === null ? first(r) : timeIndex(this.lastUs + 1),
                  dataChanges: false,
                  requestLatestIndexCount: { branch: 0, value: null },
                },
              ]),
          ),
        });
        this.nowLive(sink);
        return null;
      }
      case 'channelMetadata':
        return this.streaming ? this.onStreamedMetadata((body as { channels: ChannelMetadataRecord[] }).channels) : null;
      case 'channelData':
      case 'streamedChannelData': {
        if ((name === 'streamedChannelData') !== this.streaming) return null;
        const samples = itemsToSamples((body as { data: DataItem[] }).data, this.channels, this.lastUs);
        if (samples.length) {
          this.lastUs = Math.round(samples[samples.length - 1].timeS * 1e6);
          sink.samples(samples);
        }
        return null;
      }
      case 'protocolException': {
        const b = body as { error: { branch: number; value: ErrorInfo | null }; errors: Record<string, ErrorInfo> };
        const first = b.error.value ?? Object.values(b.errors)[0];
        return `the ETP server answered ${describe(first)}`;
      }
      case 'subscriptionsStopped':
        return `the ETP server stopped the subscription: ${(body as { reason: string }).reason || 'no reason given'}`;
      case 'closeSession':
        return `the ETP server closed the session: ${(body as { reason: string }).reason || 'no reason given'}`;
      default:
        return null;
    }
  }

  private nowLive(sink: FeedSink): void {
    this.failures = 0;
    this.live = true;
    sink.connection({ kind: 'connected', peer: new URL(this.o.url).host });
  }

  /**
   * A producer's ChannelMetadata: the first one must hold every configured URI (it streams all it
   * has); later ones (channels that appeared since) add those of ours they hold.
   */
  private onStreamedMetadata(records: readonly ChannelMetadataRecord[]): string | null {
    const wanted = new Set(this.o.uris);
    const ours = records.filter((r) => wanted.has(r.uri) && r.indexes[0]?.indexKind === 'DateTime');
    if (this.live) {
      for (const [id, m] of mapChannels(ours)) this.channels.set(id, m);
      return null;
    }
    const held = new Set(records.map((r) => r.uri));
    const missing = this.o.uris.find((u) => !held.has(u));
    if (missing) return `the ETP producer does not stream ${missing}`;
    this.channels = mapChannels(ours);
    if (!this.channels.size) return `none of the ${wanted.size} channels is a time-indexed channel the mnemonic dictionary knows`;
    this.send('startStreaming', {});
    this.nowLive(this.sink!);
    return null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const ws = this.ws;
    if (!ws) return;
    if (ws.readyState === WebSocket.OPEN) {
      if (this.streaming && this.live) this.send('stopStreaming', {});
      this.send('closeSession', { reason: 'the data source was stopped' });
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          ws.terminate();
          resolve();
        }, 2000);
        ws.once('close', () => {
          clearTimeout(t);
          resolve();
        });
        ws.close(1000, 'stopped');
      });
    } else ws.terminate();
  }
}
