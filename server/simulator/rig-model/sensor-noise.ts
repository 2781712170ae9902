/**
 * Sensor noise, added in one pass over a generated chunk rather than inside the per-second physics:
 * a tight loop runs several times faster than a call per draw, and this is most of the generator's
 * work (12 channels × 2.6 M seconds).
 *
 * The noise of (second k, channel j) is a hash of (seed, k, j), not a draw from a stream: the data
 * are then identical however the seconds are split into chunks (86 400 at a time for history, one
 * at a time live) and after a resume.
 *
 * Channels that read exactly 0 (pumps off, not rotating, EDR-gated WOB, ROP off bottom) stay 0: a
 * stopped pump's flow meter and a gated computed channel read flat zero; NaN (no reading: gamma
 * with the MWD above the rotary table) stays NaN. Depths are computed from the block encoder and
 * carry no noise.
 */
import { TIME_CHANNELS, type ChannelId } from '../../../src/domain/drilling/channels';
import { NORMAL_TABLE, NORMAL_TABLE_BITS } from './prng';

const NON_NEGATIVE: ReadonlySet<ChannelId> = new Set<ChannelId>(['blockPosM', 'rpm', 'torqueKNm', 'sppMPa', 'flowInLpm', 'ropMph', 'gammaGapi']);
/** Channels whose exact zero means "off" and stays clean. */
const ZERO_IS_OFF: ReadonlySet<ChannelId> = new Set<ChannelId>(['wobT', 'rpm', 'torqueKNm', 'sppMPa', 'flowInLpm', 'ropMph', 'diffPMPa']);

/**
 * Glitches real EDR data has, per second: a hook-load spike (a jerk on the line, a bad sample), a
 * flow-meter dropout, an RPM encoder spike. Rare, one second long: detection must shrug them off.
 */
const HOOKLOAD_SPIKE_PER_S = 1 / 3600;
const FLOW_DROPOUT_PER_S = 1 / 5400;
const RPM_SPIKE_PER_S = 1 / 5400;

function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Adds noise to `channels[from..to)`, whose first element is the model's second number `firstSecond`.
 */
export function addSensorNoise(channels: Record<ChannelId, Float32Array>, from: number, to: number, firstSecond: number, seed: number): void {
  const table = NORMAL_TABLE;
  const shift = 32 - NORMAL_TABLE_BITS;
  const seedMix = Math.imul(seed ^ 0x2545f491, 0x9e3779b1) >>> 0;
  const glitchMix = (seedMix ^ 0x68e31da4) >>> 0;
  for (let i = from; i < to; i++) {
    const u = fmix32(((firstSecond + i - from) ^ glitchMix) >>> 0) / 4294967296;
    if (u < HOOKLOAD_SPIKE_PER_S) {
      // Sign and size from the same hash's other bits: −25..+25 t.
      channels.hookloadT[i] += (u / HOOKLOAD_SPIKE_PER_S - 0.5) * 50;
    } else if (u < HOOKLOAD_SPIKE_PER_S + FLOW_DROPOUT_PER_S) {
      channels.flowInLpm[i] = 0;
    } else if (u < HOOKLOAD_SPIKE_PER_S + FLOW_DROPOUT_PER_S + RPM_SPIKE_PER_S) {
      channels.rpm[i] += 40;
    }
  }
  TIME_CHANNELS.forEach((decl, j) => {
    const sigma = decl.noiseSigma;
    if (sigma === 0) return;
    const a = channels[decl.id];
    const clampZero = NON_NEGATIVE.has(decl.id);
    const keepZero = ZERO_IS_OFF.has(decl.id);
    for (let i = from; i < to; i++) {
      const v = a[i];
      if (keepZero && v === 0) continue;
      // murmur3 fmix32 of (second, channel) mixed with the seed.
      let h = (((firstSecond + i - from) * 16 + j) ^ seedMix) >>> 0;
      h ^= h >>> 16;
      h = Math.imul(h, 0x85ebca6b);
      h ^= h >>> 13;
      h = Math.imul(h, 0xc2b2ae35);
      h ^= h >>> 16;
      const w = v + sigma * table[h >>> shift];
      a[i] = clampZero && w < 0 ? 0 : w;
    }
  });
}
