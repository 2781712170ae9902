/**
 * Curve smoothing of spec 9.6: SIMPLE (centred moving average) or MEDIAN (centred moving median)
 * over `window` columns. Gaps (NaN) stay gaps and are left out of their neighbours' windows, so a
 * smoothed curve never invents values across a data hole.
 */
import type { SmoothingType } from '../../domain/constants/display';

export interface Smoothing {
  type: SmoothingType;
  /** Odd number of columns, ≥ 3. */
  window: number;
}

export function smooth(values: Float32Array | Float64Array | number[], s: Smoothing, out = new Float64Array(values.length)): Float64Array {
  const half = Math.max(1, Math.floor(s.window / 2));
  const n = values.length;
  if (s.type === 'SIMPLE') {
    // Running sum: O(n) whatever the window.
    let sum = 0;
    let count = 0;
    let lo = 0;
    let hi = -1;
    for (let i = 0; i < n; i++) {
      while (hi < Math.min(n - 1, i + half)) {
        hi++;
        const v = values[hi];
        if (!Number.isNaN(v)) {
          sum += v;
          count++;
        }
      }
      while (lo < i - half) {
        const v = values[lo];
        if (!Number.isNaN(v)) {
          sum -= v;
          count--;
        }
        lo++;
      }
      out[i] = Number.isNaN(values[i]) || count === 0 ? NaN : sum / count;
    }
    return out;
  }
  const buf: number[] = [];
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(values[i])) {
      out[i] = NaN;
      continue;
    }
    buf.length = 0;
    for (let j = Math.max(0, i - half); j <= Math.min(n - 1, i + half); j++) if (!Number.isNaN(values[j])) buf.push(values[j]);
    buf.sort((a, b) => a - b);
    const m = buf.length >> 1;
    out[i] = buf.length % 2 ? buf[m] : (buf[m - 1] + buf[m]) / 2;
  }
  return out;
}
