/**
 * What a completions engineer reads off a treatment record (any 1 Hz record, measured or modelled):
 * pumping start, breakdown (the highest treating pressure at the low breakdown rate, before the rate
 * is first stepped up past 1.3 × the rate 25 s after pumping started), shut-in (the first second at zero rate after the last pumped second), the ISIP (Carter
 * leak-off is linear in √Δt after shut-in: a straight line through Δt = 45…300 s, past the water
 * hammer, extrapolated to Δt = 0) and the stage totals as sums of the seconds. Gaps (NaN) count as no
 * pumping.
 */
import { fractureGradientMPaPerM } from './frac-hydraulics';
import { SAND_ABS_KG_M3 } from './frac-constants';

export interface TreatmentRecord {
  /** Seconds from the first sample (the arrays' index). */
  treatingMPa: ArrayLike<number>;
  slurryRateM3Min: ArrayLike<number>;
  concKgM3: ArrayLike<number>;
}

export interface StagePicks {
  pumpStartS: number | null;
  breakdownS: number | null;
  breakdownMPa: number | null;
  shutInS: number | null;
  isipMPa: number | null;
  pumpingS: number;
  cleanM3: number;
  slurryM3: number;
  proppantKg: number;
  avgTreatingMPa: number | null;
  maxTreatingMPa: number | null;
  avgRateM3Min: number | null;
  maxRateM3Min: number | null;
  maxConcKgM3: number | null;
}

const ON = 0.05;
const num = (x: number) => (Number.isFinite(x) ? x : 0);

export function pickStage(r: TreatmentRecord): StagePicks {
  const n = r.slurryRateM3Min.length;
  let first = -1;
  let last = -1;
  let maxRate = 0;
  for (let i = 0; i < n; i++) {
    const q = num(r.slurryRateM3Min[i]);
    if (q > ON) {
      if (first < 0) first = i;
      last = i;
      maxRate = Math.max(maxRate, q);
    }
  }
  const out: StagePicks = {
    pumpStartS: first < 0 ? null : first,
    breakdownS: null,
    breakdownMPa: null,
    shutInS: last < 0 || last + 1 >= n ? null : last + 1,
    isipMPa: null,
    pumpingS: 0,
    cleanM3: 0,
    slurryM3: 0,
    proppantKg: 0,
    avgTreatingMPa: null,
    maxTreatingMPa: null,
    avgRateM3Min: null,
    maxRateM3Min: first < 0 ? null : maxRate,
    maxConcKgM3: null,
  };
  if (first < 0) return out;
  let tpSum = 0;
  let tpN = 0;
  let tpMax = -Infinity;
  let cMax = 0;
  let reached = false;
  const lowRate = num(r.slurryRateM3Min[Math.min(last, first + 25)]);
  let bdMax = -Infinity;
  for (let i = first; i <= last; i++) {
    const q = num(r.slurryRateM3Min[i]);
    const c = num(r.concKgM3[i]);
    const p = r.treatingMPa[i];
    if (i >= first + 25 && q > 1.3 * lowRate) reached = true;
    if (q > ON) {
      out.pumpingS++;
      const cleanM3 = q / (1 + c / SAND_ABS_KG_M3) / 60;
      out.cleanM3 += cleanM3;
      out.slurryM3 += q / 60;
      out.proppantKg += c * cleanM3;
      cMax = Math.max(cMax, c);
    }
    if (Number.isFinite(p)) {
      tpSum += p;
      tpN++;
      tpMax = Math.max(tpMax, p);
      if (!reached && p > bdMax) {
        bdMax = p;
        out.breakdownS = i;
      }
    }
  }
  out.breakdownMPa = Number.isFinite(bdMax) ? bdMax : null;
  out.avgTreatingMPa = tpN ? tpSum / tpN : null;
  out.maxTreatingMPa = Number.isFinite(tpMax) ? tpMax : null;
  out.avgRateM3Min = out.pumpingS ? (out.slurryM3 / out.pumpingS) * 60 : null;
  out.maxConcKgM3 = cMax;
  if (out.shutInS !== null) out.isipMPa = isipBySqrtT(r.treatingMPa, out.shutInS);
  return out;
}

/** Least-squares line of P against √Δt over Δt ∈ [45, 300] s, its value at Δt = 0. */
export function isipBySqrtT(p: ArrayLike<number>, shutInS: number, fromS = 45, toS = 300): number | null {
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let k = 0;
  for (let dt = fromS; dt <= toS && shutInS + dt < p.length; dt++) {
    const y = p[shutInS + dt];
    if (!Number.isFinite(y)) continue;
    const x = Math.sqrt(dt);
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
    k++;
  }
  if (k < 10) return null;
  const slope = (k * sxy - sx * sy) / (k * sxx - sx * sx);
  return (sy - slope * sx) / k;
}

/** The stage's fracture gradient from its picked ISIP (flush water in the well at shut-in). */
export const stageFractureGradient = (isipMPa: number | null, tvdM: number): number | null =>
  isipMPa === null || !(tvdM > 0) ? null : fractureGradientMPaPerM(isipMPa, tvdM);
