/**
 * The designed pumping schedule of one plug-and-perf stage: a pad of clean fluid, proppant ramped in
 * steps of concentration (kg of proppant per m³ of clean fluid; the crew reads ppa), and a flush that
 * displaces the wellbore to the top perforation plus a small overflush. Volumes are clean fluid, as
 * schedules are written; the slurry volume of a step is larger by the proppant grains' volume.
 */
import { PPA_KG_M3, SAND_ABS_KG_M3 } from './frac-constants';

export type StepKind = 'pad' | 'proppant' | 'flush';

export interface ScheduleStep {
  /** 1-based, in pumping order. */
  step: number;
  kind: StepKind;
  /** Proppant concentration, kg per m³ of clean fluid (0 for pad and flush). */
  concKgM3: number;
  cleanM3: number;
  proppantKg: number;
  /** Designed slurry rate of the step, m³/min. */
  slurryRateM3Min: number;
}

/** Slickwater ramp of a Permian stage, in ppa: eight steps from 0.5 to 2.5 (DOMAIN: e.g. 0.5→3 ppa). */
export const RAMP_PPA = [0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5] as const;

export interface StageDesignInput {
  /** Proppant to place, kg (150–250 t a stage in the Delaware). */
  proppantKg: number;
  /** Pad as a share of the clean fluid pumped before the flush (0.1–0.2). */
  padShare: number;
  slurryRateM3Min: number;
  /** Wellbore volume from surface to the top perforation, m³ (what the flush displaces). */
  wellboreM3: number;
  overflushM3: number;
  rampPpa?: readonly number[];
}

/** Slurry volume of a clean volume carrying concKgM3 of proppant (grains add c / ρ_abs per m³). */
export const slurryOfClean = (cleanM3: number, concKgM3: number): number => cleanM3 * (1 + concKgM3 / SAND_ABS_KG_M3);

/**
 * Equal clean volume per proppant step, so the ramp places `proppantKg` exactly:
 * V = M / Σ c_i, and Σ c_i · V = M (the schedule's own mass balance).
 */
export function designSchedule(d: StageDesignInput): ScheduleStep[] {
  const ramp = (d.rampPpa ?? RAMP_PPA).map((p) => p * PPA_KG_M3);
  const perStepM3 = d.proppantKg / ramp.reduce((s, c) => s + c, 0);
  const rampM3 = perStepM3 * ramp.length;
  const padM3 = (rampM3 * d.padShare) / (1 - d.padShare);
  const steps: Omit<ScheduleStep, 'step'>[] = [
    { kind: 'pad', concKgM3: 0, cleanM3: padM3, proppantKg: 0, slurryRateM3Min: d.slurryRateM3Min },
    ...ramp.map((c) => ({ kind: 'proppant' as const, concKgM3: c, cleanM3: perStepM3, proppantKg: c * perStepM3, slurryRateM3Min: d.slurryRateM3Min })),
    { kind: 'flush', concKgM3: 0, cleanM3: d.wellboreM3 + d.overflushM3, proppantKg: 0, slurryRateM3Min: d.slurryRateM3Min },
  ];
  return steps.map((s, i) => ({ step: i + 1, ...s }));
}

export function scheduleTotals(steps: readonly ScheduleStep[]): { cleanM3: number; slurryM3: number; proppantKg: number } {
  let cleanM3 = 0;
  let slurryM3 = 0;
  let proppantKg = 0;
  for (const s of steps) {
    cleanM3 += s.cleanM3;
    slurryM3 += slurryOfClean(s.cleanM3, s.concKgM3);
    proppantKg += s.proppantKg;
  }
  return { cleanM3, slurryM3, proppantKg };
}
