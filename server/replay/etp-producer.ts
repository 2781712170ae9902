/**
 * An ETP 1.2 store that grows: a WebSocket server (subprotocol etp12.energistics.org, Avro binary)
 * playing the store role of Discovery (protocol 3) and ChannelSubscribe (protocol 21), and the
 * producer role of ChannelStreaming (protocol 1), for the channels of a real file, each a WITSML 2.0
 * channel indexed by date and time (µs), in the file's mnemonic and unit, in one wellbore of one
 * well (`channelProtocols` says which of the two channel protocols it offers: both by default).
 * Rows are "recorded" as the elapsed time × speed covers them (the first at once); a subscriber
 * gets, per channel, every recorded row from its startIndex on (inclusive), then each new one as it
 * comes. A streaming consumer gets ChannelMetadata of every channel as soon as the session opens
 * (it cannot choose); after its StartStreaming, the rows of the last `holdS` seconds recorded (what
 * a rig's streamer still holds; it cannot know what a consumer received before a drop), then each
 * new one; StopStreaming stops the flow.
 *
 * Core: RequestSession → OpenSession with the asked protocols it has (ProtocolException 2 when it
 * has none of them), CloseSession. Discovery: GetResources from the dataspace (eml:///: every object
 * of the asked types), from the well or wellbore (scope sources: what refers to it, a channel refers
 * to its wellbore, the wellbore to its well) or from a channel (targets), within the asked depth;
 * an unknown URI answers ProtocolException 11. Credentials are checked on the WebSocket upgrade (Basic user:password,
 * or a Bearer token): a refusal is HTTP 401. GetChannelMetadata for a URI it does not hold answers
 * ProtocolException 11 (not found) for that URI. dropConnections() cuts every socket (the tests'
 * forced disconnect); pause() and resume() hold the recording. A test and demo tool (server/replay/README.md).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  CHANNEL_STREAMING,
  CHANNEL_SUBSCRIBE,
  decodeMessage,
  DISCOVERY,
  DV_DOUBLE,
  encodeMessage,
  ETP_ERROR,
  ETP_SUBPROTOCOL,
  ETP_VERSION,
  timeIndex,
  type ChannelMetadataRecord,
  type GetResources,
  type IndexValue,
  type MessageName,
  type Resource,
  serverRole,
  type SupportedProtocol,
  uuidBytes,
} from '../feeds/etp/etp-messages';
import { recordedRows, servedValue, type ReplayRow } from './file-rows';

export interface EtpProducerOptions {
  rows: readonly ReplayRow[];
  /** The unit each channel is served in (the file's); our unit when absent. */
  units?: Readonly<Record<string, string>>;
  /** The file's mnemonic of each channel; the channel id when absent. */
  mnemonics?: Readonly<Record<string, string>>;
  /** Basic authentication; or a bearer token. Neither: no authentication. */
  username?: string;
  password?: string;
  token?: string;
  speed: number;
  timeShiftS?: number;
  /** Rows per ChannelData message at most. */
  batchRows?: number;
  port?: number;
  host?: string;
  /** The well's and wellbore's names (Discovery); 'Replay well' and 'Replay wellbore' when absent. */
  wellName?: string;
  /** The channel protocols offered: ChannelSubscribe (21), ChannelStreaming (1) or both (default). */
  channelProtocols?: 'subscribe' | 'streaming' | 'both';
  /** ChannelStreaming: the seconds of rows before the last recorded one that StartStreaming sends first (default 600). */
  holdS?: number;
}

const CHANNEL_PROTOCOLS = { subscribe: [CHANNEL_SUBSCRIBE], streaming: [CHANNEL_STREAMING], both: [CHANNEL_SUBSCRIBE, CHANNEL_STREAMING] } as const;

/** A data object of the store's one well as Discovery sees it: a channel refers to the wellbore, the wellbore to the well. */
interface StoreObject {
  uri: string;
  type: 'witsml20.Well' | 'witsml20.Wellbore' | 'witsml20.Channel';
  name: string;
  /** The URI this object refers to (its primary target); null for the well. */
  target: string | null;
}

interface Channel {
  id: number;
  channel: string;
  mnemonic: string;
  unit: string;
  uri: string;
  served: (v: number) => number;
}

interface Session {
  ws: WebSocket;
  open: boolean;
  nextId: number;
  /** Subscribed channel id → first index (µs) it wants. */
  subs: Map<number, number>;
  /** Next row to send. */
  cursor: number;
  /** The protocols agreed on when the session opened. */
  protocols: Set<number>;
  /** ChannelStreaming: the rows go as protocol 1's ChannelData. */
  streaming: boolean;
}

/** A stable UUID for a channel of the replayed file (name-based, as a v5 UUID is). */
function objectUuid(name: string): string {
  const h = createHash('sha1').update(`drillspace-replay:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export class EtpProducer {
  private http: Server | null = null;
  private wss: WebSocketServer | null = null;
  private timer: NodeJS.Timeout | null = null;
  private t0 = 0;
  private readonly sessions = new Set<Session>();
  private readonly channels: Channel[];
  private readonly objects: StoreObject[];
  /** The URIs of the well and wellbore the channels belong to (Discovery's context for a data source). */
  readonly wellUri = `eml:///witsml20.Well(${objectUuid('well')})`;
  readonly wellboreUri = `eml:///witsml20.Wellbore(${objectUuid('wellbore')})`;
  /** Sessions opened and upgrades refused for their credentials; subscriptions and streams started. */
  sessionsOpened = 0;
  refused = 0;
  subscriptions = 0;
  streamsStarted = 0;
  /** The protocols this store offers: Discovery and the channel protocols, each in its role (serverRole). */
  private readonly offered: readonly number[];

  constructor(private readonly o: EtpProducerOptions) {
    this.offered = [DISCOVERY, ...CHANNEL_PROTOCOLS[o.channelProtocols ?? 'both']];
    const ids = [...new Set(o.rows.flatMap((r) => Object.keys(r.values)))];
    this.channels = ids.map((channel, id) => {
      const mnemonic = o.mnemonics?.[channel] ?? channel;
      return {
        id,
        channel,
        mnemonic,
        unit: o.units?.[channel] ?? '',
        uri: `eml:///witsml20.Channel(${objectUuid(mnemonic)})`,
        served: servedValue(channel, o.units?.[channel]),
      };
    });
    const well = o.wellName ?? 'Replay well';
    this.objects = [
      { uri: this.wellUri, type: 'witsml20.Well', name: well, target: null },
      { uri: this.wellboreUri, type: 'witsml20.Wellbore', name: o.wellName ? `${well} wellbore` : 'Replay wellbore', target: this.wellUri },
      ...this.channels.map((c): StoreObject => ({ uri: c.uri, type: 'witsml20.Channel', name: c.mnemonic, target: this.wellboreUri })),
    ];
  }

  /** The channels' URIs with their mnemonics (what an administrator enters in the data source). */
  get uris(): { uri: string; mnemonic: string }[] {
    return this.channels.map((c) => ({ uri: c.uri, mnemonic: c.mnemonic }));
  }

  private rowUs(r: ReplayRow): number {
    return Math.round((r.timeS + (this.o.timeShiftS ?? 0)) * 1e6);
  }

  /** Rows recorded by now. */
  visible(): number {
    const n = recordedRows(this.o.rows, this.t0, this.o.speed);
    return this.pausedAt === null ? n : Math.min(n, this.pausedAt);
  }

  /** Rows recorded when pause() was called; null: recording. */
  private pausedAt: number | null = null;

  /** Records nothing more until resume() (which catches up with the elapsed time): the tests hold the stream while a server restarts. */
  pause(): void {
    this.pausedAt = this.visible();
  }

  resume(): void {
    this.pausedAt = null;
  }

  private authorized(req: IncomingMessage): boolean {
    const { username, password, token } = this.o;
    const got = req.headers.authorization ?? '';
    if (token !== undefined) return got === `Bearer ${token}`;
    if (username !== undefined) return got === `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}`;
    return true;
  }

  async listen(): Promise<string> {
    this.t0 = Date.now();
    const wss = new WebSocketServer({
      noServer: true,
      perMessageDeflate: false,
      handleProtocols: (offered) => (offered.has(ETP_SUBPROTOCOL) ? ETP_SUBPROTOCOL : false),
    });
    this.wss = wss;
    const http = createServer((_req, res) => {
      res.writeHead(426, { 'content-type': 'text/plain' });
      res.end(`an ETP 1.2 endpoint: connect with a WebSocket (subprotocol ${ETP_SUBPROTOCOL})\n`);
    });
    http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!this.authorized(req)) {
        this.refused++;
        socket.end('HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm="etp"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
    });
    this.http = http;
    await new Promise<void>((r) => http.listen(this.o.port ?? 0, this.o.host ?? '127.0.0.1', () => r()));
    this.timer = setInterval(() => this.pump(), 50);
    const a = http.address() as { port: number };
    const host = this.o.host && this.o.host !== '0.0.0.0' ? this.o.host : '127.0.0.1';
    return `ws://${host}:${a.port}/etp`;
  }

  private send(s: Session, name: MessageName, body: unknown, correlationId = 0): void {
    const messageId = s.nextId;
    s.nextId += 2; // a store's message ids are odd
    s.ws.send(encodeMessage(name, { messageId, correlationId }, body));
  }

  private exception(s: Session, correlationId: number, code: number, message: string, key?: string): void {
    const info = { message, code };
    this.send(
      s,
      'protocolException',
      key === undefined ? { error: { branch: 1, value: info }, errors: {} } : { error: { branch: 0, value: null }, errors: { [key]: info } },
      correlationId,
    );
  }

  private accept(ws: WebSocket): void {
    const s: Session = { ws, open: false, nextId: 1, subs: new Map(), cursor: 0, protocols: new Set(), streaming: false };
    this.sessions.add(s);
    ws.on('close', () => this.sessions.delete(s));
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      try {
        if (!isBinary) throw new Error('a text frame');
        this.onMessage(s, data as Buffer);
      } catch (e) {
        this.exception(s, 0, ETP_ERROR.invalidArgument, `a message that cannot be read: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
  }

  private onMessage(s: Session, data: Buffer): void {
    const { header, name, body } = decodeMessage(data);
    const id = header.messageId;
    if (name === 'requestSession') {
      const asked = (body as { requestedProtocols: SupportedProtocol[] }).requestedProtocols;
      const agreed = this.offered.filter((p) => asked.some((a) => a.protocol === p && a.role === serverRole(p)));
      if (!agreed.length) {
        this.exception(
          s,
          id,
          ETP_ERROR.noSupportedProtocols,
          `this endpoint offers protocols ${this.offered.join(', ')} only (the store role; the producer role of ChannelStreaming, 1)`,
        );
        s.ws.close(1000);
        return;
      }
      s.protocols = new Set(agreed);
      s.open = true;
      this.sessionsOpened++;
      this.send(
        s,
        'openSession',
        {
          applicationName: 'Drillspace replay',
          applicationVersion: '1',
          serverInstanceId: uuidBytes(randomUUID()),
          supportedProtocols: agreed.map((protocol) => ({ protocol, protocolVersion: ETP_VERSION, role: serverRole(protocol), protocolCapabilities: {} })),
          supportedDataObjects: ['witsml20.Well', 'witsml20.Wellbore', 'witsml20.Channel'].map((qualifiedType) => ({
            qualifiedType,
            dataObjectCapabilities: {},
          })),
          supportedCompression: '',
          supportedFormats: ['xml'],
          currentDateTime: Date.now() * 1000,
          earliestRetainedChangeTime: 0,
          sessionId: uuidBytes(randomUUID()),
          endpointCapabilities: {},
        },
        id,
      );
      // A producer describes every channel it streams, unasked.
      if (s.protocols.has(CHANNEL_STREAMING)) this.send(s, 'channelMetadata', { channels: this.channels.map((c) => this.metadata(c)) });
      return;
    }
    if (name === 'closeSession') {
      s.ws.close(1000, 'session closed');
      return;
    }
    if (!s.open) return this.exception(s, id, ETP_ERROR.invalidMessageType, 'no session: send RequestSession first');
    if (name !== null && !s.protocols.has(header.protocol) && header.protocol !== 0)
      return this.exception(s, id, ETP_ERROR.invalidMessageType, `protocol ${header.protocol} was not agreed on for this session`);
    if (name === 'getResources') {
      const found = this.resources(body as GetResources);
      if (found === null) return this.exception(s, id, ETP_ERROR.notFound, `no data object at ${(body as GetResources).context.uri}`);
      this.send(s, 'getResourcesResponse', { resources: found }, id);
      return;
    }
    if (name === 'getChannelMetadata') {
      const metadata: Record<string, ChannelMetadataRecord> = {};
      for (const [key, uri] of Object.entries((body as { uris: Record<string, string> }).uris)) {
        const c = this.channels.find((x) => x.uri === uri);
        if (c) metadata[key] = this.metadata(c);
        else this.exception(s, id, ETP_ERROR.notFound, `no channel at ${uri}`, key);
      }
      if (Object.keys(metadata).length) this.send(s, 'getChannelMetadataResponse', { metadata }, id);
      return;
    }
    if (name === 'subscribeChannels') {
      const wanted = (body as { channels: Record<string, { channelId: number; startIndex: IndexValue }> }).channels;
      const success: Record<string, string> = {};
      const visibleEndUs = this.rowUs(this.o.rows[this.visible() - 1]);
      for (const [key, w] of Object.entries(wanted)) {
        if (!this.channels[w.channelId]) {
          this.exception(s, id, ETP_ERROR.notFound, `no channel ${w.channelId}`, key);
          continue;
        }
        const start = w.startIndex.item.branch === 1 ? (w.startIndex.item.value as number) : visibleEndUs + 1;
        s.subs.set(w.channelId, start);
        success[key] = '';
      }
      const from = Math.min(...s.subs.values());
      s.cursor = this.o.rows.findIndex((r) => this.rowUs(r) >= from);
      if (s.cursor < 0) s.cursor = this.o.rows.length;
      this.subscriptions++;
      this.send(s, 'subscribeChannelsResponse', { success }, id);
      this.pump();
      return;
    }
    if (name === 'startStreaming') {
      // Every channel, from the rows it still holds: the last holdS seconds recorded.
      const fromUs = this.rowUs(this.o.rows[this.visible() - 1]) - (this.o.holdS ?? 600) * 1e6;
      s.streaming = true;
      s.subs = new Map(this.channels.map((c) => [c.id, fromUs]));
      s.cursor = Math.max(
        0,
        this.o.rows.findIndex((r) => this.rowUs(r) >= fromUs),
      );
      this.streamsStarted++;
      this.pump();
      return;
    }
    if (name === 'stopStreaming') {
      s.streaming = false;
      s.subs.clear();
      return;
    }
    if (name === null) this.exception(s, id, ETP_ERROR.invalidMessageType, `message ${header.protocol}/${header.messageType} is not supported here`);
  }

  /** Discovery's answer: the objects within the context's depth and scope, of its types; null when the context URI is unknown. */
  private resources(q: GetResources): Resource[] | null {
    const { uri, depth, dataObjectTypes } = q.context;
    const types = new Set(dataObjectTypes);
    const wanted = (o: StoreObject) => !types.size || types.has(o.type);
    const root = uri === 'eml:///' || uri === 'eml://';
    let found: StoreObject[];
    if (root) found = this.objects;
    else {
      const self = this.objects.find((o) => o.uri === uri);
      if (!self) return null;
      found = q.scope.endsWith('OrSelf') || q.scope === 'self' ? [self] : [];
      if (q.scope !== 'self') {
        // Walk the primary edges hop by hop: towards what refers to the context (sources) or what it refers to (targets).
        let frontier = [self];
        for (let hop = 0; hop < depth && frontier.length; hop++) {
          frontier = q.scope.startsWith('sources')
            ? this.objects.filter((o) => frontier.some((f) => o.target === f.uri))
            : this.objects.filter((o) => frontier.some((f) => f.target === o.uri));
          found.push(...frontier);
        }
      }
    }
    const createdUs = this.rowUs(this.o.rows[0]);
    const lastUs = this.rowUs(this.o.rows[Math.max(0, this.visible() - 1)]);
    return found.filter(wanted).map((o) => ({
      uri: o.uri,
      alternateUris: [],
      name: o.name,
      sourceCount: { branch: 0, value: null },
      targetCount: { branch: 0, value: null },
      lastChanged: o.type === 'witsml20.Channel' ? lastUs : createdUs,
      storeLastWrite: o.type === 'witsml20.Channel' ? lastUs : createdUs,
      storeCreated: createdUs,
      activeStatus: 'Active',
      customData: {},
    }));
  }

  private metadata(c: Channel): ChannelMetadataRecord {
    const rows = this.o.rows;
    return {
      uri: c.uri,
      id: c.id,
      indexes: [
        {
          indexKind: 'DateTime',
          interval: { startIndex: timeIndex(this.rowUs(rows[0])), endIndex: timeIndex(this.rowUs(rows[this.visible() - 1])), uom: 'us', depthDatum: '' },
          direction: 'Increasing',
          name: 'TIME',
          uom: 'us',
          depthDatum: '',
          indexPropertyKindUri: '',
          filterable: true,
        },
      ],
      channelName: c.mnemonic,
      dataKind: 'typeDouble',
      uom: c.unit,
      depthDatum: '',
      channelClassUri: '',
      status: 'Active',
      source: 'Drillspace replay',
      axisVectorLengths: [],
      attributeMetadata: [],
      customData: {},
    };
  }

  /** Sends each subscriber the rows recorded since its cursor. */
  private pump(): void {
    const visible = this.visible();
    const batch = this.o.batchRows ?? 200;
    for (const s of this.sessions) {
      if (!s.subs.size || s.ws.readyState !== s.ws.OPEN) continue;
      while (s.cursor < visible) {
        const end = Math.min(visible, s.cursor + batch);
        const data = [];
        for (let i = s.cursor; i < end; i++) {
          const r = this.o.rows[i];
          const us = this.rowUs(r);
          for (const [id, start] of s.subs) {
            const c = this.channels[id];
            const v = r.values[c.channel];
            if (v === undefined || us < start) continue;
            data.push({ channelId: id, indexes: [timeIndex(us)], value: { item: { branch: DV_DOUBLE, value: c.served(v) } }, valueAttributes: [] });
          }
        }
        s.cursor = end;
        if (data.length) this.send(s, s.streaming ? 'streamedChannelData' : 'channelData', { data });
      }
    }
  }

  /** Cuts every connection at once, as a network failure would. */
  dropConnections(): void {
    for (const s of this.sessions) s.ws.terminate();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.dropConnections();
    this.wss?.close();
    const h = this.http;
    if (h) await new Promise<void>((r) => h.close(() => r()));
  }
}
