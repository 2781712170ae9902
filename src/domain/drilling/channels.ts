/**
 * The rig's surface channels, declared once. Storage, the simulator, detection, log panes and
 * importers' channel mapping all read this table, so a channel's id, unit and plausible range are
 * never written twice.
 *
 * Ids carry their unit (the code reads `channels.hookloadT[i]`, never a bare `hookload`).
 * Ranges are what a land rig drilling an 8½" section shows (DOMAIN.md), used for default axis
 * limits and for plausibility checks, not for clipping.
 */

export interface ChannelDeclaration {
  readonly id: string;
  /** Industry mnemonic as found in LAS / WITSML files. */
  readonly mnemonic: string;
  readonly label: string;
  readonly unit: string;
  readonly minValue: number;
  readonly maxValue: number;
  /** Sensor noise (1 σ) the simulator adds; 0 for computed depths. */
  readonly noiseSigma: number;
}

export const TIME_CHANNELS = [
  { id: 'bitDepthM', mnemonic: 'BDEP', label: 'Bit depth', unit: 'm', minValue: 0, maxValue: 6000, noiseSigma: 0 },
  { id: 'holeDepthM', mnemonic: 'DMEA', label: 'Hole depth', unit: 'm', minValue: 0, maxValue: 6000, noiseSigma: 0 },
  { id: 'blockPosM', mnemonic: 'BPOS', label: 'Block position', unit: 'm', minValue: 0, maxValue: 30, noiseSigma: 0.01 },
  { id: 'hookloadT', mnemonic: 'HKLD', label: 'Hook load', unit: 't', minValue: 0, maxValue: 250, noiseSigma: 0.3 },
  { id: 'wobT', mnemonic: 'WOB', label: 'Weight on bit', unit: 't', minValue: 0, maxValue: 25, noiseSigma: 0.15 },
  { id: 'rpm', mnemonic: 'RPM', label: 'Rotary speed', unit: 'rpm', minValue: 0, maxValue: 180, noiseSigma: 0.8 },
  { id: 'torqueKNm', mnemonic: 'TQA', label: 'Torque', unit: 'kN·m', minValue: 0, maxValue: 40, noiseSigma: 0.4 },
  { id: 'sppMPa', mnemonic: 'SPPA', label: 'Standpipe pressure', unit: 'MPa', minValue: 0, maxValue: 30, noiseSigma: 0.08 },
  { id: 'flowInLpm', mnemonic: 'TFLO', label: 'Flow in', unit: 'L/min', minValue: 0, maxValue: 3000, noiseSigma: 8 },
  { id: 'ropMph', mnemonic: 'ROP', label: 'Rate of penetration', unit: 'm/h', minValue: 0, maxValue: 100, noiseSigma: 0.5 },
  { id: 'gammaGapi', mnemonic: 'GR', label: 'Gamma ray', unit: 'gAPI', minValue: 0, maxValue: 200, noiseSigma: 3 },
  { id: 'diffPMPa', mnemonic: 'DIFP', label: 'Differential pressure', unit: 'MPa', minValue: 0, maxValue: 8, noiseSigma: 0.04 },
] as const satisfies readonly ChannelDeclaration[];

export type ChannelId = (typeof TIME_CHANNELS)[number]['id'];
export const CHANNEL_IDS: readonly ChannelId[] = TIME_CHANNELS.map((c) => c.id);

/** Depth-indexed curves (index: hole depth, m). */
export const DEPTH_CHANNELS = [
  { id: 'gammaGapi', mnemonic: 'GR', label: 'Gamma ray', unit: 'gAPI', minValue: 0, maxValue: 200, noiseSigma: 3 },
  { id: 'ropMph', mnemonic: 'ROP', label: 'Rate of penetration', unit: 'm/h', minValue: 0, maxValue: 100, noiseSigma: 0 },
] as const satisfies readonly ChannelDeclaration[];

/**
 * Time channels files and feeds carry that the simulator does not produce (so they are not in every
 * ChannelSeries): detection reads them when a well has them.
 */
export const OPTIONAL_TIME_CHANNELS = [
  { id: 'pumpSpm', mnemonic: 'SPM', label: 'Pump strokes (total)', unit: 'spm', minValue: 0, maxValue: 300, noiseSigma: 0 },
] as const satisfies readonly ChannelDeclaration[];

export type OptionalChannelId = (typeof OPTIONAL_TIME_CHANNELS)[number]['id'];

const BY_ID = new Map<string, ChannelDeclaration>([...TIME_CHANNELS, ...OPTIONAL_TIME_CHANNELS].map((c) => [c.id, c]));
const BY_MNEMONIC = new Map<string, ChannelDeclaration>([...TIME_CHANNELS, ...OPTIONAL_TIME_CHANNELS].map((c) => [c.mnemonic.toUpperCase(), c]));

export function channelById(id: string): ChannelDeclaration | undefined {
  return BY_ID.get(id);
}

/** Case-insensitive; importers use it to propose a mapping for a file's curves. */
export function channelByMnemonic(mnemonic: string): ChannelDeclaration | undefined {
  return BY_MNEMONIC.get(mnemonic.trim().toUpperCase());
}

/** Only the channels rig-state detection reads. */
export type DetectionChannelId = 'bitDepthM' | 'holeDepthM' | 'hookloadT' | 'rpm' | 'flowInLpm';
export interface DetectionSeries {
  readonly t: ArrayLike<number>;
  readonly channels: { readonly [K in DetectionChannelId]: ArrayLike<number> } & Partial<Record<ChannelId | OptionalChannelId, ArrayLike<number>>>;
}
