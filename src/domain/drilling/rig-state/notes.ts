/**
 * What detection says about its own answer: an input it did not have, an estimate that failed or is
 * in doubt, a property of the data it adapted to (sparse readings, gaps, heave, a tared hook load).
 * Each note names the input (or the estimate) and what was assumed, so the time log, the API and the
 * panes never rest on a silent default. The code is stable across windows, so a note seen in every
 * run of a stream is one note over a span of time, not thousands.
 */
import type { DetectionInput } from '../detection-inputs';

export type DetectionNoteCode =
  | 'no-hole-depth'
  | 'no-bit-depth'
  | 'no-hook-load'
  | 'no-pumps'
  | 'no-rpm'
  | 'no-wob'
  | 'block-weight-default'
  | 'block-weight-doubt'
  | 'hook-load-tared'
  | 'bit-depth-not-absolute'
  | 'sparse-sampling'
  | 'gaps'
  | 'heave';

/** A detection input (a channel), or one of the rig parameters detection estimates. */
export type DetectionNoteSubject = DetectionInput['id'] | 'blockWeightT' | 'sampling';

export interface DetectionNote {
  readonly code: DetectionNoteCode;
  readonly input: DetectionNoteSubject;
  /** What is missing, failed or odd, in words a driller reads. */
  readonly message: string;
  /** What detection assumed or did instead; null when nothing had to be assumed (a doubt only). */
  readonly assumed: string | null;
}

/** The note as one sentence: "no hole depth: hole depth taken as the deepest bit depth so far". */
export const noteText = (n: DetectionNote): string => (n.assumed ? `${n.message}: ${n.assumed}` : n.message);
