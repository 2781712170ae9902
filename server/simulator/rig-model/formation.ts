/**
 * A layered formation, deterministic from a seed: what the bit cuts (drillability, so ROP varies
 * with depth) and what the gamma sensor reads. Shale is hot and moderately drillable, sand is
 * clean and fast, limestone and dolomite stringers are clean and slow: the usual reason gamma and
 * ROP move together on a depth log.
 */
import { createRng, logNormal, uniform, uniformIn, type Rng } from './prng';

export const LITHOLOGIES = [
  { id: 'shale', gammaGapi: [95, 135], drillability: [0.8, 1.05] },
  { id: 'siltstone', gammaGapi: [65, 90], drillability: [0.9, 1.2] },
  { id: 'sandstone', gammaGapi: [25, 55], drillability: [1.2, 1.6] },
  { id: 'limestone', gammaGapi: [15, 35], drillability: [0.55, 0.8] },
  { id: 'dolomite', gammaGapi: [10, 25], drillability: [0.3, 0.5] },
] as const;

/** Relative frequency of each lithology, same order as LITHOLOGIES. */
const LITHOLOGY_WEIGHTS = [0.38, 0.22, 0.22, 0.13, 0.05];

export interface Formation {
  /** Gamma at a depth, gAPI, noise-free (the sensor adds its own noise). */
  gammaAt(depthM: number): number;
  /** Relative drillability (1 = nominal ROP). */
  drillabilityAt(depthM: number): number;
  lithologyAt(depthM: number): string;
  readonly maxDepthM: number;
}

interface Layer {
  topM: number;
  lith: number;
  gamma: number;
  drill: number;
  wigglePhase: number;
  wiggleAmp: number;
}

/** Half-width of the blend between two layers, m: contacts are sharp but not steps. */
const CONTACT_HALF_M = 0.4;

export function createFormation(seed: number, maxDepthM = 12_000): Formation {
  const rng = createRng(seed ^ 0xf0e1d2c3);
  const layers: Layer[] = [];
  let top = 0;
  while (top < maxDepthM) {
    const lith = pickLithology(rng);
    const L = LITHOLOGIES[lith];
    // Dolomite comes in thin stringers; the rest in beds of a few to a hundred metres.
    const thicknessM = lith === 4 ? uniformIn(rng, 1, 5) : logNormal(rng, 18, 0.8, 2, 120);
    layers.push({
      topM: top,
      lith,
      gamma: uniformIn(rng, L.gammaGapi[0], L.gammaGapi[1]),
      drill: uniformIn(rng, L.drillability[0], L.drillability[1]),
      wigglePhase: uniformIn(rng, 0, 2 * Math.PI),
      wiggleAmp: uniformIn(rng, 2, 8),
    });
    top += thicknessM;
  }
  const tops = Float64Array.from(layers, (l) => l.topM);
  let lastGammaCm = NaN;
  let lastGamma = 0;
  let lastDrillCm = NaN;
  let lastDrill = 1;
  const gammas = Float64Array.from(layers, (l) => l.gamma);
  const drills = Float64Array.from(layers, (l) => l.drill);

  function indexAt(depthM: number): number {
    let lo = 0;
    let hi = tops.length - 1;
    if (depthM <= 0) return 0;
    if (depthM >= tops[hi]) return hi;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (tops[mid] <= depthM) lo = mid;
      else hi = mid;
    }
    return lo;
  }

  /** Blend weight of the next layer near the base of layer i (0 inside, 0.5 at the contact). */
  function blend(i: number, depthM: number, values: Float64Array): number {
    const v = values[i];
    if (i + 1 < tops.length && tops[i + 1] - depthM < CONTACT_HALF_M) {
      const w = 0.5 * (1 - (tops[i + 1] - depthM) / CONTACT_HALF_M);
      return v + (values[i + 1] - v) * w;
    }
    if (i > 0 && depthM - tops[i] < CONTACT_HALF_M) {
      const w = 0.5 * (1 - (depthM - tops[i]) / CONTACT_HALF_M);
      return v + (values[i - 1] - v) * w;
    }
    return v;
  }

  return {
    maxDepthM,
    gammaAt(depthM) {
      // Gamma is resolved to the centimetre; while drilling the bit stays within one for seconds,
      // so the last answer is reused. A pure function of depth either way (resumed models match).
      const cm = Math.round(depthM * 100);
      if (cm !== lastGammaCm) {
        lastGammaCm = cm;
        lastGamma = gammaUncached(cm / 100);
      }
      return lastGamma;
    },
    drillabilityAt(depthM) {
      const cm = Math.round(depthM * 100);
      if (cm !== lastDrillCm) {
        lastDrillCm = cm;
        lastDrill = blend(indexAt(cm / 100), cm / 100, drills);
      }
      return lastDrill;
    },
    lithologyAt(depthM) {
      return LITHOLOGIES[layers[indexAt(depthM)].lith].id;
    },
  };

  function gammaUncached(depthM: number): number {
    const i = indexAt(depthM);
    const l = layers[i];
    const base = blend(i, depthM, gammas);
    // Within-bed variation: two incommensurate wavelengths so beds are not flat lines.
    const wiggle = l.wiggleAmp * (0.6 * Math.sin(depthM * 0.9 + l.wigglePhase) + 0.4 * Math.sin(depthM * 2.3 + 2 * l.wigglePhase));
    return Math.max(2, base + wiggle);
  }
}

function pickLithology(rng: Rng): number {
  let u = uniform(rng);
  for (let i = 0; i < LITHOLOGY_WEIGHTS.length; i++) {
    u -= LITHOLOGY_WEIGHTS[i];
    if (u < 0) return i;
  }
  return 0;
}
