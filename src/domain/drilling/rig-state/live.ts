/**
 * Rig state on live data: keep the trailing window of seconds and run the same batch detection over
 * it on demand (an hour of data costs well under a millisecond), so live and history never
 * disagree on the rules. The newest seconds are provisional: a short idle is labelled by what
 * follows it, which is only known `idleAbsorbS` later.
 */
import type { DetectionChannelId, DetectionSeries } from '../channels';
import { detectRigStates, type DetectOptions, type RigStateResult } from './detect';

export type LiveSample = { tMs: number } & Record<DetectionChannelId, number>;

export interface LiveRigState {
  push(sample: LiveSample): void;
  /** The window, oldest first, as columnar data. */
  window(): DetectionSeries;
  /** Detection over the window; `activity[activity.length - 1]` is the current (provisional) state. */
  detect(): RigStateResult & { t: Float64Array };
  readonly size: number;
}

const CHANNELS: readonly DetectionChannelId[] = ['bitDepthM', 'holeDepthM', 'hookloadT', 'rpm', 'flowInLpm'];

export function createLiveRigState(options: DetectOptions & { windowS?: number } = {}): LiveRigState {
  const cap = options.windowS ?? 3600;
  const t = new Float64Array(cap);
  const ch = Object.fromEntries(CHANNELS.map((id) => [id, new Float32Array(cap)])) as Record<DetectionChannelId, Float32Array>;
  let next = 0;
  let size = 0;

  function window(): DetectionSeries & { t: Float64Array } {
    const start = (next - size + cap) % cap;
    const unroll = <A extends Float64Array | Float32Array>(a: A, out: A): A => {
      const head = a.subarray(start, Math.min(cap, start + size));
      out.set(head);
      if (head.length < size) out.set(a.subarray(0, size - head.length), head.length);
      return out;
    };
    const channels = Object.fromEntries(CHANNELS.map((id) => [id, unroll(ch[id], new Float32Array(size))])) as Record<DetectionChannelId, Float32Array>;
    return { t: unroll(t, new Float64Array(size)), channels };
  }

  return {
    get size() {
      return size;
    },
    push(s) {
      t[next] = s.tMs;
      for (const id of CHANNELS) ch[id][next] = s[id];
      next = (next + 1) % cap;
      if (size < cap) size++;
    },
    window,
    detect() {
      const w = window();
      return { ...detectRigStates(w, options), t: w.t };
    },
  };
}
