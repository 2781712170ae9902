/**
 * Where and how each stage of a plug-and-perf well is pumped: the lateral (from the first station at
 * ≥ 85° to total depth, less a toe allowance) cut into equal stages, stage 1 at the toe; a composite
 * plug at the toe end of every stage but the first (toe sleeve); 5–7 clusters of 6 shots; the mid-perf
 * TVD interpolated on the well's trajectory; and per stage the design and rock drawn from realistic
 * Delaware Basin Wolfcamp ranges. Deterministic for a seed.
 */
import { bpmToM3Min } from './frac-constants';
import type { StageDesignInput } from './frac-schedule';
import type { StageRock, StageWell } from './frac-treatment';
import { seededRandom, type SeededRandom } from '../random/seeded-random';

export interface TrajectoryPoint {
  mdM: number;
  tvdM: number;
  incDeg: number;
}

export interface StagePlan {
  stageNo: number;
  topMdM: number;
  bottomMdM: number;
  /** The plug isolating the stages below (null for stage 1, pumped through the toe sleeve). */
  plugMdM: number | null;
  clusters: number;
  design: StageDesignInput;
  well: StageWell;
  rock: StageRock;
  frReduction: number;
  breakdownRateM3Min: number;
  seed: number;
}

/** 5½" 20 lb/ft P-110 production casing. */
export const CASING_ID_M = 0.12136;
const TOE_ALLOWANCE_M = 20;
export const HEEL_ALLOWANCE_M = 40;

export function tvdAt(points: readonly TrajectoryPoint[], mdM: number): number {
  if (!points.length) return mdM;
  if (mdM <= points[0].mdM) return points[0].tvdM * (points[0].mdM > 0 ? mdM / points[0].mdM : 1);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (mdM <= b.mdM) return a.tvdM + ((b.tvdM - a.tvdM) * (mdM - a.mdM)) / (b.mdM - a.mdM || 1);
  }
  const l = points[points.length - 1];
  const p = points[points.length - 2] ?? l;
  // Past the last station: straight on at the last course's slope.
  const slope = l.mdM > p.mdM ? (l.tvdM - p.tvdM) / (l.mdM - p.mdM) : Math.cos((l.incDeg * Math.PI) / 180);
  return l.tvdM + slope * (mdM - l.mdM);
}

/** The lateral of a trajectory: first MD at ≥ 85° inclination to total depth (null for a vertical well). */
export function lateralOf(points: readonly TrajectoryPoint[], tdM: number): { landingMdM: number; tdM: number } | null {
  const landing = points.find((p) => p.incDeg >= 85);
  if (!landing || tdM - landing.mdM < 500) return null;
  return { landingMdM: landing.mdM, tdM };
}

export function planStages(points: readonly TrajectoryPoint[], tdM: number, count: number, seed: number): StagePlan[] {
  const lat = lateralOf(points, tdM);
  if (!lat) return [];
  const rnd = seededRandom(seed);
  const bottom0 = lat.tdM - TOE_ALLOWANCE_M;
  const lengthM = (bottom0 - (lat.landingMdM + HEEL_ALLOWANCE_M)) / count;
  const plans: StagePlan[] = [];
  for (let k = 0; k < count; k++) {
    const bottomMdM = bottom0 - k * lengthM;
    const topMdM = bottomMdM - lengthM;
    plans.push(drawStage(rnd, k + 1, topMdM, bottomMdM, k === 0 ? null : bottomMdM, tvdAt(points, (topMdM + bottomMdM) / 2)));
  }
  return plans;
}

/** One stage's clusters, design, rock and pumping drawn from the basin's ranges (the draws' order is part of the seeded demo). */
function drawStage(rnd: SeededRandom, stageNo: number, topMdM: number, bottomMdM: number, plugMdM: number | null, tvdM: number): StagePlan {
  const lengthM = bottomMdM - topMdM;
  const clusters = 5 + Math.floor(rnd.next() * 3);
  return {
    stageNo,
    topMdM,
    bottomMdM,
    plugMdM,
    clusters,
    // ~ 2,000–2,700 lb/ft of lateral, i.e. 150–250 t for a 60–80 m stage.
    design: {
      proppantKg: Math.round(Math.min(250_000, Math.max(150_000, lengthM * rnd.range(2_900, 3_700))) / 100) * 100,
      padShare: rnd.range(0.12, 0.18),
      slurryRateM3Min: bpmToM3Min(Math.round(rnd.range(82, 98))),
      wellboreM3: (Math.PI / 4) * CASING_ID_M ** 2 * topMdM,
      overflushM3: 3,
    },
    well: { topPerfMdM: topMdM, tvdM, casingIdM: CASING_ID_M, perfHoles: clusters * 6, perfDiameterM: 0.0095 },
    rock: {
      closureGradMPaPerM: rnd.range(0.0172, 0.0184),
      porePressureGradMPaPerM: rnd.range(0.0138, 0.015),
      breakdownExcessMPa: rnd.range(6, 12),
      netPressure0MPa: rnd.range(2.0, 3.5),
      nolteExponent: rnd.range(0.12, 0.25),
      leakoffMPaPerSqrtS: rnd.range(0.04, 0.09),
    },
    frReduction: rnd.range(0.68, 0.74),
    breakdownRateM3Min: bpmToM3Min(rnd.range(12, 18)),
    seed: Math.floor(rnd.next() * 2 ** 31),
  };
}

/**
 * The stage pumped after `last` (the live frac): the same length directly heel-side of it, plugged at
 * its top, at its TVD (the lateral is near flat over one stage), with its own draws.
 */
export function nextStagePlan(last: { stageNo: number; topMdM: number; bottomMdM: number; tvdM: number }, seed: number): StagePlan {
  const lengthM = last.bottomMdM - last.topMdM;
  return drawStage(seededRandom(seed), last.stageNo + 1, last.topMdM - lengthM, last.topMdM, last.topMdM, last.tvdM);
}
