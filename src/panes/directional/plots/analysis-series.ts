/**
 * Series of the survey-analysis charts, pure: cumulative dogleg (tortuosity), and plan values read
 * at the survey's MDs so the two can be compared station by station.
 */
import type { ApiStation } from '../../../api/directional';
import { valuesAtMd } from '../shared/md-cursor';

/** DLS is degrees per 30 m of the course ending at the station (API unit). */
const DLS_COURSE_M = 30;

/** Total dogleg drilled down to each station, degrees: Σ DLS × course length / 30 m. */
export function cumulativeDoglegDeg(stations: readonly Pick<ApiStation, 'md' | 'dls'>[]): number[] {
  const out: number[] = [];
  let sum = 0;
  stations.forEach((s, k) => {
    if (k > 0) sum += (s.dls * (s.md - stations[k - 1].md)) / DLS_COURSE_M;
    out.push(sum);
  });
  return out;
}

/** The plan's value of `key` at each survey MD (null beyond the plan). */
export function planAtSurvey<K extends 'inc' | 'az' | 'tvd' | 'dls' | 'vsec'>(
  plan: readonly ApiStation[],
  survey: readonly Pick<ApiStation, 'md'>[],
  key: K,
): (number | null)[] {
  return survey.map((s) => valuesAtMd(plan, s.md, [key])?.[key] ?? null);
}

/** Survey minus plan, station by station (null where either is missing). */
export function difference(a: readonly (number | null)[], b: readonly (number | null)[]): (number | null)[] {
  return a.map((v, i) => (v === null || b[i] === null ? null : v - b[i]!));
}

/**
 * A value range that keeps outliers from flattening the rest: the 2nd to 98th percentile, widened
 * by a tenth each side (walk rates near vertical run to hundreds of degrees and mean nothing).
 */
export function robustRange(values: readonly (number | null)[], lowPct = 0.02, highPct = 0.98): [number, number] | undefined {
  const v = values.filter((x): x is number => x !== null && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length < 5) return undefined;
  const lo = v[Math.floor(lowPct * (v.length - 1))];
  const hi = v[Math.ceil(highPct * (v.length - 1))];
  const pad = Math.max((hi - lo) * 0.1, 1e-6);
  return [Math.min(lo - pad, 0), Math.max(hi + pad, 0)];
}
