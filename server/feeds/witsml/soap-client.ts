/**
 * WITSML 1.4.1.1 store interface (WMLS, the Energistics STORE API over SOAP 1.1): WMLS_GetVersion
 * (what a client asks first), WMLS_GetCap (the store's limits) and WMLS_GetFromStore, with basic authentication. A store answers a Result (1 success, 2 partial
 * success: more data waits; negative: an error code with SuppMsgOut) and the objects in XMLout.
 */
import { XMLParser } from 'fast-xml-parser';

const NS = 'http://www.witsml.org/wsdl/120';

export class StoreError extends Error {
  constructor(
    message: string,
    /** HTTP 401/403: the credentials, not the store. */
    readonly auth = false,
  ) {
    super(message);
  }
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, processEntities: true });

export interface StoreAnswer {
  result: number;
  xmlOut: string;
  message: string;
}

async function soapCall(
  url: string,
  auth: { username: string | null; password: string | null },
  operation: string,
  inner: string,
  timeoutMs: number,
): Promise<Record<string, any>> {
  const headers: Record<string, string> = {
    'content-type': 'text/xml; charset=utf-8',
    soapaction: `http://www.witsml.org/action/120/Store.${operation}`,
  };
  if (auth.username) headers.authorization = `Basic ${Buffer.from(`${auth.username}:${auth.password ?? ''}`).toString('base64')}`;
  const envelope =
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>` +
    `<${operation} xmlns="${NS}">${inner}</${operation}></soap:Body></soap:Envelope>`;
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body: envelope, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new StoreError(`the store at ${new URL(url).host} cannot be reached (${e instanceof Error ? e.message : String(e)})`);
  }
  if (res.status === 401 || res.status === 403) throw new StoreError(`the store refused the credentials (HTTP ${res.status})`, true);
  const text = await res.text();
  let body: Record<string, any>;
  try {
    body = parser.parse(text)?.Envelope?.Body ?? {};
  } catch {
    throw new StoreError(`the store answered HTTP ${res.status} with something that is not SOAP`);
  }
  if (body.Fault) throw new StoreError(`the store answered a SOAP fault: ${String(body.Fault.faultstring ?? body.Fault.Reason?.Text ?? 'no reason given')}`);
  const answer = body[`${operation}Response`];
  if (!res.ok || !answer) throw new StoreError(`the store answered HTTP ${res.status} without a ${operation} response`);
  return answer;
}

export async function getFromStore(
  url: string,
  auth: { username: string | null; password: string | null },
  wmlType: string,
  query: string,
  options: string,
  timeoutMs = 30_000,
): Promise<StoreAnswer> {
  const inner =
    `<WMLtypeIn>${wmlType}</WMLtypeIn><QueryIn>${escapeXml(query)}</QueryIn>` + `<OptionsIn>${escapeXml(options)}</OptionsIn><CapabilitiesIn></CapabilitiesIn>`;
  const answer = await soapCall(url, auth, 'WMLS_GetFromStore', inner, timeoutMs);
  const result = Number(answer.Result);
  return { result, xmlOut: String(answer.XMLout ?? ''), message: String(answer.SuppMsgOut ?? '') };
}

/** WMLS_GetVersion: the data schema versions the store supports, e.g. ['1.4.1.1']. */
export async function getVersion(url: string, auth: { username: string | null; password: string | null }, timeoutMs = 30_000): Promise<string[]> {
  const answer = await soapCall(url, auth, 'WMLS_GetVersion', '', timeoutMs);
  return String(answer.Result ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** What a store allows per WMLS_GetFromStore answer of one object type (capServer's dataObject attributes); null: no limit stated. */
export interface StoreLimits {
  /** Data rows (log data nodes) per answer. */
  maxDataNodes: number | null;
  /** Data values (rows × columns) per answer. */
  maxDataPoints: number | null;
}

const capParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (n) => n === 'function' || n === 'dataObject',
});
const positive = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The GetFromStore limits a capServers document states for `wmlType` (none stated: both null). */
export function readStoreLimits(capabilitiesXml: string, wmlType: string): StoreLimits {
  const cap = capParser.parse(capabilitiesXml)?.capServers?.capServer ?? {};
  const fn = (cap.function ?? []).find((f: Record<string, unknown>) => f['@_name'] === 'WMLS_GetFromStore');
  const obj = (fn?.dataObject ?? []).find(
    (d: unknown) => (typeof d === 'object' && d ? String((d as Record<string, unknown>)['#text']) : String(d)) === wmlType,
  );
  if (!obj || typeof obj !== 'object') return { maxDataNodes: null, maxDataPoints: null };
  return { maxDataNodes: positive(obj['@_maxDataNodes']), maxDataPoints: positive(obj['@_maxDataPoints']) };
}

/** WMLS_GetCap for data schema 1.4.1.1: the store's capServers document (CapabilitiesOut). */
export async function getCap(url: string, auth: { username: string | null; password: string | null }, timeoutMs = 30_000): Promise<string> {
  const answer = await soapCall(url, auth, 'WMLS_GetCap', '<OptionsIn>dataVersion=1.4.1.1</OptionsIn>', timeoutMs);
  const result = Number(answer.Result);
  if (result < 0) throw new StoreError(`the store answered error ${result} to WMLS_GetCap${answer.SuppMsgOut ? `: ${String(answer.SuppMsgOut)}` : ''}`);
  return String(answer.CapabilitiesOut ?? '');
}
