/**
 * CSV column names to mnemonic and unit, and the choice of the index column. Exports write units
 * every way: 'Depth [m]', 'Depth (m)', 'Weight on Bit kkgf' (last word), 'md_m' / 'inc_deg' (suffix),
 * or a second header row of units. The index is the column named like a depth or a time; a leading
 * unnamed column of row numbers (pandas) is not data.
 */
import { isKnownUnit, unitKind } from '../units';

export interface CsvColumnName {
  readonly raw: string;
  readonly mnemonic: string;
  readonly unit: string;
}

/** Suffixes safe to read as units in 'name_unit' headers ('in', 'h', 't' would eat real words). */
const SUFFIX_UNITS = new Set([
  'm',
  'ft',
  'deg',
  'dega',
  'rad',
  's',
  'ms',
  'min',
  'kpa',
  'mpa',
  'psi',
  'bar',
  'rpm',
  'klbf',
  'kn',
  'knm',
  'ppg',
  'sg',
  'gpm',
  'lpm',
  'm3',
  'bbl',
  'degc',
  'degf',
  'mm',
  'gapi',
  'mph',
  'mh',
  'fph',
]);

export function splitNameAndUnit(raw: string): CsvColumnName {
  const name = raw.trim();
  let m = /^(.*?)\s*\[([^\]]*)\]$/.exec(name);
  if (m && m[1] !== '') return { raw, mnemonic: m[1], unit: m[2].trim() };
  m = /^(.*?)\s*\(([^)]*)\)$/.exec(name);
  if (m && m[1] !== '' && isKnownUnit(m[2])) return { raw, mnemonic: m[1], unit: m[2].trim() };
  const lastBlank = name.lastIndexOf(' ');
  if (lastBlank > 0) {
    const last = name.slice(lastBlank + 1);
    if (isKnownUnit(last)) return { raw, mnemonic: name.slice(0, lastBlank).trim(), unit: unitKind(last) === 'none' ? '' : last };
  }
  const lastUnderscore = name.lastIndexOf('_');
  if (lastUnderscore > 0 && !name.includes(' ')) {
    const suffix = name.slice(lastUnderscore + 1);
    if (SUFFIX_UNITS.has(suffix.toLowerCase())) return { raw, mnemonic: name.slice(0, lastUnderscore), unit: suffix };
  }
  return { raw, mnemonic: name, unit: '' };
}

/** A row of units under the header: no numbers, and most non-empty fields are unit spellings. */
export function isUnitRow(fields: readonly string[]): boolean {
  let units = 0;
  let filled = 0;
  for (const f of fields) {
    if (f === '') continue;
    filled++;
    if (/^[+-]?\d/.test(f) && !/^1\//.test(f)) return false;
    const bare = f.replace(/^[[(]|[\])]$/g, '');
    if (isKnownUnit(bare)) units++;
  }
  return filled > 0 && units / filled >= 0.5;
}

// Exports from European and Russian contractors name the columns in their language.
const DEPTH_NAMES = [
  /^(measured[ _]depth|md|depth|dept|depth[ _]md|mdepth|hole[ _]depth[ _]\(?md\)?|bit[ _]depth|tdep|tiefe|teufe|profondeur|profundidad|глубина)$/i,
  /depth|tiefe|глубина/i,
];
const TIME_NAMES =
  /^(time|date|datetime|date[ _]time|timestamp|time[ _]stamp|etim|elapsed[ _]time|rig[ _]time|time[ _]utc|utc|index[ _]time|zeit|datum[ _]zeit|temps|date[ _]heure|tiempo|fecha[ _]hora|время|дата[ _]время)$/i;

export interface IndexChoice {
  readonly column: number;
  readonly kind: 'depth' | 'time';
}

/**
 * The index column: a time-named column, else the best depth-named one; `skip` marks columns that
 * are not data (row numbers).
 */
export function chooseIndexColumn(names: readonly CsvColumnName[], skip: ReadonlySet<number>): IndexChoice | undefined {
  for (let j = 0; j < names.length; j++) {
    if (skip.has(j)) continue;
    const u = unitKind(names[j].unit);
    if (TIME_NAMES.test(names[j].mnemonic) && u !== 'length') return { column: j, kind: 'time' };
  }
  for (const re of DEPTH_NAMES) {
    for (let j = 0; j < names.length; j++) {
      if (skip.has(j)) continue;
      if (re.test(names[j].mnemonic) && !/tvd|vertical/i.test(names[j].mnemonic)) return { column: j, kind: 'depth' };
    }
  }
  return undefined;
}
