/**
 * The one entry point: bytes and a file name in, a ParsedLog or ParsedTrajectory out, or an
 * ImportError naming the line and the problem. The format is sniffed from the content (a LAS file
 * named .txt, a WITSML file named .dat); the name only settles ambiguous cases. Messages do not
 * repeat the file name: the caller knows it and prefixes it.
 */
import { parseCsv } from './csv/parse-csv';
import { decodeText } from './decode-text';
import { ImportError } from './import-error';
import { parseLas } from './las/parse-las';
import type { ParsedFile, ParseOptions } from './model';
import { attribute, findXmlRoot, parseXml } from './witsml/xml-document';
import { parseWitsmlLog141 } from './witsml/witsml-log-141';
import { parseWitsmlLog20 } from './witsml/witsml-log-20';
import { parseWitsmlTrajectory } from './witsml/witsml-trajectory';

export type SniffedFormat = 'LAS' | 'WITSML' | 'CSV' | 'XML' | 'JSON' | 'BINARY' | 'EMPTY';

export function parseLogFile(bytes: Uint8Array, fileName: string, options: ParseOptions = {}): ParsedFile {
  try {
    return parseDecoded(bytes, fileName, options);
  } catch (e) {
    if (e instanceof ImportError) throw e;
    // A parser bug must still reach the user as one clear line, not as a TypeError from deep inside.
    const detail = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    throw new ImportError(`the file could not be read (internal error: ${detail})`);
  }
}

function parseDecoded(bytes: Uint8Array, fileName: string, options: ParseOptions): ParsedFile {
  if (bytes.length === 0) throw new ImportError('the file is empty');
  if (looksBinary(bytes)) throw new ImportError('binary file, not LAS, WITSML or CSV text');
  const { text, encoding } = decodeText(bytes);
  const format = sniffFormat(text);
  switch (format) {
    case 'EMPTY':
      throw new ImportError('the file holds only blank lines');
    case 'LAS':
      return parseLas(text, encoding, options);
    case 'XML':
    case 'WITSML':
      return parseXmlFile(text, encoding, options);
    case 'JSON':
      throw new ImportError('JSON, not LAS, WITSML or CSV');
    case 'CSV':
      // A '.las' file without any '~' section is a broken LAS file, and should be told so.
      if (extension(fileName) === 'las') return parseLas(text, encoding, options);
      return parseCsv(text, encoding, options);
    default:
      throw new ImportError('unrecognised format');
  }
}

/** What a decoded text looks like, from its first meaningful characters. */
export function sniffFormat(text: string): SniffedFormat {
  const lines = text.split(/\r\n|\n|\r/, 200);
  let sawComment = false;
  for (const raw of lines) {
    const t = raw.trim();
    if (t === '') continue;
    if (t.startsWith('<')) return t.startsWith('<?xml') || /^<[A-Za-z!?]/.test(t) ? 'XML' : 'CSV';
    if (t.startsWith('~')) return 'LAS';
    if (t.startsWith('{') || t.startsWith('[')) return 'JSON';
    // LAS files from some loggers start with '#' metadata lines before ~Version.
    if (t.startsWith('#')) {
      sawComment = true;
      continue;
    }
    return sawComment && /^~/m.test(text.slice(0, 20_000)) ? 'LAS' : 'CSV';
  }
  if (sawComment) return /^\s*~/m.test(text) ? 'LAS' : 'CSV';
  return 'EMPTY';
}

const WITSML_1_OBJECTS: Record<string, string> = {
  logs: 'log',
  trajectorys: 'trajectory',
  wells: 'well',
  wellbores: 'wellbore',
  bhaRuns: 'bhaRun',
  tubulars: 'tubular',
  rigs: 'rig',
  wbGeometrys: 'wbGeometry',
  messages: 'message',
  mudLogs: 'mudLog',
  opsReports: 'opsReport',
  drillReports: 'drillReport',
  fluidsReports: 'fluidsReport',
  formationMarkers: 'formationMarker',
  risks: 'risk',
};

function parseXmlFile(text: string, encoding: string, options: ParseOptions): ParsedFile {
  const root = findXmlRoot(text);
  if (!root) {
    parseXml(text); // names the line when the XML is malformed
    throw new ImportError('XML without a root element');
  }
  if (root.name in WITSML_1_OBJECTS) {
    const version = attribute(root.startTag, 'version') ?? '1.4.1.1';
    if (root.name === 'logs') return parseWitsmlLog141(text, encoding, version, options);
    if (root.name === 'trajectorys') return parseWitsmlTrajectory(text, encoding, version);
    throw new ImportError(`WITSML ${version} '${WITSML_1_OBJECTS[root.name]}' object: only log and trajectory objects can be imported`);
  }
  const schemaVersion = attribute(root.startTag, 'schemaVersion');
  if (schemaVersion !== undefined || /energyml/.test(root.startTag)) {
    const version = schemaVersion?.startsWith('2.1') ? '2.1' : '2.0';
    if (root.name === 'Log') return parseWitsmlLog20(text, encoding, options);
    if (root.name === 'Trajectory') return parseWitsmlTrajectory(text, encoding, version);
    throw new ImportError(`WITSML ${version} '${root.name}' object: only Log and Trajectory objects can be imported`);
  }
  throw new ImportError(`XML but not WITSML (root element <${root.name}>)`);
}

/** NUL bytes or many control characters in the first 4 KB: not text (UTF-16 is decoded before this matters). */
function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096);
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) return false;
  let zeros = 0;
  let controls = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === 0) zeros++;
    else if (b < 9 || (b > 13 && b < 32)) controls++;
  }
  // UTF-16 without BOM has zeros in every other byte: leave it to the decoder.
  if (zeros > n * 0.3 && zeros < n * 0.7) return false;
  return zeros > 0 || controls > n * 0.05;
}

function extension(fileName: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return m ? m[1].toLowerCase() : '';
}
