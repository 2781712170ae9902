/**
 * Washout: a hole cut through the drill string (or a nozzle lost) bypasses part of the flow, so at
 * constant pump rate the standpipe pressure falls slowly over minutes. Seconds are averaged into
 * BUCKET_S buckets; over the last windowS the flow must stay within flowTolerancePct of its mean,
 * and the least-squares trend of the pressure must fall by at least dropMPa across the window and
 * explain it (R² ≥ minR2): a washout is a steady decline, not the swings of a motor's ΔP with WOB.
 * The pressure is standpipe minus motor differential pressure when the latter is measured, so going
 * on or off bottom (which moves the motor's ΔP by megapascals) is not read as a washout.
 * Clears when the pumps change rate (the driller acted) or the fall is under half the threshold.
 */
import { depthOf, num, round, type LiveDetector } from './types';

export interface WashoutParams {
  dropMPa: number;
  windowS: number;
  flowTolerancePct: number;
  minFlowLpm: number;
  /** How well a straight fall explains the pressure: swings with weight on bit (a motor's ΔP) fit badly. */
  minR2: number;
}

interface Bucket {
  startS: number;
  n: number;
  pressureMPa: number;
  flowLpm: number;
}

interface WashoutState {
  readonly buckets: readonly Bucket[];
  readonly open: boolean;
}

const BUCKET_S = 10;
const KEY = 'washout';

/** Least-squares slope of y over x and the fit's R². */
function trend(xs: readonly number[], ys: readonly number[]): { slope: number; r2: number } {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return { slope: 0, r2: 0 };
  return { slope: sxy / sxx, r2: (sxy * sxy) / (sxx * syy) };
}

export const washout: LiveDetector<WashoutParams, WashoutState> = {
  defaults: { dropMPa: 1, windowS: 900, flowTolerancePct: 3, minFlowLpm: 500, minR2: 0.8 },
  init: () => ({ buckets: [], open: false }),
  step(state, sample, p) {
    const spp = num(sample.values.sppMPa);
    const flow = num(sample.values.flowInLpm);
    if (spp === null || flow === null || flow < p.minFlowLpm) {
      return { state: { buckets: [], open: false }, fire: null, clear: state.open ? KEY : null };
    }
    const pressure = spp - (num(sample.values.diffPMPa) ?? 0);
    const startS = Math.floor(sample.timeS / BUCKET_S) * BUCKET_S;
    const kept = state.buckets.filter((b) => b.startS > sample.timeS - p.windowS);
    const last = kept[kept.length - 1];
    const buckets =
      last && last.startS === startS
        ? [...kept.slice(0, -1), { startS, n: last.n + 1, pressureMPa: last.pressureMPa + pressure, flowLpm: last.flowLpm + flow }]
        : [...kept, { startS, n: 1, pressureMPa: pressure, flowLpm: flow }];
    // Judge on complete buckets spanning (nearly) the whole window.
    const full = buckets.slice(0, -1);
    if (full.length < Math.floor((p.windowS / BUCKET_S) * 0.9)) return { state: { buckets, open: state.open }, fire: null, clear: null };
    const flows = full.map((b) => b.flowLpm / b.n);
    const meanFlow = flows.reduce((a, b) => a + b, 0) / flows.length;
    const steady = ((Math.max(...flows) - Math.min(...flows)) / meanFlow) * 100 <= p.flowTolerancePct;
    const { slope: perS, r2 } = trend(
      full.map((b) => b.startS),
      full.map((b) => b.pressureMPa / b.n),
    );
    const dropMPa = -perS * (full[full.length - 1].startS - full[0].startS);
    if (!state.open && steady && dropMPa >= p.dropMPa && r2 >= p.minR2) {
      return {
        state: { buckets, open: true },
        clear: null,
        fire: {
          conditionKey: KEY,
          message: `Possible washout: standpipe pressure fell ${round(dropMPa)} MPa in ${Math.round(p.windowS / 60)} min at a steady ${Math.round(meanFlow)} L/min`,
          value: round(dropMPa),
          threshold: p.dropMPa,
          unit: 'MPa',
          depthM: depthOf(sample),
          timeS: sample.timeS,
          extra: { flowInLpm: round(meanFlow, 0), slopeMPaPerH: round(perS * 3600), r2: round(r2), sppMPa: round(spp) },
        },
      };
    }
    if (state.open && (!steady || dropMPa < p.dropMPa / 2)) return { state: { buckets, open: false }, fire: null, clear: KEY };
    return { state: { buckets, open: state.open }, fire: null, clear: null };
  },
};
