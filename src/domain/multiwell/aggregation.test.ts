import { describe, expect, it } from 'vitest';
import { addSums, aggregationRow, emptySums } from './aggregation';

describe('aggregation rows', () => {
  it('pools raw sums: ROP is total footage over total on-bottom time, not the mean of the wells’ ROPs', () => {
    // Well A: 100 m in 1 h (100 m/h); well B: 900 m in 9 h... rotary 600 m / 4 h, slide 300 m / 5 h.
    const a = { ...emptySums(), timeS: 86_400, rotaryM: 100, rotaryS: 3600, bins: 96, weightToWeightS: [300, 500], slipsToSlipsS: [100, 200], nptS: 3600 };
    const b = {
      ...emptySums(),
      timeS: 3 * 86_400,
      rotaryM: 600,
      rotaryS: 4 * 3600,
      slideM: 300,
      slideS: 5 * 3600,
      bins: 288,
      weightToWeightS: [400],
      slipsToSlipsS: [150],
      tripOutM: 3000,
      tripOutS: 6 * 3600,
      trips: 1,
      nptS: 3 * 3600,
    };
    const r = aggregationRow('rig', 'Lone Star 27', ['a', 'b'], addSums(addSums(emptySums(), a), b));
    expect(r.footage_m).toBe(1000);
    expect(r.rop_m_per_h).toBe(100); // 1000 m / 10 h; the mean of 100 and 100 m/h happens to agree…
    expect(r.rotary_rop_m_per_h).toBeCloseTo(700 / 5, 12); // …rotary: 700 m / 5 h = 140, the mean of ratios would say (100 + 150) / 2 = 125
    expect(r.slide_rop_m_per_h).toBe(60);
    expect(r.weight_to_weight_median_s).toBe(400); // median of 300, 400, 500
    expect(r.slips_to_slips_median_s).toBe(150);
    expect(r.connections).toBe(3);
    expect(r.npt_share).toBeCloseTo((4 * 3600) / (4 * 86_400), 12);
    expect(r.trip_out_m_per_h).toBe(500);
    expect(r.trip_in_m_per_h).toBeNull();
    expect(r.missing.trip_in_m_per_h).toBe('No trip in detected');
    expect(r.wells).toBe(2);
  });

  it('says why a figure is missing instead of a zero', () => {
    const r = aggregationRow('x', 'X', ['a'], { ...emptySums(), timeS: 3600 }, 'The archive record holds no trips');
    expect(r.rop_m_per_h).toBeNull();
    expect(r.missing.rop_m_per_h).toBe('Rig states not detected yet');
    expect(r.missing.tripping_m_per_h).toBe('The archive record holds no trips');
    expect(r.missing.weight_to_weight_median_s).toBe('No drilling connections detected');
    expect([r.npt_s, r.npt_share]).toEqual([0, 0]);
  });
});
