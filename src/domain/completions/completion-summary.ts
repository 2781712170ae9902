/**
 * What a well's frac stages add up to as a completion (the Well Configuration of completions and
 * production wells): the treated lateral from the heel-most stage top to the toe-most stage bottom,
 * stage spacing, clusters, and proppant and fluid per treated metre (the completion intensity that
 * production is compared by). SI in, SI out: kg, m³, m.
 */
export interface StageGeometry {
  top_md_m: number;
  bottom_md_m: number;
  clusters: number;
  proppant_kg: number;
  clean_m3: number;
}

export interface CompletionSummary {
  stages: number;
  /** Heel-most stage top to toe-most stage bottom, m. */
  treatedLateralM: number;
  heelMdM: number;
  toeMdM: number;
  meanStageLengthM: number;
  clusters: number;
  /** Treated lateral over clusters, m. */
  clusterSpacingM: number;
  proppantKg: number;
  cleanM3: number;
  proppantKgPerM: number;
  /** Clean fluid per treated metre, m³/m. */
  fluidM3PerM: number;
}

export function completionSummary(stages: readonly StageGeometry[]): CompletionSummary | null {
  if (stages.length === 0) return null;
  const heel = Math.min(...stages.map((s) => Math.min(s.top_md_m, s.bottom_md_m)));
  const toe = Math.max(...stages.map((s) => Math.max(s.top_md_m, s.bottom_md_m)));
  const lateral = toe - heel;
  const clusters = stages.reduce((n, s) => n + s.clusters, 0);
  const proppant = stages.reduce((n, s) => n + s.proppant_kg, 0);
  const clean = stages.reduce((n, s) => n + s.clean_m3, 0);
  const per = (v: number) => (lateral > 0 ? v / lateral : NaN);
  return {
    stages: stages.length,
    treatedLateralM: lateral,
    heelMdM: heel,
    toeMdM: toe,
    meanStageLengthM: stages.reduce((n, s) => n + Math.abs(s.bottom_md_m - s.top_md_m), 0) / stages.length,
    clusters,
    clusterSpacingM: clusters > 0 ? lateral / clusters : NaN,
    proppantKg: proppant,
    cleanM3: clean,
    proppantKgPerM: per(proppant),
    fluidM3PerM: per(clean),
  };
}
