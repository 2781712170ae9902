/**
 * Levels of detail for 1 Hz time series. Level 0 holds raw seconds; each further level holds, per
 * bucket of `bucketS` seconds, the min, max, first and last value (M4), so spikes survive any zoom.
 * Data is stored in chunks of CHUNK_BUCKETS buckets, so a window query reads at most a couple of
 * chunks per channel whatever the window's length.
 */
// No 5 s level: it would cost 4/5 of the raw size; windows under ~4 h read raw chunks instead (≤ 6 per channel).
export const LEVEL_BUCKET_S = [1, 30, 180, 900, 3600, 21600] as const;
export type Level = number;
/** The finest level a summary record keeps (15-minute buckets: a month's chart, Days vs Depth), no seconds. */
export const SUMMARY_LEVEL: Level = 3;
export const CHUNK_BUCKETS = 3600;

export const chunkSpanS = (level: Level): number => LEVEL_BUCKET_S[level] * CHUNK_BUCKETS;
export const chunkStartS = (level: Level, tS: number): number => Math.floor(tS / chunkSpanS(level)) * chunkSpanS(level);

/**
 * The coarsest level whose buckets are no wider than the target bucket (times `slack`), so
 * re-aggregating it keeps every extreme. With slack > 1 a window may be answered in buckets of that
 * level, a little wider and fewer than asked: a day at 500 buckets (173 s) then reads 480 buckets of
 * 180 s instead of 2,880 of 30 s.
 */
export function levelFor(targetBucketS: number, slack = 1): Level {
  let best = 0;
  for (let l = 0; l < LEVEL_BUCKET_S.length; l++) if (LEVEL_BUCKET_S[l] <= targetBucketS * slack) best = l;
  return best;
}

/** Chunk starts (epoch s) of a level that overlap [fromS, toS). */
export function chunksCovering(level: Level, fromS: number, toS: number): number[] {
  const span = chunkSpanS(level);
  const out: number[] = [];
  for (let c = chunkStartS(level, fromS); c < toS; c += span) out.push(c);
  return out;
}
