/**
 * WITSML 1.x bulk data (<logData><mnemonicList/><unitList/><data>…</data>…</logData>) read by a
 * small scanner instead of the XML parser: it is most of a log file's bytes, its grammar is tiny, and
 * reading it ourselves keeps line numbers for messages, reports progress, and runs several times
 * faster than building a DOM of thousands of <data> nodes. The rest of the document (the header)
 * goes through the real parser with the data bodies blanked out, newlines kept so lines still match.
 */
import { ImportError } from '../import-error';
import { decodeEntities } from './xml-document';

export interface LogDataBlock {
  readonly mnemonicList?: string;
  readonly unitList?: string;
  /** Raw row strings, entity-decoded. */
  readonly rows: string[];
  /** 1-based line of each row. */
  readonly rowLines: number[];
  /** 1-based line of the <logData> tag. */
  readonly line: number;
}

export interface CutResult {
  /** The document with every logData body replaced by its newlines only. */
  readonly header: string;
  readonly blocks: LogDataBlock[];
}

const OPEN = /<([A-Za-z_][\w.-]*:)?logData(\s[^>]*)?>/g;

export function cutLogData(text: string, onProgress?: (fraction: number) => void): CutResult {
  const parts: string[] = [];
  const blocks: LogDataBlock[] = [];
  const lineAt = lineLocator(text);
  let last = 0;
  OPEN.lastIndex = 0;
  for (let m = OPEN.exec(text); m; m = OPEN.exec(text)) {
    if (m[0].endsWith('/>')) continue;
    const bodyStart = m.index + m[0].length;
    const closeTag = `</${m[1] ?? ''}logData>`;
    const bodyEnd = text.indexOf(closeTag, bodyStart);
    if (bodyEnd < 0) throw new ImportError('XML is not well-formed: <logData> is never closed', lineAt(m.index));
    blocks.push(scanBlock(text, bodyStart, bodyEnd, lineAt, onProgress));
    parts.push(text.slice(last, bodyStart), '\n'.repeat(lineAt(bodyEnd) - lineAt(bodyStart)));
    last = bodyEnd;
    OPEN.lastIndex = bodyEnd;
  }
  parts.push(text.slice(last));
  return { header: parts.join(''), blocks };
}

/** Line number of a character offset, by binary search over the newline offsets (found once). */
function lineLocator(text: string): (offset: number) => number {
  const newlines: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) newlines.push(i);
  return (offset) => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

function scanBlock(text: string, start: number, end: number, lineAt: (offset: number) => number, onProgress?: (fraction: number) => void): LogDataBlock {
  const rows: string[] = [];
  const rowLines: number[] = [];
  let mnemonicList: string | undefined;
  let unitList: string | undefined;
  let pos = start;
  let counter = 0;
  for (;;) {
    const lt = text.indexOf('<', pos);
    if (lt < 0 || lt >= end) {
      if (text.slice(pos, end).trim() !== '') throw new ImportError('text outside any element inside <logData>', lineAt(pos));
      break;
    }
    if (text.slice(pos, lt).trim() !== '') throw new ImportError('text outside any element inside <logData>', lineAt(pos));
    pos = lt;
    const line = lineAt(lt);
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt);
      if (close < 0 || close > end) throw new ImportError('XML is not well-formed: unclosed comment in <logData>', line);
      pos = close + 3;
      continue;
    }
    const gt = text.indexOf('>', lt);
    if (gt < 0 || gt > end) throw new ImportError('XML is not well-formed: unclosed tag in <logData>', line);
    const tag = text.slice(lt + 1, gt).trim();
    const selfClosing = tag.endsWith('/');
    const name = (selfClosing ? tag.slice(0, -1) : tag)
      .trim()
      .split(/\s/)[0]
      .replace(/^[\w.-]+:/, '');
    if (selfClosing) {
      if (name === 'data') {
        rows.push('');
        rowLines.push(line);
      }
      pos = gt + 1;
      continue;
    }
    const closeTag = `</${tag.split(/\s/)[0]}>`;
    const close = text.indexOf(closeTag, gt + 1);
    if (close < 0 || close > end) throw new ImportError(`XML is not well-formed: <${name}> is never closed`, line);
    const content = text.slice(gt + 1, close);
    if (content.indexOf('<') >= 0) throw new ImportError(`XML is not well-formed: unexpected element inside <${name}>`, line);
    const value = decodeEntities(content.trim());
    if (name === 'data') {
      rows.push(value);
      rowLines.push(line);
      if (onProgress && ++counter % 1024 === 0) onProgress(pos / text.length);
    } else if (name === 'mnemonicList') mnemonicList = value;
    else if (name === 'unitList') unitList = value;
    pos = close + closeTag.length;
  }
  return { mnemonicList, unitList, rows, rowLines, line: lineAt(start) };
}
