/**
 * Anti-collision alert, judged when a survey station arrives: the separation factor to an offset
 * well over the new course (from the station before to the new one, on the clearance rows of the
 * survey reference). Under the threshold (default 1.5, the common "warning" line of risk-levels.ts)
 * it opens one alert per offset well; a later station at or above it clears that alert. A Top-N
 * subscription fires for its N closest offsets only (worstOffsets).
 */
import type { ClearanceRow } from '../directional/anti-collision/clearance';
import { RISK_THRESHOLDS } from '../directional/anti-collision/risk-levels';
import { round, type Firing } from './types';

export interface AcParams {
  thresholdSf: number;
}

export const AC_DEFAULTS: AcParams = { thresholdSf: RISK_THRESHOLDS.find((t) => t.level === 'warning')!.sfBelow };

export type AcVerdict = { kind: 'fire'; firing: Firing } | { kind: 'clear'; conditionKey: string } | null;

export function acVerdict(
  offset: { id: string; name: string },
  rows: readonly ClearanceRow[],
  course: { fromMdM: number; toMdM: number },
  p: AcParams,
  timeS: number,
): AcVerdict {
  const conditionKey = `ac:${offset.id}`;
  const inCourse = rows.filter((r) => r.refMdM >= course.fromMdM - 1e-6 && r.refMdM <= course.toMdM + 1e-6);
  const judged = inCourse.length
    ? inCourse
    : rows.length
      ? [rows.reduce((a, b) => (Math.abs(b.refMdM - course.toMdM) < Math.abs(a.refMdM - course.toMdM) ? b : a))]
      : [];
  if (!judged.length) return null;
  const worst = judged.reduce((a, b) => (b.sf < a.sf ? b : a));
  if (!(worst.sf < p.thresholdSf)) return { kind: 'clear', conditionKey };
  return {
    kind: 'fire',
    firing: {
      conditionKey,
      message: `Anti-collision: separation factor ${round(worst.sf)} to ${offset.name} at ${round(worst.refMdM, 1)} m MD (centre to centre ${round(worst.ccDistanceM, 1)} m), under ${p.thresholdSf}`,
      value: round(worst.sf),
      threshold: p.thresholdSf,
      unit: 'SF',
      depthM: worst.refMdM,
      timeS,
      extra: { ccDistanceM: round(worst.ccDistanceM, 1), offsetMdM: round(worst.offsetMdM, 1) },
    },
  };
}

/**
 * A subscription's Top-N (spec 9: 3, 5 or 10 for alerts): of the offsets under the threshold on this
 * course, only the N with the lowest separation factor fire; null keeps every one. Ties keep the order given.
 */
export function worstOffsets(firings: readonly Firing[], topN: number | null): Firing[] {
  if (topN === null) return [...firings];
  return [...firings].sort((a, b) => a.value - b.value).slice(0, topN);
}
