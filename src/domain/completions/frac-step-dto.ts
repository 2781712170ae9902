/** One pumping-schedule step of a frac stage as the frac stages API answers it: design and pumped (server/completions/frac-queries.ts reads it, the panes show it). */
export interface FracStepDto {
  step: number;
  kind: 'pad' | 'proppant' | 'flush';
  design_conc_kg_m3: number;
  design_clean_m3: number;
  design_proppant_kg: number;
  start_s: number;
  end_s: number;
  clean_m3: number;
  slurry_m3: number;
  proppant_kg: number;
  avg_rate_m3_min: number;
  avg_treating_mpa: number;
  max_treating_mpa: number;
}
