/** Travelling-cylinder tracks: crossings joined by lines only where they are one track. */

/** A jump of the angle larger than this between crossings is not one track: the line breaks. */
const BREAK_DEG = 30;

/** Line gaps (nulls) where consecutive crossings jump in angle, so the tracks read as tracks. */
export function withBreaks(r: readonly number[], theta: readonly number[]): { r: (number | null)[]; theta: (number | null)[]; index: (number | null)[] } {
  const out = { r: [] as (number | null)[], theta: [] as (number | null)[], index: [] as (number | null)[] };
  theta.forEach((a, i) => {
    if (i > 0) {
      const d = Math.abs((((a - theta[i - 1]) % 360) + 540) % 360 - 180);
      if (d > BREAK_DEG) {
        out.r.push(null);
        out.theta.push(null);
        out.index.push(null);
      }
    }
    out.r.push(r[i]);
    out.theta.push(a);
    out.index.push(i);
  });
  return out;
}
