/** What the alert detectors read and say. Pure data: no I/O, used by the server's evaluator and tests. */

/** One second of live channel values (channel ids of src/domain/drilling/channels.ts). */
export interface LiveSample {
  /** Epoch seconds of the data. */
  readonly timeS: number;
  readonly values: Readonly<Record<string, number | null | undefined>>;
}

/** The numbers that fired an alert, carried to every channel. */
export interface Firing {
  /** Identifies the condition within a subscription: one open alert per key until it clears. */
  readonly conditionKey: string;
  readonly message: string;
  readonly value: number;
  readonly threshold: number;
  readonly unit: string;
  readonly depthM: number | null;
  /** Epoch seconds of the data that completed the condition. */
  readonly timeS: number;
  /** Further measured figures (baseline, window, slope…), named with units. */
  readonly extra?: Readonly<Record<string, number>>;
}

/** One step of a live detector: its next state, an alert that fires now, a condition that cleared now. */
export interface DetectorStep<S> {
  readonly state: S;
  readonly fire: Firing | null;
  readonly clear: string | null;
}

/** A detector on the 1 Hz live stream: `step` is pure (returns a new state, never changes its input). */
export interface LiveDetector<P, S> {
  readonly defaults: P;
  init(): S;
  step(state: S, sample: LiveSample, params: P): DetectorStep<S>;
}

export const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Depth of the sample: hole depth, else bit depth. */
export const depthOf = (s: LiveSample): number | null => num(s.values.holeDepthM) ?? num(s.values.bitDepthM);

export const round = (v: number, digits = 2): number => Math.round(v * 10 ** digits) / 10 ** digits;
