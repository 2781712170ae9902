/**
 * What every ETP 1.2 customer here does the same way (the feed and Discovery): the WebSocket with
 * subprotocol etp12.energistics.org and the credentials in the upgrade's Authorization header (Basic
 * with a user name, a Bearer token without one), the RequestSession asking for protocols with the
 * server in the store role (the producer role for ChannelStreaming), and the words for a refused upgrade.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { ETP_SUBPROTOCOL, ETP_VERSION, serverRole, uuidBytes } from './etp-messages';

export interface EtpEndpoint {
  /** ws:// or wss:// endpoint of the ETP server. */
  url: string;
  /** Basic authentication's user; null with a secret: the secret is a bearer token. */
  username: string | null;
  secret: string | null;
}

export function openEtpSocket(o: EtpEndpoint): WebSocket {
  const headers: Record<string, string> = {};
  if (o.username) headers.authorization = `Basic ${Buffer.from(`${o.username}:${o.secret ?? ''}`).toString('base64')}`;
  else if (o.secret) headers.authorization = `Bearer ${o.secret}`;
  return new WebSocket(o.url, ETP_SUBPROTOCOL, { headers, handshakeTimeout: 15_000, perMessageDeflate: false });
}

/** Why the server refused the WebSocket upgrade, from its HTTP status. */
export const upgradeRefusal = (status: number): string =>
  status === 401 || status === 403
    ? `the ETP server refused the credentials (HTTP ${status})`
    : `the ETP server answered HTTP ${status} to the WebSocket upgrade`;

export const unreachable = (url: string, e: Error): string => `the ETP server at ${new URL(url).host} cannot be reached (${e.message})`;

/** RequestSession for these protocols, each with the server in its role (serverRole). */
export function requestSessionBody(protocols: readonly number[]) {
  return {
    applicationName: 'Drillspace',
    applicationVersion: '1',
    clientInstanceId: uuidBytes(randomUUID()),
    requestedProtocols: protocols.map((protocol) => ({ protocol, protocolVersion: ETP_VERSION, role: serverRole(protocol), protocolCapabilities: {} })),
    supportedDataObjects: [{ qualifiedType: 'witsml20.Channel', dataObjectCapabilities: {} }],
    supportedCompression: [],
    supportedFormats: ['xml'],
    currentDateTime: Date.now() * 1000,
    earliestRetainedChangeTime: 0,
    serverAuthorizationRequired: false,
    endpointCapabilities: {},
  };
}
