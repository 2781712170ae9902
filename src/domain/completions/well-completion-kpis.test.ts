import { describe, expect, it } from 'vitest';
import { completionKpis, type FracStageFigures } from './well-completion-kpis';

const T0 = 1_700_000_000;
const stage = (startH: number, pumpH: number, p: Partial<FracStageFigures>): FracStageFigures => ({
  start_s: T0 + startH * 3600,
  end_s: T0 + (startH + pumpH + 0.5) * 3600,
  pumping_s: pumpH * 3600,
  proppant_kg: null,
  clean_m3: null,
  slurry_m3: null,
  avg_treating_mpa: null,
  avg_rate_m3_min: null,
  isip_mpa: null,
  ...p,
});

describe('completion KPIs of a well', () => {
  it('three stages, hand-checked', () => {
    // Stages pumping 2 h, 2 h and 1 h; the last ends at 23.5 + 1.5 = 25 h → span 25 h.
    const stages = [
      stage(0, 2, { proppant_kg: 180_000, clean_m3: 1500, slurry_m3: 1570, avg_treating_mpa: 60, avg_rate_m3_min: 14, isip_mpa: 38 }),
      stage(8, 2, { proppant_kg: 200_000, clean_m3: 1600, slurry_m3: 1675, avg_treating_mpa: 65, avg_rate_m3_min: 15, isip_mpa: 40 }),
      stage(23.5, 1, { proppant_kg: 90_000, clean_m3: 800, slurry_m3: 834, avg_treating_mpa: 70, avg_rate_m3_min: 12, isip_mpa: null }),
    ];
    const k = completionKpis(stages, (from, to) => {
      expect([from, to]).toEqual([T0, T0 + 25 * 3600]);
      return 2.5 * 3600;
    });
    expect(k.stages).toBe(3);
    expect(k.frac_days).toBeCloseTo(25 / 24, 12);
    // 3 stages in 25/24 days = 2.88 stages/day.
    expect(k.stages_per_day).toBeCloseTo(2.88, 12);
    expect(k.pumping_h).toBe(5);
    expect(k.proppant_kg).toBe(470_000);
    expect(k.clean_m3).toBe(3900);
    expect(k.slurry_m3).toBe(4079);
    // (60·2 + 65·2 + 70·1) / 5 = 64 MPa; (14·2 + 15·2 + 12·1) / 5 = 14 m³/min.
    expect(k.avg_treating_mpa).toBeCloseTo(64, 12);
    expect(k.avg_rate_m3_min).toBeCloseTo(14, 12);
    expect(k.mean_isip_mpa).toBe(39);
    expect(k.npt_s).toBe(9000);
    expect(k.npt_share).toBeCloseTo(0.1, 12);
    expect(k.missing).toEqual({});
  });

  it('no stages: every figure missing with its reason', () => {
    const k = completionKpis([], () => 0);
    expect(k.stages).toBe(0);
    expect(k.proppant_kg).toBeNull();
    expect(k.missing.stages_per_day).toBe('No frac stages recorded for this well');
  });
});
