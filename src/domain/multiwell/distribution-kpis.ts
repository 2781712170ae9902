/**
 * What a distribution report can be drawn of (multi-well API 7.10 custom_distribution): a KPI and
 * what it is spread over, wells (the multi-well KPIs of drilling and completions), BHA runs (the run's
 * drilling KPIs over the time it drilled its interval) or frac stages (the stage's recorded totals).
 * One list shared by the server (which computes the values) and the widgets (which offer the choice).
 */
export type DistributionOver = 'wells' | 'runs' | 'stages';

export interface DistributionKpi {
  id: string;
  label: string;
  unit: string;
  over: readonly DistributionOver[];
  /** Shown values = stored SI value × scale (seconds as hours, shares as %). */
  scale?: number;
  /**
   * Also given for wells grouped per rig, hole section or crew (the pooled figures of
   * reports/aggregation, so the id must be a figure of its rows).
   */
  grouped?: true;
}

export const DISTRIBUTION_KPIS: readonly DistributionKpi[] = [
  { id: 'rop_m_per_h', label: 'ROP', unit: 'm/h', over: ['wells', 'runs'], grouped: true },
  { id: 'footage_m', label: 'Footage drilled', unit: 'm', over: ['wells', 'runs'], grouped: true },
  { id: 'rotary_rop_m_per_h', label: 'Rotary ROP', unit: 'm/h', over: ['wells', 'runs'], grouped: true },
  { id: 'slide_rop_m_per_h', label: 'Slide ROP', unit: 'm/h', over: ['wells', 'runs'], grouped: true },
  { id: 'weight_to_weight_median_s', label: 'Weight to weight (median)', unit: 'min', over: ['wells', 'runs'], scale: 1 / 60, grouped: true },
  { id: 'slips_to_slips_median_s', label: 'Slips to slips (median)', unit: 'min', over: [], scale: 1 / 60, grouped: true },
  { id: 'tripping_m_per_h', label: 'Tripping speed', unit: 'm/h', over: [], grouped: true },
  { id: 'npt_s', label: 'NPT', unit: 'h', over: ['wells', 'runs'], scale: 1 / 3600, grouped: true },
  { id: 'npt_share', label: 'NPT share', unit: '%', over: ['wells', 'runs'], scale: 100, grouped: true },
  { id: 'run_hours', label: 'Run duration', unit: 'h', over: ['runs'], scale: 1 / 3600 },
  { id: 'stages_per_day', label: 'Stages per day', unit: 'stages/d', over: ['wells'] },
  { id: 'proppant_kg', label: 'Proppant placed', unit: 't', over: ['wells', 'stages'], scale: 1 / 1000 },
  { id: 'clean_m3', label: 'Clean fluid pumped', unit: 'm³', over: ['wells', 'stages'] },
  { id: 'pumping_h', label: 'Pumping time', unit: 'h', over: ['wells', 'stages'] },
  { id: 'avg_treating_mpa', label: 'Average treating pressure', unit: 'MPa', over: ['wells', 'stages'] },
  { id: 'avg_rate_m3_min', label: 'Average slurry rate', unit: 'm³/min', over: ['wells', 'stages'] },
  { id: 'max_treating_mpa', label: 'Maximum treating pressure', unit: 'MPa', over: ['stages'] },
  { id: 'isip_mpa', label: 'ISIP', unit: 'MPa', over: ['stages'] },
  { id: 'breakdown_mpa', label: 'Breakdown pressure', unit: 'MPa', over: ['stages'] },
  { id: 'frac_gradient_mpa_per_m', label: 'Fracture gradient', unit: 'kPa/m', over: ['stages'], scale: 1000 },
];

export const DISTRIBUTION_KPI_IDS = DISTRIBUTION_KPIS.map((k) => k.id) as [string, ...string[]];

export const distributionKpi = (id: string): DistributionKpi | undefined => DISTRIBUTION_KPIS.find((k) => k.id === id);

export const kpisOver = (over: DistributionOver): DistributionKpi[] => DISTRIBUTION_KPIS.filter((k) => k.over.includes(over));

/** How the wells' KPIs can be grouped in a distribution report: each well alone, or pooled per rig, hole section or crew. */
export const DISTRIBUTION_GROUPS = ['well', 'rig', 'section', 'crew'] as const;
export type DistributionGroupBy = (typeof DISTRIBUTION_GROUPS)[number];

/** The KPIs offered over wells grouped so (per well: those over wells; per rig, section or crew: the pooled ones). */
export const kpisGrouped = (groupBy: DistributionGroupBy): DistributionKpi[] =>
  groupBy === 'well' ? kpisOver('wells') : DISTRIBUTION_KPIS.filter((k) => k.grouped);
