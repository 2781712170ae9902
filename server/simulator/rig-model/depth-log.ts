/**
 * A depth log (gamma and ROP against depth) straight from the formation model, for wells whose
 * depth data are wanted without simulating their time history (offset wells, plans, quick seeds).
 * A simulated well's own depth log comes from the rig model (`RigChunk.depthLog`), whose ROP is
 * the one it actually drilled at; both read the same formation for a given seed.
 */
import { createFormation } from './formation';
import { createRng, normal, uniformIn } from './prng';
import { DEFAULT_RIG_PARAMS } from './rig-params';

export interface DepthLogOptions {
  seed: number;
  fromDepthM: number;
  toDepthM: number;
  /** Sampling step, m (default 0.2). */
  stepM?: number;
  /** Nominal ROP at drillability 1, m/h (default: the middle of the rig model's range). */
  baseRopMph?: number;
}

export interface DepthLog {
  readonly depthM: Float64Array;
  readonly gammaGapi: Float32Array;
  readonly ropMph: Float32Array;
}

export function generateDepthLog(o: DepthLogOptions): DepthLog {
  const stepM = o.stepM ?? 0.2;
  if (!(stepM > 0) || !(o.toDepthM > o.fromDepthM)) throw new RangeError('depth log: need toDepthM > fromDepthM and stepM > 0');
  const formation = createFormation(o.seed, Math.max(12_000, o.toDepthM + 500));
  const rng = createRng(o.seed ^ 0x0dee9106);
  const base = o.baseRopMph ?? (DEFAULT_RIG_PARAMS.baseRopMph[0] + DEFAULT_RIG_PARAMS.baseRopMph[1]) / 2;
  const first = Math.ceil(o.fromDepthM / stepM);
  const last = Math.floor(o.toDepthM / stepM);
  const n = Math.max(0, last - first + 1);
  const depthM = new Float64Array(n);
  const gammaGapi = new Float32Array(n);
  const ropMph = new Float32Array(n);
  // The driller's parameters wander from stand to stand: a slow factor on top of the rock's drillability.
  let drift = 0;
  let wob = uniformIn(rng, 0.85, 1.15);
  for (let k = 0; k < n; k++) {
    const d = (first + k) * stepM;
    if (k % Math.round(27 / stepM) === 0) wob = uniformIn(rng, 0.85, 1.15);
    drift = 0.99 * drift + 0.02 * normal(rng);
    depthM[k] = d;
    gammaGapi[k] = Math.max(0, formation.gammaAt(d) + 3 * normal(rng));
    ropMph[k] = Math.max(0.5, base * formation.drillabilityAt(d) * wob * Math.exp(drift));
  }
  return { depthM, gammaGapi, ropMph };
}
