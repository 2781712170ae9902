/**
 * WITS level 0 (Wellsite Information Transfer Specification, the ASCII form EDRs emit): a record
 * is a line `&&`, then one line per item `RRIIvalue` (2-digit record, 2-digit item, the value as
 * text), then a line `!!`. Lines end in CR LF (LF alone is accepted). Data arrive in arbitrary TCP
 * pieces, so the parser keeps the unfinished line between pushes.
 *
 * What cannot be read is counted, never guessed: a line that is not `&&`, `!!` or an item line, an
 * item line outside a record, an item whose value is not a number, a record cut by a new `&&`, and
 * a record with no item at all. Good items of a record with a bad line are kept.
 */

export interface WitsRecord {
  /** item code (e.g. '0108') → value as sent (numbers parsed; text items such as a well id kept as text). */
  readonly items: ReadonlyMap<string, string>;
}

export interface ParseResult {
  records: WitsRecord[];
  /** Lines and records that could not be read, with a reason each (at most a few kept). */
  bad: number;
  badDetail: string[];
}

const ITEM = /^(\d{4})(.*)$/;
/** Longest line we wait for: anything longer without an end of line is garbage. */
const MAX_LINE = 512;

export class Wits0Parser {
  private partial = '';
  private open: Map<string, string> | null = null;

  push(chunk: string): ParseResult {
    const out: ParseResult = { records: [], bad: 0, badDetail: [] };
    const text = this.partial + chunk;
    const lines = text.split('\n');
    this.partial = lines.pop() ?? '';
    if (this.partial.length > MAX_LINE) {
      this.fail(out, `a line of more than ${MAX_LINE} characters`);
      this.partial = '';
    }
    for (const raw of lines) this.line(raw.replace(/\r$/, '').trim(), out);
    return out;
  }

  private fail(out: ParseResult, why: string): void {
    out.bad++;
    if (out.badDetail.length < 5) out.badDetail.push(why);
  }

  private line(l: string, out: ParseResult): void {
    if (l === '') return;
    if (l === '&&') {
      if (this.open) this.fail(out, 'a record without its closing !!');
      this.open = new Map();
      return;
    }
    if (l === '!!') {
      if (!this.open) this.fail(out, '!! without a record');
      else if (this.open.size === 0) this.fail(out, 'an empty record');
      else out.records.push({ items: this.open });
      this.open = null;
      return;
    }
    const m = ITEM.exec(l);
    if (!m || !this.open) {
      this.fail(out, m ? 'an item line outside a record' : `not a WITS line: '${l.slice(0, 40)}'`);
      return;
    }
    this.open.set(m[1], m[2].trim());
  }
}

/** One record as WITS0 text (CR LF line ends), for senders and tests. */
export function formatRecord(items: Iterable<readonly [string, string | number]>): string {
  let s = '&&\r\n';
  for (const [code, v] of items) s += `${code}${v}\r\n`;
  return `${s}!!\r\n`;
}
