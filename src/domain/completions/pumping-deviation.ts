/**
 * A stage's pumping schedule designed against pumped, step by step (Pumping Details): each step's
 * clean volume and proppant off design in percent, the concentration actually carried (proppant per
 * clean volume pumped in the step) against the designed one, and the designed schedule as a staircase
 * of concentration against cumulative clean volume, the way frac engineers draw it beside the
 * measured concentration.
 */
import type { FracStepDto } from './frac-step-dto';

export interface StepDeviation {
  step: number;
  kind: FracStepDto['kind'];
  designConcKgM3: number;
  /** Proppant per clean m³ pumped in the step (null without clean volume). */
  actualConcKgM3: number | null;
  /** (actual − design) / design × 100; null where the design is zero. */
  cleanDevPct: number | null;
  proppantDevPct: number | null;
  concDevPct: number | null;
  durationS: number;
}

const pct = (actual: number, design: number) => (design > 0 ? ((actual - design) / design) * 100 : null);

export function stepDeviations(steps: readonly FracStepDto[]): StepDeviation[] {
  return steps.map((s) => {
    const actualConc = s.clean_m3 > 0 ? s.proppant_kg / s.clean_m3 : null;
    return {
      step: s.step,
      kind: s.kind,
      designConcKgM3: s.design_conc_kg_m3,
      actualConcKgM3: actualConc,
      cleanDevPct: pct(s.clean_m3, s.design_clean_m3),
      proppantDevPct: pct(s.proppant_kg, s.design_proppant_kg),
      concDevPct: actualConc === null ? null : pct(actualConc, s.design_conc_kg_m3),
      durationS: s.end_s - s.start_s,
    };
  });
}

/** The designed schedule as (cumulative clean m³, concentration) corners: each step flat over its volume. */
export function designStaircase(steps: readonly FracStepDto[]): { cleanM3: number[]; concKgM3: number[] } {
  const cleanM3: number[] = [];
  const concKgM3: number[] = [];
  let v = 0;
  for (const s of steps) {
    cleanM3.push(v, v + s.design_clean_m3);
    concKgM3.push(s.design_conc_kg_m3, s.design_conc_kg_m3);
    v += s.design_clean_m3;
  }
  return { cleanM3, concKgM3 };
}
