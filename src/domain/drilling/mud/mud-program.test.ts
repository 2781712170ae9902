import { describe, expect, it } from 'vitest';
import { dailyProductCosts, oilWaterRatio, productTotals } from './mud-products';
import {
  BAKKEN_SURFACE_SHOE_M,
  bakkenMudProgram,
  mudBasinOfField,
  mudProgramFor,
  plannedCasingPointsM,
  plannedMudProgram,
  programVsActual,
  sectionAt,
} from './mud-program';

describe('mud program', () => {
  it("a 6250 m well: surface to 550 m in WBM, intermediate to 2190 m and the lateral to TD in OBM, the AFE's casing points", () => {
    expect(plannedCasingPointsM(6250)).toEqual({ surfaceM: 550, intermediateM: 2190 });
    const p = plannedMudProgram(6250);
    expect(p.map((s) => [s.id, s.fromM, s.toM, s.mudType])).toEqual([
      ['surface', 0, 550, 'WBM'],
      ['intermediate', 550, 2190, 'OBM'],
      ['lateral', 2190, 6250, 'OBM'],
    ]);
    // a short well: the surface hole is a tenth of TD
    expect(plannedCasingPointsM(3000)).toEqual({ surfaceM: 300, intermediateM: 1050 });
    // mud weights climb section by section
    for (let i = 1; i < p.length; i++) expect(p[i].densityMinKgM3).toBeGreaterThanOrEqual(p[i - 1].densityMaxKgM3);
  });

  it('a depth is in the section whose range holds it; a casing point belongs to the section above; below TD the last', () => {
    const p = plannedMudProgram(6250);
    expect(sectionAt(p, 10)?.id).toBe('surface');
    expect(sectionAt(p, 550)?.id).toBe('surface');
    expect(sectionAt(p, 550.1)?.id).toBe('intermediate');
    expect(sectionAt(p, 4000)?.id).toBe('lateral');
    expect(sectionAt(p, 7000)?.id).toBe('lateral');
    expect(sectionAt(p, NaN)).toBeNull();
    expect(sectionAt([], 100)).toBeNull();
  });

  it('plan against actual: per section the reports, their weights, those outside the window and the mud types found', () => {
    const p = plannedMudProgram(6250);
    const vs = programVsActual(p, [
      { section: 'intermediate', mudType: 'OBM', densityKgM3: 1120 },
      { section: 'intermediate', mudType: 'OBM', densityKgM3: 1180 },
      { section: 'lateral', mudType: 'OBM', densityKgM3: 1300 },
      { section: 'lateral', mudType: 'WBM', densityKgM3: 1480 },
    ]);
    expect(vs.map((x) => [x.section.id, x.reports, x.densityMinKgM3, x.densityMaxKgM3, x.densityAvgKgM3, x.outsideWindow, x.typeAsPlanned])).toEqual([
      ['surface', 0, null, null, null, 0, true],
      ['intermediate', 2, 1120, 1180, 1150, 0, true],
      ['lateral', 2, 1300, 1480, 1390, 1, false],
    ]);
    expect(vs[2].actualTypes).toEqual(['OBM', 'WBM']);
  });
});

describe('a Bakken mud program', () => {
  it('the basin comes from the field: Bakken and Williston fields are the Bakken, the Permian fields are not', () => {
    expect(['Bakken', 'Williston Basin', 'Three Forks'].map(mudBasinOfField)).toEqual(['bakken', 'bakken', 'bakken']);
    expect(['Delaware Basin', 'Spraberry Trend', null, ''].map(mudBasinOfField)).toEqual(['permian', 'permian', 'permian', 'permian']);
  });

  it('13½" surface in WBM to the 9⅝" shoe, 8¾" vertical and curve in invert OBM to the landing, 6" lateral in 1,150–1,200 kg/m³ brine', () => {
    const p = mudProgramFor('bakken', 6010, { surfaceM: 640, intermediateM: 3391.4 });
    expect(p.map((s) => [s.id, s.fromM, s.toM, s.holeSizeIn, s.mudType, s.densityMinKgM3, s.densityMaxKgM3])).toEqual([
      ['surface', 0, 640, 13.5, 'WBM', 1000, 1080],
      ['intermediate', 640, 3391.4, 8.75, 'OBM', 1140, 1260],
      ['lateral', 3391.4, 6010, 6, 'BRINE', 1150, 1200],
    ]);
    expect(sectionAt(p, 3391.4)?.mudType).toBe('OBM');
    expect(sectionAt(p, 3392)?.mudType).toBe('BRINE');
    // Without the well's casing points: the basin's surface shoe, the landing at 56 % of TD.
    expect(bakkenMudProgram(6010).map((s) => s.toM)).toEqual([BAKKEN_SURFACE_SHOE_M, 3370, 6010]);
    // A Permian well keeps the AFE's casing points whatever its shoes.
    expect(mudProgramFor('permian', 6250, { surfaceM: 640, intermediateM: 3000 })).toEqual(plannedMudProgram(6250));
  });
});

describe('mud products', () => {
  const line = (name: string, quantity: number, unitCost: number) => ({ name, unit: 'sx', quantity, unitCost, cost: quantity * unitCost });
  it('totals per product over the days, costliest first; days and their running total to the cent', () => {
    const days = [
      { date: 'a', products: [line('Barite', 40, 12.5), line('Lime', 3, 9.8)] },
      { date: 'b', products: [] },
      { date: 'c', products: [line('Barite', 20, 12.5), line('Emulsifier', 1, 780)] },
    ];
    expect(productTotals(days)).toEqual(
      [
        { name: 'Barite', unit: 'sx', quantity: 60, cost: 750 },
        { name: 'Emulsifier', unit: 'sx', quantity: 1, cost: 780 },
        { name: 'Lime', unit: 'sx', quantity: 3, cost: 29.4 },
      ].sort((a, b) => b.cost - a.cost),
    );
    expect(dailyProductCosts(days).map((d) => [d.date, d.cost, d.cumulative])).toEqual([
      ['a', 529.4, 529.4],
      ['b', 0, 529.4],
      ['c', 1030, 1559.4],
    ]);
  });

  it('oil/water ratio as written on a mud report', () => {
    expect(oilWaterRatio(80)).toBe('80/20');
    expect(oilWaterRatio(82.6)).toBe('83/17');
    expect(oilWaterRatio(null)).toBeNull();
  });
});
