/**
 * Linking a well's MD cursor to rows and points: the row nearest an MD (binary search over rows in
 * MD order) and the position at an MD along a polyline, so a plan view can mark where the cursor is.
 */

/** Index of the row whose MD is nearest `mdM`; rows in increasing MD. */
export function nearestIndexByMd<T>(rows: readonly T[], mdM: number | null, mdOf: (r: T) => number): number | null {
  if (mdM === null || rows.length === 0 || !Number.isFinite(mdM)) return null;
  let lo = 0;
  let hi = rows.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (mdOf(rows[mid]) <= mdM) lo = mid;
    else hi = mid;
  }
  return Math.abs(mdOf(rows[hi]) - mdM) < Math.abs(mdOf(rows[lo]) - mdM) ? hi : lo;
}

/**
 * Linear interpolation of fields at an MD between the two rows around it; null outside the rows.
 * Good enough for a cursor marker (stations 30 m apart, the arc's chord error is centimetres).
 */
export function valuesAtMd<T extends { md: number }, K extends keyof T>(rows: readonly T[], mdM: number | null, keys: readonly K[]): Pick<T, K> | null {
  if (mdM === null || rows.length === 0 || mdM < rows[0].md || mdM > rows[rows.length - 1].md) return null;
  const i = nearestIndexByMd(rows, mdM, (r) => r.md)!;
  const k = rows[i].md <= mdM ? i : i - 1;
  const a = rows[Math.max(0, k)];
  const b = rows[Math.min(rows.length - 1, k + 1)];
  const f = b.md === a.md ? 0 : (mdM - a.md) / (b.md - a.md);
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = (Number(a[key]) + (Number(b[key]) - Number(a[key])) * f) as T[K];
  return out;
}
