/**
 * The text of a PDF, for tests that check what a printed report says. Enough for what Chromium's
 * PDF backend (Skia) writes: uncompressed or Flate-compressed objects (no object streams), fonts with
 * ToUnicode maps, text shown by Tj / TJ / ' / " with hex or literal strings. Not a general PDF
 * reader: it exists so the test suite needs no PDF library (pdfjs-dist is 30 MB).
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

export interface PdfPage {
  /** [x0, y0, x1, y1] in points. */
  mediaBox: number[];
  text: string;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const src = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+)\s+0\s+obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) {
    const start = m.index + m[0].length;
    const end = src.indexOf('endobj', start);
    if (end < 0) break;
    const body = src.slice(start, end);
    const s = body.search(/\bstream\r?\n/);
    let stream: Buffer | null = null;
    let dict = body;
    if (s >= 0) {
      dict = body.slice(0, s);
      const dataStart = start + s + (body[s + 6] === '\r' ? 8 : 7);
      const dataEnd = src.lastIndexOf('endstream', end);
      let raw = pdf.subarray(dataStart, dataEnd);
      if (raw[raw.length - 1] === 0x0a) raw = raw.subarray(0, raw.length - 1);
      if (raw[raw.length - 1] === 0x0d) raw = raw.subarray(0, raw.length - 1);
      stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    }
    out.set(Number(m[1]), { dict, stream });
    re.lastIndex = end;
  }
  return out;
}

const ref = (dict: string, key: string): number | null => {
  const m = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict);
  return m ? Number(m[1]) : null;
};

/** Text between the balanced << >> that follows `/key`, or null. */
function subDict(dict: string, key: string): string | null {
  const i = dict.search(new RegExp(`/${key}\\s*<<`));
  if (i < 0) return null;
  let depth = 0;
  for (let j = dict.indexOf('<<', i); j < dict.length; j++) {
    if (dict.startsWith('<<', j)) {
      depth++;
      j++;
    } else if (dict.startsWith('>>', j)) {
      depth--;
      j++;
      if (depth === 0) return dict.slice(dict.indexOf('<<', i) + 2, j - 1);
    }
  }
  return null;
}

const utf16 = (hex: string): string => {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return s;
};

interface CMap {
  bytes: number;
  map: Map<number, string>;
}

function parseCMap(text: string): CMap {
  const map = new Map<number, string>();
  let bytes = 2;
  const cs = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(text);
  if (cs) bytes = cs[1].length / 2;
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const p of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(p[1], 16), utf16(p[2]));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const lo = parseInt(r[1], 16);
      const hi = parseInt(r[2], 16);
      if (r[3].startsWith('[')) {
        [...r[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, k) => map.set(lo + k, utf16(d[1])));
      } else {
        const base = r[3].slice(1, -1);
        const last = parseInt(base.slice(-4), 16);
        for (let c = lo; c <= hi; c++) map.set(c, utf16(base.slice(0, -4)) + String.fromCharCode(last + c - lo));
      }
    }
  }
  return { bytes, map };
}

function literalBytes(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '\\') {
      out.push(c.charCodeAt(0));
      continue;
    }
    const n = s[++i];
    const esc: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
    if (n in esc) out.push(esc[n]);
    else if (/[0-7]/.test(n)) {
      let o = n;
      while (o.length < 3 && /[0-7]/.test(s[i + 1] ?? '')) o += s[++i];
      out.push(parseInt(o, 8));
    }
  }
  return out;
}

function decode(bytes: number[], cmap: CMap | undefined): string {
  if (!cmap) return String.fromCharCode(...bytes);
  let s = '';
  for (let i = 0; i + cmap.bytes <= bytes.length; i += cmap.bytes) {
    let code = 0;
    for (let k = 0; k < cmap.bytes; k++) code = code * 256 + bytes[i + k];
    s += cmap.map.get(code) ?? '';
  }
  return s;
}

const hexBytes = (hex: string): number[] => {
  const h = hex.replace(/\s+/g, '');
  const out: number[] = [];
  for (let i = 0; i < h.length; i += 2) out.push(parseInt(h.slice(i, i + 2).padEnd(2, '0'), 16));
  return out;
};

/** Text shown by one content stream: runs joined as drawn, a space at each move, a new line per text object. */
function contentText(content: string, fonts: Map<string, CMap | undefined>): string {
  let font: CMap | undefined;
  let out = '';
  const tokens = /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|<([0-9a-fA-F\s]*)>|\((?:\\.|[^\\)])*\)|\b(TJ|Tj|'|"|Td|TD|Tm|T\*|ET)\b/g;
  let pending = '';
  let m: RegExpExecArray | null;
  while ((m = tokens.exec(content))) {
    if (m[1] !== undefined) font = fonts.get(m[1]);
    else if (m[2] !== undefined) pending += decode(hexBytes(m[2]), font);
    else if (m[0].startsWith('(')) pending += decode(literalBytes(m[0].slice(1, -1)), font);
    else if (['TJ', 'Tj', "'", '"'].includes(m[3])) {
      out += pending;
      pending = '';
    } else if (m[3] === 'ET') out += '\n';
    else out += ' ';
  }
  return out;
}

/** Every page's size and text, in order. */
export function pdfPages(pdf: Buffer): PdfPage[] {
  const objects = objectsOf(pdf);
  const cmaps = new Map<number, CMap | undefined>();
  const cmapOfFont = (fontId: number): CMap | undefined => {
    if (!cmaps.has(fontId)) {
      const toUnicode = ref(objects.get(fontId)?.dict ?? '', 'ToUnicode');
      const stream = toUnicode === null ? null : objects.get(toUnicode)?.stream;
      cmaps.set(fontId, stream ? parseCMap(stream.toString('latin1')) : undefined);
    }
    return cmaps.get(fontId);
  };
  const pageIds = [...objects.entries()].filter(([, o]) => /\/Type\s*\/Page\b(?!s)/.test(o.dict)).map(([id]) => id);
  // Pages in the order the page tree lists them.
  const kidsOrder: number[] = [];
  for (const o of objects.values()) {
    if (!/\/Type\s*\/Pages\b/.test(o.dict)) continue;
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(o.dict);
    if (kids) for (const k of kids[1].matchAll(/(\d+)\s+0\s+R/g)) kidsOrder.push(Number(k[1]));
  }
  const ordered = [...pageIds].sort((a, b) => kidsOrder.indexOf(a) - kidsOrder.indexOf(b) || a - b);
  return ordered.map((id) => {
    const page = objects.get(id)!;
    const resourcesRef = ref(page.dict, 'Resources');
    const resources = resourcesRef === null ? (subDict(page.dict, 'Resources') ?? '') : objects.get(resourcesRef)!.dict;
    const fontRef = ref(resources, 'Font');
    const fontDict = fontRef === null ? (subDict(resources, 'Font') ?? '') : objects.get(fontRef)!.dict;
    const fonts = new Map<string, CMap | undefined>();
    for (const f of fontDict.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+0\s+R/g)) fonts.set(f[1], cmapOfFont(Number(f[2])));
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(page.dict)?.[1] ?? '';
    const text = [...contents.matchAll(/(\d+)\s+0\s+R/g)]
      .map((c) => objects.get(Number(c[1]))?.stream?.toString('latin1') ?? '')
      .map((c) => contentText(c, fonts))
      .join('\n');
    const box = /\/MediaBox\s*\[([^\]]*)\]/.exec(page.dict)?.[1].trim().split(/\s+/).map(Number) ?? [];
    return { mediaBox: box, text };
  });
}
