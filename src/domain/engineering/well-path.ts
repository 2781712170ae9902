/**
 * The hole's direction sampled every `stepM` along the minimum-curvature path of the survey: what the
 * soft-string model integrates over. Between stations the hole is the circular arc minimum curvature
 * assumes, so a node's direction is the spherical interpolation of the two stations' directions and
 * its TVD the arc's (directional engine: doglegRad, ratioFactor, slerp).
 */
import { tangent } from '../directional/angles';
import { slerp } from '../directional/arc';
import { doglegRad, ratioFactor } from '../directional/minimum-curvature';
import type { Station } from '../directional/types';

export interface WellPath {
  /** Node MDs from the surface (0) to the deepest station, every stepM plus the last station, m. */
  readonly mdM: Float64Array;
  readonly tvdM: Float64Array;
  /** Unit tangents down the hole, (north, east, down) per node, flattened: 3 values a node. */
  readonly t: Float64Array;
}

/**
 * Samples a survey from the surface down. Above the first station the hole is taken as straight
 * along the first station's direction (a tie-in below the rotary table is the usual case, and the
 * conductor is straight).
 */
export function wellPath(stations: readonly Station[], stepM: number): WellPath {
  if (stations.length === 0) throw new RangeError('the well has no stations');
  if (!(stepM > 0)) throw new RangeError('stepM must be positive');
  const st: Station[] = stations[0].mdM > 0 ? [{ ...stations[0], mdM: 0 }, ...stations] : [...stations];
  const tdM = st[st.length - 1].mdM;
  const n = Math.floor(tdM / stepM + 1e-9) + 1 + (tdM % stepM > 1e-9 ? 1 : 0);
  const mdM = new Float64Array(n);
  const tvdM = new Float64Array(n);
  const t = new Float64Array(n * 3);
  let k = 0;
  let tvdAtA = 0;
  for (let i = 0; i < n; i++) {
    const md = Math.min(i * stepM, tdM);
    while (k < st.length - 2 && st[k + 1].mdM <= md) {
      tvdAtA += courseTvd(st[k], st[k + 1], st[k + 1].mdM - st[k].mdM);
      k++;
    }
    const a = st[k];
    const b = st[Math.min(k + 1, st.length - 1)];
    const course = b.mdM - a.mdM;
    const f = course > 0 ? Math.min(1, Math.max(0, (md - a.mdM) / course)) : 0;
    const beta = doglegRad(a, b);
    const dir = slerp(tangent(a.incDeg, a.aziDeg), tangent(b.incDeg, b.aziDeg), beta, f);
    mdM[i] = md;
    tvdM[i] = tvdAtA + courseTvd(a, b, md - a.mdM);
    t[3 * i] = dir[0];
    t[3 * i + 1] = dir[1];
    t[3 * i + 2] = dir[2];
  }
  return { mdM, tvdM, t };
}

/** TVD gained `lengthM` along the arc from a towards b. */
function courseTvd(a: Station, b: Station, lengthM: number): number {
  const course = b.mdM - a.mdM;
  if (lengthM <= 0 || course <= 0) return 0;
  const t1 = tangent(a.incDeg, a.aziDeg);
  const t2 = tangent(b.incDeg, b.aziDeg);
  const beta = doglegRad(a, b);
  const f = Math.min(1, lengthM / course);
  const tf = slerp(t1, t2, beta, f);
  return (lengthM / 2) * ratioFactor(f * beta) * (t1[2] + tf[2]);
}

/** TVD at any MD of the path (linear between nodes, which are a metre or so apart). */
export function tvdAtMd(path: WellPath, mdM: number): number {
  const { mdM: md, tvdM } = path;
  if (mdM <= md[0]) return tvdM[0];
  const last = md.length - 1;
  if (mdM >= md[last]) return tvdM[last] + (mdM - md[last]) * path.t[3 * last + 2];
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (md[mid] <= mdM) lo = mid;
    else hi = mid;
  }
  const f = (mdM - md[lo]) / (md[hi] - md[lo]);
  return tvdM[lo] + f * (tvdM[hi] - tvdM[lo]);
}
