/**
 * BHA figures against hand-computed values. Buoyancy factor BF = 1 − ρ_mud/ρ_steel with 7.85 sg steel
 * (Bourgoyne et al., Applied Drilling Engineering, SPE 1986, §7: BF = 1 − ρ_m/ρ_s); drill collar
 * weight W ≈ 2.67 (OD² − ID²) lb/ft (the drilling handbooks' steel collar rule, e.g. API RP 7G's
 * collar table: 6½" × 2 13⁄16" ≈ 91 lb/ft).
 */
import { describe, expect, it } from 'vitest';
import { KG_M_PER_LB_FT } from './casing';
import { bhaProblems, plainTubeWeightKgPerM, summariseBha, type BhaComponent } from './bha';
import { buoyancyFactor } from '../engineering/drill-string';

const c = (type: BhaComponent['type'], lengthM: number, weightKgPerM: number, sensorOffsetM: number | null = null): BhaComponent => ({
  type,
  description: type,
  odIn: 6.75,
  idIn: 2.5,
  lengthM,
  weightKgPerM,
  sensorOffsetM,
});

describe('BHA', () => {
  it('buoyancy factor 1 − ρ/7850: 1.20 sg mud → 0.8471, 1.03 sg seawater → 0.8688', () => {
    expect(buoyancyFactor(1200)).toBeCloseTo(0.847134, 6); // 6650 / 7850
    expect(buoyancyFactor(1030)).toBeCloseTo(0.86879, 6); // 6820 / 7850
  });

  it('cumulative length from the bit, air and buoyed weight, bit-to-sensor offset', () => {
    // bit 0.30 m × 200 kg/m = 60 kg; motor 8.50 m × 150 kg/m = 1275 kg; MWD 9.00 m × 140 kg/m = 1260 kg, sensor 5.20 m above its bottom
    const s = summariseBha([c('bit', 0.3, 200), c('motor', 8.5, 150), c('mwd', 9, 140, 5.2)], 1200);
    expect(s.components.map((p) => p.topFromBitM)).toEqual([0.3, 8.8, 17.8]);
    expect(s.components[1].bottomFromBitM).toBeCloseTo(0.3, 9);
    expect(s.totalLengthM).toBeCloseTo(17.8, 9);
    expect(s.airWeightKg).toBeCloseTo(2595, 9);
    // 2595 × 6650 / 7850 = 2198.312 kg
    expect(s.buoyedWeightKg).toBeCloseTo(2198.312, 3);
    expect(s.components[2].buoyedWeightKg).toBeCloseTo(1067.389, 3); // 1260 × 0.847134
    // MWD bottom at 8.80 m + 5.20 m = 14.00 m from the bit
    expect(s.components[2].sensorFromBitM).toBeCloseTo(14, 9);
    expect(s.components[0].sensorFromBitM).toBeNull();
  });

  it('without a mud density the buoyed figures are unknown, not guessed', () => {
    const s = summariseBha([c('bit', 0.3, 200)], null);
    expect(s.buoyancyFactor).toBeNull();
    expect(s.buoyedWeightKg).toBeNull();
    expect(s.components[0].buoyedWeightKg).toBeNull();
  });

  it('a 6½" × 2 13⁄16" steel collar weighs 2.67 (OD² − ID²) ≈ 91.7 lb/ft', () => {
    const lbFt = plainTubeWeightKgPerM(6.5, 2.8125) / KG_M_PER_LB_FT;
    expect(lbFt).toBeCloseTo(2.67 * (6.5 ** 2 - 2.8125 ** 2), 0);
    expect(Math.abs(lbFt / 91.69 - 1)).toBeLessThan(0.002);
  });

  it('problems name the component and the field', () => {
    expect(bhaProblems([c('bit', 0.3, 200), { ...c('mwd', 9, 140, 12) }, { ...c('bit', 1, 1), idIn: 7 }])).toEqual([
      'components.1.sensor_offset_m: must lie within the component (9 m)',
      'components.2.id_in: must be smaller than the OD (6.75 in)',
      'components.2.type: only the first component (at the bottom) can be the bit',
    ]);
  });
});
