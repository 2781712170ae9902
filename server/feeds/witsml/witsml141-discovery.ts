/**
 * A WITSML 1.4.1.1 store's tree, one level at a time, for an administrator choosing a source's object
 * instead of typing its uids: WMLS_GetFromStore with returnElements=id-only (the store answers each
 * object's uids and name only): the wells; a well's wellbores; a wellbore's logs or trajectories.
 * Every failure (unreachable, refused credentials, a SOAP fault, a negative Result) is a StoreError
 * saying what went wrong, as the feed reports it.
 */
import { XMLParser } from 'fast-xml-parser';
import type { WitsmlDiscoveryLevel, WitsmlStoreObjectView } from '../../../src/domain/feeds/data-source';
import { getFromStore, StoreError } from './soap-client';

const NS = 'xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1"';
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** At most this many objects of a level are answered (a store with more: the first ones, by name). */
export const DISCOVERY_MAX_OBJECTS = 2000;

export interface DiscoveryAt {
  uidWell?: string;
  uidWellbore?: string;
  /** What a wellbore's listing holds (default log). */
  object?: 'log' | 'trajectory';
}

/** The level a question lists and its id-only query template. */
export function discoveryQuery(at: DiscoveryAt): { level: WitsmlDiscoveryLevel; query: string } {
  if (!at.uidWell) return { level: 'well', query: `<wells ${NS}><well uid=""><name/></well></wells>` };
  const well = `uidWell="${escapeAttr(at.uidWell)}"`;
  if (!at.uidWellbore) return { level: 'wellbore', query: `<wellbores ${NS}><wellbore ${well} uid=""><name/></wellbore></wellbores>` };
  const level = at.object ?? 'log';
  return {
    level,
    query: `<${level}s ${NS}><${level} ${well} uidWellbore="${escapeAttr(at.uidWellbore)}" uid=""><name/></${level}></${level}s>`,
  };
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  processEntities: true,
  isArray: (n) => ['well', 'wellbore', 'log', 'trajectory'].includes(n),
});

/** The objects of `level` an answer's XMLout holds (uid and name), by name then uid. */
export function readDiscoveryAnswer(xmlOut: string, level: WitsmlDiscoveryLevel): WitsmlStoreObjectView[] {
  if (!xmlOut.trim()) return [];
  let doc: Record<string, any>;
  try {
    doc = parser.parse(xmlOut);
  } catch {
    throw new StoreError('the store answered something that is not XML');
  }
  const items: unknown[] = doc?.[`${level}s`]?.[level] ?? [];
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'object' && v && '#text' in v ? String((v as { '#text': unknown })['#text']) : '');
  const seen = new Set<string>();
  const out: WitsmlStoreObjectView[] = [];
  for (const it of items) {
    if (!it || typeof it !== 'object') continue;
    const o = it as Record<string, unknown>;
    const uid = String(o['@_uid'] ?? '').trim();
    if (!uid || seen.has(uid)) continue;
    seen.add(uid);
    const name = text(o.name).trim();
    out.push({ uid, name: name || null });
  }
  return out.sort((a, b) => (a.name ?? a.uid).localeCompare(b.name ?? b.uid) || a.uid.localeCompare(b.uid)).slice(0, DISCOVERY_MAX_OBJECTS);
}

/** One level of the store's tree under `at`. */
export async function discoverWitsml(
  o: { url: string; username: string | null; password: string | null; timeoutMs?: number },
  at: DiscoveryAt,
): Promise<{ level: WitsmlDiscoveryLevel; objects: WitsmlStoreObjectView[] }> {
  const { level, query } = discoveryQuery(at);
  const a = await getFromStore(o.url, o, level, query, 'returnElements=id-only', o.timeoutMs ?? 20_000);
  if (a.result < 0) throw new StoreError(`the store answered error ${a.result}${a.message ? `: ${a.message}` : ''}`);
  return { level, objects: readDiscoveryAnswer(a.xmlOut, level) };
}
