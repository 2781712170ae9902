/**
 * Per-second primitive states read from the channels: on bottom, in slips, pumping, rotating, bit
 * speed, hole advancing. Everything rig-state detection, stand detection and the KPIs decide rests on
 * these, and each compares channels with thresholds from thresholds.ts.
 */
import type { DetectionSeries } from '../channels';
import { slipsBelowT, type RigStateThresholds } from './thresholds';

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
/** Hook load near the block weight and the pipe still. */
export const FLAG_IN_SLIPS = 2;
export const FLAG_PUMPING = 4;
export const FLAG_ROTATING = 8;
export const FLAG_MOVING = 16;
export const FLAG_OUT_OF_HOLE = 32;
/** Hole depth advancing, or weight on bit: the bit is making hole. */
export const FLAG_MAKING_HOLE = 64;
/** Hook load near the block weight (in slips when still; a light string when moving). */
export const FLAG_LIGHT = 128;

export interface PrimitiveOptions {
  /** False when bit depth is not an absolute depth (it reads far below zero): never out of hole. */
  readonly judgeOutOfHole?: boolean;
}

const finite = (a: ArrayLike<number> | undefined, i: number): number => (a && Number.isFinite(a[i]) ? a[i] : NaN);

export function computePrimitives(series: DetectionSeries, blockWeightT: number, th: RigStateThresholds, o: PrimitiveOptions = {}): Primitives {
  const { t } = series;
  const { bitDepthM, holeDepthM, hookloadT, flowInLpm, rpm, sppMPa, pumpSpm, wobT } = series.channels;
  const n = t.length;
  const offBottomM = new Float32Array(n);
  const bitSpeedMps = new Float32Array(n);
  const flags = new Uint8Array(n);
  const slipsBelow = slipsBelowT(blockWeightT, th);
  const judgeOutOfHole = o.judgeOutOfHole ?? true;
  // Samples either side for the bit speed: ~velocityHalfWindowS of time, at least one sample.
  const dtS = medianStepS(t);
  const h = Math.max(1, Math.round(th.velocityHalfWindowS / dtS));
  const advance = holeAdvancing(t, holeDepthM, th);
  for (let i = 0; i < n; i++) {
    const bit = bitDepthM[i];
    const off = holeDepthM[i] - bit;
    offBottomM[i] = off;
    // Centred difference over ±h samples, shrunk at the ends; uses time so gaps do not fake speed.
    const a = i - h < 0 ? 0 : i - h;
    const b = i + h >= n ? n - 1 : i + h;
    const spanS = (t[b] - t[a]) / 1000;
    const v = spanS > 0 ? (bitDepthM[b] - bitDepthM[a]) / spanS : 0;
    bitSpeedMps[i] = v;
    const moving = v > th.movingMps || v < -th.movingMps;
    let f = 0;
    if (off < th.onBottomM) f |= FLAG_ON_BOTTOM;
    if (hookloadT[i] < slipsBelow) {
      f |= FLAG_LIGHT;
      if (!moving) f |= FLAG_IN_SLIPS;
    }
    // Pumps on when any pump sensor the rig sends says so.
    if (finite(flowInLpm, i) > th.pumpingLpm || finite(sppMPa, i) > th.pumpingSppMPa || finite(pumpSpm, i) > th.pumpingSpm) f |= FLAG_PUMPING;
    if (rpm[i] > th.rotatingRpm) f |= FLAG_ROTATING;
    if (moving) f |= FLAG_MOVING;
    if (judgeOutOfHole && bit < th.outOfHoleBitDepthM) f |= FLAG_OUT_OF_HOLE;
    if (advance[i] || finite(wobT, i) > th.drillingWobT) f |= FLAG_MAKING_HOLE;
    flags[i] = f;
  }
  return { n, offBottomM, bitSpeedMps, flags };
}

/** Median time step, s (1 for fewer than two samples). */
export function medianStepS(t: ArrayLike<number>): number {
  const n = t.length;
  if (n < 2) return 1;
  const k = Math.min(n - 1, 2001);
  const stride = Math.max(1, Math.floor((n - 1) / k));
  const d: number[] = [];
  for (let i = stride; i < n; i += stride) d.push((t[i] - t[i - 1]) / 1000);
  d.sort((x, y) => x - y);
  const m = d[d.length >> 1];
  return m > 0 ? m : 1;
}

/** Per sample: hole depth gains ≥ holeAdvanceM between −window and +window around it. */
function holeAdvancing(t: ArrayLike<number>, hole: ArrayLike<number>, th: RigStateThresholds): Uint8Array {
  const n = t.length;
  const out = new Uint8Array(n);
  const w = th.holeAdvanceWindowS * 1000;
  let a = 0;
  let b = 0;
  for (let i = 0; i < n; i++) {
    while (t[a] < t[i] - w) a++;
    if (b < i) b = i;
    while (b + 1 < n && t[b + 1] <= t[i] + w) b++;
    if (hole[b] - hole[a] >= th.holeAdvanceM) out[i] = 1;
  }
  return out;
}
