/**
 * Drilling connections: slips-to-slips and weight-to-weight per connection, their ratings and
 * distributions — the data of "Weight to Weight (time and distribution)" and the Connection
 * statistics table (spec 3.11 ConnectionsDistributionData, analysis_connection_data).
 */
import type { StatisticsRating } from '../../constants/statistics';
import { histogram, minuteLabel, summarize, type Histogram, type Summary } from './distribution';
import type { Stand } from './stand-types';

/** Distribution buckets, s: 0–2, 2–3, 3–4, 4–5, 5–6, 6–8, 8–10, 10–15, ≥ 15 min. */
export const CONNECTION_BUCKETS_S = [0, 120, 180, 240, 300, 360, 480, 600, 900, Infinity] as const;

/**
 * Rating of a weight-to-weight time, s (DOMAIN: good drilling connections take 3–6 minutes).
 * Ours: up to 6 min GOOD, up to 10 min NEUTRAL, longer BAD.
 */
export const WEIGHT_TO_WEIGHT_RATING_S = { goodMax: 360, neutralMax: 600 } as const;

export interface ConnectionRow {
  /** Number of the stand the connection ended. */
  readonly standIndex: number;
  readonly slipsInMs: number;
  readonly holeDepthM: number;
  readonly slipsToSlipsS: number;
  readonly weightToWeightS: number;
  /** Off bottom until in slips: reaming, circulating, pumps off, s. */
  readonly preSlipsS: number;
  /** Out of slips until back on bottom: pumps up, zeroing, washing down, s. */
  readonly postSlipsS: number;
  readonly rating: StatisticsRating;
}

export function rateWeightToWeight(seconds: number): StatisticsRating {
  if (seconds <= WEIGHT_TO_WEIGHT_RATING_S.goodMax) return 'GOOD';
  if (seconds <= WEIGHT_TO_WEIGHT_RATING_S.neutralMax) return 'NEUTRAL';
  return 'BAD';
}

export function connectionRows(stands: readonly Stand[]): ConnectionRow[] {
  const rows: ConnectionRow[] = [];
  for (const s of stands) {
    const c = s.connection;
    if (!c) continue;
    rows.push({
      standIndex: s.index,
      slipsInMs: c.slipsInMs,
      holeDepthM: c.holeDepthM,
      slipsToSlipsS: c.slipsToSlipsS,
      weightToWeightS: c.weightToWeightS,
      preSlipsS: (c.slipsInMs - c.offBottomMs) / 1000,
      postSlipsS: (c.onBottomMs - c.slipsOutMs) / 1000,
      rating: rateWeightToWeight(c.weightToWeightS),
    });
  }
  return rows;
}

export interface ConnectionAnalysis {
  readonly rows: ConnectionRow[];
  readonly slipsToSlips: Summary;
  readonly weightToWeight: Summary;
  readonly slipsToSlipsDistribution: Histogram;
  readonly weightToWeightDistribution: Histogram;
  readonly ratingCounts: Record<StatisticsRating, number>;
}

/** Everything the Weight to Weight chart (time per connection and distribution) and the Connection statistics need. */
export function connectionAnalysis(stands: readonly Stand[], bucketsS: readonly number[] = CONNECTION_BUCKETS_S): ConnectionAnalysis {
  const rows = connectionRows(stands);
  const s2s = rows.map((r) => r.slipsToSlipsS);
  const w2w = rows.map((r) => r.weightToWeightS);
  const ratingCounts: Record<StatisticsRating, number> = { GOOD: 0, NEUTRAL: 0, BAD: 0 };
  for (const r of rows) ratingCounts[r.rating]++;
  return {
    rows,
    slipsToSlips: summarize(s2s),
    weightToWeight: summarize(w2w),
    slipsToSlipsDistribution: histogram(s2s, bucketsS, minuteLabel),
    weightToWeightDistribution: histogram(w2w, bucketsS, minuteLabel),
    ratingCounts,
  };
}
