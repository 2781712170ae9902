/**
 * XML for the WITSML importers: a well-formedness check that reports the line, then a plain object
 * tree from fast-xml-parser with namespace prefixes removed (WITSML 2.0 mixes eml: and default
 * namespaces) and every value kept as a string (mnemonics like '00001' must not become numbers).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportError } from '../import-error';

export type XmlNode = Record<string, unknown>;

/** Elements that may repeat; always arrays so callers need not check. */
const REPEATED = new Set([
  'log',
  'logCurveInfo',
  'logParam',
  'logData',
  'trajectory',
  'trajectoryStation',
  'ChannelSet',
  'Channel',
  'TrajectoryStation',
  'Index',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

export function parseXml(text: string): XmlNode {
  const check = XMLValidator.validate(text);
  if (check !== true) {
    throw new ImportError(`XML is not well-formed: ${check.err.msg} (column ${check.err.col})`, check.err.line);
  }
  return parser.parse(text) as XmlNode;
}

export interface XmlRoot {
  /** Root element name without namespace prefix: 'logs', 'Log', 'trajectorys', 'Trajectory', 'wells'... */
  readonly name: string;
  /** The root's start tag, for version attributes. */
  readonly startTag: string;
}

/** The root element, found without parsing the document (to route the file before the real parse). */
export function findXmlRoot(text: string): XmlRoot | undefined {
  let i = 0;
  for (;;) {
    i = text.indexOf('<', i);
    if (i < 0) return undefined;
    const [open, close] = text.startsWith('<?', i)
      ? ['<?', '?>']
      : text.startsWith('<!--', i)
        ? ['<!--', '-->']
        : text.startsWith('<!', i)
          ? ['<!', '>']
          : ['', ''];
    if (open === '') break;
    const end = text.indexOf(close, i + open.length);
    // An unclosed declaration or comment: no root element (the validator will say where).
    if (end < 0) return undefined;
    i = end + close.length;
  }
  const end = text.indexOf('>', i);
  if (end < 0) return undefined;
  const startTag = text.slice(i, end + 1);
  const m = /^<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(startTag);
  return m ? { name: m[2], startTag } : undefined;
}

export function attribute(startTag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(startTag);
  return m ? (m[2] ?? m[3]) : undefined;
}

/** A child element's text: `<md uom="m">12</md>` and `<name>x</name>` both give their text. */
export function textOf(node: unknown): string | undefined {
  if (node === undefined || node === null) return undefined;
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === 'object') {
    const t = (node as XmlNode)['#text'];
    return t === undefined ? '' : String(t);
  }
  return undefined;
}

/** The uom attribute of a measure element. */
export function uomOf(node: unknown): string | undefined {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    const u = (node as XmlNode)['@_uom'];
    return typeof u === 'string' ? u : undefined;
  }
  return undefined;
}

/** A child by name, ignoring case of the first letter (WITSML 1.4 'md' vs 2.0 'Md'). */
export function child(node: unknown, name: string): unknown {
  if (!node || typeof node !== 'object') return undefined;
  const n = node as XmlNode;
  if (name in n) return n[name];
  const alt = name[0] === name[0].toLowerCase() ? name[0].toUpperCase() + name.slice(1) : name[0].toLowerCase() + name.slice(1);
  return n[alt];
}

export function children(node: unknown, name: string): XmlNode[] {
  const c = child(node, name);
  if (c === undefined || c === null || c === '') return [];
  return (Array.isArray(c) ? c : [c]) as XmlNode[];
}

export function childText(node: unknown, name: string): string | undefined {
  const t = textOf(child(node, name));
  return t === undefined || t === '' ? undefined : t;
}

/** XML character entities in text we read ourselves (data rows cut out before parsing). */
export function decodeEntities(s: string): string {
  if (s.indexOf('&') < 0) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const k = e.toLowerCase();
    if (k === 'amp') return '&';
    if (k === 'lt') return '<';
    if (k === 'gt') return '>';
    if (k === 'quot') return '"';
    if (k === 'apos') return "'";
    return String.fromCodePoint(k.startsWith('#x') ? parseInt(k.slice(2), 16) : parseInt(k.slice(1), 10));
  });
}
