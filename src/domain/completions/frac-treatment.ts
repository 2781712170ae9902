/**
 * One stage's treatment at 1 Hz, as the frac van records it: the surface schedule (slurry rate,
 * proppant concentration, clean rate) and the pressures it produces (frac-hydraulics.ts). Phases:
 * idle at the static wellhead pressure, a low-rate breakdown (the pressure rises until the rock
 * fractures, then drops), a stepped rate-up while the pad goes in, the proppant ramp, the flush, a
 * 15 s rate-down, and shut-in with the water-hammer ringing and a √t leak-off decline (Carter) from
 * which the ISIP is picked. The wellbore is tracked as a column of slurry that entered at the surface:
 * hydrostatic head uses the fluid in the vertical part, so the pressure climbs during the flush as the
 * heavy slurry leaves it. Deterministic for a seed.
 */
import { pipeFrictionMPa, perfFrictionMPa, netPressureMPa, hydrostaticMPa, slurryDensityKgM3 } from './frac-hydraulics';
import { SAND_ABS_KG_M3, WATER_KG_M3 } from './frac-constants';
import type { ScheduleStep, StepKind } from './frac-schedule';
import { seededRandom } from '../random/seeded-random';

export interface StageWell {
  /** Top perforation MD and the stage's mid-perf TVD. */
  topPerfMdM: number;
  tvdM: number;
  /** Casing inner diameter (5½" 20 lb/ft: 4.778" = 0.1214 m). */
  casingIdM: number;
  perfHoles: number;
  perfDiameterM: number;
}

export interface StageRock {
  /** Minimum horizontal stress gradient (closure), MPa/m: 0.016–0.019 in the Delaware Wolfcamp. */
  closureGradMPaPerM: number;
  porePressureGradMPaPerM: number;
  /** Breakdown pressure above closure, MPa. */
  breakdownExcessMPa: number;
  /** Net pressure when the fracture is established, and its Nolte–Smith growth exponent. */
  netPressure0MPa: number;
  nolteExponent: number;
  /** √t leak-off slope after shut-in, MPa/√s. */
  leakoffMPaPerSqrtS: number;
}

export interface TreatmentInput {
  schedule: readonly ScheduleStep[];
  well: StageWell;
  rock: StageRock;
  /** Friction reducer drag reduction (0.6–0.75 for slickwater). */
  frReduction: number;
  breakdownRateM3Min: number;
  seed: number;
  /** Seconds idle before pumping and observed after shut-in. */
  idleS?: number;
  shutInObservationS?: number;
}

export interface ActualStep {
  step: number;
  kind: StepKind;
  designConcKgM3: number;
  designCleanM3: number;
  designProppantKg: number;
  /** Offsets from the record start, s; end exclusive. */
  startS: number;
  endS: number;
  cleanM3: number;
  slurryM3: number;
  proppantKg: number;
  avgRateM3Min: number;
  avgTreatingMPa: number;
  maxTreatingMPa: number;
}

export interface Treatment {
  n: number;
  treatingMPa: Float64Array;
  bottomholeMPa: Float64Array;
  slurryRateM3Min: Float64Array;
  cleanRateM3Min: Float64Array;
  concKgM3: Float64Array;
  cumProppantKg: Float64Array;
  cumCleanM3: Float64Array;
  steps: ActualStep[];
  /** The model's own events (offsets, s), to check picks against. */
  truth: { pumpStartS: number; breakdownS: number; shutInS: number; isipMPa: number; closureMPa: number; hydrostaticAtShutInMPa: number };
}

const RATE_UP_S = 240;
const RATE_DOWN_S = 15;
const WAVE_SPEED_M_S = 1400;

/** Mass (kg) of the slurry that had entered the well when its cumulative volume reached vol (water before the first second). */
function massAt(vol: number, cumVol: Float64Array, cumMass: Float64Array, n: number): number {
  if (vol <= 0) return vol * WATER_KG_M3;
  let lo = 0;
  let hi = n - 1;
  if (vol >= cumVol[hi]) return cumMass[hi] + (vol - cumVol[hi]) * WATER_KG_M3;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (cumVol[mid] < vol) lo = mid;
    else hi = mid;
  }
  // cumVol[lo] < vol <= cumVol[hi] (or lo = 0 with vol <= cumVol[0])
  if (cumVol[lo] >= vol) return (vol / Math.max(cumVol[lo], 1e-12)) * cumMass[lo];
  const f = (vol - cumVol[lo]) / (cumVol[hi] - cumVol[lo]);
  return cumMass[lo] + f * (cumMass[hi] - cumMass[lo]);
}

export function simulateTreatment(input: TreatmentInput): Treatment {
  const rnd = seededRandom(input.seed);
  const idleS = input.idleS ?? 60;
  const observeS = input.shutInObservationS ?? 600;
  const { well, rock, schedule } = input;
  const designRate = schedule[0].slurryRateM3Min;
  const breakdownS = idleS + Math.round(rnd.range(60, 120));

  // Pass 1: the surface schedule, second by second.
  const rate: number[] = [];
  const conc: number[] = [];
  const stepOf: number[] = [];
  for (let i = 0; i < idleS; i++) (rate.push(0), conc.push(0), stepOf.push(-1));
  const clean = (q: number, c: number) => q / (1 + c / SAND_ABS_KG_M3) / 60;
  let si = 0;
  let left = schedule[0].cleanM3;
  const pump = (q: number, c: number) => {
    rate.push(q);
    conc.push(c);
    stepOf.push(si);
    left -= clean(q, c);
  };
  while (rate.length < breakdownS + 30) pump(input.breakdownRateM3Min * Math.min(1, (rate.length - idleS + 1) / 20) * (1 + rnd.gauss(0.01)), 0);
  for (let k = 0; k < RATE_UP_S; k++) {
    const q = input.breakdownRateM3Min + ((designRate - input.breakdownRateM3Min) * Math.ceil((k + 1) / 60)) / 4;
    pump(q * (1 + rnd.gauss(0.005)), 0);
  }
  for (; si < schedule.length; si++) {
    const s = schedule[si];
    if (si > 0) left = s.cleanM3;
    while (left > 0) {
      const c = s.concKgM3 > 0 ? s.concKgM3 * (1 + rnd.gauss(0.02)) : 0;
      pump(s.slurryRateM3Min * (1 + rnd.gauss(0.006)), c);
    }
  }
  si = schedule.length - 1;
  for (let k = 1; k <= RATE_DOWN_S; k++) pump(designRate * (1 - k / (RATE_DOWN_S + 1)), 0);
  const shutInS = rate.length;
  for (let k = 0; k < observeS; k++) (rate.push(0), conc.push(0), stepOf.push(-1));
  const n = rate.length;

  // Pass 2: volumes and pressures.
  const out: Treatment = {
    n,
    treatingMPa: new Float64Array(n),
    bottomholeMPa: new Float64Array(n),
    slurryRateM3Min: Float64Array.from(rate),
    cleanRateM3Min: new Float64Array(n),
    concKgM3: Float64Array.from(conc),
    cumProppantKg: new Float64Array(n),
    cumCleanM3: new Float64Array(n),
    steps: [],
    truth: { pumpStartS: idleS, breakdownS, shutInS, isipMPa: 0, closureMPa: 0, hydrostaticAtShutInMPa: 0 },
  };
  const cumVol = new Float64Array(n);
  const cumMass = new Float64Array(n);
  let v = 0;
  let m = 0;
  let prop = 0;
  let cl = 0;
  for (let i = 0; i < n; i++) {
    const cleanM3 = clean(rate[i], conc[i]);
    out.cleanRateM3Min[i] = cleanM3 * 60;
    prop += conc[i] * cleanM3;
    cl += cleanM3;
    v += rate[i] / 60;
    m += (rate[i] / 60) * slurryDensityKgM3(conc[i]);
    out.cumProppantKg[i] = prop;
    out.cumCleanM3[i] = cl;
    cumVol[i] = v;
    cumMass[i] = m;
  }
  const area = (Math.PI / 4) * well.casingIdM ** 2;
  const vertM3 = area * well.tvdM;
  const wellboreM3 = area * well.topPerfMdM;
  const closure = rock.closureGradMPaPerM * well.tvdM;
  const pore = rock.porePressureGradMPaPerM * well.tvdM;
  const breakdownBhp = closure + rock.breakdownExcessMPa;
  const tRef = 600;
  const hammerPeriodS = (4 * well.topPerfMdM) / WAVE_SPEED_M_S;
  let pnetEnd = rock.netPressure0MPa;
  for (let i = 0; i < n; i++) {
    const S = cumVol[i];
    const colMean = (vol: number) => (massAt(S, cumVol, cumMass, n) - massAt(S - vol, cumVol, cumMass, n)) / vol;
    const rhoVert = colMean(vertM3);
    const rhoBore = colMean(wellboreM3);
    const rhoPerf = (massAt(S - wellboreM3, cumVol, cumMass, n) - massAt(S - wellboreM3 - 0.5, cumVol, cumMass, n)) / 0.5;
    // Proppant mass past the perforations: the slurry's excess mass over water, per grain mass.
    const throughM3 = Math.max(0, S - wellboreM3);
    const propThroughPerfs = (massAt(throughM3, cumVol, cumMass, n) - WATER_KG_M3 * throughM3) / (1 - WATER_KG_M3 / SAND_ABS_KG_M3);
    const hydro = hydrostaticMPa(rhoVert, well.tvdM);
    let bhp: number;
    if (i < idleS) bhp = pore;
    else if (i < breakdownS) bhp = pore + ((breakdownBhp - pore) * (i - idleS + 1)) / (breakdownS - idleS);
    else if (i < shutInS) {
      const pnet = netPressureMPa(rock.netPressure0MPa, i - breakdownS, tRef, rock.nolteExponent);
      pnetEnd = pnet;
      bhp = closure + pnet + (breakdownBhp - closure - rock.netPressure0MPa) * Math.exp(-(i - breakdownS) / 12);
    } else bhp = closure + pnetEnd - rock.leakoffMPaPerSqrtS * Math.sqrt(i - shutInS);
    // Perforations erode as proppant goes through them: Cd 0.6 → 0.85.
    const cd = 0.6 + 0.25 * (1 - Math.exp(-propThroughPerfs / 60_000));
    const friction =
      pipeFrictionMPa(rate[i], rhoBore, well.topPerfMdM, well.casingIdM, input.frReduction) +
      perfFrictionMPa(rate[i], rhoPerf, well.perfHoles, well.perfDiameterM, cd);
    const dt = i - shutInS;
    const hammer = dt >= 0 ? 1.5 * Math.exp(-dt / 15) * Math.sin((2 * Math.PI * dt) / hammerPeriodS) : 0;
    out.bottomholeMPa[i] = bhp;
    out.treatingMPa[i] = Math.max(0, bhp - hydro + friction + hammer + rnd.gauss(0.04));
    if (i === shutInS) {
      out.truth.hydrostaticAtShutInMPa = hydro;
      out.truth.isipMPa = bhp - hydro;
      out.truth.closureMPa = closure;
    }
  }

  // Actual steps from the seconds each step was pumped.
  for (let k = 0; k < schedule.length; k++) {
    const d = schedule[k];
    let s0 = -1;
    let s1 = -1;
    let c = 0;
    let sl = 0;
    let p = 0;
    let tp = 0;
    let tpMax = 0;
    for (let i = 0; i < n; i++) {
      if (stepOf[i] !== k) continue;
      if (s0 < 0) s0 = i;
      s1 = i + 1;
      const cm = out.cleanRateM3Min[i] / 60;
      c += cm;
      sl += rate[i] / 60;
      p += conc[i] * cm;
      tp += out.treatingMPa[i];
      tpMax = Math.max(tpMax, out.treatingMPa[i]);
    }
    const dur = s1 - s0;
    out.steps.push({
      step: d.step,
      kind: d.kind,
      designConcKgM3: d.concKgM3,
      designCleanM3: d.cleanM3,
      designProppantKg: d.proppantKg,
      startS: s0,
      endS: s1,
      cleanM3: c,
      slurryM3: sl,
      proppantKg: p,
      avgRateM3Min: (sl / dur) * 60,
      avgTreatingMPa: tp / dur,
      maxTreatingMPa: tpMax,
    });
  }
  return out;
}
