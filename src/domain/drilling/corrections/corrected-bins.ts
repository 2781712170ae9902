/**
 * The well tuner's activity corrections laid over the 15-minute bins, so the reports that sum bins
 * (activities by day, drilling by day, rotary vs slide) agree with the corrected time log. Within a
 * correction, the seconds detection booked to its intervals move to the corrected code; footage
 * booked to rotary or slide drilling in the corrected part (the hole made over the interval, spread
 * evenly over its seconds) follows the seconds. Bins are 900 s from the epoch (BIN_S).
 */
import { Activity } from '../activities';

export interface BinLike {
  binS: number;
  seconds: number[];
  rotaryM: number;
  slideM: number;
  rotaryS: number;
  slideS: number;
}

export interface DetectedInterval {
  startS: number;
  endS: number;
  code: number;
  holeFromM: number;
  holeToM: number;
}

const BIN_S = 900;

export function applyActivityCorrectionsToBins<B extends BinLike>(
  bins: readonly B[],
  detected: readonly DetectedInterval[],
  corrections: readonly { from_s: number; to_s: number; code: number }[],
): B[] {
  if (!corrections.length) return [...bins];
  const out = bins.map((b) => ({ ...b, seconds: [...b.seconds] }));
  const byStart = new Map(out.map((b) => [b.binS, b]));
  for (const c of corrections) {
    for (const r of detected) {
      const a = Math.max(c.from_s, r.startS);
      const z = Math.min(c.to_s, r.endS);
      if (z <= a || r.code === c.code) continue;
      const dur = r.endS - r.startS;
      const perS = dur > 0 && Number.isFinite(r.holeToM - r.holeFromM) ? Math.max(0, r.holeToM - r.holeFromM) / dur : 0;
      // Walk the bins the overlap crosses.
      for (let s = Math.floor(a / BIN_S) * BIN_S; s < z; s += BIN_S) {
        const b = byStart.get(s);
        if (!b) continue;
        const n = Math.min(z, s + BIN_S) - Math.max(a, s);
        if (n <= 0) continue;
        const moved = Math.min(n, b.seconds[r.code] ?? 0);
        b.seconds[r.code] -= moved;
        b.seconds[c.code] = (b.seconds[c.code] ?? 0) + moved;
        const m = perS * moved;
        if (r.code === Activity.ROTARY_DRILLING) [b.rotaryM, b.rotaryS] = [Math.max(0, b.rotaryM - m), Math.max(0, b.rotaryS - moved)];
        if (r.code === Activity.SLIDE_DRILLING) [b.slideM, b.slideS] = [Math.max(0, b.slideM - m), Math.max(0, b.slideS - moved)];
        if (c.code === Activity.ROTARY_DRILLING) [b.rotaryM, b.rotaryS] = [b.rotaryM + m, b.rotaryS + moved];
        if (c.code === Activity.SLIDE_DRILLING) [b.slideM, b.slideS] = [b.slideM + m, b.slideS + moved];
      }
    }
  }
  return out as B[];
}
