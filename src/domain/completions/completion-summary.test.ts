import { describe, expect, it } from 'vitest';
import { completionSummary } from './completion-summary';

describe('completion summary', () => {
  it('a 40-stage, 60 m-stage lateral with 5 clusters and 200 t per stage (DOMAIN: 150-250 t per stage)', () => {
    // Toe stage first (plug and perf works heel-ward): stage i spans 6000 - 60 i to 6060 - 60 i m MD.
    const stages = Array.from({ length: 40 }, (_, i) => ({
      top_md_m: 6000 - 60 * i,
      bottom_md_m: 6060 - 60 * i,
      clusters: 5,
      proppant_kg: 200_000,
      clean_m3: 1_500,
    }));
    const c = completionSummary(stages)!;
    expect(c.heelMdM).toBe(3660); // 6000 - 60 * 39
    expect(c.toeMdM).toBe(6060);
    expect(c.treatedLateralM).toBe(2400);
    expect(c.meanStageLengthM).toBe(60);
    expect(c.clusters).toBe(200);
    expect(c.clusterSpacingM).toBe(12); // 2400 / 200
    expect(c.proppantKg).toBe(8_000_000);
    // 8,000 t over 2,400 m: 3,333 kg/m (about 2,240 lb/ft, a modern Permian intensity).
    expect(c.proppantKgPerM).toBeCloseTo(3333.33, 2);
    expect(c.fluidM3PerM).toBe(25); // 60,000 m³ / 2,400 m
  });

  it('no stages: nothing to summarise', () => {
    expect(completionSummary([])).toBeNull();
  });
});
