/** Runs a live detector over a recorded series: what it fired and when each condition cleared. */
import type { Firing, LiveDetector, LiveSample } from './types';

export interface ReplayResult {
  fired: Firing[];
  cleared: { key: string; timeS: number }[];
}

export function replayDetector<P, S>(detector: LiveDetector<P, S>, params: P, samples: Iterable<LiveSample>): ReplayResult {
  let state = detector.init();
  const out: ReplayResult = { fired: [], cleared: [] };
  for (const s of samples) {
    const r = detector.step(state, s, params);
    state = r.state;
    if (r.fire) out.fired.push(r.fire);
    if (r.clear) out.cleared.push({ key: r.clear, timeS: s.timeS });
  }
  return out;
}
