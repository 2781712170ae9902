/** mulberry32: a seeded random for models and demo data: same seed, same sequence on every machine (no Math.random). */
export interface SeededRandom {
  next(): number;
  range(lo: number, hi: number): number;
  /** Approximately normal (sum of 4 uniforms), mean 0, standard deviation sigma. */
  gauss(sigma: number): number;
}

export function seededRandom(seed: number): SeededRandom {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    gauss: (sigma) => (next() + next() + next() + next() - 2) * sigma * Math.sqrt(3),
  };
}
