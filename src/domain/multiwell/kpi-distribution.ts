/**
 * The distribution of one KPI over a set of items (wells, BHA runs, frac stages): the spec's
 * Distribution, Run, Stage and Custom Distribution reports are all this one shape. Percentiles are
 * linear between closest ranks (Hyndman-Fan type 7, Excel PERCENTILE.INC), the same `quantile` the
 * single-well KPI charts and the DvD band use; the histogram has "nice" bucket widths (1, 2, 2.5 or
 * 5 × 10^k) so the edges read as round numbers. Items without a value are listed, never counted as 0.
 */
import { histogram, quantile, type Histogram } from '../drilling/kpi/distribution';

export interface DistributionItem {
  /** What the value belongs to: "Red Hawk 1H", "Run 3", "Stage 12". */
  label: string;
  /** The well it belongs to (for a table grouped by well). */
  well?: string;
  value: number | null;
}

export interface KpiDistribution {
  count: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  p10: number | null;
  p50: number | null;
  p90: number | null;
  histogram: Histogram;
  /** Labels of the items without a value (not counted). */
  without: string[];
}

const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest nice width (1, 2, 2.5, 5 × 10^k) that covers `range` in at most `maxBins` buckets. */
export function niceStep(range: number, maxBins: number): number {
  if (!(range > 0)) return 1;
  const raw = range / Math.max(1, maxBins);
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const s of STEPS) if (s * mag >= raw * (1 - 1e-12)) return s * mag;
  return 10 * mag;
}

/** Bucket edges on multiples of a nice step from below the minimum to above the maximum (the maximum falls inside the last bucket). */
export function niceEdges(values: readonly number[], maxBins = 10): number[] {
  const v = values.filter(Number.isFinite);
  if (!v.length) return [];
  const lo = Math.min(...v);
  const hi = Math.max(...v);
  const step = hi > lo ? niceStep(hi - lo, maxBins) : niceStep(Math.max(Math.abs(lo), 1), maxBins);
  const start = Math.floor(lo / step) * step;
  const edges = [start];
  // Round to the step's own decimals so 0.1 + 0.2 stays 0.3 on the axis.
  const dec = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const at = (k: number) => Number((start + k * step).toFixed(dec));
  for (let k = 1; edges[edges.length - 1] <= hi; k++) edges.push(at(k));
  return edges;
}

export function kpiDistribution(items: readonly DistributionItem[], maxBins = 10): KpiDistribution {
  const values: number[] = [];
  const without: string[] = [];
  for (const it of items) {
    if (it.value !== null && Number.isFinite(it.value)) values.push(it.value);
    else without.push(it.label);
  }
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const q = (p: number) => (n ? quantile(sorted, p) : null);
  const edges = niceEdges(sorted, maxBins);
  return {
    count: n,
    mean: n ? sorted.reduce((s, x) => s + x, 0) / n : null,
    min: n ? sorted[0] : null,
    max: n ? sorted[n - 1] : null,
    p10: q(0.1),
    p50: q(0.5),
    p90: q(0.9),
    histogram: edges.length > 1 ? histogram(sorted, edges) : { edges: [], counts: [], shares: [], labels: [] },
    without,
  };
}
