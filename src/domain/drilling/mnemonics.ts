/**
 * The mnemonic dictionary: the names service companies and WITSML 1.4.1.1 / 2.0 give our channels.
 * Every importer (LAS, WITSML, CSV) and every live feed proposes its channel mapping from here, so a
 * spelling learnt once is known everywhere.
 *
 * Names are compared normalised (upper case, letters and digits only), so 'Bit_Depth', 'BIT DEPTH'
 * and 'BITDEPTH' are one entry. Within a channel, earlier names are preferred when a file has several
 * (HKLD_AVG before HKLD_MAX, the compensated BLOCKCOMP before the raw BLOCK of a floater).
 */
import { DEPTH_CHANNELS, OPTIONAL_TIME_CHANNELS, TIME_CHANNELS, channelByMnemonic, type ChannelDeclaration } from './channels';

/**
 * Per channel id: names seen in real files. Sources: Volve (Baker Hughes GenTime, Schlumberger and
 * Geoservices real-time logs), Pason / NOV / Halliburton Sperry / Weatherford exports, the WITSML
 * 1.4.1.1 and 2.0 examples, WITS0 record 1 names, LAS 3.0 ~Drilling examples, USROP CSVs.
 */
export const MNEMONICS: Readonly<Record<string, readonly string[]>> = {
  bitDepthM: ['BDEP', 'BITDEP', 'BITDEPTH', 'DBTM', 'BDTH', 'BITD', 'DBT', 'BITMD', 'BITMEASUREDDEPTH', 'BITPOSITION', 'DEPTBIT', 'BDMD', 'DEPTHBIT'],
  holeDepthM: [
    'DMEA',
    'HDTH',
    'HOLEDEPTH',
    'TOTALDEPTH',
    'DEPTHHOLE',
    'DEPTHMEASURED',
    'HOLEMD',
    'MDHOLE',
    'HDEP',
    'DMEAS',
    'MEASUREDDEPTH',
    'TDEP',
    'TVDHOLE',
  ],
  blockPosM: [
    'BPOS',
    'BLKPOS',
    'BLOCKCOMP',
    'BLKCOMP',
    'BPOSCOMP',
    'BLOCKPOSITION',
    'BLOCKPOS',
    'BLOCKHEIGHT',
    'HOOKHEIGHT',
    'HKHT',
    'TDPOS',
    'TOPDRIVEPOSITION',
    'BLOCK',
    'BLOCKUNCOMP',
    'BLKHT',
  ],
  hookloadT: ['HKLD', 'HKLA', 'HKLDAVG', 'HOOKLOAD', 'WEIGHTONHOOK', 'AVERAGEHOOKLOAD', 'HKL', 'HKLDAV', 'HOOKLOADAVG', 'HKLDMAX', 'HKLX'],
  wobT: ['WOB', 'SWOB', 'CWOB', 'WOBA', 'WOBAVG', 'WEIGHTONBIT', 'WEIGHTONBITDRILLER', 'WOBDRILLER', 'WOBSURF', 'SURFWOB'],
  rpm: [
    'RPM',
    'RPMA',
    'SRPM',
    'SURFRPM',
    'SURFACERPM',
    'RPMSURF',
    'TOPDRIVESPEED',
    'TOPDRIVERPM',
    'TDRPM',
    'TDSPEED',
    'AVERAGEROTARYSPEED',
    'ROTARYSPEED',
    'RPMAVG',
  ],
  torqueKNm: ['TQA', 'TORQUE', 'STOR', 'TORQUEAVG', 'TOPDRIVETORQUE', 'SURFACETORQUE', 'AVERAGESURFACETORQUE', 'TQ', 'TDTORQUE', 'STQ', 'TORQ'],
  sppMPa: ['SPPA', 'SPP', 'STANDPIPEPRESSURE', 'AVERAGESTANDPIPEPRESSURE', 'PUMP', 'PUMPPRESSURE', 'PUMPPRESSURESTANDPIPE', 'SPPRESS', 'STPPRESS', 'SPPAVG'],
  flowInLpm: ['TFLO', 'FLOWIN', 'MFIA', 'MFI', 'FLOWPUMPS', 'MUDFLOWIN', 'FLOWINRATE', 'TFLOW', 'MUDFLOWINRATE', 'FLOWRATEIN', 'TOTALFLOWIN'],
  ropMph: ['ROP', 'ROPA', 'ROPAVG', 'ROP5', 'RATEOFPENETRATION', 'ROPI', 'ROPINST'],
  pumpSpm: [
    'SPM',
    'SPMT',
    'TSPM',
    'SPMTOT',
    'SPMTOTAL',
    'TOTALSPM',
    'STRATESUM',
    'PUMPTOTALSTROKERATE',
    'TOTALPUMPSTROKERATE',
    'PUMPSTROKERATE',
    'STKRATE',
    'TOTALSTROKERATE',
    'PUMPSPM',
  ],
  gammaGapi: ['GR', 'GRA', 'GAMMA', 'GRM1', 'GAMMARAY', 'USROPGAMMA', 'ARCGRRT'],
  diffPMPa: ['DIFP', 'DIFFP', 'DIFFPRESS', 'DIFFERENTIALPRESSURE'],
};

/**
 * Names that are hole depth only in a time-indexed log: in a depth log DEPT / DEPTH is the index
 * itself (Volve F-4's GenTime log calls hole depth 'Depth').
 */
const TIME_LOG_ONLY: Readonly<Record<string, readonly string[]>> = {
  holeDepthM: ['DEPTH', 'DEPT', 'MD'],
};

export const normaliseMnemonic = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

function rankTable(table: Readonly<Record<string, readonly string[]>>): Map<string, { id: string; rank: number }> {
  const m = new Map<string, { id: string; rank: number }>();
  for (const [id, words] of Object.entries(table)) words.forEach((w, rank) => m.set(w, { id, rank }));
  return m;
}
const BY_NAME = rankTable(MNEMONICS);
const BY_NAME_TIME = rankTable(TIME_LOG_ONLY);

export interface Recognised {
  readonly decl: ChannelDeclaration;
  /** 3 our declared mnemonic, 2 a dictionary name, 1 the description only. */
  readonly strength: number;
  /** Position in the channel's name list: lower is preferred among several candidates. */
  readonly rank: number;
}

/** Our channel for a curve, from its mnemonic (or, failing that, its description). */
export function recogniseMnemonic(mnemonic: string, description: string, indexType: 'time' | 'depth'): Recognised | null {
  const table: readonly ChannelDeclaration[] =
    indexType === 'depth' ? [...TIME_CHANNELS, ...OPTIONAL_TIME_CHANNELS, ...DEPTH_CHANNELS] : [...TIME_CHANNELS, ...OPTIONAL_TIME_CHANNELS];
  const exact = channelByMnemonic(mnemonic);
  if (exact) return { decl: exact, strength: 3, rank: -1 };
  const lookup = (text: string) => {
    const n = normaliseMnemonic(text);
    const hit = BY_NAME.get(n) ?? (indexType === 'time' ? BY_NAME_TIME.get(n) : undefined);
    if (!hit) return null;
    const decl = table.find((c) => c.id === hit.id);
    return decl ? { decl, rank: hit.rank } : null;
  };
  const m = lookup(mnemonic);
  if (m) return { ...m, strength: 2 };
  const d = description ? lookup(description) : null;
  return d ? { ...d, strength: 1 } : null;
}
