/**
 * An M4 answer as one line to draw (x, y): per bucket first → min → max → last, placed across the
 * bucket, so the line looks like the full-resolution one at ≤ 2 buckets per pixel column and keeps
 * every spike. A bucket without data becomes one null (a gap in the line). When a bucket holds one
 * value (raw seconds) it is one point. x is in seconds from `originS`.
 */
export interface M4Buckets {
  t: readonly number[];
  min: readonly (number | null)[];
  max: readonly (number | null)[];
  first: readonly (number | null)[];
  last: readonly (number | null)[];
}

/** `fourPerBucket`: never collapse a flat bucket to one point, so lines of several channels over the same buckets share one x. */
export function m4Polyline(b: M4Buckets, bucketS: number, originS: number, fourPerBucket = false): { x: number[]; y: (number | null)[] } {
  const x: number[] = [];
  const y: (number | null)[] = [];
  for (let i = 0; i < b.t.length; i++) {
    const t = b.t[i] - originS;
    const f = b.first[i];
    const l = b.last[i];
    const lo = b.min[i];
    const hi = b.max[i];
    if (f === null || l === null || lo === null || hi === null) {
      if (y.length && y[y.length - 1] !== null) (x.push(t), y.push(null));
      continue;
    }
    if (bucketS <= 1 || (!fourPerBucket && lo === hi && f === l)) {
      x.push(t);
      y.push(f);
      continue;
    }
    // The extreme met first is unknown: rising buckets (last ≥ first) are drawn min then max.
    const [a, c] = l >= f ? [lo, hi] : [hi, lo];
    x.push(t, t + bucketS / 3, t + (2 * bucketS) / 3, t + bucketS - 1e-3);
    y.push(f, a, c, l);
  }
  return { x, y };
}
