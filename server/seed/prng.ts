import { seededRandom } from '../../src/domain/random/seeded-random';

/** mulberry32 (the domain's seeded random) with the seed's extras: same seed, same sequence, on every machine. */
export function createPrng(seed: number) {
  const { next, range } = seededRandom(seed);
  return {
    next,
    range,
    int: (lo: number, hi: number) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    /** A v4-shaped uuid drawn from the sequence, so demo ids are stable across fresh databases. */
    uuid: (): string => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}
export type Prng = ReturnType<typeof createPrng>;
