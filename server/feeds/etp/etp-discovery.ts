/**
 * The channels an ETP 1.2 store holds, for an administrator choosing a source's channels instead of
 * typing their URIs: one short session asking for Discovery (protocol 3) and ChannelSubscribe (21)
 * in the store role, and ChannelStreaming (1) in the producer role; GetResources of type
 * witsml20.Channel from a context (the dataspace eml:///, or a well's or wellbore's URI: the channels
 * that refer to it within two hops); then GetChannelMetadata for those channels (their unit and
 * index), or, from a producer without ChannelSubscribe, the ChannelMetadata it sends unasked when the
 * session opens; each mapped as the feed will map it (the import's
 * mnemonic dictionary and unit conversion). Both answers may come in several parts: read up to the
 * final one. Every failure is an EtpDiscoveryError saying what went wrong; the session is closed.
 */
import WebSocket from 'ws';
import { proposeForChannels } from './etp-feed';
import {
  CHANNEL_STREAMING,
  CHANNEL_SUBSCRIBE,
  decodeMessage,
  DISCOVERY,
  encodeMessage,
  ETP_SUBPROTOCOL,
  FLAG_FINAL_PART,
  type ChannelMetadataRecord,
  type ErrorInfo,
  type GetResources,
  type MessageName,
  type Resource,
} from './etp-messages';
import type { DiscoveredChannelView } from '../../../src/domain/feeds/data-source';
import { openEtpSocket, requestSessionBody, unreachable, upgradeRefusal, type EtpEndpoint } from './etp-session';

export class EtpDiscoveryError extends Error {}

/** The server's answer is the client's view (src/domain/feeds/data-source.ts). */
export type DiscoveredChannel = DiscoveredChannelView;

export interface DiscoveryOptions extends EtpEndpoint {
  /** Where to look: eml:/// (the whole dataspace, default) or a well's or wellbore's URI. */
  contextUri?: string;
  timeoutMs?: number;
}

const ROOT = 'eml:///';

export function getResourcesBody(contextUri: string): GetResources {
  const root = contextUri === ROOT;
  return {
    // From a well: channel → wellbore → well, two hops along the references to it.
    context: {
      uri: contextUri,
      depth: root ? 1 : 2,
      dataObjectTypes: ['witsml20.Channel'],
      navigableEdges: 'Primary',
      includeSecondaryTargets: false,
      includeSecondarySources: false,
    },
    scope: root ? 'targets' : 'sources',
    countObjects: false,
    storeLastWriteFilter: { branch: 0, value: null },
    activeStatusFilter: { branch: 0, value: null },
    includeEdges: false,
  };
}

/** The channels' list (never the credentials): resolves once the store has answered both questions. */
export function discoverEtpChannels(o: DiscoveryOptions): Promise<DiscoveredChannel[]> {
  const contextUri = o.contextUri?.trim() || ROOT;
  return new Promise((resolve, reject) => {
    const ws = openEtpSocket(o);
    let nextId = 2;
    let settled = false;
    let offersMetadata = false;
    /** A producer's ChannelMetadata (ChannelStreaming without ChannelSubscribe): null until it comes. */
    let streamed: ChannelMetadataRecord[] | null = null;
    let awaitingStreamed = false;
    const resources: Resource[] = [];
    const metadata: ChannelMetadataRecord[] = [];
    /** Channels asked metadata for, and those the store answered an error for (listed without it). */
    let asked = 0;
    let missing = 0;
    const metadataDone = () => metadata.length + missing >= asked;
    const send = (name: MessageName, body: unknown) => {
      ws.send(encodeMessage(name, { messageId: nextId }, body));
      nextId += 2;
    };
    const finish = (err: string | null, value: DiscoveredChannel[] = []) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (ws.readyState === WebSocket.OPEN) {
        send('closeSession', { reason: 'discovery done' });
        ws.close(1000);
      } else ws.terminate();
      if (err === null) resolve(value);
      else reject(new EtpDiscoveryError(err));
    };
    const timer = setTimeout(() => finish(`the ETP server did not answer within ${Math.round((o.timeoutMs ?? 15_000) / 1000)} s`), o.timeoutMs ?? 15_000);
    const answer = () => {
      const byUri = new Map(metadata.map((m) => [m.uri, m]));
      const timed = metadata.filter((m) => m.indexes[0]?.indexKind === 'DateTime');
      const proposal = new Map(proposeForChannels(timed).map((p, i) => [timed[i].uri, p]));
      finish(
        null,
        resources.map((r): DiscoveredChannel => {
          const m = byUri.get(r.uri);
          const p = proposal.get(r.uri);
          const taken = p?.declared && p.action === 'import';
          const kind = m?.indexes[0]?.indexKind ?? null;
          return {
            uri: r.uri,
            name: m?.channelName || r.name,
            unit: m ? m.uom : null,
            index_kind: kind,
            channel: taken ? p.channel : null,
            target_unit: taken ? p.target_unit : null,
            note: taken
              ? null
              : !m
                ? 'no metadata from the store'
                : kind !== 'DateTime'
                  ? `indexed by ${kind ?? 'nothing'}: only time-indexed channels are taken`
                  : (p?.note ?? 'not a channel the mnemonic dictionary knows'),
          };
        }),
      );
    };
    ws.on('unexpected-response', (_req, res) => finish(upgradeRefusal(res.statusCode ?? 0)));
    ws.on('error', (e) => finish(unreachable(o.url, e)));
    ws.on('close', () => finish('the ETP server closed the connection before answering'));
    ws.on('open', () => {
      if (ws.protocol !== ETP_SUBPROTOCOL) return finish(`the server did not accept the ${ETP_SUBPROTOCOL} subprotocol`);
      send('requestSession', requestSessionBody([DISCOVERY, CHANNEL_SUBSCRIBE, CHANNEL_STREAMING]));
    });
    ws.on('message', (data, isBinary) => {
      if (!isBinary) return finish('the ETP server sent a text frame (ETP 1.2 is binary Avro)');
      let msg;
      try {
        msg = decodeMessage(data as Buffer);
      } catch (e) {
        return finish(`the ETP server sent a message that cannot be read: ${e instanceof Error ? e.message : String(e)}`);
      }
      const final = (msg.header.messageFlags & FLAG_FINAL_PART) !== 0;
      switch (msg.name) {
        case 'openSession': {
          const offered = (msg.body as { supportedProtocols: { protocol: number }[] }).supportedProtocols.map((p) => p.protocol);
          if (!offered.includes(DISCOVERY)) return finish('the ETP server does not offer Discovery (protocol 3): enter the channel URIs');
          offersMetadata = offered.includes(CHANNEL_SUBSCRIBE);
          if (!offersMetadata && offered.includes(CHANNEL_STREAMING)) streamed = streamed ?? [];
          return send('getResources', getResourcesBody(contextUri));
        }
        case 'channelMetadata': {
          const records = (msg.body as { channels: ChannelMetadataRecord[] }).channels;
          streamed = [...(streamed ?? []), ...records];
          if (awaitingStreamed) {
            metadata.push(...records);
            answer();
          }
          return;
        }
        case 'getResourcesResponse':
          resources.push(...(msg.body as { resources: Resource[] }).resources);
          if (!final) return;
          if (resources.length && !offersMetadata && streamed !== null) {
            // A producer describes its channels unasked: those it has described, or the first description still to come.
            if (!streamed.length) return void (awaitingStreamed = true);
            metadata.push(...streamed);
          }
          if (!resources.length || !offersMetadata) return answer();
          asked = resources.length;
          return send('getChannelMetadata', { uris: Object.fromEntries(resources.map((r, i) => [String(i), r.uri])) });
        case 'getChannelMetadataResponse':
          metadata.push(...Object.values((msg.body as { metadata: Record<string, ChannelMetadataRecord> }).metadata));
          if (metadataDone()) answer();
          return;
        case 'protocolException': {
          const b = msg.body as { error: { value: ErrorInfo | null }; errors: Record<string, ErrorInfo> };
          // While metadata is asked, errors per channel: those are listed without it. Any other refusal ends the discovery.
          if (asked && !b.error.value) {
            missing += Object.keys(b.errors).length;
            if (metadataDone()) answer();
            return;
          }
          const e = b.error.value ?? Object.values(b.errors)[0];
          return finish(`the ETP server answered ${e ? `error ${e.code}: ${e.message}` : 'an error'}`);
        }
        case 'closeSession':
          return finish(`the ETP server closed the session: ${(msg.body as { reason: string }).reason || 'no reason given'}`);
        default:
          return;
      }
    });
  });
}
