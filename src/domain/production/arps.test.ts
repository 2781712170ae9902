import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random/seeded-random';
import {
  arpsCumulative,
  arpsRate,
  eurOf,
  fitArps,
  modifiedCumulative,
  modifiedRate,
  switchTime,
  terminalNominalPerDay,
  timeToRate,
  type ArpsParams,
  type ArpsPoint,
} from './arps';

const DAYS_PER_MONTH = 365 / 12;

describe('Arps closed forms', () => {
  // Guo, Lyons & Ghalambor, Petroleum Production Engineering: A Computer-Assisted Approach (Elsevier,
  // 2007), ch. 8, Example Problem 8.1: a well declined from 100 to 96 stb/d in one month; exponential
  // decline; the rate after 11 more months. Checked against a second source quoting the same example
  // (ResInsight's decline-curve unit test, after the chapter's lecture notes): D = 0.04082 per month and
  // 61.27 stb/d. The book's first-year cumulative could not be checked against a source here, so the
  // test derives it by hand instead: Np = (qi − q)/D = (100 − 100·0.96^12)/ln(100/96) stb/d·month
  // = 38.729/0.040822 = 948.73, × 365/12 = 30.417 d/month = 28,857.2 stb.
  it('reproduces the exponential textbook example (rates) and a hand-derived first-year cumulative', () => {
    const diPerMonth = Math.log(100 / 96);
    expect(diPerMonth).toBeCloseTo(0.04082, 5);
    const p: ArpsParams = { qi: 100, di: diPerMonth / DAYS_PER_MONTH, b: 0 };
    const oneYear = 12 * DAYS_PER_MONTH;
    expect(arpsRate(p, DAYS_PER_MONTH)).toBeCloseTo(96, 9);
    expect(arpsRate(p, oneYear)).toBeCloseTo(61.27, 2);
    expect(arpsRate(p, oneYear)).toBeCloseTo(100 * 0.96 ** 12, 9);
    expect(100 - 100 * 0.96 ** 12).toBeCloseTo(38.729, 3);
    expect((100 - 100 * 0.96 ** 12) / diPerMonth).toBeCloseTo(948.73, 2);
    expect(arpsCumulative(p, oneYear)).toBeCloseTo(28_857.2, 1);
  });

  // Hyperbolic, derived by hand: qi = 500 bbl/d, Di = 3.91 nominal a year, b = 0.5, t = 5 years.
  // Np = qi/((1 − b)·Di)·(1 − (1 + b·Di·t)^(1 − 1/b)) = 500·365.25/(0.5·3.91)·(1 − 1/(1 + 0.5·3.91·5))
  // = 182,625/1.955 · (1 − 1/10.775) = 93,414.3 · 0.907193 = 84,744.8 bbl; and Simpson's rule over the rate agrees.
  it('gives a hand-derived hyperbolic cumulative and agrees with integrating the rate', () => {
    const p: ArpsParams = { qi: 500, di: 3.91 / 365.25, b: 0.5 };
    const t = 5 * 365.25;
    expect(arpsCumulative(p, t)).toBeCloseTo(84_744.8, 1);
    let sum = 0;
    const h = 0.25;
    for (let x = 0; x < t; x += h) sum += (h / 6) * (arpsRate(p, x) + 4 * arpsRate(p, x + h / 2) + arpsRate(p, x + h));
    expect(sum / arpsCumulative(p, t)).toBeCloseTo(1, 6);
  });

  it('harmonic: Np = qi/Di · ln(qi/q), and the time to a rate inverts the rate', () => {
    const p: ArpsParams = { qi: 200, di: 0.002, b: 1 };
    expect(arpsRate(p, 500)).toBeCloseTo(100, 9);
    expect(arpsCumulative(p, 500)).toBeCloseTo((200 / 0.002) * Math.log(2), 6);
    for (const b of [0, 0.5, 1, 1.4]) {
      const q = { ...p, b };
      expect(arpsRate(q, timeToRate(q, 7))).toBeCloseTo(7, 6);
    }
  });
});

/** Daily rates off a known curve with ±8 % lognormal noise (seeded), as a producing well reports them. */
function noisy(p: ArpsParams, days: number, seed: number): ArpsPoint[] {
  const r = seededRandom(seed);
  return Array.from({ length: days }, (_, t) => {
    const z = Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next());
    return { t, q: arpsRate(p, t) * Math.exp(0.08 * z) };
  });
}

describe('fitArps', () => {
  it('recovers known hyperbolic parameters within 5 %', () => {
    const truth: ArpsParams = { qi: 650, di: 0.0045, b: 0.9 };
    const r = fitArps(noisy(truth, 730, 7), 'hyperbolic');
    if (!r.ok) throw new Error(r.reason);
    expect(Math.abs(r.fit.qi / truth.qi - 1)).toBeLessThan(0.05);
    expect(Math.abs(r.fit.di / truth.di - 1)).toBeLessThan(0.05);
    expect(Math.abs(r.fit.b / truth.b - 1)).toBeLessThan(0.05);
  });

  it('recovers exponential and harmonic declines exactly without noise', () => {
    const exp: ArpsParams = { qi: 300, di: 0.001, b: 0 };
    const e = fitArps(
      Array.from({ length: 200 }, (_, t) => ({ t, q: arpsRate(exp, t) })),
      'exponential',
    );
    expect(e.ok && e.fit.di).toBeCloseTo(0.001, 7);
    expect(e.ok && e.fit.qi).toBeCloseTo(300, 4);
    const har: ArpsParams = { qi: 120, di: 0.003, b: 1 };
    const h = fitArps(
      Array.from({ length: 200 }, (_, t) => ({ t, q: arpsRate(har, t) })),
      'harmonic',
    );
    expect(h.ok && h.fit.di).toBeCloseTo(0.003, 7);
  });

  it('says why when it cannot fit', () => {
    const few = fitArps(
      [1, 2, 3].map((t) => ({ t, q: 100 - t })),
      'hyperbolic',
    );
    expect(few).toEqual({ ok: false, reason: expect.stringMatching(/Too few points.*3 producing days.*at least 6/) });
    const rising = fitArps(
      Array.from({ length: 20 }, (_, t) => ({ t, q: 50 + t })),
      'exponential',
    );
    expect(rising.ok).toBe(false);
    expect(!rising.ok && rising.reason).toMatch(/do not decline/);
  });

  it('terminal decline: the hyperbolic turns exponential where its decline reaches 8 %/yr, rate and cumulative continuous', () => {
    const p: ArpsParams = { qi: 1000, di: 0.006, b: 1.2 };
    const dMin = terminalNominalPerDay();
    expect(dMin * 365.25).toBeCloseTo(-Math.log(0.92), 12);
    const ts = switchTime(p, dMin);
    // D(ts) = Di/(1 + b·Di·ts) = dMin
    expect(p.di / (1 + p.b * p.di * ts)).toBeCloseTo(dMin, 12);
    expect(modifiedRate(p, dMin, ts + 1e-6)).toBeCloseTo(arpsRate(p, ts), 4);
    let sum = 0;
    const t = ts + 3000;
    const h = t / Math.ceil(t);
    for (let x = 0; x < t - h / 2; x += h) sum += (h / 6) * (modifiedRate(p, dMin, x) + 4 * modifiedRate(p, dMin, x + h / 2) + modifiedRate(p, dMin, x + h));
    expect(sum / modifiedCumulative(p, dMin, t)).toBeCloseTo(1, 5);
  });

  it('EUR: produced plus the curve from the last day to the economic limit', () => {
    const p: ArpsParams = { qi: 100, di: 0.001, b: 0 };
    // Limit 10 bbl/d: t = ln(10)/0.001 = 2302.6 d; remaining from day 1000 = (q(1000) − 10)/0.001.
    const e = eurOf(p, 1000, 60_000, 10, 0.0001);
    expect(e.daysToLimit).toBeCloseTo(2302.585, 2);
    expect(e.remaining).toBeCloseTo((100 * Math.exp(-1) - 10) / 0.001, 3);
    expect(e.eur).toBeCloseTo(60_000 + e.remaining, 6);
  });
});
