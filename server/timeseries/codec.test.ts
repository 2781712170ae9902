import { describe, expect, it } from 'vitest';
import { float32Decimal } from './codec';

/** Deterministic float32 values over every decade the channels use, both signs. */
function samples(n: number): number[] {
  let s = 12345;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, () => Math.fround((next() < 0.3 ? -1 : 1) * (1 + next() * 9) * 10 ** Math.floor(next() * 22 - 12)));
}

describe('float32 values as short decimals', () => {
  it('gives back the same float32 with at most 9 significant digits', () => {
    for (const x of samples(200_000)) {
      const d = float32Decimal(x);
      expect(Math.fround(d)).toBe(x);
      if (Math.abs(x) >= 1e-13 && Math.abs(x) < 1e9) expect(Number(d.toPrecision(9))).toBe(d);
    }
  });

  it('prints what a person wrote when the float32 came from it, and keeps order', () => {
    expect(JSON.stringify([12.5, 0.1, 1234.5678, 2.2, -7.3, 0.000123].map((v) => float32Decimal(Math.fround(v))))).toBe(
      '[12.5,0.100000001,1234.56775,2.20000005,-7.30000019,0.000123000005]',
    );
    const sorted = samples(20_000).sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(float32Decimal(sorted[i])).toBeGreaterThanOrEqual(float32Decimal(sorted[i - 1]));
  });

  it('leaves zero, tiny and huge values as they are', () => {
    for (const x of [0, -0, 1e-20, Math.fround(3e9), -Math.fround(5e12)]) expect(Object.is(float32Decimal(x), x)).toBe(true);
  });
});
