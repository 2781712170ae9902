/**
 * Casing figures against hand-computed values. Annular capacity (bbl/ft) = (D_h² − D_p²) / 1029.4
 * (the oilfield capacity rule, e.g. Halliburton Cementing Tables; 1 bbl/ft = 0.521617 m³/m); casing
 * weight from its nominal lb/ft (API 5CT: 9⅝" 40 lb/ft, ID 8.835").
 */
import { describe, expect, it } from 'vitest';
import { annularCapacityM3PerM, casingProblems, previousString, slurryVolumeM3, stringFigures, type CasingString } from './casing';

const BBL_FT_TO_M3_M = 0.158987294928 / 0.3048;

const surface: CasingString = { type: 'surface', odIn: 13.375, idIn: 12.615, weightLbFt: 54.5, topM: 0, shoeM: 550, holeSizeIn: 17.5, slurries: [] };
const intermediate: CasingString = {
  type: 'intermediate',
  odIn: 9.625,
  idIn: 8.835,
  weightLbFt: 40,
  topM: 0,
  shoeM: 2000,
  holeSizeIn: 12.25,
  slurries: [
    { kind: 'lead', topM: 400, bottomM: 1700, densityKgM3: 1560 },
    { kind: 'tail', topM: 1700, bottomM: 2000, densityKgM3: 1900 },
  ],
};

describe('casing', () => {
  it('12¼" hole × 9⅝" casing: (12.25² − 9.625²)/1029.4 = 0.05578 bbl/ft = 0.02910 m³/m', () => {
    const byRule = ((12.25 ** 2 - 9.625 ** 2) / 1029.4) * BBL_FT_TO_M3_M;
    expect(annularCapacityM3PerM(12.25, 9.625)).toBeCloseTo(0.0290959, 6);
    // 1029.4 is itself rounded (1029.42): within 0.01 %
    expect(Math.abs(annularCapacityM3PerM(12.25, 9.625) / byRule - 1)).toBeLessThan(1e-4);
  });

  it('lead slurry: 150 m inside the 13⅜" casing (ID 12.615") plus 1150 m of open hole; tail 300 m open hole', () => {
    // 150 × 0.0336948 + 1150 × 0.0290959 = 5.0542 + 33.4603 = 38.5145 m³; 300 × 0.0290959 = 8.7288 m³
    expect(slurryVolumeM3(intermediate, intermediate.slurries[0], surface)).toBeCloseTo(38.5145, 3);
    expect(slurryVolumeM3(intermediate, intermediate.slurries[1], surface)).toBeCloseTo(8.7288, 3);
    expect(previousString([intermediate, surface], intermediate)).toBe(surface);
  });

  it('string weight: 2000 m of 40 lb/ft = 59.53 kg/m → 119.05 t in air, 100.85 t buoyed in 1.20 sg', () => {
    const f = stringFigures(intermediate, surface, 1200);
    expect(f.airWeightKg).toBeCloseTo(2000 * 40 * 1.488164, 0); // 119 053 kg
    expect(f.buoyedWeightKg! / 1000).toBeCloseTo(100.852, 2); // × 6650/7850
    expect(f.clearanceIn).toBeCloseTo(1.3125, 9);
    expect(f.cementTopM).toBe(400);
    expect(stringFigures(intermediate, surface, null).buoyedWeightKg).toBeNull();
  });

  it('problems: shoe above top, hole smaller than the pipe, cement below the shoe, a string too big to pass', () => {
    const bad: CasingString = {
      ...intermediate,
      odIn: 13.5,
      idIn: 12.5,
      holeSizeIn: 12.25,
      slurries: [{ kind: 'tail', topM: 1900, bottomM: 2100, densityKgM3: 1900 }],
    };
    expect(casingProblems(bad, [surface])).toEqual([
      'hole_size_in: the hole must be larger than the casing OD (13.5 in)',
      'slurries.0.bottom_m: cement cannot sit below the shoe (2000 m)',
      'od_in: a 13.5 in string cannot pass through the 13.375 in casing above it (ID 12.615 in)',
    ]);
    expect(casingProblems(intermediate, [surface])).toEqual([]);
    expect(casingProblems({ ...surface, shoeM: 0 }, [])).toContain('shoe_m: the shoe must be deeper than the top');
  });
});
