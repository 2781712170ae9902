/**
 * Unit spellings found in log files, and the conversions the importers need. Files spell the same
 * unit many ways (M, m, METRES, meters; F, FT, ft, FEET; DEG, dega, deg): everything is recognised
 * here, case-insensitively, so no parser compares unit strings itself.
 */

/** International foot (1959), exact. */
export const M_PER_FT = 0.3048;
/** US survey foot, still used by some US survey listings. */
export const M_PER_US_SURVEY_FT = 1200 / 3937;

export type UnitKind = 'length' | 'time' | 'datetime' | 'angle' | 'other' | 'none';

const LENGTH_M: Record<string, number> = {
  m: 1,
  meter: 1,
  meters: 1,
  metre: 1,
  metres: 1,
  mtr: 1,
  mts: 1,
  ft: M_PER_FT,
  f: M_PER_FT,
  feet: M_PER_FT,
  foot: M_PER_FT,
  fts: M_PER_FT,
  "'": M_PER_FT,
  ftus: M_PER_US_SURVEY_FT,
  usft: M_PER_US_SURVEY_FT,
  'ft(us)': M_PER_US_SURVEY_FT,
  'us ft': M_PER_US_SURVEY_FT,
  in: 0.0254,
  inch: 0.0254,
  inches: 0.0254,
  cm: 0.01,
  mm: 0.001,
  km: 1000,
  dm: 0.1,
};

const CANONICAL_LENGTH: Record<number, string> = {
  1: 'm',
  [M_PER_FT]: 'ft',
  [M_PER_US_SURVEY_FT]: 'ftUS',
  0.0254: 'in',
  0.01: 'cm',
  0.001: 'mm',
  1000: 'km',
  0.1: 'dm',
};

const TIME_S: Record<string, number> = {
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  ms: 0.001,
  msec: 0.001,
  millisecond: 0.001,
  milliseconds: 0.001,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  mn: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  d: 86400,
  day: 86400,
  days: 86400,
};
const CANONICAL_TIME: Record<number, string> = { 1: 's', 0.001: 'ms', 60: 'min', 3600: 'h', 86400: 'd' };

const DATETIME = new Set(['datetime', 'date time', 'date-time', 'iso8601', 'iso 8601', 'iso', 'timestamp', 'utc', 'date']);

const ANGLE_DEG: Record<string, number> = {
  deg: 1,
  dega: 1,
  degree: 1,
  degrees: 1,
  '°': 1,
  dd: 1,
  rad: 180 / Math.PI,
  radian: 180 / Math.PI,
  radians: 180 / Math.PI,
  grad: 0.9,
  gon: 0.9,
};

/** Units with no dimension worth converting, written in place of an empty unit. */
const NO_UNIT = new Set(['', 'unitless', 'none', 'euc', "''", '""', '-', 'n/a', 'na', 'dimensionless']);

/**
 * Other units common in drilling and wireline files. Recognising them matters for CSV headers,
 * where the unit is the last word of a column name ('Weight on Bit kkgf', 'Mud Flow Out % %').
 */
const OTHER_UNITS = new Set(
  [
    'pa',
    'kpa',
    'mpa',
    'bar',
    'psi',
    'psia',
    'psig',
    'kpaa',
    'atm',
    'n',
    'kn',
    'dan',
    'kdan',
    'kgf',
    'kkgf',
    'tf',
    't',
    'tonne',
    'tonnes',
    'lbf',
    'klbf',
    'klb',
    'klbm',
    'lbm',
    'lbs',
    'lb',
    'tonfus',
    'mt',
    'n.m',
    'kn.m',
    'knm',
    'ft.lbf',
    'kft.lbf',
    'klbf.ft',
    'lbf.ft',
    'kft-lbf',
    'ft-lbf',
    'kn.m ',
    'amps',
    'a',
    'rpm',
    'c/s',
    '1/min',
    '1/s',
    'hz',
    'spm',
    'c/min',
    'rps',
    'm/h',
    'm/hr',
    'ft/h',
    'ft/hr',
    'm/s',
    'ft/s',
    'ft/min',
    'm/min',
    'm/s2',
    'ft/s2',
    's/m',
    's/ft',
    'min/m',
    'min/ft',
    'us/ft',
    'us/m',
    'us/f',
    'l/min',
    'lpm',
    'gpm',
    'gal/min',
    'galus/min',
    'bbl/min',
    'm3/s',
    'm3/min',
    'm3/h',
    'l/s',
    'm3',
    'l',
    'bbl',
    'gal',
    'galus',
    'ml',
    'cc',
    'cm3',
    'g/cm3',
    'g/cc',
    'gm/cc',
    'g/c3',
    'kg/m3',
    'k/m3',
    'ppg',
    'lbm/gal',
    'sg',
    'kg/l',
    'lb/gal',
    'kg/m',
    'gapi',
    'api',
    'cps',
    'cpm',
    'ppm',
    '%',
    'pu',
    'v/v',
    'frac',
    'fraction',
    'percent',
    'units',
    'unit',
    'degc',
    'degf',
    'deg_c',
    'deg_f',
    'deg c',
    'deg f',
    'k',
    'c',
    'ohm.m',
    'ohmm',
    'ohm-m',
    'ohm/m',
    'mmo/m',
    'ms/m',
    'mho/m',
    'us/cm',
    'ms/cm',
    'mv',
    'v',
    'mv ',
    'j',
    'kj',
    'w',
    'kw',
    'hp',
    'mj/m3',
    'ksi',
    'b/e',
    'barns/e',
    'ns/m',
    'dbm',
    'db',
    'mcf/day',
    'cp',
    'mpa.s',
    'pa.s',
    's/qt',
    'cptm',
    'ratio',
    'ppb',
    'kg',
    'g',
    'lbf/100ft2',
    'pa/m',
    'kpa/m',
    'psi/ft',
    'deg/30m',
    'deg/100ft',
    'dega/30m',
    'dega/100ft',
    'rad/m',
    'dega/m',
    'dega/ft',
    'deg/m',
    'deg/ft',
  ].map((u) => u.trim()),
);

function key(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Metres per unit for a length unit, or undefined when `raw` is not a length unit. */
export function metresPerUnit(raw: string): number | undefined {
  return LENGTH_M[key(raw)];
}

/** Seconds per unit for a duration unit ('s', 'min', 'h'...), or undefined. */
export function secondsPerUnit(raw: string): number | undefined {
  return TIME_S[key(raw)];
}

/** Degrees per unit for an angle unit ('deg', 'dega', 'rad'...), or undefined. */
export function degreesPerUnit(raw: string): number | undefined {
  return ANGLE_DEG[key(raw)];
}

export function unitKind(raw: string): UnitKind {
  const k = key(raw);
  if (NO_UNIT.has(k)) return 'none';
  if (k in LENGTH_M) return 'length';
  if (k in TIME_S) return 'time';
  if (DATETIME.has(k)) return 'datetime';
  if (k in ANGLE_DEG) return 'angle';
  return 'other';
}

/** True when `token` is a unit spelling we know (used to split 'Weight on Bit kkgf' into name and unit). */
export function isKnownUnit(token: string): boolean {
  const k = key(token);
  if (k === '') return false;
  return NO_UNIT.has(k) || k in LENGTH_M || k in TIME_S || k in ANGLE_DEG || OTHER_UNITS.has(k);
}

/**
 * The canonical spelling of a length or time unit ('FEET' → 'ft', 'M' → 'm', 'S' → 's'); other units
 * come back trimmed, as written.
 */
export function canonicalUnit(raw: string): string {
  const k = key(raw);
  if (NO_UNIT.has(k)) return '';
  const m = LENGTH_M[k];
  if (m !== undefined) return CANONICAL_LENGTH[m] ?? raw.trim();
  const s = TIME_S[k];
  if (s !== undefined) return CANONICAL_TIME[s] ?? raw.trim();
  if (k === 'dega' || k === 'deg' || k === 'degree' || k === 'degrees' || k === '°') return 'deg';
  return raw.trim();
}

/** A depth or length in metres. Throws for a unit that is not a length: converting it would be a bug. */
export function toMetres(value: number, unit: string): number {
  const f = metresPerUnit(unit);
  if (f === undefined) throw new Error(`'${unit}' is not a length unit`);
  return value * f;
}

/** A whole depth column in metres (a new array; the input is left as the file had it). */
export function depthsToMetres(values: ArrayLike<number>, unit: string): Float64Array {
  const f = metresPerUnit(unit);
  if (f === undefined) throw new Error(`'${unit}' is not a length unit`);
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] * f;
  return out;
}

/** An angle in degrees; an empty unit is taken as degrees, the convention of every survey format. */
export function toDegrees(value: number, unit: string): number {
  if (unitKind(unit) === 'none') return value;
  const f = degreesPerUnit(unit);
  if (f === undefined) throw new Error(`'${unit}' is not an angle unit`);
  return value * f;
}
