/**
 * Motor stall: a positive-displacement mud motor stalls when the torque asked of it exceeds what
 * the pumped flow can give: the rotor stops, the motor's differential pressure jumps (standpipe
 * pressure with it) and the reactive torque reaches surface as a torque spike, while the flow stays.
 * Fires when, pumping at steady flow, differential pressure stays at least spikeMPa above its
 * running baseline and surface torque at least torqueRiseKNm above its own for holdS seconds.
 * Baselines are medians of the preceding baselineS seconds and are frozen during the episode.
 * Clears once differential pressure is back within half the spike of the baseline (the driller
 * picked up off bottom and the motor restarted) for holdS seconds.
 */
import { depthOf, num, round, type LiveDetector } from './types';

export interface MotorStallParams {
  spikeMPa: number;
  torqueRiseKNm: number;
  baselineS: number;
  holdS: number;
  minFlowLpm: number;
}

interface Point {
  timeS: number;
  diffPMPa: number;
  torqueKNm: number;
}

interface MotorStallState {
  readonly history: readonly Point[];
  /** Consecutive seconds above (while closed) or back under (while open) the condition. */
  readonly run: number;
  readonly open: boolean;
  readonly baseline: { diffPMPa: number; torqueKNm: number } | null;
}

const KEY = 'motor_stall';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export const motorStall: LiveDetector<MotorStallParams, MotorStallState> = {
  defaults: { spikeMPa: 1.5, torqueRiseKNm: 3, baselineS: 60, holdS: 3, minFlowLpm: 300 },
  init: () => ({ history: [], run: 0, open: false, baseline: null }),
  step(state, sample, p) {
    const diffPMPa = num(sample.values.diffPMPa);
    const torqueKNm = num(sample.values.torqueKNm);
    const flow = num(sample.values.flowInLpm);
    if (diffPMPa === null || torqueKNm === null || flow === null || flow < p.minFlowLpm) {
      // Pumps off: no motor to stall; an open stall ends here.
      const cleared = state.open ? KEY : null;
      return { state: { history: [], run: 0, open: false, baseline: null }, fire: null, clear: cleared };
    }
    const history = [...state.history.filter((h) => h.timeS > sample.timeS - p.baselineS - p.holdS), { timeS: sample.timeS, diffPMPa, torqueKNm }];
    // Baseline from the seconds before the hold window, so the spike does not raise its own baseline.
    const before = history.filter((h) => h.timeS <= sample.timeS - p.holdS);
    const baseline =
      state.open && state.baseline
        ? state.baseline
        : before.length >= p.baselineS / 2
          ? { diffPMPa: median(before.map((h) => h.diffPMPa)), torqueKNm: median(before.map((h) => h.torqueKNm)) }
          : null;
    if (!baseline) return { state: { history, run: 0, open: false, baseline: null }, fire: null, clear: null };
    if (!state.open) {
      const spiking = diffPMPa - baseline.diffPMPa >= p.spikeMPa && torqueKNm - baseline.torqueKNm >= p.torqueRiseKNm;
      const run = spiking ? state.run + 1 : 0;
      if (run < p.holdS) return { state: { history, run, open: false, baseline }, fire: null, clear: null };
      return {
        state: { history, run: 0, open: true, baseline },
        clear: null,
        fire: {
          conditionKey: KEY,
          message: `Motor stall: differential pressure ${round(diffPMPa)} MPa (baseline ${round(baseline.diffPMPa)} MPa), torque ${round(torqueKNm, 1)} kN·m (baseline ${round(baseline.torqueKNm, 1)} kN·m) for ${p.holdS} s`,
          value: round(diffPMPa),
          threshold: round(baseline.diffPMPa + p.spikeMPa),
          unit: 'MPa',
          depthM: depthOf(sample),
          timeS: sample.timeS,
          extra: {
            baselineDiffPMPa: round(baseline.diffPMPa),
            torqueKNm: round(torqueKNm, 1),
            baselineTorqueKNm: round(baseline.torqueKNm, 1),
            flowInLpm: round(flow, 0),
          },
        },
      };
    }
    const back = diffPMPa - baseline.diffPMPa < p.spikeMPa / 2;
    const run = back ? state.run + 1 : 0;
    if (run >= p.holdS) return { state: { history, run: 0, open: false, baseline: null }, fire: null, clear: KEY };
    return { state: { history, run, open: true, baseline }, fire: null, clear: null };
  },
};
