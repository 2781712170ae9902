/**
 * The ~Version and ~Well sections: format version, WRAP, DLM, NULL, STRT/STOP/STEP and the well's
 * identity. Decimal commas are detected here, from the header numbers, because the data section alone
 * cannot tell '1,5' (one and a half) from two fields.
 */
import type { HeaderItem, ImportWarning, WellHeader } from '../model';
import { looksLikeCommaDecimal, readCommaDecimalNumber, readNumber } from '../number-tokens';
import type { LasDelimiter } from './las-data-tokens';
import { parseHeaderLine, type LasHeaderLine } from './las-header-line';
import type { LasSection } from './las-sections';

export interface LasHeaderInfo {
  readonly version: '1.2' | '2.0' | '3.0';
  readonly wrapped: boolean;
  readonly delimiter: LasDelimiter;
  readonly decimalComma: boolean;
  readonly nullValue?: number;
  readonly strt?: LasHeaderLine;
  readonly stop?: LasHeaderLine;
  readonly step?: LasHeaderLine;
  readonly well: WellHeader;
  readonly items: HeaderItem[];
}

/** Header items of some sections, with lines that are not items reported as warnings. */
export function readItems(lines: readonly string[], sections: readonly LasSection[], warnings: ImportWarning[]): LasHeaderLine[] {
  const items: LasHeaderLine[] = [];
  let colonless = 0;
  let colonlessLine = 0;
  for (const s of sections) {
    for (let i = s.start; i < s.end; i++) {
      const r = parseHeaderLine(lines[i], i + 1);
      if (r === undefined) continue;
      if ('problem' in r) {
        warnings.push({ line: r.line, message: `${r.problem}; skipped` });
        continue;
      }
      if (r.colonless) {
        if (colonless++ === 0) colonlessLine = r.line;
      }
      items.push(r);
    }
  }
  if (colonless > 0) {
    warnings.push({
      line: colonlessLine,
      message: `${colonless} header line(s) have no ':' before the description; the value was taken as the first field`,
    });
  }
  return items;
}

export function hasItems(lines: readonly string[], s: LasSection): boolean {
  for (let i = s.start; i < s.end; i++) {
    const t = lines[i].trim();
    if (t !== '' && t[0] !== '#') return true;
  }
  return false;
}

const WELL_FIELDS: Record<string, keyof WellHeader> = {
  WELL: 'wellName',
  UWI: 'uwi',
  API: 'api',
  COMP: 'company',
  FLD: 'field',
  LOC: 'location',
  CTRY: 'country',
  SRVC: 'serviceCompany',
  DATE: 'logDate',
};

const DATA_ITEMS = new Set(['STRT', 'STOP', 'STEP', 'NULL']);

export function readLasHeader(
  lines: readonly string[],
  versionSections: readonly LasSection[],
  wellSections: readonly LasSection[],
  warnings: ImportWarning[],
): LasHeaderInfo {
  const versionItems = readItems(lines, versionSections, warnings);
  const find = (items: readonly LasHeaderLine[], m: string) => items.find((x) => x.mnemonic.toUpperCase() === m);
  const vers = find(versionItems, 'VERS');
  let version: LasHeaderInfo['version'] = '2.0';
  if (!versionSections.length) warnings.push({ message: 'no ~Version section; read as LAS 2.0' });
  else if (!vers) warnings.push({ line: versionSections[0].titleLine, message: 'no VERS item in ~Version; read as LAS 2.0' });
  else {
    const v = parseFloat(vers.value.replace(',', '.'));
    if (v >= 0.9 && v < 1.5) version = '1.2';
    else if (v >= 1.5 && v < 2.5) version = '2.0';
    else if (v >= 2.5 && v < 3.5) version = '3.0';
    else warnings.push({ line: vers.line, message: `unknown LAS version '${vers.value}'; read as LAS 2.0` });
  }
  const wrapItem = find(versionItems, 'WRAP');
  const wrapped = wrapItem ? /^y/i.test(wrapItem.value) : false;
  if (wrapped && version === '3.0') warnings.push({ line: wrapItem!.line, message: 'LAS 3.0 does not allow WRAP YES; reading wrapped rows anyway' });
  const dlmItem = find(versionItems, 'DLM');
  let delimiter: LasDelimiter = 'SPACE';
  if (dlmItem && version === '3.0') {
    const d = dlmItem.value.toUpperCase();
    if (d.includes('COMMA')) delimiter = 'COMMA';
    else if (d.includes('TAB')) delimiter = 'TAB';
    else if (!d.includes('SPACE') && d !== '') warnings.push({ line: dlmItem.line, message: `unknown DLM '${dlmItem.value}'; read as SPACE` });
  }

  const wellItems = readItems(lines, wellSections, warnings).map((item) => {
    // LAS 1.2 writes the well's facts in the description ('COMP.  COMPANY:  ANY OIL COMPANY INC.').
    if (version === '1.2' && !DATA_ITEMS.has(item.mnemonic.toUpperCase())) {
      return { ...item, value: item.description, description: item.value };
    }
    return item;
  });
  const strt = find(wellItems, 'STRT');
  const stop = find(wellItems, 'STOP');
  const step = find(wellItems, 'STEP');
  const nullItem = find(wellItems, 'NULL');
  const decimalComma = delimiter !== 'COMMA' && [strt, stop, step, nullItem].some((x) => x !== undefined && looksLikeCommaDecimal(x.value));
  let nullValue: number | undefined;
  if (nullItem && nullItem.value !== '') {
    nullValue = (decimalComma ? readCommaDecimalNumber : readNumber)(nullItem.value.split(/\s+/)[0]);
    if (nullValue === undefined) warnings.push({ line: nullItem.line, message: `NULL value '${nullItem.value}' is not a number; no null value applied` });
  }

  const well: WellHeader = {};
  for (const item of wellItems) {
    const field = WELL_FIELDS[item.mnemonic.toUpperCase()];
    if (field && item.value !== '' && well[field] === undefined) well[field] = item.value;
  }
  const items: HeaderItem[] = [...versionItems.map((x) => toHeaderItem('Version', x)), ...wellItems.map((x) => toHeaderItem('Well', x))];
  return { version, wrapped, delimiter, decimalComma, nullValue, strt, stop, step, well, items };
}

export function toHeaderItem(section: string, x: LasHeaderLine): HeaderItem {
  return { section, mnemonic: x.mnemonic, unit: x.unit, value: x.value, description: x.description, line: x.line };
}
