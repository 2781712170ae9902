import { describe, expect, it } from 'vitest';
import { bakkenMudProgram, plannedMudProgram } from '../../src/domain/drilling/mud/mud-program';
import { createPrng } from '../seed/prng';
import { depthsAt, demoProperties } from './demo-mud';
import { allocateProducts, MUD_PRODUCTS } from './demo-products';

const row = (startS: number, endS: number, hole: [number, number], bit: [number, number]) => ({
  startS,
  endS,
  code: 0,
  holeFromM: hole[0],
  holeToM: hole[1],
  bitFromM: bit[0],
  bitToM: bit[1],
});

describe('demo mud', () => {
  it('depths at a time: the interval start exactly, linear inside, the last end in a gap, none before the record', () => {
    const rows = [row(100, 200, [1000, 1010], [1000, 1010]), row(200, 300, [1010, 1010], [1010, 900]), row(400, 500, [1010, 1010], [900, 1010])];
    expect(depthsAt(rows, 200)).toEqual({ holeM: 1010, bitM: 1010 });
    expect(depthsAt(rows, 150)).toEqual({ holeM: 1005, bitM: 1005 });
    expect(depthsAt(rows, 250)).toEqual({ holeM: 1010, bitM: 955 });
    expect(depthsAt(rows, 350)).toEqual({ holeM: 1010, bitM: 900 });
    expect(depthsAt(rows, 50)).toBeNull();
  });

  it("products cost the day's amount to the cent: whole sacks and drums, the liquid takes the rest", () => {
    for (const [type, amount] of [
      ['OBM', 5444.1],
      ['OBM', 38 * 12.3],
      ['WBM', 38 * 211.7],
      ['WBM', 19],
      ['BRINE', 38 * 96.4],
      ['BRINE', 7.5],
    ] as const) {
      let k = 0;
      const lines = allocateProducts(type, amount, () => [0.1, 0.9, 0.5, 0.3][k++ % 4]);
      expect(Math.round(lines.reduce((a, l) => a + l.cost, 0) * 100) / 100).toBe(Math.round(amount * 100) / 100);
      const liquid = MUD_PRODUCTS[type].at(-1)!.name;
      for (const l of lines) {
        if (l.name !== liquid) expect(Number.isInteger(l.quantity) && l.quantity > 0).toBe(true);
        expect(l.cost).toBeGreaterThan(0);
      }
    }
    expect(allocateProducts('OBM', 0, Math.random)).toEqual([]);
  });

  it('properties sit in the section window, heavier deeper in the section; OBM has ES and oil, WBM pH', () => {
    const [surface, , lateral] = plannedMudProgram(6250);
    const top = demoProperties(lateral, lateral.fromM + 10, createPrng(1));
    const bottom = demoProperties(lateral, lateral.toM - 10, createPrng(1));
    for (const p of [top, bottom]) {
      expect(p.density_kg_m3).toBeGreaterThanOrEqual(lateral.densityMinKgM3);
      expect(p.density_kg_m3).toBeLessThanOrEqual(lateral.densityMaxKgM3);
      expect(p.es_v).toBeGreaterThan(500);
      expect(p.oil_pct).toBeGreaterThanOrEqual(80);
      expect(p.ph).toBeNull();
    }
    expect(bottom.density_kg_m3).toBeGreaterThan(top.density_kg_m3 + 100);
    const spud = demoProperties(surface, 300, createPrng(2));
    expect(spud.es_v).toBeNull();
    expect(spud.ph).toBeGreaterThanOrEqual(9);
    expect(spud.density_kg_m3).toBeLessThanOrEqual(surface.densityMaxKgM3);
  });

  it('a Bakken lateral in brine: clear and thin, no ES or oil, chlorides that follow its weight, in the 1,150–1,200 kg/m³ window', () => {
    const lateral = bakkenMudProgram(6010, { surfaceM: 640, intermediateM: 3390 })[2];
    const top = demoProperties(lateral, lateral.fromM + 10, createPrng(3));
    const bottom = demoProperties(lateral, lateral.toM - 10, createPrng(3));
    for (const p of [top, bottom]) {
      expect(p.density_kg_m3).toBeGreaterThanOrEqual(1150);
      expect(p.density_kg_m3).toBeLessThanOrEqual(1200);
      expect([p.es_v, p.oil_pct, p.fluid_loss_ml]).toEqual([null, null, null]);
      expect(p.pv_cp).toBeLessThanOrEqual(3);
      expect(p.ph).toBeGreaterThanOrEqual(8.5);
      expect(p.chlorides_mg_l).toBeGreaterThanOrEqual(140_000);
      expect(p.chlorides_mg_l).toBeLessThanOrEqual(190_000);
    }
    expect(bottom.density_kg_m3).toBeGreaterThan(top.density_kg_m3);
    expect(bottom.chlorides_mg_l).toBeGreaterThan(top.chlorides_mg_l!);
    expect(MUD_PRODUCTS.BRINE.at(-1)!.name).toBe('Saltwater brine');
  });
});
