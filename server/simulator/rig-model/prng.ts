/**
 * Seeded randomness for the rig model. The whole generator state is one uint32 (mulberry32), so it
 * serialises as a number and a resumed model continues the exact same sequence.
 *
 * Gaussian sensor noise is drawn from a fixed table of standard normal deviates indexed by the
 * PRNG: 12 noisy channels × 2.6 M seconds is 31 M draws, and a table lookup costs a fraction of
 * Box–Muller's log/sqrt/cos. Sensor noise needs the right spread, not an exact tail.
 */

export interface Rng {
  /** mulberry32 state, uint32. */
  s: number;
}

export function createRng(seed: number): Rng {
  // Mix the seed so small consecutive seeds do not start on correlated streams.
  let s = (seed ^ 0x9e3779b9) >>> 0;
  s = Math.imul(s ^ (s >>> 16), 0x85ebca6b) >>> 0;
  s = Math.imul(s ^ (s >>> 13), 0xc2b2ae35) >>> 0;
  return { s: (s ^ (s >>> 16)) >>> 0 };
}

export function nextU32(r: Rng): number {
  r.s = (r.s + 0x6d2b79f5) >>> 0;
  let t = r.s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** Uniform in [0, 1). */
export function uniform(r: Rng): number {
  return nextU32(r) / 4294967296;
}

export function uniformIn(r: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * uniform(r);
}

export function chance(r: Rng, p: number): boolean {
  return uniform(r) < p;
}

const TABLE_BITS = 16;
export const NORMAL_TABLE_BITS = TABLE_BITS;
export const NORMAL_TABLE = buildNormalTable(1 << TABLE_BITS);

function buildNormalTable(n: number): Float64Array {
  // Fixed internal stream: the table is identical in every process, whatever the model's seed.
  const r = createRng(0x5eed);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 2) {
    const u1 = 1 - uniform(r);
    const u2 = uniform(r);
    const m = Math.sqrt(-2 * Math.log(u1));
    out[i] = m * Math.cos(2 * Math.PI * u2);
    out[i + 1] = m * Math.sin(2 * Math.PI * u2);
  }
  return out;
}

/** Standard normal deviate (table-based, see the file comment). */
export function normal(r: Rng): number {
  return NORMAL_TABLE[nextU32(r) >>> (32 - TABLE_BITS)];
}

/** Log-normal with the given median and log-space σ, clamped: durations with a realistic long tail. */
export function logNormal(r: Rng, median: number, sigma: number, lo: number, hi: number): number {
  const v = median * Math.exp(sigma * normal(r));
  return v < lo ? lo : v > hi ? hi : v;
}
