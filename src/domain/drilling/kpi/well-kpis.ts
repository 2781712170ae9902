/**
 * One well's KPIs for a multi-well comparison, as POST multi-well/dvd answers them (server/multiwell/
 * well-kpis.ts computes them): each figure null with its reason in `missing` where the well lacks the data.
 */
export interface WellKpis {
  /** The span the figures cover, epoch s; null without a hole-depth record. */
  from_s: number | null;
  to_s: number | null;
  footage_m: number | null;
  rop_m_per_h: number | null;
  rotary_rop_m_per_h: number | null;
  slide_rop_m_per_h: number | null;
  connections: number | null;
  weight_to_weight_median_s: number | null;
  slips_to_slips_median_s: number | null;
  npt_s: number | null;
  /** NPT over the recorded time, 0–1. */
  npt_share: number | null;
  /** Why a figure is null, by its key. */
  missing: Record<string, string>;
}

/** One well of POST multi-well/dvd's answer: its single-well DvD curve aligned at spud, and its KPIs. */
export interface DvdSetWell {
  well_id: string;
  name: string;
  spud: number;
  spud_from: string;
  curve: { days: number[]; depth_m: number[] };
  deepest_m: number | null;
  kpis: WellKpis;
}
