/**
 * A proposed mapping from a file's curves to our channels: the mnemonic (or the words of a CSV
 * column name) to a declared channel id of src/domain/drilling/channels.ts, and the file's unit to
 * that channel's unit. What is not recognised is imported under its own name and unit, so nothing
 * is lost and nothing is mislabelled.
 */
import type { ProposedMapping } from '../../../src/api/logs/import-types';
import { DEPTH_CHANNELS, TIME_CHANNELS, channelByMnemonic, type ChannelDeclaration } from '../../../src/domain/drilling/channels';
import { convert, isUnitId, type UnitId } from '../../../src/domain/units';
import type { CurveInfo, IndexType } from '../../importers/model';

/** Words files use for our channels, normalised (upper case, letters and digits only). */
const ALIASES: Record<string, readonly string[]> = {
  bitDepthM: ['BDEP', 'BITDEP', 'BITDEPTH', 'DBTM', 'BDTH', 'BITD'],
  holeDepthM: ['DMEA', 'HDTH', 'HOLEDEPTH', 'TOTALDEPTH', 'DEPTHHOLE', 'DEPTHMEASURED', 'TDEP'],
  blockPosM: ['BPOS', 'BLKPOS', 'BLOCKPOSITION', 'BLOCKHEIGHT', 'HOOKHEIGHT', 'HKHT'],
  hookloadT: ['HKLD', 'HKLA', 'HKLDAVG', 'HOOKLOAD', 'WEIGHTONHOOK', 'AVERAGEHOOKLOAD', 'HKL'],
  wobT: ['WOB', 'SWOB', 'CWOB', 'WOBA', 'WOBAVG', 'WEIGHTONBIT', 'WEIGHTONBITDRILLER'],
  rpm: ['RPM', 'RPMA', 'SRPM', 'SURFRPM', 'SURFACERPM', 'TOPDRIVESPEED', 'AVERAGEROTARYSPEED', 'ROTARYSPEED'],
  torqueKNm: ['TQA', 'TORQUE', 'STOR', 'TORQUEAVG', 'TOPDRIVETORQUE', 'SURFACETORQUE', 'AVERAGESURFACETORQUE'],
  sppMPa: ['SPPA', 'SPP', 'STANDPIPEPRESSURE', 'AVERAGESTANDPIPEPRESSURE'],
  flowInLpm: ['TFLO', 'FLOWIN', 'MFIA', 'FLOWPUMPS', 'MUDFLOWIN'],
  ropMph: ['ROP', 'ROPA', 'ROPAVG', 'ROP5', 'RATEOFPENETRATION'],
  gammaGapi: ['GR', 'GRA', 'GAMMA', 'GRM1', 'GAMMARAY', 'USROPGAMMA', 'ARCGRRT'],
  diffPMPa: ['DIFP', 'DIFFP', 'DIFFPRESS', 'DIFFERENTIALPRESSURE'],
};

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const BY_ALIAS = new Map<string, string>();
for (const [id, words] of Object.entries(ALIASES)) for (const w of words) BY_ALIAS.set(w, id);

/** Our channel units as unit-registry ids, and units the registry has no quantity for (factor to ours). */
const CHANNEL_UNIT_ID: Record<string, UnitId> = { m: 'm', t: 't', 'kN·m': 'kN.m', MPa: 'MPa', 'L/min': 'L/min' };

/** File spellings (lower case) → registry unit ids. */
const FILE_UNIT_ID: Record<string, UnitId> = {
  m: 'm', meter: 'm', meters: 'm', metre: 'm', metres: 'm', ft: 'ft', f: 'ft', feet: 'ft', in: 'in', mm: 'mm',
  n: 'N', kn: 'kN', dan: 'N', kdan: 'kN', t: 't', tonne: 't', tonnes: 't', mt: 't', kkgf: 't', tf: 't', lbf: 'lbf', klbf: 'klbf', klb: 'klbf', klbm: 'klbf', kgf: 'N',
  'n.m': 'N.m', 'kn.m': 'kN.m', knm: 'kN.m', 'kn·m': 'kN.m', 'ft.lbf': 'ft.lbf', 'lbf.ft': 'ft.lbf', 'ft-lbf': 'ft.lbf', 'kft.lbf': 'kft.lbf', 'klbf.ft': 'kft.lbf', 'kft-lbf': 'kft.lbf',
  pa: 'Pa', kpa: 'kPa', mpa: 'MPa', bar: 'bar', psi: 'psi', psig: 'psi', psia: 'psi',
  'l/min': 'L/min', lpm: 'L/min', gpm: 'gpm', 'gal/min': 'gpm', 'galus/min': 'gpm', 'bbl/min': 'bbl/min', 'm3/min': 'm3/min', 'm3/s': 'm3/s',
};
/** Factors the registry cannot give: force units it lacks (daN, kgf), rates and speeds, counts. */
const EXTRA_FACTOR: Record<string, Record<string, number>> = {
  N: { dan: 10, kgf: 9.80665 },
  kN: { kdan: 10 },
  rpm: { rpm: 1, '1/min': 1, 'c/min': 1, 'c/s': 60, rps: 60, hz: 60, '1/s': 60, 'rad/s': 60 / (2 * Math.PI) },
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
  if (!to || !from) {
    // daN and kgf are forces the registry lacks: through newtons.
    const viaN = EXTRA_FACTOR.N[f];
    if (viaN !== undefined && to) return safe(() => ({ factor: viaN * convert(1, 'N', to), offset: 0 }));
    return null;
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

export type { ProposedMapping };

/**
 * Our channel for a curve and how sure we are: 3 its declared mnemonic (HKLD), 2 a known alias of
 * the mnemonic (HKLA, Weight_On_Hook), 1 a known alias of its description only.
 */
export function recognise(mnemonic: string, description: string, indexType: IndexType): { decl: ChannelDeclaration; strength: number } | null {
  const table: readonly ChannelDeclaration[] = indexType === 'depth' ? [...TIME_CHANNELS, ...DEPTH_CHANNELS] : TIME_CHANNELS;
  const exact = channelByMnemonic(mnemonic);
  if (exact) return { decl: exact, strength: 3 };
  const byAlias = (text: string) => {
    const id = BY_ALIAS.get(norm(text));
    return id ? (table.find((c) => c.id === id) ?? null) : null;
  };
  const m = byAlias(mnemonic);
  if (m) return { decl: m, strength: 2 };
  const d = description ? byAlias(description) : null;
  return d ? { decl: d, strength: 1 } : null;
}

/** A safe channel name for a curve we do not know: its mnemonic, letters, digits and '_' only. */
export function customChannelName(mnemonic: string): string {
  const s = mnemonic.trim().replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  return (s || 'curve').slice(0, 60);
}

export function proposeMapping(curves: readonly CurveInfo[], indexType: IndexType): ProposedMapping[] {
  // Surest matches first, so WOB_AVG (alias) gets wobT before WOB_MIN (description only) can.
  const order = curves
    .map((c, i) => ({ c, i, r: c.valueType === 'number' ? recognise(c.mnemonic, c.description, indexType) : null }))
    .sort((a, b) => (b.r?.strength ?? 0) - (a.r?.strength ?? 0) || a.i - b.i);
  const taken = new Set<string>();
  const declared = new Map<number, { decl: ChannelDeclaration; conv: UnitConversion } | { note: string }>();
  for (const { c, i, r } of order) {
    if (!r || taken.has(r.decl.id)) continue;
    const conv = unitConversion(c.unit, r.decl.unit);
    if (conv) {
      taken.add(r.decl.id);
      declared.set(i, { decl: r.decl, conv });
    } else declared.set(i, { note: `looks like ${r.decl.label} but '${c.unit}' does not convert to ${r.decl.unit}` });
  }
  const used = new Set(taken);
  return curves.map((c, i) => {
    const base = { mnemonic: c.mnemonic, unit: c.unit, description: c.description };
    if (c.valueType === 'text') return { ...base, channel: customChannelName(c.mnemonic), declared: false, target_unit: c.unit, factor: 1, offset: 0, action: 'skip' as const, note: 'text curve' };
    const d = declared.get(i);
    if (d && 'decl' in d) return { ...base, channel: d.decl.id, declared: true, target_unit: d.decl.unit, ...d.conv, action: 'import' as const };
    // Unknown, or recognised in a unit we cannot convert: the file's values under their own name and unit.
    return { ...base, channel: uniqueName(customChannelName(c.mnemonic), used), declared: false, target_unit: c.unit, factor: 1, offset: 0, action: 'import' as const, ...(d ? { note: d.note } : {}) };
  });
}

function uniqueName(name: string, used: Set<string>): string {
  let n = name;
  for (let k = 2; used.has(n); k++) n = `${name}_${k}`;
  used.add(n);
  return n;
}
