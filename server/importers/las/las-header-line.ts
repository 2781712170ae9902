/**
 * One header line: `MNEM.UNIT  VALUE : DESCRIPTION {FORMAT} | ASSOCIATION`.
 * The unit starts right after the first dot and ends at the first blank; the value runs to the last
 * colon (values may hold clock times such as 04:09:47); LAS 3.0 adds a {format} and a | association.
 * Files in the wild drop the colon and separate fields with tabs instead: see `colonless`.
 */

export interface LasHeaderLine {
  readonly mnemonic: string;
  readonly unit: string;
  readonly value: string;
  readonly description: string;
  /** LAS 3.0 format code between braces: 'F', 'S', 'AF;0ms', 'DD/MM/YYYY', 'F10.4'. */
  readonly format?: string;
  readonly association?: string;
  /** 1-based line number. */
  readonly line: number;
  /** True when the line had no colon and the value was taken as the first field. */
  readonly colonless: boolean;
}

export type HeaderLineResult = LasHeaderLine | { readonly problem: string; readonly line: number } | undefined;

/** Parses one line; undefined for blank and comment lines, a problem for lines that are not items. */
export function parseHeaderLine(raw: string, line: number): HeaderLineResult {
  const text = raw.trim();
  if (text === '' || text.charCodeAt(0) === 35 /* # */) return undefined;
  const dot = text.indexOf('.');
  if (dot < 0) return { problem: `header line has no '.' after its mnemonic: '${clip(text)}'`, line };
  const mnemonic = text.slice(0, dot).trim();
  let rest = text.slice(dot + 1);
  let unit = '';
  if (rest !== '' && !/^\s/.test(rest)) {
    const blank = rest.search(/\s/);
    unit = blank < 0 ? rest : rest.slice(0, blank);
    rest = blank < 0 ? '' : rest.slice(blank);
    // '.M: DEPTH' - a unit glued to the colon.
    if (unit.endsWith(':') && !/:/.test(rest)) {
      unit = unit.slice(0, -1);
      rest = ':' + rest;
    }
  }

  let association: string | undefined;
  let format: string | undefined;
  const lastColon = rest.lastIndexOf(':');
  const bar = rest.lastIndexOf('|');
  if (bar > lastColon && lastColon >= 0) {
    association = rest.slice(bar + 1).trim() || undefined;
    rest = rest.slice(0, bar);
  }
  const brace = /\{([^{}]*)\}\s*$/.exec(rest);
  if (brace && rest.lastIndexOf(':', brace.index) >= 0) {
    format = brace[1].trim();
    rest = rest.slice(0, brace.index);
  }

  const colon = rest.lastIndexOf(':');
  if (colon >= 0) {
    return {
      mnemonic,
      unit,
      value: rest.slice(0, colon).trim(),
      description: rest.slice(colon + 1).trim(),
      format,
      association,
      line,
      colonless: false,
    };
  }
  // No colon: 'NULL.\t0\t\tNULL\tVALUE' or 'FIID.      3006               File Type Identifier'.
  // The value is the first field, up to a tab pair or a wide gap; with neither, the first word.
  const body = rest.trim();
  const gap = /\t\s*\t|\s{3,}/.exec(body);
  let value: string;
  let description: string;
  if (/^[ ]*\t[ ]*\t/.test(rest)) {
    // 'LOC\t.\t\tLOCATION': an empty value column between two tabs.
    value = '';
    description = body;
  } else if (gap) {
    value = body.slice(0, gap.index);
    description = body.slice(gap.index + gap[0].length);
  } else {
    const blank = body.search(/\s/);
    value = blank < 0 ? body : body.slice(0, blank);
    description = blank < 0 ? '' : body.slice(blank);
  }
  return {
    mnemonic,
    unit,
    value: value.replace(/\s+/g, ' ').trim(),
    description: description.replace(/\s+/g, ' ').trim(),
    format,
    association,
    line,
    colonless: true,
  };
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
