/**
 * Ticks along the index axis: time (local wall clock, steps from 1 s to a week, midnight ticks
 * labelled with the date) or depth (1-2-5 steps in the display unit). The view asks for ticks no
 * closer than `minSpacingPx`, so labels stay legible on a wall display at any zoom.
 */
import { niceStep } from './value-scale';
import { formatPattern } from '../../domain/format';

export interface IndexTick {
  index: number;
  label: string;
  major: boolean;
}

const TIME_STEPS_S = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800, 604800];

export function timeStepS(pxPerS: number, minSpacingPx: number): number {
  for (const s of TIME_STEPS_S) if (s * pxPerS >= minSpacingPx) return s;
  return TIME_STEPS_S[TIME_STEPS_S.length - 1];
}

/** Local-time ticks in [fromS, toS]. `offsetMinutesAt` is the zone offset (tests pass a fixed one). */
export function timeTicks(
  fromS: number,
  toS: number,
  pxPerS: number,
  minSpacingPx: number,
  offsetMinutesAt: (tS: number) => number = (t) => -new Date(t * 1000).getTimezoneOffset(),
): IndexTick[] {
  const step = timeStepS(pxPerS, minSpacingPx);
  const offS = offsetMinutesAt(fromS) * 60;
  const out: IndexTick[] = [];
  for (let local = Math.ceil((fromS + offS) / step) * step; local - offS <= toS; local += step) {
    const t = local - offS;
    // `local` is already shifted into the zone: its UTC fields are the wall clock.
    const midnight = local % 86400 === 0;
    const label = formatPattern(local * 1000, step >= 86400 || midnight ? 'DD MMM' : step < 60 ? 'HH:mm:ss' : 'HH:mm');
    out.push({ index: t, label, major: midnight || step >= 86400 || local % (step * 5) === 0 });
    if (out.length > 500) break;
  }
  return out;
}

/** Depth ticks in index units (metres); `toDisplay` converts for the label (e.g. to feet). */
export function depthTicks(fromM: number, toM: number, pxPerM: number, minSpacingPx: number, toDisplay: (m: number) => number = (m) => m): IndexTick[] {
  // Steps are nice in the display unit, not in metres.
  const k = toDisplay(1) || 1;
  const step = niceStep((minSpacingPx / pxPerM) * k);
  const decimals = step >= 1 ? 0 : Math.ceil(-Math.log10(step));
  const out: IndexTick[] = [];
  for (let v = Math.ceil((fromM * k) / step) * step; v <= toM * k + 1e-9; v += step) {
    out.push({ index: v / k, label: v.toFixed(decimals), major: Math.abs(v / (step * 5) - Math.round(v / (step * 5))) < 1e-6 });
    if (out.length > 500) break;
  }
  return out;
}
