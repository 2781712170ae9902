/**
 * Summaries and histograms of durations and speeds: every KPI chart's distribution view (weight to
 * weight, connection times, tripping speeds) is one of these two shapes.
 */

export interface Summary {
  readonly count: number;
  readonly mean: number;
  readonly median: number;
  readonly p10: number;
  readonly p90: number;
  readonly min: number;
  readonly max: number;
  readonly sum: number;
}

export function summarize(values: readonly number[]): Summary {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  const n = v.length;
  if (n === 0) return { count: 0, mean: NaN, median: NaN, p10: NaN, p90: NaN, min: NaN, max: NaN, sum: 0 };
  const sum = v.reduce((s, x) => s + x, 0);
  return { count: n, mean: sum / n, median: quantile(v, 0.5), p10: quantile(v, 0.1), p90: quantile(v, 0.9), min: v[0], max: v[n - 1], sum };
}

/** Linear-interpolated quantile of sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export interface Histogram {
  /** Bucket edges, ascending; bucket k holds edges[k] ≤ v < edges[k+1]; the last edge may be Infinity. */
  readonly edges: readonly number[];
  readonly counts: number[];
  /** Share of the values in each bucket, 0–1. */
  readonly shares: number[];
  readonly labels: string[];
}

export function histogram(values: readonly number[], edges: readonly number[], label: (lo: number, hi: number) => string = defaultLabel): Histogram {
  const counts = new Array<number>(edges.length - 1).fill(0);
  let total = 0;
  for (const x of values) {
    if (!Number.isFinite(x)) continue;
    for (let k = 0; k < counts.length; k++) {
      if (x >= edges[k] && x < edges[k + 1]) {
        counts[k]++;
        total++;
        break;
      }
    }
  }
  return {
    edges,
    counts,
    shares: counts.map((c) => (total ? c / total : 0)),
    labels: counts.map((_, k) => label(edges[k], edges[k + 1])),
  };
}

function defaultLabel(lo: number, hi: number): string {
  return hi === Infinity ? `≥ ${lo}` : `${lo}–${hi}`;
}

/** Labels for buckets of seconds shown in minutes: "3–4 min", "≥ 15 min". */
export function minuteLabel(loS: number, hiS: number): string {
  const m = (s: number) => String(Math.round((s / 60) * 10) / 10);
  return hiS === Infinity ? `≥ ${m(loS)} min` : `${m(loS)}–${m(hiS)} min`;
}
