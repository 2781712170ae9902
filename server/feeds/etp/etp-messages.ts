/**
 * The ETP 1.2 messages the feed and the replayer's producer exchange, as Avro schemas (field order
 * from the Energistics.Etp.v12 schemas): the MessageHeader, Core (RequestSession, OpenSession,
 * CloseSession, ProtocolException), ChannelStreaming (protocol 1: ChannelMetadata, ChannelData,
 * StartStreaming, StopStreaming; the two last have no fields in 1.2), Discovery (protocol 3:
 * GetResources and its response) and ChannelSubscribe (protocol 21: GetChannelMetadata and its
 * response, SubscribeChannels and its response, ChannelData, SubscriptionsStopped). One WebSocket
 * binary message carries a header then a body, each Avro binary. Times and DateTime indexes are
 * microseconds since 1970-01-01 UTC.
 */
import { AvroReader, AvroWriter, type AvroSchema, type UnionValue } from './avro';

export const ETP_SUBPROTOCOL = 'etp12.energistics.org';

export const CORE = 0;
export const CHANNEL_STREAMING = 1;
export const DISCOVERY = 3;
export const CHANNEL_SUBSCRIBE = 21;

export const MSG = {
  requestSession: [CORE, 1],
  openSession: [CORE, 2],
  closeSession: [CORE, 5],
  protocolException: [CORE, 1000],
  channelMetadata: [CHANNEL_STREAMING, 1],
  streamedChannelData: [CHANNEL_STREAMING, 2],
  startStreaming: [CHANNEL_STREAMING, 3],
  stopStreaming: [CHANNEL_STREAMING, 4],
  getResources: [DISCOVERY, 1],
  getResourcesResponse: [DISCOVERY, 4],
  getChannelMetadata: [CHANNEL_SUBSCRIBE, 1],
  getChannelMetadataResponse: [CHANNEL_SUBSCRIBE, 2],
  subscribeChannels: [CHANNEL_SUBSCRIBE, 3],
  channelData: [CHANNEL_SUBSCRIBE, 4],
  subscriptionsStopped: [CHANNEL_SUBSCRIBE, 8],
  subscribeChannelsResponse: [CHANNEL_SUBSCRIBE, 12],
} as const;
export type MessageName = keyof typeof MSG;

/**
 * The role the server plays in each protocol a customer asks for: the producer of ChannelStreaming
 * (the customer consumes), the store of the others (the customer is their customer).
 */
export const serverRole = (protocol: number): 'producer' | 'store' => (protocol === CHANNEL_STREAMING ? 'producer' : 'store');

/** MessageHeader.messageFlags: the last (here: only) part of a message. */
export const FLAG_FINAL_PART = 0x02;
/** The header is followed by a header extension (skipped by readers). */
export const FLAG_HEADER_EXTENSION = 0x20;

/** ETP 1.2 error codes used here (ErrorInfo.code). */
export const ETP_ERROR = { noSupportedProtocols: 2, invalidMessageType: 3, invalidArgument: 5, invalidUri: 9, notFound: 11 } as const;

const rec = (name: string, fields: [string, AvroSchema][]): AvroSchema => ({ type: 'record', name, fields });
const arr = (items: AvroSchema): AvroSchema => ({ type: 'array', items });
const map = (values: AvroSchema): AvroSchema => ({ type: 'map', values });
const union = (...branches: AvroSchema[]): AvroSchema => ({ type: 'union', branches });

const uuid: AvroSchema = { type: 'fixed', size: 16 };

export const MESSAGE_HEADER = rec('MessageHeader', [
  ['protocol', 'int'],
  ['messageType', 'int'],
  ['correlationId', 'long'],
  ['messageId', 'long'],
  ['messageFlags', 'int'],
]);

const arrayOf = (name: string, items: AvroSchema) => rec(name, [['values', arr(items)]]);
const ARRAY_OF_BOOLEAN = arrayOf('ArrayOfBoolean', 'boolean');
const ARRAY_OF_INT = arrayOf('ArrayOfInt', 'int');
const ARRAY_OF_LONG = arrayOf('ArrayOfLong', 'long');
const ARRAY_OF_FLOAT = arrayOf('ArrayOfFloat', 'float');
const ARRAY_OF_DOUBLE = arrayOf('ArrayOfDouble', 'double');
const ARRAY_OF_STRING = arrayOf('ArrayOfString', 'string');
const ANY_ARRAY = rec('AnyArray', [['item', union(ARRAY_OF_BOOLEAN, ARRAY_OF_INT, ARRAY_OF_LONG, ARRAY_OF_FLOAT, ARRAY_OF_DOUBLE, ARRAY_OF_STRING, 'bytes')]]);

/** DataValue.item branches: 0 null, 1 boolean, 2 int, 3 long, 4 float, 5 double, 6 string, 7–16 arrays, 17 bytes, 18 AnySparseArray. */
export const DATA_VALUE = rec('DataValue', [
  [
    'item',
    union(
      'null',
      'boolean',
      'int',
      'long',
      'float',
      'double',
      'string',
      ARRAY_OF_BOOLEAN,
      arrayOf('ArrayOfNullableBoolean', union('null', 'boolean')),
      ARRAY_OF_INT,
      arrayOf('ArrayOfNullableInt', union('null', 'int')),
      ARRAY_OF_LONG,
      arrayOf('ArrayOfNullableLong', union('null', 'long')),
      ARRAY_OF_FLOAT,
      ARRAY_OF_DOUBLE,
      ARRAY_OF_STRING,
      arrayOf('ArrayOfBytes', 'bytes'),
      'bytes',
      rec('AnySparseArray', [
        [
          'slices',
          arr(
            rec('AnySubarray', [
              ['start', 'long'],
              ['slice', ANY_ARRAY],
            ]),
          ),
        ],
      ]),
    ),
  ],
]);
export const DV_DOUBLE = 5;

/** IndexValue.item branches: 0 null, 1 long (time µs or scaled), 2 double (depth), 3 PassIndexedDepth. */
export const INDEX_VALUE = rec('IndexValue', [
  [
    'item',
    union(
      'null',
      'long',
      'double',
      rec('PassIndexedDepth', [
        ['pass', 'long'],
        ['direction', { type: 'enum', symbols: ['Up', 'HoldingSteady', 'Down'] }],
        ['depth', 'double'],
      ]),
    ),
  ],
]);

const ERROR_INFO = rec('ErrorInfo', [
  ['message', 'string'],
  ['code', 'int'],
]);

const SUPPORTED_PROTOCOL = rec('SupportedProtocol', [
  ['protocol', 'int'],
  [
    'protocolVersion',
    rec('Version', [
      ['major', 'int'],
      ['minor', 'int'],
      ['revision', 'int'],
      ['patch', 'int'],
    ]),
  ],
  ['role', 'string'],
  ['protocolCapabilities', map(DATA_VALUE)],
]);

const SUPPORTED_DATA_OBJECT = rec('SupportedDataObject', [
  ['qualifiedType', 'string'],
  ['dataObjectCapabilities', map(DATA_VALUE)],
]);

const CHANNEL_DATA_KIND: AvroSchema = {
  type: 'enum',
  symbols: [
    'DateTime',
    'ElapsedTime',
    'MeasuredDepth',
    'PassIndexedDepth',
    'TrueVerticalDepth',
    'typeBoolean',
    'typeInt',
    'typeLong',
    'typeFloat',
    'typeDouble',
    'typeString',
    'typeBytes',
  ],
};

const INDEX_METADATA_RECORD = rec('IndexMetadataRecord', [
  [
    'indexKind',
    { type: 'enum', symbols: ['DateTime', 'ElapsedTime', 'MeasuredDepth', 'TrueVerticalDepth', 'PassIndexedDepth', 'Pressure', 'Temperature', 'Scalar'] },
  ],
  [
    'interval',
    rec('IndexInterval', [
      ['startIndex', INDEX_VALUE],
      ['endIndex', INDEX_VALUE],
      ['uom', 'string'],
      ['depthDatum', 'string'],
    ]),
  ],
  ['direction', { type: 'enum', symbols: ['Increasing', 'Decreasing', 'Unordered'] }],
  ['name', 'string'],
  ['uom', 'string'],
  ['depthDatum', 'string'],
  ['indexPropertyKindUri', 'string'],
  ['filterable', 'boolean'],
]);

export const CHANNEL_METADATA_RECORD = rec('ChannelMetadataRecord', [
  ['uri', 'string'],
  ['id', 'long'],
  ['indexes', arr(INDEX_METADATA_RECORD)],
  ['channelName', 'string'],
  ['dataKind', CHANNEL_DATA_KIND],
  ['uom', 'string'],
  ['depthDatum', 'string'],
  ['channelClassUri', 'string'],
  ['status', { type: 'enum', symbols: ['Active', 'Inactive'] }],
  ['source', 'string'],
  ['axisVectorLengths', arr('int')],
  [
    'attributeMetadata',
    arr(
      rec('AttributeMetadataRecord', [
        ['attributeId', 'int'],
        ['attributeName', 'string'],
        ['dataKind', CHANNEL_DATA_KIND],
        ['uom', 'string'],
        ['depthDatum', 'string'],
        ['attributePropertyKindUri', 'string'],
        ['axisVectorLengths', arr('int')],
      ]),
    ),
  ],
  ['customData', map(DATA_VALUE)],
]);

const DATA_ITEM = rec('DataItem', [
  ['channelId', 'long'],
  ['indexes', arr(INDEX_VALUE)],
  ['value', DATA_VALUE],
  [
    'valueAttributes',
    arr(
      rec('DataAttribute', [
        ['attributeId', 'int'],
        ['attributeValue', DATA_VALUE],
      ]),
    ),
  ],
]);

const ACTIVE_STATUS: AvroSchema = { type: 'enum', symbols: ['Active', 'Inactive'] };

/** Discovery's context: where to start (a URI), how many hops, which data object types to answer. */
const CONTEXT_INFO = rec('ContextInfo', [
  ['uri', 'string'],
  ['depth', 'int'],
  ['dataObjectTypes', arr('string')],
  ['navigableEdges', { type: 'enum', symbols: ['Primary', 'Secondary', 'Both'] }],
  ['includeSecondaryTargets', 'boolean'],
  ['includeSecondarySources', 'boolean'],
]);

const RESOURCE = rec('Resource', [
  ['uri', 'string'],
  ['alternateUris', arr('string')],
  ['name', 'string'],
  ['sourceCount', union('null', 'int')],
  ['targetCount', union('null', 'int')],
  ['lastChanged', 'long'],
  ['storeLastWrite', 'long'],
  ['storeCreated', 'long'],
  ['activeStatus', ACTIVE_STATUS],
  ['customData', map(DATA_VALUE)],
]);

const CHANNEL_DATA_FIELDS: [string, AvroSchema][] = [['data', arr(DATA_ITEM)]];

export const BODY: Record<MessageName, AvroSchema> = {
  requestSession: rec('RequestSession', [
    ['applicationName', 'string'],
    ['applicationVersion', 'string'],
    ['clientInstanceId', uuid],
    ['requestedProtocols', arr(SUPPORTED_PROTOCOL)],
    ['supportedDataObjects', arr(SUPPORTED_DATA_OBJECT)],
    ['supportedCompression', arr('string')],
    ['supportedFormats', arr('string')],
    ['currentDateTime', 'long'],
    ['earliestRetainedChangeTime', 'long'],
    ['serverAuthorizationRequired', 'boolean'],
    ['endpointCapabilities', map(DATA_VALUE)],
  ]),
  openSession: rec('OpenSession', [
    ['applicationName', 'string'],
    ['applicationVersion', 'string'],
    ['serverInstanceId', uuid],
    ['supportedProtocols', arr(SUPPORTED_PROTOCOL)],
    ['supportedDataObjects', arr(SUPPORTED_DATA_OBJECT)],
    ['supportedCompression', 'string'],
    ['supportedFormats', arr('string')],
    ['currentDateTime', 'long'],
    ['earliestRetainedChangeTime', 'long'],
    ['sessionId', uuid],
    ['endpointCapabilities', map(DATA_VALUE)],
  ]),
  closeSession: rec('CloseSession', [['reason', 'string']]),
  protocolException: rec('ProtocolException', [
    ['error', union('null', ERROR_INFO)],
    ['errors', map(ERROR_INFO)],
  ]),
  channelMetadata: rec('ChannelMetadata', [['channels', arr(CHANNEL_METADATA_RECORD)]]),
  streamedChannelData: rec('ChannelData', CHANNEL_DATA_FIELDS),
  startStreaming: rec('StartStreaming', []),
  stopStreaming: rec('StopStreaming', []),
  getResources: rec('GetResources', [
    ['context', CONTEXT_INFO],
    ['scope', { type: 'enum', symbols: ['self', 'sources', 'targets', 'sourcesOrSelf', 'targetsOrSelf'] }],
    ['countObjects', 'boolean'],
    ['storeLastWriteFilter', union('null', 'long')],
    ['activeStatusFilter', union('null', ACTIVE_STATUS)],
    ['includeEdges', 'boolean'],
  ]),
  getResourcesResponse: rec('GetResourcesResponse', [['resources', arr(RESOURCE)]]),
  getChannelMetadata: rec('GetChannelMetadata', [['uris', map('string')]]),
  getChannelMetadataResponse: rec('GetChannelMetadataResponse', [['metadata', map(CHANNEL_METADATA_RECORD)]]),
  subscribeChannels: rec('SubscribeChannels', [
    [
      'channels',
      map(
        rec('ChannelSubscribeInfo', [
          ['channelId', 'long'],
          ['startIndex', INDEX_VALUE],
          ['dataChanges', 'boolean'],
          ['requestLatestIndexCount', union('null', 'int')],
        ]),
      ),
    ],
  ]),
  channelData: rec('ChannelData', CHANNEL_DATA_FIELDS),
  subscriptionsStopped: rec('SubscriptionsStopped', [
    ['reason', 'string'],
    ['channelIds', map('long')],
  ]),
  subscribeChannelsResponse: rec('SubscribeChannelsResponse', [['success', map('string')]]),
};

// ---- typed bodies (what the two sides build and read) ----

export interface ErrorInfo {
  message: string;
  code: number;
}
export interface SupportedProtocol {
  protocol: number;
  protocolVersion: { major: number; minor: number; revision: number; patch: number };
  role: string;
  protocolCapabilities: Record<string, unknown>;
}
export interface IndexValue {
  item: UnionValue;
}
export interface ChannelMetadataRecord {
  uri: string;
  id: number;
  indexes: {
    indexKind: string;
    interval: { startIndex: IndexValue; endIndex: IndexValue; uom: string; depthDatum: string };
    direction: string;
    name: string;
    uom: string;
    depthDatum: string;
    indexPropertyKindUri: string;
    filterable: boolean;
  }[];
  channelName: string;
  dataKind: string;
  uom: string;
  depthDatum: string;
  channelClassUri: string;
  status: 'Active' | 'Inactive';
  source: string;
  axisVectorLengths: number[];
  attributeMetadata: unknown[];
  customData: Record<string, unknown>;
}
export type ContextScope = 'self' | 'sources' | 'targets' | 'sourcesOrSelf' | 'targetsOrSelf';
export interface GetResources {
  context: {
    uri: string;
    depth: number;
    dataObjectTypes: string[];
    navigableEdges: 'Primary' | 'Secondary' | 'Both';
    includeSecondaryTargets: boolean;
    includeSecondarySources: boolean;
  };
  scope: ContextScope;
  countObjects: boolean;
  storeLastWriteFilter: UnionValue;
  activeStatusFilter: UnionValue;
  includeEdges: boolean;
}
export interface Resource {
  uri: string;
  alternateUris: string[];
  name: string;
  sourceCount: UnionValue;
  targetCount: UnionValue;
  lastChanged: number;
  storeLastWrite: number;
  storeCreated: number;
  activeStatus: 'Active' | 'Inactive';
  customData: Record<string, unknown>;
}
export interface DataItem {
  channelId: number;
  indexes: IndexValue[];
  value: { item: UnionValue };
  valueAttributes: unknown[];
}

/** A UUID's 16 bytes (the Avro fixed Uuid). */
export const uuidBytes = (uuid: string): Buffer => Buffer.from(uuid.replace(/-/g, ''), 'hex');

export const ETP_VERSION = { major: 1, minor: 2, revision: 0, patch: 0 };
export const timeIndex = (us: number): IndexValue => ({ item: { branch: 1, value: us } });

/** A DataValue's number (int, long, float or double); null for anything else. */
export function dataValueNumber(v: { item: UnionValue }): number | null {
  const { branch, value } = v.item;
  return branch >= 2 && branch <= 5 && typeof value === 'number' ? value : null;
}

// ---- framing ----

export interface MessageHeader {
  protocol: number;
  messageType: number;
  correlationId: number;
  messageId: number;
  messageFlags: number;
}

export function encodeMessage(name: MessageName, header: { messageId: number; correlationId?: number }, body: unknown): Buffer {
  const [protocol, messageType] = MSG[name];
  const w = new AvroWriter();
  w.write(MESSAGE_HEADER, { protocol, messageType, correlationId: header.correlationId ?? 0, messageId: header.messageId, messageFlags: FLAG_FINAL_PART });
  w.write(BODY[name], body);
  return w.done();
}

export interface Decoded {
  header: MessageHeader;
  /** The message's name when it is one of ours; null: another message (its body is not read). */
  name: MessageName | null;
  body: unknown;
}

const byNumber = new Map(Object.entries(MSG).map(([n, [p, t]]) => [`${p}/${t}`, n as MessageName]));

export function decodeMessage(b: Uint8Array): Decoded {
  const r = new AvroReader(b);
  const header = r.read(MESSAGE_HEADER) as MessageHeader;
  // A ProtocolException is Core 1000 in any protocol.
  const name = header.messageType === 1000 ? 'protocolException' : (byNumber.get(`${header.protocol}/${header.messageType}`) ?? null);
  if (header.messageFlags & FLAG_HEADER_EXTENSION) r.read(map(DATA_VALUE));
  return { header, name, body: name ? r.read(BODY[name]) : null };
}
