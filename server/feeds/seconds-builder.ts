/**
 * Feed samples → consecutive 1 Hz seconds, the shape the store and the detection pipeline take.
 * A sample's values hold until the next sample, at most HOLD_MAX_S (as a file import holds them:
 * timeseries/import/commit-import.ts), so a feed sampling every 1–10 s stores the same series its
 * log file would. A sample at or before the last second given out is a duplicate (a reconnect that
 * re-sends, a restart) and is dropped. Seconds are given out as samples arrive, so of several
 * samples in one second the first is kept and the others count as duplicates.
 */
import { HOLD_MAX_S } from '../timeseries/import/commit-import';
import { DETECTION_CHANNELS } from '../timeseries/derived/rolling-rig-state';
import type { FeedSample } from './feed-types';

export interface HeldValue {
  v: number;
  atS: number;
}

export interface BuilderState {
  /** Last second given out. */
  lastS: number | null;
  held: Record<string, HeldValue>;
}

export interface SecondsOut {
  startS: number;
  n: number;
  channels: Record<string, Float32Array>;
  /** True when the silence before this sample was too long to fill: detection starts afresh. */
  restart: boolean;
}

/** A silence longer than this is not filled with NaN seconds; the stream starts again at the next sample. */
export const MAX_FILL_S = 6 * 3600;

export class SecondsBuilder {
  constructor(private state: BuilderState = { lastS: null, held: {} }) {}

  getState(): BuilderState {
    return { lastS: this.state.lastS, held: { ...this.state.held } };
  }

  /** The seconds this sample completes, or null when it is a duplicate. */
  take(sample: FeedSample): SecondsOut | null {
    const s = Math.floor(sample.timeS);
    const { lastS, held } = this.state;
    if (!Number.isFinite(s) || (lastS !== null && s <= lastS)) return null;
    const restart = lastS === null || s - lastS > MAX_FILL_S;
    const startS = restart ? s : lastS + 1;
    const n = s - startS + 1;
    const names = new Set<string>([...DETECTION_CHANNELS, ...Object.keys(held), ...Object.keys(sample.values)]);
    const channels: Record<string, Float32Array> = {};
    for (const c of names) {
      const a = new Float32Array(n).fill(NaN);
      const h = held[c];
      if (h) for (let i = 0; i < n - 1 && startS + i - h.atS < HOLD_MAX_S; i++) a[i] = h.v;
      const v = sample.values[c];
      a[n - 1] = v !== undefined && Number.isFinite(v) ? v : h && s - h.atS < HOLD_MAX_S ? h.v : NaN;
      channels[c] = a;
    }
    for (const [c, v] of Object.entries(sample.values)) if (Number.isFinite(v)) held[c] = { v, atS: s };
    this.state.lastS = s;
    return { startS, n, channels, restart };
  }
}
