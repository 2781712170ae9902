/**
 * What a log view draws: per channel, one M4 column (min, max, first, last) per pixel column of the
 * index axis. Columns are anchored to absolute index values (column k covers [k·bucket, (k+1)·bucket)
 * seconds or metres), so the server's M4 buckets (asked with a `from` aligned to the bucket) land on
 * columns one to one, and each live second merges into exactly one column.
 *
 * Storage is a ring of Float32Arrays per channel: appending never allocates, and columns that scroll
 * out of the ring are dropped.
 */

export interface M4Column {
  min: number;
  max: number;
  first: number;
  last: number;
}

/** A window answer of the logs API: buckets of `bucket_s` (or metres) from `from`. */
export interface M4Window {
  from: number;
  bucket: number;
  /** Bucket starts. */
  t: ArrayLike<number>;
  channels: Readonly<
    Record<string, { min: ArrayLike<number | null>; max: ArrayLike<number | null>; first: ArrayLike<number | null>; last: ArrayLike<number | null> }>
  >;
}

interface Ring {
  min: Float32Array;
  max: Float32Array;
  first: Float32Array;
  last: Float32Array;
  /** Absolute column held by each slot; another value means the slot is empty for that column. */
  col: Float64Array;
}

function ring(capacity: number): Ring {
  return {
    min: new Float32Array(capacity).fill(NaN),
    max: new Float32Array(capacity).fill(NaN),
    first: new Float32Array(capacity).fill(NaN),
    last: new Float32Array(capacity).fill(NaN),
    col: new Float64Array(capacity).fill(NaN),
  };
}

export class ColumnStore {
  private readonly rings = new Map<string, Ring>();
  /** Highest column holding data in any channel. */
  lastColumn = -Infinity;
  /** Newest index merged from live samples (the newest second). */
  lastIndex = -Infinity;
  /** Bumped on every change; views compare it to skip needless paints. */
  version = 0;
  private readonly listeners = new Set<(fromColumn: number, toColumn: number) => void>();

  constructor(
    /** Index units (s or m) per column. */
    readonly bucket: number,
    /** Columns kept; at least the visible columns plus what a pan may bring back. */
    readonly capacity: number,
  ) {
    if (!(bucket > 0)) throw new RangeError(`bucket must be > 0, got ${bucket}`);
  }

  columnOf(index: number): number {
    return Math.floor(index / this.bucket + 1e-9);
  }

  channels(): string[] {
    return [...this.rings.keys()];
  }

  private ringOf(channel: string): Ring {
    let r = this.rings.get(channel);
    if (!r) {
      r = ring(this.capacity);
      this.rings.set(channel, r);
    }
    return r;
  }

  private slot(k: number): number {
    return ((k % this.capacity) + this.capacity) % this.capacity;
  }

  /** One sample (a live second, a raw depth point) merged into its column. Returns the column. */
  mergeSample(channel: string, index: number, value: number | null): number {
    const k = this.columnOf(index);
    if (value === null || !Number.isFinite(value)) return k;
    const r = this.ringOf(channel);
    const i = this.slot(k);
    if (r.col[i] !== k) {
      r.col[i] = k;
      r.min[i] = r.max[i] = r.first[i] = r.last[i] = value;
    } else {
      if (value < r.min[i]) r.min[i] = value;
      if (value > r.max[i]) r.max[i] = value;
      r.last[i] = value;
    }
    if (k > this.lastColumn) this.lastColumn = k;
    this.version++;
    return k;
  }

  /** One live message: every channel of one second (or one depth), then one change notice. */
  mergeValues(index: number, values: Readonly<Record<string, number | null>>): number {
    const k = this.columnOf(index);
    for (const ch in values) this.mergeSample(ch, index, values[ch]);
    if (index > this.lastIndex) this.lastIndex = index;
    this.notify(k);
    return k;
  }

  /**
   * Views repaint the columns [fromColumn, toColumn] (-Infinity: everything; toColumn Infinity: to
   * the end). Returns the unsubscribe.
   */
  onChange(listener: (fromColumn: number, toColumn: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(fromColumn: number, toColumn = Infinity): void {
    for (const l of this.listeners) l(fromColumn, toColumn);
  }

  /**
   * Loads server buckets. A column the store already holds (live seconds that arrived while the
   * window was in flight) is merged: extremes of both, the server's first, the live last. With
   * `replace`, the server's buckets win (final values over provisional ones).
   */
  loadWindow(w: M4Window, o: { replace?: boolean } = {}): void {
    if (Math.abs(w.bucket - this.bucket) > 1e-9 * this.bucket) throw new RangeError(`window bucket ${w.bucket} differs from the store's ${this.bucket}`);
    let changedFrom = Infinity;
    let changedTo = -Infinity;
    for (const ch of Object.keys(w.channels)) {
      const src = w.channels[ch];
      const r = this.ringOf(ch);
      for (let j = 0; j < w.t.length; j++) {
        const lo = src.min[j];
        if (lo === null || lo === undefined || Number.isNaN(lo)) continue;
        const hi = src.max[j] ?? lo;
        const first = src.first[j] ?? lo;
        const last = src.last[j] ?? hi;
        const k = this.columnOf(w.t[j]);
        const i = this.slot(k);
        if (o.replace && r.col[i] === k && r.min[i] === Math.fround(lo) && r.max[i] === Math.fround(hi) && r.last[i] === Math.fround(last)) continue;
        if (o.replace) {
          changedFrom = Math.min(changedFrom, k);
          changedTo = Math.max(changedTo, k);
        }
        if (r.col[i] === k && !o.replace) {
          r.min[i] = Math.min(r.min[i], lo);
          r.max[i] = Math.max(r.max[i], hi);
          r.first[i] = first;
        } else {
          r.col[i] = k;
          r.min[i] = lo;
          r.max[i] = hi;
          r.first[i] = first;
          r.last[i] = last;
        }
        if (k > this.lastColumn) this.lastColumn = k;
      }
    }
    this.version++;
    // A replacement repaints only the columns whose values changed (often none); a load, everything.
    if (!o.replace) this.notify(-Infinity);
    else if (changedFrom <= changedTo) this.notify(changedFrom, changedTo);
  }

  /** The column's M4 values into `out`; false when the channel has nothing there. */
  read(channel: string, k: number, out: M4Column): boolean {
    const r = this.rings.get(channel);
    if (!r) return false;
    const i = this.slot(k);
    if (r.col[i] !== k) return false;
    out.min = r.min[i];
    out.max = r.max[i];
    out.first = r.first[i];
    out.last = r.last[i];
    return true;
  }

  /** The latest value of a channel at or before column `k` (looking back `lookBack` columns). */
  latest(channel: string, k = this.lastColumn, lookBack = 8): number | null {
    const r = this.rings.get(channel);
    if (!r || !Number.isFinite(k)) return null;
    for (let c = k; c > k - lookBack; c--) {
      const i = this.slot(c);
      if (r.col[i] === c) return r.last[i];
    }
    return null;
  }

  /** Whether any channel other than `except` holds column k. */
  anyAt(k: number, except?: string): boolean {
    const i = this.slot(k);
    for (const [ch, r] of this.rings) if (ch !== except && r.col[i] === k) return true;
    return false;
  }

  /** Whether any channel holds a column in [fromColumn, toColumn). */
  anyIn(fromColumn: number, toColumn: number): boolean {
    for (const r of this.rings.values()) {
      for (let i = 0; i < this.capacity; i++) {
        const k = r.col[i];
        if (k >= fromColumn && k < toColumn) return true;
      }
    }
    return false;
  }

  hasChannel(channel: string): boolean {
    return this.rings.has(channel);
  }
}
