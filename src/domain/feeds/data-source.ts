/**
 * A well's live data source (admin › dashboards › well data sources): what an administrator enters
 * and what the API answers. Pure (zod only): the server validates with the schemas the client's
 * form uses. The password is write-only: answers say whether one is set, never what it is.
 */
import { z } from 'zod';

export const DATA_SOURCE_PROTOCOLS = ['wits0', 'witsml141', 'etp12'] as const;
export type DataSourceProtocol = (typeof DATA_SOURCE_PROTOCOLS)[number];

/** What a source feeds: the well's channels (any protocol), its survey or its rig messages (WITSML 1.4.1.1 trajectory and message objects). */
export const DATA_SOURCE_KINDS = ['log', 'trajectory', 'message'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];

export const DATA_SOURCE_STATUSES = ['offline', 'connecting', 'online', 'quiet', 'error'] as const;
export type DataSourceStatus = (typeof DATA_SOURCE_STATUSES)[number];

/** A WITS0 item code: record (2 digits) and item (2 digits), e.g. 0108 bit depth. */
export const witsItemCode = z.string().regex(/^\d{4}$/, 'a 4-digit WITS record and item code, e.g. 0108');

/** One override of the standard item mapping: the item goes to this channel, read in this unit. */
export const mappingOverride = z
  .object({
    item: witsItemCode,
    /** A declared channel id (bitDepthM, hookloadT, ...) or a name of one's own; null: ignore the item. */
    channel: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,60}$/, 'letters, digits and _ (up to 60)')
      .nullable(),
    /** The unit the source sends the item in (klbf, psi, gpm, ft ...); omitted: the standard item's unit. */
    unit: z.string().max(20).optional(),
  })
  .strict();
export type MappingOverride = z.infer<typeof mappingOverride>;

const host = z
  .string()
  .min(1, 'required')
  .max(253)
  .regex(/^[A-Za-z0-9.:_-]+$/, 'a host name or an IP address');

const common = {
  well_id: z.uuid(),
  name: z.string().trim().min(1, 'required').max(120),
  username: z.string().max(200).nullable().optional(),
  password: z.string().max(500).nullable().optional(),
};

const wits0 = {
  /** listen: the EDR connects to us on host:port; connect: we connect to the EDR at host:port. */
  mode: z.enum(['listen', 'connect']),
  host,
  port: z.number().int().min(1).max(65535),
  mapping: z.array(mappingOverride).max(200).optional(),
};

const uid = z.string().trim().min(1, 'required').max(64);
const witsml = {
  /** The store's SOAP endpoint (https in production; http for a store on the same network or the replayer). */
  url: z.url({ protocol: /^https?$/, message: 'an http(s) URL of the WITSML store' }).max(500),
  /** What the source feeds (default log): a growing log, a trajectory's new stations or the wellbore's messages. */
  kind: z.enum(DATA_SOURCE_KINDS).optional(),
  /** The object's ids in the store: the log's (kind log), the trajectory's (kind trajectory), the wellbore's (kind message). */
  remote: z.object({ uid_well: uid, uid_wellbore: uid, uid_log: uid.optional(), uid_trajectory: uid.optional() }).strict(),
  poll_s: z.number().int().min(1).max(3600).optional(),
};

/** A WITSML 2.0 channel's URI in an ETP store (eml:///witsml20.Channel(uuid), or with a dataspace). */
const channelUri = z
  .string()
  .trim()
  .max(500)
  .regex(/^eml:\/\/\/\S*witsml20\.Channel\([^()\s]+\)$/, 'a WITSML 2.0 channel URI, e.g. eml:///witsml20.Channel(uuid)');
/** A well's or wellbore's URI in an ETP store (Discovery's context), or the dataspace eml:///. */
const contextUri = z
  .string()
  .trim()
  .max(500)
  .regex(/^eml:\/\/\/(\S*witsml20\.(Well|Wellbore)\([^()\s]+\))?$/, 'eml:/// (the whole store) or a well or wellbore URI, e.g. eml:///witsml20.Well(uuid)');

export const etpRemote = z.object({ uris: z.array(channelUri).min(1, 'give at least one channel URI').max(200) }).strict();
const etp = {
  /** The ETP 1.2 WebSocket endpoint (wss in production). Without a user name the password is sent as a bearer token. */
  url: z.url({ protocol: /^wss?$/, message: 'a ws(s) URL of the ETP 1.2 endpoint' }).max(500),
  remote: etpRemote,
};

/**
 * List an ETP endpoint's channels (Discovery) before choosing them. Without a password, the stored one
 * of `source_id` is used, and only towards that source's own endpoint.
 */
export const etpDiscoveryBody = z
  .object({
    url: etp.url,
    username: common.username,
    password: common.password,
    context_uri: contextUri.optional(),
    source_id: z.uuid().optional(),
  })
  .strict();

/** One channel of an ETP store as Discovery found it, with what our feed would make of it. */
export interface DiscoveredChannelView {
  uri: string;
  /** The store's name of the channel (its mnemonic). */
  name: string;
  /** The store's unit; null when its metadata did not come. */
  unit: string | null;
  /** The channel's first index kind (DateTime for a time log); null when unknown. */
  index_kind: string | null;
  /** Our channel it feeds (a time-indexed channel the dictionary knows, in a unit that converts); null: the feed will not take it (note says why). */
  channel: string | null;
  /** Our channel's unit. */
  target_unit: string | null;
  /** Why it is not taken, when it is not. */
  note: string | null;
}

/** A discovery's answer: the store's channels, or why it could not be asked. */
export interface EtpDiscoveryView {
  ok: boolean;
  message: string;
  channels: DiscoveredChannelView[];
}

/**
 * Browse a WITSML 1.4.1.1 store before choosing a source's object: its wells; with uid_well, that
 * well's wellbores; with uid_wellbore too, that wellbore's logs (or trajectories). Without a password,
 * the stored one of `source_id` is used, and only towards that source's own store.
 */
export const witsmlDiscoveryBody = z
  .object({
    url: witsml.url,
    username: common.username,
    password: common.password,
    source_id: z.uuid().optional(),
    uid_well: uid.optional(),
    uid_wellbore: uid.optional(),
    /** What a wellbore's listing holds (default log). */
    object: z.enum(['log', 'trajectory']).optional(),
  })
  .strict()
  .refine((b) => !b.uid_wellbore || b.uid_well, { path: ['uid_wellbore'], message: 'give uid_well with it' });

/** A level of a store's tree: wells, a well's wellbores, a wellbore's logs or trajectories. */
export type WitsmlDiscoveryLevel = 'well' | 'wellbore' | 'log' | 'trajectory';

/** One object of a store as an id-only question answers it. */
export interface WitsmlStoreObjectView {
  uid: string;
  /** The store's name of it; null when it gave none. */
  name: string | null;
}

/** A store browse's answer: the objects of one level, or why the store could not be asked. */
export interface WitsmlDiscoveryView {
  ok: boolean;
  message: string;
  level: WitsmlDiscoveryLevel;
  objects: WitsmlStoreObjectView[];
}

export const createDataSourceBody = z.discriminatedUnion('protocol', [
  z.object({ ...common, protocol: z.literal('wits0'), ...wits0 }).strict(),
  z.object({ ...common, protocol: z.literal('witsml141'), ...witsml }).strict(),
  z.object({ ...common, protocol: z.literal('etp12'), ...etp }).strict(),
]);

/** The store object a WITSML 1.4.1.1 source of this kind needs: null when the remote names it, else the problem (field and why). */
export function witsmlRemoteProblem(kind: DataSourceKind, remote: { uid_log?: string; uid_trajectory?: string }): string | null {
  if (kind === 'log' && !remote.uid_log) return "body.remote.uid_log: required (the log's uid in the store)";
  if (kind === 'trajectory' && !remote.uid_trajectory) return "body.remote.uid_trajectory: required (the trajectory's uid in the store)";
  return null;
}

/** Any field of either protocol; the route checks the result is a whole source of its protocol. */
export const updateDataSourceBody = z
  .object({
    name: common.name,
    username: common.username,
    password: common.password,
    ...wits0,
    poll_s: witsml.poll_s,
    url: z.url({ protocol: /^(https?|wss?)$/, message: 'an http(s) URL of the WITSML store or a ws(s) URL of the ETP endpoint' }).max(500),
    remote: z.union([witsml.remote, etpRemote]),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field to change' });

/** A source as the API answers it. */
export interface DataSourceView {
  id: string;
  well_id: string;
  well_name: string;
  name: string;
  protocol: DataSourceProtocol;
  kind: DataSourceKind;
  mode: 'listen' | 'connect';
  host: string | null;
  port: number | null;
  url: string | null;
  /** witsml141: the log's, trajectory's or wellbore's ids; etp12: the channels' URIs. */
  remote: { uid_well?: string; uid_wellbore?: string; uid_log?: string; uid_trajectory?: string; uris?: string[] };
  poll_s: number;
  username: string | null;
  has_password: boolean;
  mapping: MappingOverride[];
  enabled: boolean;
  state: {
    status: DataSourceStatus;
    error: string | null;
    /** Epoch s of the last stored sample. */
    last_s: number | null;
    /** Epoch ms when the last record arrived. */
    last_data_ms: number | null;
    lag_s: number | null;
    good_records: number;
    bad_records: number;
    duplicate_records: number;
  };
}
