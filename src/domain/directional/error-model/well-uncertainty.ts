/**
 * Position covariance along one survey leg: every error term's station vectors summed by its propagation
 * (random: squares add; systematic, well-by-well, global: vectors add, then square). The first point is the
 * tie-on — the surface, or a sidetrack's kick-off — where the uncertainty is zero.
 */
import { accToCov, addOuter, newAcc } from './cov3';
import {
  errorVectorsFromWeights,
  fieldReference,
  resolveModel,
  stationErrorVectors,
  stationGeometry,
  termWeights,
  type ResolvedTerm,
  type StationGeometry,
} from './station-errors';
import type { Cov3, ErrorModel, ErrorModelParams, SurveyPoint, TieOn } from './types';

export interface UncertaintyOptions {
  /** Replaces the model's tie-on convention for its angular terms (see TieOn), e.g. to match a listing. */
  readonly angularTieOn?: TieOn;
  /**
   * The tie-on point comes from another survey (a sidetrack's kick-off on its parent, a run tied on to
   * an earlier one). Its position is where the leg's uncertainty starts (zero), but its direction and depth
   * were measured by that other survey, whose errors are independent of this leg's: the tie-on's error
   * over the first half-course is added once, as a random error, instead of correlated with the leg's own
   * ('surveyed' tie-ons become 'none'; 'first-interval' terms keep their own convention). This reproduces
   * the ISCWSA clearance set's Offset 10 (sidetrack at 900 m) to 1.5 % at its first station.
   * Default: true when the leg starts below MD 0.
   */
  readonly tieOnFromOtherSurvey?: boolean;
}

interface ResolvedLeg {
  readonly terms: ResolvedTerm[];
  /** Terms whose tie-on error is independent of the leg (the tie-on comes from another survey). */
  readonly independentTieOn: ResolvedTerm[];
}

function resolveFor(points: readonly SurveyPoint[], model: ErrorModel, options: UncertaintyOptions): ResolvedLeg {
  const other = options.tieOnFromOtherSurvey ?? (points.length > 0 && points[0].mdM > 0);
  const resolved = resolveModel(model, options.angularTieOn);
  if (!other) return { terms: resolved, independentTieOn: [] };
  return {
    terms: resolved.map((rt) => (rt.tieOn === 'surveyed' ? { ...rt, tieOn: 'none' as const } : rt)),
    independentTieOn: resolved.filter((rt) => rt.tieOn !== 'first-interval' && !rt.fn.course),
  };
}

/**
 * Covariance of the tie-on's own errors over the course to `next` (see tieOnFromOtherSurvey): each term's
 * error vector at the tie-on as a station of the other survey — its angular error over the first
 * half-course, its depth error along its tangent less the first course's — squares added.
 */
function independentTieOnCov(terms: readonly ResolvedTerm[], tieOn: StationGeometry, next: StationGeometry): Float64Array {
  const acc = newAcc();
  const wv = new Float64Array(4);
  const e = new Float64Array(6);
  for (const rt of terms) {
    termWeights(rt, tieOn, wv, 0);
    // the tie-on as its own previous station: no course before it, its depth error along its tangent
    errorVectorsFromWeights({ ...rt, tieOn: 'surveyed' }, wv, 0, tieOn, tieOn, next, false, e);
    addOuter(acc, e, 0);
  }
  return acc;
}

export interface WellUncertainty {
  readonly points: readonly SurveyPoint[];
  /** NEV covariance at every point, m². */
  readonly covariances: readonly Cov3[];
  /**
   * NEV covariance at a point on the course after station `j` (0 ≤ j < last), computed as if a survey
   * had been taken there: what clearance needs at the closest point of an offset well.
   */
  covarianceAfter(j: number, point: SurveyPoint): Cov3;
}

/** Covariance of a whole leg. `points` must have increasing MD; points[0] is the tie-on. */
export function wellUncertainty(
  points: readonly SurveyPoint[],
  model: ErrorModel,
  params: ErrorModelParams,
  options: UncertaintyOptions = {},
): WellUncertainty {
  const { terms, independentTieOn } = resolveFor(points, model, options);
  const field = fieldReference(params);
  const n = points.length;
  const geo: StationGeometry[] = points.map((p, k) => stationGeometry(p, k > 0 ? points[k - 1] : undefined, field));
  const tieOnCov = independentTieOn.length > 0 && n > 1 ? independentTieOnCov(independentTieOn, geo[0], geo[1]) : undefined;
  const systematic = terms.filter((t) => !t.random);
  const random = terms.filter((t) => t.random);
  // every term's weights at every station, [term][station][4]; random terms first
  const ordered = [...random, ...systematic];
  const nt = ordered.length;
  const weights = new Float64Array(nt * n * 4);
  for (let k = 0; k < n; k++) for (let t = 0; t < nt; t++) termWeights(ordered[t], geo[k], weights, 4 * (t * n + k));
  const w = (t: number, k: number) => 4 * (t * n + k);
  const nr = random.length;

  // Prefix sums over stations 0..k of the full error vectors e_k: one vector per systematic term, and one
  // covariance for all random terms together (their squares add whatever the term).
  const sysPrefix = systematic.map(() => new Float64Array(3 * n));
  const randPrefix = new Float64Array(6 * n);
  const covariances: Cov3[] = [];
  const e = new Float64Array(6);
  const acc = newAcc();
  const sum = new Float64Array(3);

  for (let k = 0; k < n; k++) {
    const prev = k > 0 ? geo[k - 1] : undefined;
    const next = k + 1 < n ? geo[k + 1] : undefined;
    acc.fill(0);
    const randHere = randPrefix.subarray(6 * k, 6 * k + 6);
    if (k > 0) {
      randHere.set(randPrefix.subarray(6 * (k - 1), 6 * k));
      acc.set(randHere);
      if (tieOnCov) for (let i = 0; i < 6; i++) acc[i] += tieOnCov[i];
    }
    for (let r = 0; r < nr; r++) {
      errorVectorsFromWeights(random[r], weights, w(r, k), prev, geo[k], next, k === 1, e);
      addOuter(randHere, e, 0);
      addOuter(acc, e, 3);
    }
    for (let s = 0; s < systematic.length; s++) {
      errorVectorsFromWeights(systematic[s], weights, w(nr + s, k), prev, geo[k], next, k === 1, e);
      const pre = sysPrefix[s];
      for (let i = 0; i < 3; i++) {
        const before = k > 0 ? pre[3 * (k - 1) + i] : 0;
        pre[3 * k + i] = before + e[i];
        sum[i] = before + e[3 + i];
      }
      addOuter(acc, sum, 0);
    }
    covariances.push(accToCov(acc));
  }

  const ej = new Float64Array(6);
  const ev = new Float64Array(6);
  const wv = new Float64Array(4);
  function covarianceAfter(j: number, point: SurveyPoint): Cov3 {
    if (!(j >= 0 && j < n)) throw new RangeError(`station ${j} is outside the leg (0–${n - 1})`);
    if (point.mdM - points[j].mdM <= 0) return covariances[j];
    const v = stationGeometry(point, points[j], field);
    const before = j > 0 ? geo[j - 1] : undefined;
    const out = newAcc();
    if (j > 0) out.set(randPrefix.subarray(6 * (j - 1), 6 * j));
    // the tie-on's own error spans the first course: up to the point when it lies on that course
    const tieOnHere = independentTieOn.length === 0 ? undefined : j === 0 ? independentTieOnCov(independentTieOn, geo[0], v) : tieOnCov;
    if (tieOnHere) for (let i = 0; i < 6; i++) out[i] += tieOnHere[i];
    // station j now has the point, not station j+1, as its next station
    for (let r = 0; r < nr; r++) {
      errorVectorsFromWeights(random[r], weights, w(r, j), before, geo[j], v, j === 1, ej);
      termWeights(random[r], v, wv, 0);
      errorVectorsFromWeights(random[r], wv, 0, geo[j], v, undefined, j === 0, ev);
      addOuter(out, ej, 0);
      addOuter(out, ev, 3);
    }
    for (let s = 0; s < systematic.length; s++) {
      errorVectorsFromWeights(systematic[s], weights, w(nr + s, j), before, geo[j], v, j === 1, ej);
      termWeights(systematic[s], v, wv, 0);
      errorVectorsFromWeights(systematic[s], wv, 0, geo[j], v, undefined, j === 0, ev);
      const pre = sysPrefix[s];
      for (let i = 0; i < 3; i++) sum[i] = (j > 0 ? pre[3 * (j - 1) + i] : 0) + ej[i] + ev[3 + i];
      addOuter(out, sum, 0);
    }
    return accToCov(out);
  }

  return { points, covariances, covarianceAfter };
}

/** Covariance of every term separately at every point: for diagnostics against per-source references. */
export function covarianceBySource(
  points: readonly SurveyPoint[],
  model: ErrorModel,
  params: ErrorModelParams,
  options: UncertaintyOptions = {},
): Record<string, Cov3[]> {
  const field = fieldReference(params);
  const geo = points.map((p, k) => stationGeometry(p, k > 0 ? points[k - 1] : undefined, field));
  const out: Record<string, Cov3[]> = {};
  const e = new Float64Array(6);
  const { terms, independentTieOn } = resolveFor(points, model, options);
  for (const rt of terms) {
    const covs: Cov3[] = [];
    const tieOn = points.length > 1 && independentTieOn.some((t) => t.term.code === rt.term.code) ? independentTieOnCov([rt], geo[0], geo[1]) : undefined;
    const randomSum = newAcc();
    const sysSum = new Float64Array(3);
    const star = new Float64Array(3);
    for (let k = 0; k < points.length; k++) {
      stationErrorVectors(rt, k > 0 ? geo[k - 1] : undefined, geo[k], geo[k + 1], k === 1, e);
      const acc = newAcc();
      if (tieOn && k > 0) acc.set(tieOn);
      if (rt.random) {
        for (let i = 0; i < 6; i++) acc[i] += randomSum[i];
        addOuter(acc, e, 3);
        addOuter(randomSum, e, 0);
      } else {
        for (let i = 0; i < 3; i++) star[i] = sysSum[i] + e[3 + i];
        addOuter(acc, star, 0);
        for (let i = 0; i < 3; i++) sysSum[i] += e[i];
      }
      covs.push(accToCov(acc));
    }
    out[rt.term.code] = covs;
  }
  return out;
}
