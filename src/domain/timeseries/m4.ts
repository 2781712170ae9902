/**
 * M4 aggregation: for each output bucket keep min, max, first and last, so a line drawn through
 * first → min → max → last per pixel pair looks exactly like the full-resolution line.
 */
export interface M4Series {
  /** Bucket start times, epoch seconds. */
  t: number[];
  min: (number | null)[];
  max: (number | null)[];
  first: (number | null)[];
  last: (number | null)[];
}

/** Source buckets: raw samples have min = max = first = last. NaN marks a gap. */
export interface M4Source {
  startS: number;
  bucketS: number;
  min: ArrayLike<number>;
  max: ArrayLike<number>;
  first: ArrayLike<number>;
  last: ArrayLike<number>;
}

const v = (x: number) => (Number.isNaN(x) ? null : x);

/** Re-aggregate source buckets into `count` output buckets of `bucketS` seconds starting at fromS. */
export function aggregateM4(sources: readonly M4Source[], fromS: number, bucketS: number, count: number): M4Series {
  const min = new Float64Array(count).fill(Infinity);
  const max = new Float64Array(count).fill(-Infinity);
  const first = new Float64Array(count).fill(NaN);
  const last = new Float64Array(count).fill(NaN);
  const firstT = new Float64Array(count).fill(Infinity);
  const lastT = new Float64Array(count).fill(-Infinity);
  for (const s of sources) {
    const n = s.min.length;
    for (let i = 0; i < n; i++) {
      const lo = s.min[i];
      if (Number.isNaN(lo)) continue;
      const tS = s.startS + i * s.bucketS;
      // A source bucket that straddles the window's start belongs to the first bucket: dropping it lost
      // up to one level bucket of seconds (a WOB spike 40 s after `from` went missing).
      const k = tS < fromS && tS + s.bucketS > fromS ? 0 : Math.floor((tS - fromS) / bucketS);
      if (k < 0 || k >= count) continue;
      if (lo < min[k]) min[k] = lo;
      const hi = s.max[i];
      if (hi > max[k]) max[k] = hi;
      if (tS < firstT[k]) {
        firstT[k] = tS;
        first[k] = s.first[i];
      }
      if (tS > lastT[k]) {
        lastT[k] = tS;
        last[k] = s.last[i];
      }
    }
  }
  const out: M4Series = { t: [], min: [], max: [], first: [], last: [] };
  for (let k = 0; k < count; k++) {
    out.t.push(fromS + k * bucketS);
    const empty = min[k] === Infinity;
    out.min.push(empty ? null : min[k]);
    out.max.push(empty ? null : max[k]);
    out.first.push(empty ? null : v(first[k]));
    out.last.push(empty ? null : v(last[k]));
  }
  return out;
}

/** Build one LOD level's M4 buckets from a finer level's buckets (or raw seconds). */
export function downsampleBuckets(src: M4Source, bucketS: number, count: number, startS: number) {
  const r = aggregateM4([src], startS, bucketS, count);
  const f32 = (xs: (number | null)[]) => Float32Array.from(xs, (x) => (x === null ? NaN : x));
  return { min: f32(r.min), max: f32(r.max), first: f32(r.first), last: f32(r.last) };
}
