/**
 * What an answer showing detection results says about the detection behind it (issue 12): the rig
 * parameters in use and where each came from, and the notes (an input missing, an estimate failed,
 * sparse data, gaps, heave) with what was assumed. One shape for the server that writes it and the
 * client that shows it.
 */
import type { DetectionNoteCode, DetectionNoteSubject } from './rig-state/notes';

export type ParameterSource = 'estimated' | 'override' | 'default';

export interface ParameterView {
  value: number;
  source: ParameterSource;
}

export interface DetectionNoteView {
  code: DetectionNoteCode;
  /** The input (channel id) or estimate (blockWeightT, sampling) it is about, and its label. */
  input: DetectionNoteSubject;
  input_label: string;
  message: string;
  /** What detection assumed instead; null for a doubt only. */
  assumed: string | null;
  /** Epoch s: the seconds it concerns, clipped to the window asked for. */
  from: number;
  to: number;
}

export interface DetectionStatus {
  /** What the latest detection run used; null before detection ran on the well. */
  parameters: {
    block_weight_t: ParameterView;
    slips_below_t: ParameterView;
    on_bottom_m: ParameterView;
    connection_max_off_bottom_m: ParameterView;
    tared_hookload: boolean;
    sample_interval_s: number;
  } | null;
  notes: DetectionNoteView[];
}

/** What re-detecting a period changed (POST data/recalculate). */
export interface RecalcResult {
  from: number;
  to: number;
  seconds: number;
  changed_seconds: number;
  intervals: number;
  stands: number;
  trips: number;
  zero_readings: number;
}
