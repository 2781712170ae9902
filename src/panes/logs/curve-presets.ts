/**
 * How each rig channel is drawn unless a user says otherwise: a colour that reads on the light, dark
 * and black themes, and the channel's declared range (channels.ts) as its scale.
 */
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

const FALLBACK = ['#26a69a', '#ef5350', '#5c6bc0', '#ffa726', '#78909c'];

export function curve(channel: string, o: Partial<Omit<CurveSpec, 'channel'>> = {}): CurveSpec {
  const decl = channelById(channel) ?? DEPTH_CHANNELS.find((c) => c.id === channel);
  return {
    channel,
    color: CHANNEL_COLORS[channel] ?? FALLBACK[channel.length % FALLBACK.length],
    thicknessPx: 2,
    dash: 'solid',
    min: decl?.minValue ?? 0,
    max: decl?.maxValue ?? 100,
    smoothing: null,
    ...o,
  };
}
