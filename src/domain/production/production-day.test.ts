import { describe, expect, it } from 'vitest';
import {
  BBL_PER_M3,
  daysInMonth,
  economicLimitOil,
  hoursOn,
  loeDays,
  productionJournalEntries,
  type LoeRates,
  type ProductionDay,
  type ProductionEvent,
} from './production-day';

const H = 3600;
const day = (date: string, startS: number) => ({ date, startS, endS: startS + 24 * H });
const D1 = day('2026-03-01', 1_772_344_800);
const D2 = day('2026-03-02', D1.endS);
const rates: LoeRates = {
  lift_usd_d: { flowing: 0, gas_lift: 200, rod_pump: 50, esp: 150 },
  power_usd_d: { flowing: 0, gas_lift: 120, rod_pump: 72, esp: 240 },
  chemicals_usd_bbl: 0.1,
  water_disposal_usd_bbl: 1,
  overhead_usd_month: 0,
  oil_price_usd_bbl: 70,
  nri: 0.8,
};
const bbl = (v: number) => v / BBL_PER_M3;
const pd = (date: string, hoursOnDay: number, oilBbl: number, waterBbl: number): ProductionDay => ({
  day: date,
  hoursOn: hoursOnDay,
  oilM3: bbl(oilBbl),
  gasM3: 0,
  waterM3: bbl(waterBbl),
  tubingMpa: 0.6,
  casingMpa: 0.3,
});
// A rod pump put in over the night of day 1 (down 18:00 → 06:00 next day = 12 h), a test on day 2 from 10:00 to 14:00.
const change: ProductionEvent = { kind: 'LIFT_CHANGE', startS: D1.startS + 12 * H, endS: D2.startS, lift: 'rod_pump', costUsd: 0, comment: 'Pumping unit set' };
const test: ProductionEvent = { kind: 'WELL_TEST', startS: D2.startS + 4 * H, endS: D2.startS + 8 * H, lift: null, costUsd: 0, comment: '4 h test' };
const workover: ProductionEvent = { kind: 'WORKOVER', startS: D2.startS + 20 * H, endS: D2.endS + 10 * H, lift: null, costUsd: 30_000, comment: 'Rods parted' };

describe('production journal entries', () => {
  it('producing fills the day around its events; a test is producing time; a down event cuts hours on', () => {
    expect(hoursOn(D1, [change])).toBe(12);
    expect(hoursOn(D2, [change, test, workover])).toBe(20);
    const daily = new Map([
      ['2026-03-01', pd('2026-03-01', 12, 300, 600)],
      ['2026-03-02', pd('2026-03-02', 20, 500, 1000)],
    ]);
    const e = productionJournalEntries([D1, D2], daily, [change, test, workover]);
    const producing = (d: typeof D1) =>
      e.filter((x) => x.activity === 'PRODUCING' && x.startS >= d.startS && x.endS <= d.endS).reduce((s, x) => s + x.endS - x.startS, 0);
    expect(producing(D1)).toBe(12 * H);
    // Day 2: 24 h − 4 h test − 4 h of the workover inside it = 16 h producing, the test's 4 h making 20 h on.
    expect(producing(D2)).toBe(16 * H);
    expect(e.find((x) => x.activity === 'LIFT_CHANGE')?.comment).toBe('Rod pump installed. Pumping unit set');
    // US field units by default: 0.60 MPa = 87.0 psi, 0.30 MPa = 43.5 psi.
    expect(e.find((x) => x.activity === 'PRODUCING')?.comment).toBe('Oil 300 bbl, gas 0 Mscf, water 600 bbl, tubing 87 psi, casing 44 psi');
    // Metric: 300 bbl / 6.289811 = 47.7 m³, 600 bbl = 95.4 m³, 0.60 MPa = 600 kPa.
    const metric = productionJournalEntries([D1], daily, [], 'metric').find((x) => x.activity === 'PRODUCING');
    expect(metric?.comment).toBe('Oil 47.7 m³, gas 0 m³, water 95.4 m³, tubing 600 kPa, casing 300 kPa');
  });
});

describe('lease operating expense', () => {
  it('prices lift by the day, power by hours on, chemicals on gross fluid, water disposal per bbl of water, workovers on their start day', () => {
    const daily = new Map([['2026-03-02', pd('2026-03-02', 20, 500, 1000)]]);
    const [d] = loeDays([D2], daily, [change, test, workover], 'flowing', rates);
    // Rod pump from the end of the change: 50 rental + 72 × 20/24 = 60 power + 0.1 × 1500 = 150 + 1000 + 30 000 = 31 260.
    expect(d.lift).toBe('rod_pump');
    expect(d.costs).toEqual({ lift: 50, chemicals: expect.closeTo(150, 6), water_disposal: expect.closeTo(1000, 6), power: 60, overhead: 0, workover: 30_000 });
    expect(d.total).toBeCloseTo(31_260, 6);
    expect(d.perBoe).toBeCloseTo(31_260 / 500, 6);
  });

  it('economic limit: lift and power a day over the net revenue of a barrel less its variable costs', () => {
    const daily = new Map([['2026-03-02', pd('2026-03-02', 24, 100, 200)]]);
    const days = loeDays([D2], daily, [], 'rod_pump', rates);
    // Fixed 50 + 72 = 122 USD/d; variable (0.1 × 300 + 200) / 100 bbl = 2.30 USD/bbl; net 70 × 0.8 − 2.3 = 53.7 → 2.272 bbl/d.
    expect(economicLimitOil(days, rates)).toBeCloseTo(122 / 53.7, 6);
  });

  // A fixed overhead of 1,550 USD a month per well: March has 31 days, so 1,550 / 31 = 50.00 USD a day.
  const withOverhead: LoeRates = { ...rates, overhead_usd_month: 1_550 };

  it('adds the fixed monthly overhead, spread over the days of the calendar month', () => {
    const daily = new Map([['2026-03-02', pd('2026-03-02', 20, 500, 1000)]]);
    const [d] = loeDays([D2], daily, [change, test, workover], 'flowing', withOverhead);
    // 31 260 as above + 50.00 overhead = 31 310.
    expect(d.costs.overhead).toBeCloseTo(50, 9);
    expect(d.total).toBeCloseTo(31_310, 6);
    // February 2026 has 28 days: 1,400 USD/month is 50 USD a day; 2028 is a leap year (29 days).
    expect(daysInMonth('2026-02-10')).toBe(28);
    expect(daysInMonth('2028-02-10')).toBe(29);
    expect(daysInMonth('2026-12-31')).toBe(31);
    const feb = day('2026-02-10', D1.startS - 19 * 86_400);
    const [f] = loeDays([feb], new Map([['2026-02-10', pd('2026-02-10', 24, 0, 0)]]), [], 'flowing', { ...rates, overhead_usd_month: 1_400 });
    expect(f.costs.overhead).toBeCloseTo(50, 9);
    // A shut-in day (no hours on, no fluid) still carries it: overhead is fixed.
    expect(f.total).toBeCloseTo(50, 9);
  });

  it("a month's days add up to the month's overhead", () => {
    const march = Array.from({ length: 31 }, (_, i) => day(`2026-03-${String(i + 1).padStart(2, '0')}`, D1.startS + i * 24 * H));
    const daily = new Map(march.map((d) => [d.date, pd(d.date, 24, 100, 100)]));
    const days = loeDays(march, daily, [], 'flowing', withOverhead);
    expect(days.reduce((s, d) => s + d.costs.overhead, 0)).toBeCloseTo(1_550, 9);
  });

  it('the economic limit counts the overhead as a fixed cost', () => {
    const daily = new Map([['2026-03-02', pd('2026-03-02', 24, 100, 200)]]);
    const days = loeDays([D2], daily, [], 'rod_pump', withOverhead);
    // Fixed 50 lift + 72 power + 50 overhead = 172 USD/d over the same 53.7 USD/bbl net → 3.203 bbl/d.
    expect(economicLimitOil(days, withOverhead)).toBeCloseTo(172 / 53.7, 6);
    expect(economicLimitOil(days, withOverhead)).toBeCloseTo(3.203, 3);
  });
});
