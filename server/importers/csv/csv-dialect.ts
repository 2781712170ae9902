/**
 * How a drilling CSV is written: which separator (',' ';' tab '|'), whether decimals use a comma
 * (European exports: '12,5;3,75'), and how to split a line with quoted fields ("Gas, C1 ppm").
 */
import { ImportError } from '../import-error';

export interface CsvDialect {
  readonly separator: string;
  readonly decimalComma: boolean;
}

const CANDIDATES = [',', ';', '\t', '|'];

/** Splits one line on `sep`, honouring double quotes ("" is a quote inside a quoted field). */
export function splitCsvLine(line: string, sep: string, out: string[] = []): string[] {
  out.length = 0;
  if (line.indexOf('"') < 0) {
    const parts = line.split(sep);
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      out.push(p.length > 0 && (p.charCodeAt(0) <= 32 || p.charCodeAt(p.length - 1) <= 32) ? p.trim() : p);
    }
    return out;
  }
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out.push(field.trim());
      field = '';
    } else field += c;
  }
  out.push(field.trim());
  return out;
}

/** True when a line ends inside a quoted field (the field goes on over the next line). */
export function endsInsideQuotes(line: string): boolean {
  let n = 0;
  for (let i = line.indexOf('"'); i >= 0; i = line.indexOf('"', i + 1)) n++;
  return n % 2 === 1;
}

/**
 * The separator that splits the sample lines into the same number (≥ 2) of fields most consistently,
 * preferring more fields; then the decimal mark, from how numbers look in the sample.
 */
export function detectDialect(sample: readonly string[]): CsvDialect {
  let best: { sep: string; fields: number; share: number } | undefined;
  for (const sep of CANDIDATES) {
    const counts = new Map<number, number>();
    for (const line of sample) {
      const n = splitCsvLine(line, sep).length;
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    let mode = 0;
    let modeCount = 0;
    for (const [n, c] of counts) if (c > modeCount || (c === modeCount && n > mode)) [mode, modeCount] = [n, c];
    const share = modeCount / sample.length;
    if (mode < 2 || share < 0.8) continue;
    if (!best || share > best.share + 0.05 || (Math.abs(share - best.share) <= 0.05 && mode > best.fields)) {
      best = { sep, fields: mode, share };
    }
  }
  if (!best) {
    throw new ImportError("not a delimited table: no separator (',', ';', tab, '|') splits the lines into the same number of columns");
  }
  let commaDecimals = 0;
  let dotDecimals = 0;
  if (best.sep !== ',') {
    for (const line of sample) {
      for (const f of splitCsvLine(line, best.sep)) {
        if (/^[+-]?\d+,\d+$/.test(f)) commaDecimals++;
        else if (/^[+-]?\d*\.\d+$/.test(f)) dotDecimals++;
      }
    }
  }
  return { separator: best.sep, decimalComma: commaDecimals > dotDecimals };
}
