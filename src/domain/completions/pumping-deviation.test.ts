import { describe, expect, it } from 'vitest';
import type { FracStepDto } from './frac-step-dto';
import { designStaircase, stepDeviations } from './pumping-deviation';

const step = (step: number, kind: FracStepDto['kind'], dConc: number, dClean: number, clean: number, proppant: number, durS: number): FracStepDto => ({
  step,
  kind,
  design_conc_kg_m3: dConc,
  design_clean_m3: dClean,
  design_proppant_kg: dConc * dClean,
  start_s: 1000,
  end_s: 1000 + durS,
  clean_m3: clean,
  slurry_m3: clean * (1 + dConc / 2650),
  proppant_kg: proppant,
  avg_rate_m3_min: 14,
  avg_treating_mpa: 60,
  max_treating_mpa: 65,
});

// A pad of 200 m³ (pumped 204), a 1 ppa step (119.83 kg/m³) of 150 m³ pumped as 148 m³ carrying
// 17,000 kg, and a 40 m³ flush: worked by hand.
const steps = [step(1, 'pad', 0, 200, 204, 0, 860), step(2, 'proppant', 119.83, 150, 148, 17_000, 640), step(3, 'flush', 0, 40, 40.5, 0, 175)];

describe('stepDeviations', () => {
  const d = stepDeviations(steps);
  it('pad: 2 % over on clean, nothing to say about proppant or concentration', () => {
    expect(d[0].cleanDevPct).toBeCloseTo(2, 6);
    expect(d[0].proppantDevPct).toBeNull();
    expect(d[0].actualConcKgM3).toBe(0);
    expect(d[0].concDevPct).toBeNull();
    expect(d[0].durationS).toBe(860);
  });
  it('1 ppa step: clean −1.333 %, proppant 17,000 vs 17,974.5 kg = −5.421 %, carried 114.86 kg/m³ = −4.148 %', () => {
    expect(d[1].cleanDevPct).toBeCloseTo(-1.3333, 3);
    expect(d[1].proppantDevPct).toBeCloseTo(-5.4217, 3);
    expect(d[1].actualConcKgM3).toBeCloseTo(114.865, 2);
    expect(d[1].concDevPct).toBeCloseTo(-4.1433, 3);
  });
  it('flush: 1.25 % over', () => expect(d[2].cleanDevPct).toBeCloseTo(1.25, 6));
});

describe('designStaircase', () => {
  it('each step is flat over its designed clean volume', () => {
    expect(designStaircase(steps)).toEqual({ cleanM3: [0, 200, 200, 350, 350, 390], concKgM3: [0, 0, 119.83, 119.83, 0, 0] });
  });
});
