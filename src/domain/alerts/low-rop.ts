/**
 * Low ROP: the mean rate of penetration over the last window of on-bottom drilling is under the
 * threshold. Seconds off bottom (connections, reaming, circulating) are left out, so a connection
 * neither fires nor clears it. Clears when the mean recovers above threshold × CLEAR_RATIO
 * (hysteresis, so a rate hovering at the threshold does not flap).
 */
import { drillingOnBottom } from './on-bottom';
import { depthOf, num, round, type LiveDetector } from './types';

export interface LowRopParams {
  thresholdMph: number;
  windowS: number;
  /** On-bottom seconds the window must hold before judging. */
  minSamples: number;
}

interface LowRopState {
  readonly window: readonly { timeS: number; ropMph: number }[];
  readonly open: boolean;
}

const CLEAR_RATIO = 1.25;
const KEY = 'low_rop';

export const lowRop: LiveDetector<LowRopParams, LowRopState> = {
  defaults: { thresholdMph: 5, windowS: 120, minSamples: 60 },
  init: () => ({ window: [], open: false }),
  step(state, sample, p) {
    const rop = num(sample.values.ropMph);
    if (rop === null || !drillingOnBottom(sample)) return { state, fire: null, clear: null };
    const window = [...state.window.filter((w) => w.timeS > sample.timeS - p.windowS), { timeS: sample.timeS, ropMph: rop }];
    const next = { window, open: state.open };
    if (window.length < p.minSamples) return { state: next, fire: null, clear: null };
    const meanMph = window.reduce((a, w) => a + w.ropMph, 0) / window.length;
    if (!state.open && meanMph < p.thresholdMph) {
      return {
        state: { window, open: true },
        clear: null,
        fire: {
          conditionKey: KEY,
          message: `Low ROP: ${round(meanMph, 1)} m/h over the last ${p.windowS} s on bottom, under ${p.thresholdMph} m/h`,
          value: round(meanMph, 2),
          threshold: p.thresholdMph,
          unit: 'm/h',
          depthM: depthOf(sample),
          timeS: sample.timeS,
          extra: { windowS: p.windowS, samples: window.length },
        },
      };
    }
    if (state.open && meanMph >= p.thresholdMph * CLEAR_RATIO) return { state: { window, open: false }, fire: null, clear: KEY };
    return { state: next, fire: null, clear: null };
  },
};
