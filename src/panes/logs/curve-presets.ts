/**
 * How each rig channel is drawn unless a user says otherwise: a colour that reads on the light, dark
 * and black themes, and the channel's declared range (channels.ts) as its scale.
 */
import { FRAC_CHANNELS } from '../../domain/completions/frac-channels';
import { channelById, DEPTH_CHANNELS } from '../../domain/drilling/channels';
import type { CurveSpec } from '../../features/log-tracks/track-types';

export const CHANNEL_COLORS: Readonly<Record<string, string>> = {
  bitDepthM: '#42a5f5',
  holeDepthM: '#ec407a',
  blockPosM: '#a1887f',
  hookloadT: '#2196f3',
  wobT: '#4caf50',
  rpm: '#f44336',
  torqueKNm: '#ff9800',
  sppMPa: '#ab47bc',
  flowInLpm: '#00bcd4',
  ropMph: '#e0a800',
  gammaGapi: '#8bc34a',
  diffPMPa: '#7e57c2',
};

/** What a narrow track header says instead of the full label (the names drillers use). */
export const SHORT_LABELS: Readonly<Record<string, string>> = {
  bitDepthM: 'Bit depth',
  holeDepthM: 'Hole depth',
  blockPosM: 'Block',
  hookloadT: 'Hook load',
  wobT: 'WOB',
  rpm: 'RPM',
  torqueKNm: 'Torque',
  sppMPa: 'SPP',
  flowInLpm: 'Flow in',
  ropMph: 'ROP',
  gammaGapi: 'Gamma',
  diffPMPa: 'Diff P',
};

/** A frac's treatment channels (model units) with the colour and range a track opens on (completions Custom Log). */
export const FRAC_LOG_CHANNELS = [
  { ...FRAC_CHANNELS.treating, color: '#e53935', min: 0, max: 100 },
  { ...FRAC_CHANNELS.bottomhole, color: '#8e24aa', min: 0, max: 100 },
  { ...FRAC_CHANNELS.slurryRate, color: '#1e88e5', min: 0, max: 20 },
  { ...FRAC_CHANNELS.cleanRate, color: '#00acc1', min: 0, max: 20 },
  { ...FRAC_CHANNELS.conc, color: '#f9a825', min: 0, max: 600 },
  { ...FRAC_CHANNELS.cumProppant, color: '#6d4c41', min: 0, max: 300_000 },
  { ...FRAC_CHANNELS.cumClean, color: '#43a047', min: 0, max: 2_500 },
] as const;

const FALLBACK = ['#26a69a', '#ef5350', '#5c6bc0', '#ffa726', '#78909c'];

export function curve(channel: string, o: Partial<Omit<CurveSpec, 'channel'>> = {}): CurveSpec {
  const decl = channelById(channel) ?? DEPTH_CHANNELS.find((c) => c.id === channel);
  const frac = FRAC_LOG_CHANNELS.find((c) => c.id === channel);
  return {
    channel,
    color: CHANNEL_COLORS[channel] ?? frac?.color ?? FALLBACK[channel.length % FALLBACK.length],
    thicknessPx: 2,
    dash: 'solid',
    min: decl?.minValue ?? frac?.min ?? 0,
    max: decl?.maxValue ?? frac?.max ?? 100,
    smoothing: null,
    ...o,
  };
}
