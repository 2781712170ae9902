/**
 * Arps decline (Arps 1945; DOMAIN.md): q(t) = qi / (1 + b·Di·t)^(1/b), exponential q = qi·e^(−Di·t)
 * at b = 0, harmonic at b = 1. Rates in any volume per day, t in days, Di nominal per day. The
 * cumulatives are the closed forms (Np = (qi − q)/Di; qi^b/((1−b)Di)·(qi^(1−b) − q^(1−b));
 * qi/Di·ln(qi/q)). The fit is least squares on ln q (equal weight to early and late rates, which
 * differ tenfold): for given b and Di the best ln qi is the mean residual in closed form, Di is
 * searched on a log grid refined by golden section, and for the hyperbolic model b likewise in
 * (0, 2]. A fit that cannot be made says why (too few points, rates not declining): never a guess.
 */

export type ArpsModel = 'exponential' | 'hyperbolic' | 'harmonic';
export const ARPS_MODELS: readonly ArpsModel[] = ['exponential', 'hyperbolic', 'harmonic'];

export interface ArpsParams {
  /** Rate at t = 0, volume per day. */
  qi: number;
  /** Initial nominal decline, 1/day. */
  di: number;
  /** Hyperbolic exponent: 0 exponential, 1 harmonic. */
  b: number;
}

export const MIN_FIT_POINTS = 6;
const B_MAX = 2;
const TINY_B = 1e-6;

export function arpsRate(p: ArpsParams, t: number): number {
  if (p.b < TINY_B) return p.qi * Math.exp(-p.di * t);
  return p.qi / Math.pow(1 + p.b * p.di * t, 1 / p.b);
}

/** Cumulative volume from 0 to t (volume per day × days). */
export function arpsCumulative(p: ArpsParams, t: number): number {
  const q = arpsRate(p, t);
  if (p.b < TINY_B) return (p.qi - q) / p.di;
  if (Math.abs(p.b - 1) < TINY_B) return (p.qi / p.di) * Math.log(p.qi / q);
  return (Math.pow(p.qi, p.b) / ((1 - p.b) * p.di)) * (Math.pow(p.qi, 1 - p.b) - Math.pow(q, 1 - p.b));
}

/** Days until the rate falls to `limit` (0 when it starts below; Infinity when it never does). */
export function timeToRate(p: ArpsParams, limit: number): number {
  if (!(limit > 0)) return Infinity;
  if (p.qi <= limit) return 0;
  if (p.b < TINY_B) return Math.log(p.qi / limit) / p.di;
  return (Math.pow(p.qi / limit, p.b) - 1) / (p.b * p.di);
}

/** Nominal per day to effective annual decline (the share of rate lost over a year at the start). */
export function effectiveAnnualDecline(p: ArpsParams): number {
  return 1 - arpsRate(p, 365.25) / p.qi;
}

export interface ArpsPoint {
  /** Days since the start of the fit. */
  t: number;
  q: number;
}

export interface ArpsFit extends ArpsParams {
  model: ArpsModel;
  /** Root mean square of ln(q) − ln(fitted q): 0.1 is about ±10 %. */
  rmseLn: number;
  points: number;
}

export type ArpsFitResult = { ok: true; fit: ArpsFit } | { ok: false; reason: string };

/** For given b and Di: the least-squares ln qi and the sum of squared ln residuals. */
function sseFor(points: readonly ArpsPoint[], lnQ: readonly number[], b: number, di: number): { lnQi: number; sse: number } {
  const g = (t: number) => (b < TINY_B ? di * t : Math.log(1 + b * di * t) / b);
  let sum = 0;
  for (let i = 0; i < points.length; i++) sum += lnQ[i] + g(points[i].t);
  const lnQi = sum / points.length;
  let sse = 0;
  for (let i = 0; i < points.length; i++) {
    const r = lnQ[i] - (lnQi - g(points[i].t));
    sse += r * r;
  }
  return { lnQi, sse };
}

const PHI = (Math.sqrt(5) - 1) / 2;

/** Minimum of f on [lo, hi] by golden section (f unimodal there). */
function golden(f: (x: number) => number, lo: number, hi: number, iterations = 60): number {
  let a = lo;
  let b = hi;
  let c = b - PHI * (b - a);
  let d = a + PHI * (b - a);
  let fc = f(c);
  let fd = f(d);
  for (let i = 0; i < iterations; i++) {
    if (fc < fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - PHI * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + PHI * (b - a);
      fd = f(d);
    }
  }
  return (a + b) / 2;
}

/** Best ln(Di) for a fixed b: a log grid from 1e-5 to 1 per day, refined around the best node. */
function bestDi(points: readonly ArpsPoint[], lnQ: readonly number[], b: number): { di: number; lnQi: number; sse: number } {
  const lo = Math.log(1e-5);
  const hi = Math.log(1);
  const n = 30;
  let best = 0;
  let bestSse = Infinity;
  for (let k = 0; k <= n; k++) {
    const x = lo + ((hi - lo) * k) / n;
    const s = sseFor(points, lnQ, b, Math.exp(x)).sse;
    if (s < bestSse) {
      bestSse = s;
      best = x;
    }
  }
  const step = (hi - lo) / n;
  const x = golden((y) => sseFor(points, lnQ, b, Math.exp(y)).sse, Math.max(lo, best - step), Math.min(hi, best + step), 36);
  const di = Math.exp(x);
  return { di, ...sseFor(points, lnQ, b, di) };
}

/** Least-squares fit of one Arps model to (t, q) points; q ≤ 0 and non-finite points are left out and counted. */
export function fitArps(input: readonly ArpsPoint[], model: ArpsModel): ArpsFitResult {
  const points = input.filter((p) => Number.isFinite(p.t) && Number.isFinite(p.q) && p.q > 0);
  if (points.length < MIN_FIT_POINTS)
    return {
      ok: false,
      reason: `Too few points to fit: ${points.length} producing day${points.length === 1 ? '' : 's'} with a rate, at least ${MIN_FIT_POINTS} needed`,
    };
  const lnQ = points.map((p) => Math.log(p.q));
  // A declining trend first: the straight line of ln q on t must slope down.
  const n = points.length;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const mq = lnQ.reduce((s, v) => s + v, 0) / n;
  const slope = points.reduce((s, p, i) => s + (p.t - mt) * (lnQ[i] - mq), 0) / points.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  if (!(slope < 0)) return { ok: false, reason: 'The rates do not decline over the fitted days: no decline to fit' };
  let b: number;
  if (model === 'exponential') b = 0;
  else if (model === 'harmonic') b = 1;
  else b = golden((x) => bestDi(points, lnQ, x).sse, 0.001, B_MAX, 26);
  const best = bestDi(points, lnQ, b);
  if (!(best.di > 1.01e-5) || !(best.di < 0.99)) return { ok: false, reason: `The ${model} fit did not converge (initial decline at the search bound)` };
  return { ok: true, fit: { model, qi: Math.exp(best.lnQi), di: best.di, b, rmseLn: Math.sqrt(best.sse / n), points: n } };
}

/**
 * Terminal decline (the "modified hyperbolic" of reserves practice, e.g. SPEE Monograph 4): a
 * hyperbolic decline's rate of decline D(t) = Di/(1 + b·Di·t) falls without end, and with b ≥ 1 its
 * cumulative never converges; reserves are booked with the curve turning exponential once D(t)
 * reaches a minimum, here 8 % a year (effective).
 */
export const TERMINAL_DECLINE_EFFECTIVE = 0.08;
export const terminalNominalPerDay = (effective = TERMINAL_DECLINE_EFFECTIVE) => -Math.log(1 - effective) / 365.25;

/** When the hyperbolic decline reaches dMin (nominal per day): 0 for an exponential or an already slower decline. */
export function switchTime(p: ArpsParams, dMin: number): number {
  if (p.b < TINY_B || p.di <= dMin) return p.b < TINY_B ? Infinity : 0;
  return (p.di / dMin - 1) / (p.b * p.di);
}

export function modifiedRate(p: ArpsParams, dMin: number, t: number): number {
  const ts = switchTime(p, dMin);
  if (t <= ts) return arpsRate(p, t);
  return arpsRate(p, ts) * Math.exp(-dMin * (t - ts));
}

export function modifiedCumulative(p: ArpsParams, dMin: number, t: number): number {
  const ts = switchTime(p, dMin);
  if (t <= ts) return arpsCumulative(p, t);
  return arpsCumulative(p, ts) + (arpsRate(p, ts) - modifiedRate(p, dMin, t)) / dMin;
}

export function modifiedTimeToRate(p: ArpsParams, dMin: number, limit: number): number {
  const ts = switchTime(p, dMin);
  const qs = Number.isFinite(ts) ? arpsRate(p, ts) : 0;
  if (!(limit > 0)) return Infinity;
  if (limit >= qs) return timeToRate(p, limit);
  return ts + Math.log(qs / limit) / dMin;
}

export interface Eur {
  /** Economic limit rate, volume per day. */
  limit: number;
  /** Days from t = 0 until the fitted rate reaches the limit. */
  daysToLimit: number;
  /** Produced to the last actual day (the actual cumulative). */
  produced: number;
  /** Remaining from the last actual day to the limit on the fitted curve. */
  remaining: number;
  /** produced + remaining. */
  eur: number;
}

/**
 * EUR to an economic limit: what was produced (actual) plus what the fitted curve, turned exponential
 * at the terminal decline dMin (nominal per day), still gives from the last actual day until the rate
 * reaches the limit. A curve already below the limit at the last day adds nothing.
 */
export function eurOf(p: ArpsParams, lastT: number, producedToDate: number, limit: number, dMin = terminalNominalPerDay()): Eur {
  const tl = modifiedTimeToRate(p, dMin, limit);
  const remaining = Number.isFinite(tl) && tl > lastT ? modifiedCumulative(p, dMin, tl) - modifiedCumulative(p, dMin, lastT) : 0;
  return { limit, daysToLimit: tl, produced: producedToDate, remaining, eur: producedToDate + remaining };
}
