/** A stage's treatment lines and the stage being pumped now: the server's answers and the client's reading of them. */

/** Lines of one stage: x in seconds from `origin` (its start or its breakdown), y per channel. */
export interface StageLines {
  stage_no: number;
  /** Epoch second that x = 0 stands for. */
  origin: number;
  bucket_s: number;
  x: number[];
  /** Per channel, y at each x (null: a gap). */
  y: Record<string, (number | null)[]>;
}

/** The stage being pumped now (server/completions/live-frac.ts); its further seconds arrive on the 'frac/live' topic. */
export interface FracLiveStage {
  stage_no: number;
  start_s: number;
  /** Seconds of the record pumped so far (x of the last line point + 1) and the whole record's length. */
  elapsed_s: number;
  record_s: number;
  /** The breakdown picked from the seconds pumped so far (epoch s), as a recorded stage's: what the comparison aligns on; null before pumping. */
  breakdown_s: number | null;
  top_md_m: number;
  bottom_md_m: number;
  plug_md_m: number | null;
  clusters: number;
  design_proppant_kg: number;
  design_clean_m3: number;
  design_rate_m3_min: number;
  /** The seconds pumped so far as lines (M4, x in seconds from start_s), as a recorded stage's. */
  series: StageLines;
}
