/** A frac well near another (GET completions/{id}/offset_search), with its frac's figures: the server's answer and the client's reading of it. */
export interface FracOffsetWell {
  well_id: string;
  name: string;
  distance_m: number;
  stages: number;
  proppant_kg: number;
  clean_m3: number;
  slurry_m3: number;
  /** Mean over the stages with an ISIP pick; null when none has one. */
  mean_isip_mpa: number | null;
  /** First stage's start and last stage's end, epoch s. */
  frac_start_s: number;
  frac_end_s: number;
}
