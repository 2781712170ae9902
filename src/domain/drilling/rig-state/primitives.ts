/**
 * Per-second primitive states read from the channels: on bottom, in slips, pumping, rotating, bit
 * speed. Everything rig-state detection, stand detection and the KPIs decide rests on these, and
 * each compares one channel with one threshold from thresholds.ts.
 */
import type { DetectionSeries } from '../channels';
import type { RigStateThresholds } from './thresholds';

export interface Primitives {
  readonly n: number;
  /** Hole depth − bit depth, m. */
  readonly offBottomM: Float32Array;
  /** Bit speed, m/s, positive going down (into the hole). */
  readonly bitSpeedMps: Float32Array;
  /** Bit flags per second, see FLAG_*. */
  readonly flags: Uint8Array;
}

export const FLAG_ON_BOTTOM = 1;
export const FLAG_IN_SLIPS = 2;
export const FLAG_PUMPING = 4;
export const FLAG_ROTATING = 8;
export const FLAG_MOVING = 16;
export const FLAG_OUT_OF_HOLE = 32;

export function computePrimitives(series: DetectionSeries, blockWeightT: number, th: RigStateThresholds): Primitives {
  const { t } = series;
  const { bitDepthM, holeDepthM, hookloadT, flowInLpm, rpm } = series.channels;
  const n = t.length;
  const offBottomM = new Float32Array(n);
  const bitSpeedMps = new Float32Array(n);
  const flags = new Uint8Array(n);
  const slipsBelowT = blockWeightT + th.slipsMarginT;
  const h = th.velocityHalfWindowS;
  for (let i = 0; i < n; i++) {
    const bit = bitDepthM[i];
    const off = holeDepthM[i] - bit;
    offBottomM[i] = off;
    // Centred difference over ±h samples, shrunk at the ends; uses time so gaps do not fake speed.
    const a = i - h < 0 ? 0 : i - h;
    const b = i + h >= n ? n - 1 : i + h;
    const dtS = (t[b] - t[a]) / 1000;
    const v = dtS > 0 ? (bitDepthM[b] - bitDepthM[a]) / dtS : 0;
    bitSpeedMps[i] = v;
    let f = 0;
    if (off < th.onBottomM) f |= FLAG_ON_BOTTOM;
    if (hookloadT[i] < slipsBelowT) f |= FLAG_IN_SLIPS;
    if (flowInLpm[i] > th.pumpingLpm) f |= FLAG_PUMPING;
    if (rpm[i] > th.rotatingRpm) f |= FLAG_ROTATING;
    if (v > th.movingMps || v < -th.movingMps) f |= FLAG_MOVING;
    if (bit < th.outOfHoleBitDepthM) f |= FLAG_OUT_OF_HOLE;
    flags[i] = f;
  }
  return { n, offBottomM, bitSpeedMps, flags };
}
