import { describe, expect, it } from 'vitest';
import { autoCostLines, costBreakdown, costDays, plannedCost, plannedDaysAt, type CostLine, type CostRate } from './costs';

const rates: CostRate[] = [
  { code: 'RIG', name: 'Rig day rate', basis: 'day', rate: 28_500 },
  { code: 'DD', name: 'Directional and MWD', basis: 'day', rate: 9_500 },
  { code: 'MUD', name: 'Drilling fluids', basis: 'metre', rate: 38 },
];
const day = (date: string, hours: number, progressM: number | null, depthEndM: number | null = null) => ({
  date,
  startS: 0,
  endS: hours * 3600,
  progressM,
  depthEndM,
});

describe('drilling costs', () => {
  it('books day rates by the hours of the reporting day and metre rates by its progress', () => {
    expect(autoCostLines(day('2026-11-20', 24, 400), rates).map((l) => [l.code, l.amount])).toEqual([
      ['RIG', 28_500],
      ['DD', 9_500],
      ['MUD', 15_200],
    ]);
    // The 25 h day of the autumn clock change costs 25 h of rig; no progress, no mud.
    expect(autoCostLines(day('2026-10-31', 25, 0), rates).map((l) => [l.code, Math.round(l.amount * 100) / 100])).toEqual([
      ['RIG', 29_687.5],
      ['DD', 9_895.83],
    ]);
    expect(autoCostLines(day('2026-11-01', 24, null), rates).map((l) => l.code)).toEqual(['RIG', 'DD']);
  });

  it('adds manual lines to their day and keeps a running total; the breakdown sums per code', () => {
    const manual = new Map<string, CostLine[]>([['2026-11-21', [{ code: 'FISH', amount: 12_000, source: 'manual', description: 'Fishing job' }]]]);
    const d = costDays([day('2026-11-20', 24, 400, 1400), day('2026-11-21', 24, 100, 1500)], rates, manual);
    expect(d.map((x) => [x.total, x.cumulative])).toEqual([
      [53_200, 53_200],
      [28_500 + 9_500 + 3_800 + 12_000, 53_200 + 53_800],
    ]);
    expect(costBreakdown(d)).toEqual([
      { code: 'RIG', amount: 57_000 },
      { code: 'DD', amount: 19_000 },
      { code: 'MUD', amount: 19_000 },
      { code: 'FISH', amount: 12_000 },
    ]);
  });

  it('prices the AFE curve by the same rates and reads its planned days at a depth, a flat stretch counting whole', () => {
    expect(plannedCost({ depthM: 1000, days: 4 }, rates)).toBe(4 * 38_000 + 38_000);
    const curve = [
      { depthM: 0, days: 0 },
      { depthM: 2000, days: 5 },
      { depthM: 2000, days: 7 },
      { depthM: 6000, days: 17 },
    ];
    expect(plannedDaysAt(curve, 1000)).toBe(2.5);
    expect(plannedDaysAt(curve, 2000)).toBe(5);
    expect(plannedDaysAt(curve, 4000)).toBe(12);
    expect(plannedDaysAt(curve, 7000)).toBeNull();
  });
});
