/**
 * Splitting one LAS data line into fields. LAS 1.2/2.0 separate by blanks (spaces or tabs); LAS 3.0
 * declares DLM SPACE, TAB or COMMA and allows double-quoted strings that contain the delimiter
 * ("Heebner Shale", "2340; 2344; Sh, gy"). Fields come back trimmed and unquoted.
 */

export type LasDelimiter = 'SPACE' | 'TAB' | 'COMMA';

export function tokenizeDataLine(line: string, delimiter: LasDelimiter, out: string[]): string[] {
  out.length = 0;
  if (delimiter === 'SPACE') return splitBlanks(line, out);
  const sep = delimiter === 'TAB' ? '\t' : ',';
  if (line.indexOf('"') < 0) {
    const parts = line.split(sep);
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      // trim() only when needed: most fields have no padding, and trim allocates.
      out.push(p.length > 0 && (p.charCodeAt(0) <= 32 || p.charCodeAt(p.length - 1) <= 32) ? p.trim() : p);
    }
    return out;
  }
  return splitQuoted(line, sep.charCodeAt(0), out);
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0;
}

function splitBlanks(line: string, out: string[]): string[] {
  const n = line.length;
  let i = 0;
  while (i < n) {
    while (i < n && isBlank(line.charCodeAt(i))) i++;
    if (i >= n) break;
    if (line.charCodeAt(i) === 34 /* " */) {
      const close = line.indexOf('"', i + 1);
      const end = close < 0 ? n : close;
      out.push(line.slice(i + 1, end));
      i = end + 1;
      continue;
    }
    const start = i;
    while (i < n && !isBlank(line.charCodeAt(i))) i++;
    out.push(line.slice(start, i));
  }
  return out;
}

function splitQuoted(line: string, sep: number, out: string[]): string[] {
  const n = line.length;
  let i = 0;
  for (;;) {
    while (i < n && (line.charCodeAt(i) === 32 || (sep !== 9 && line.charCodeAt(i) === 9))) i++;
    if (i < n && line.charCodeAt(i) === 34) {
      let value = '';
      let j = i + 1;
      for (;;) {
        const close = line.indexOf('"', j);
        if (close < 0) {
          value += line.slice(j);
          j = n;
          break;
        }
        value += line.slice(j, close);
        // "" inside a quoted field is one quote character.
        if (line.charCodeAt(close + 1) === 34) {
          value += '"';
          j = close + 2;
          continue;
        }
        j = close + 1;
        break;
      }
      out.push(value);
      const next = line.indexOf(String.fromCharCode(sep), j);
      if (next < 0) return out;
      i = next + 1;
      continue;
    }
    const next = line.indexOf(String.fromCharCode(sep), i);
    if (next < 0) {
      out.push(line.slice(i).trim());
      return out;
    }
    out.push(line.slice(i, next).trim());
    i = next + 1;
  }
}
