import { describe, expect, it } from 'vitest';
import { emptySums } from './aggregation';
import { distributionKpi, kpisGrouped } from './distribution-kpis';
import { groupedDistribution } from './grouped-distribution';

const kpi = (id: string) => distributionKpi(id)!;

// Hand-computed example: two wells on rig "Bakken 1", one on rig "Lone Star 27".
// A: 300 m in 10 h on bottom (30 m/h), 2 days, 12 h NPT; B: 100 m in 2 h (50 m/h), 1 day, no NPT;
// C: 400 m in 20 h (20 m/h), 1 day, 6 h NPT.
const A = { ...emptySums(), timeS: 2 * 86_400, rotaryM: 300, rotaryS: 10 * 3600, bins: 192, nptS: 12 * 3600, tripInM: 2000, tripInS: 4 * 3600, trips: 1 };
const B = { ...emptySums(), timeS: 86_400, rotaryM: 60, rotaryS: 3600, slideM: 40, slideS: 3600, bins: 96, tripOutM: 1000, tripOutS: 1 * 3600, trips: 1 };
const C = { ...emptySums(), timeS: 86_400, rotaryM: 400, rotaryS: 20 * 3600, bins: 96, nptS: 6 * 3600 };
const parts = [
  {
    key: 'r1',
    label: 'Bakken 1',
    wells: [
      { wellId: 'a', name: 'A', sums: A },
      { wellId: 'b', name: 'B', sums: B },
    ],
  },
  { key: 'r2', label: 'Lone Star 27', wells: [{ wellId: 'c', name: 'C', sums: C }] },
];

describe('distribution of wells grouped per rig, section or crew', () => {
  it("pools a rig's ROP as total footage over total on-bottom hours, not the mean of its wells' ROPs", () => {
    const d = groupedDistribution(parts, kpi('rop_m_per_h'));
    const rig = d.groups.find((g) => g.key === 'r1')!;
    expect(rig.wells).toBe(2);
    expect(rig.pooled).toBeCloseTo(400 / 12, 12); // 33.33 m/h; the mean of 30 and 50 would be 40
    expect(rig.p50).toBeCloseTo(40, 12); // the spread of its wells' own figures: P50 of 30 and 50
    expect(rig.p10).toBeCloseTo(32, 12); // 30 + 0.1 × (50 − 30)
    expect(rig.p90).toBeCloseTo(48, 12);
    expect(d.groups[1].pooled).toBe(20);
    expect(d.items.map((i) => [i.label, i.group, i.value])).toEqual([
      ['A · Bakken 1', 'r1', 30],
      ['B · Bakken 1', 'r1', 50],
      ['C · Lone Star 27', 'r2', 20],
    ]);
    // Over every item: 20, 30, 50 → P50 30, P10 22, P90 46.
    expect(d.distribution.count).toBe(3);
    expect(d.distribution.p50).toBe(30);
    expect(d.distribution.p10).toBeCloseTo(22, 12);
    expect(d.distribution.p90).toBeCloseTo(46, 12);
  });

  it('pools NPT share and tripping speed the same way, in the shown units', () => {
    const npt = groupedDistribution(parts, kpi('npt_share')).groups[0];
    expect(npt.pooled).toBeCloseTo((12 / 72) * 100, 12); // 12 h of 3 days = 16.7 %, the mean of 25 % and 0 % would be 12.5 %
    const trip = groupedDistribution(parts, kpi('tripping_m_per_h')).groups;
    expect(trip[0].pooled).toBe(600); // 3000 m over 5 h, in and out together
    expect(trip[1].pooled).toBeNull();
    expect(trip[1].missing).toBe('No trips detected');
    const npth = groupedDistribution(parts, kpi('npt_s')).groups[1];
    expect(npth.pooled).toBe(6); // hours
  });

  it('offers per group only the KPIs reports/aggregation pools', () => {
    expect(kpisGrouped('rig').map((k) => k.id)).toContain('tripping_m_per_h');
    expect(kpisGrouped('rig').map((k) => k.id)).not.toContain('proppant_kg');
    expect(kpisGrouped('well').map((k) => k.id)).not.toContain('tripping_m_per_h');
  });
});
