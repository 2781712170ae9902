/**
 * How a file's or a feed's unit becomes one of our channel units (ours = theirs × factor + offset):
 * c/s → rpm, Pa / kPa / psi / bar → MPa, N / kN / klbf / kkgf → t, m/s → m/h, m³/s → L/min, Hz → spm,
 * K → °C. Spellings of real files are read here once, for every importer and live feed.
 */
import { convert, isUnitId, type UnitId } from '../units';

/** Our channel units as unit-registry ids. */
const CHANNEL_UNIT_ID: Record<string, UnitId> = { m: 'm', t: 't', 'kN·m': 'kN.m', MPa: 'MPa', 'L/min': 'L/min', degC: 'degC', '°C': 'degC' };

/** File spellings (lower case) → registry unit ids. */
const FILE_UNIT_ID: Record<string, UnitId> = {
  m: 'm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  ft: 'ft',
  f: 'ft',
  feet: 'ft',
  in: 'in',
  mm: 'mm',
  n: 'N',
  kn: 'kN',
  t: 't',
  tonne: 't',
  tonnes: 't',
  mt: 't',
  kkgf: 't',
  tf: 't',
  lbf: 'lbf',
  klbf: 'klbf',
  klb: 'klbf',
  klbm: 'klbf',
  kips: 'klbf',
  'n.m': 'N.m',
  'kn.m': 'kN.m',
  knm: 'kN.m',
  'kn·m': 'kN.m',
  'ft.lbf': 'ft.lbf',
  'lbf.ft': 'ft.lbf',
  'ft-lbf': 'ft.lbf',
  'kft.lbf': 'kft.lbf',
  'klbf.ft': 'kft.lbf',
  'kft-lbf': 'kft.lbf',
  pa: 'Pa',
  kpa: 'kPa',
  mpa: 'MPa',
  bar: 'bar',
  psi: 'psi',
  psig: 'psi',
  psia: 'psi',
  'l/min': 'L/min',
  lpm: 'L/min',
  gpm: 'gpm',
  'gal/min': 'gpm',
  'galus/min': 'gpm',
  'bbl/min': 'bbl/min',
  'm3/min': 'm3/min',
  'm3/s': 'm3/s',
  k: 'K',
  degk: 'K',
  degc: 'degC',
  'deg c': 'degC',
  deg_c: 'degC',
  '°c': 'degC',
  c: 'degC',
  degf: 'degF',
  'deg f': 'degF',
  deg_f: 'degF',
  '°f': 'degF',
  f_deg: 'degF',
};

/** Forces the registry lacks, in newtons. */
const NEWTONS: Record<string, number> = { dan: 10, kdan: 1e4, kgf: 9.80665 };

/** Factors the registry cannot give: rates and speeds, counts. */
const EXTRA_FACTOR: Record<string, Record<string, number>> = {
  rpm: { rpm: 1, '1/min': 1, 'c/min': 1, 'rev/min': 1, 'c/s': 60, rps: 60, hz: 60, '1/s': 60, 'rad/s': 60 / (2 * Math.PI) },
  spm: { spm: 1, '1/min': 1, 'c/min': 1, 'stk/min': 1, 'strokes/min': 1, hz: 60, 'c/s': 60, '1/s': 60 },
  'm/h': { 'm/h': 1, 'm/hr': 1, 'ft/h': 0.3048, 'ft/hr': 0.3048, 'm/s': 3600, 'm/min': 60, 'ft/min': 0.3048 * 60, 'ft/s': 0.3048 * 3600 },
  gAPI: { gapi: 1, api: 1 },
};

export interface UnitConversion {
  /** ours = file × factor + offset */
  factor: number;
  offset: number;
}

/** How to turn a file unit into one of our channel units; null when they are not the same quantity. */
export function unitConversion(fileUnit: string, channelUnit: string): UnitConversion | null {
  const f = fileUnit.trim().toLowerCase();
  if (f === channelUnit.toLowerCase()) return { factor: 1, offset: 0 };
  const extra = EXTRA_FACTOR[channelUnit]?.[f];
  if (extra !== undefined) return { factor: extra, offset: 0 };
  const to = CHANNEL_UNIT_ID[channelUnit];
  let from = FILE_UNIT_ID[f];
  if (!from && isUnitId(fileUnit.trim())) from = fileUnit.trim() as UnitId;
  if (!to) return null;
  if (!from) {
    const viaN = NEWTONS[f];
    return viaN !== undefined ? safe(() => ({ factor: viaN * convert(1, 'N', to), offset: 0 })) : null;
  }
  return safe(() => {
    const offset = convert(0, from, to);
    return { factor: convert(1, from, to) - offset, offset };
  });
}

function safe(f: () => UnitConversion): UnitConversion | null {
  try {
    return f();
  } catch {
    return null;
  }
}
