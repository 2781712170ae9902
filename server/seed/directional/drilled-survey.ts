/**
 * A drilled survey that follows a plan the way a directional driller does: each stand the hole points
 * where the plan points, plus a drifting error (BHA walk, formation, tool face scatter; an AR(1) process)
 * and a correction back toward the plan proportional to how far high/low and left/right of it the last
 * survey is. Positions and deviations come from the engine; only the steering is modelled here.
 */
import { tangent, toRad } from '../../../src/domain/directional/angles';
import { add, directionAngles, highSide, rightSide, scale, unit } from '../../../src/domain/directional/arc';
import { deviationAtSameMd } from '../../../src/domain/directional/comparison/plan-vs-actual';
import { interpolateAtMd } from '../../../src/domain/directional/interpolate';
import { continuePath } from '../../../src/domain/directional/path';
import type { Station, TrajectoryPoint } from '../../../src/domain/directional/types';
import type { Prng } from '../prng';

/** The driller closes a position error over about this much hole. */
const STEER_LOOKAHEAD_M = 220;
/** Largest correction a driller applies at once, radians (~1.8°). */
const MAX_CORRECTION_RAD = 0.032;
/** Stand length range, metres: a survey per stand. */
const STAND_M: readonly [number, number] = [28.2, 29.4];

export interface DriftState {
  /** Current error of the hole direction toward the plan's high side and right side, radians. */
  high: number;
  right: number;
}

function gaussian(rnd: Prng): number {
  const u = Math.max(1e-12, rnd.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd.next());
}

/** Scatter of the hole direction by section: more in the vertical top hole and the curve, least in the lateral. */
function sigmaRad(planIncDeg: number): number {
  if (planIncDeg < 3) return toRad(0.22);
  if (planIncDeg < 80) return toRad(0.3);
  return toRad(0.16);
}

const clamp = (v: number, m: number) => Math.max(-m, Math.min(m, v));

/**
 * The next station at mdM: the plan's direction there, turned by the drift and by the correction for
 * where the hole already is (`last`: the last surveyed point).
 */
export function nextStation(plan: readonly TrajectoryPoint[], last: TrajectoryPoint, mdM: number, drift: DriftState, rnd: Prng): Station {
  const planEnd = plan[plan.length - 1];
  const planHere = mdM <= planEnd.mdM ? interpolateAtMd(plan, mdM) : planEnd;
  const dev = last.mdM >= plan[0].mdM && last.mdM <= planEnd.mdM ? deviationAtSameMd(plan, last) : undefined;
  const sigma = sigmaRad(planHere.incDeg);
  // AR(1): a BHA's tendency persists over several stands
  drift.high = 0.82 * drift.high + Math.sqrt(1 - 0.82 ** 2) * sigma * gaussian(rnd);
  drift.right = 0.82 * drift.right + Math.sqrt(1 - 0.82 ** 2) * sigma * gaussian(rnd);
  const steerHigh = dev ? clamp(-dev.highM / STEER_LOOKAHEAD_M, MAX_CORRECTION_RAD) : 0;
  const steerRight = dev ? clamp(-dev.rightM / STEER_LOOKAHEAD_M, MAX_CORRECTION_RAD) : 0;
  const t = tangent(planHere.incDeg, planHere.aziDeg);
  const h = highSide(planHere.incDeg, planHere.aziDeg);
  const r = rightSide(planHere.incDeg, planHere.aziDeg);
  // Toward the high side is more inclination; toward the right side is more azimuth.
  const d = unit(add(t, add(scale(h, drift.high + steerHigh), scale(r, drift.right + steerRight))));
  const { incDeg, aziDeg } = directionAngles(d, last.aziDeg);
  return { mdM, incDeg, aziDeg };
}

/** Survey MDs from the first stand to `toMdM` (the last one exactly there): one per stand. */
export function standDepths(fromMdM: number, toMdM: number, rnd: Prng): number[] {
  const out: number[] = [];
  for (let md = fromMdM + rnd.range(...STAND_M); md < toMdM - 5; md += rnd.range(...STAND_M)) out.push(Math.round(md * 100) / 100);
  out.push(toMdM);
  return out;
}

/** A whole drilled survey from the tie-in to toMdM. */
export function drillSurvey(plan: readonly TrajectoryPoint[], tieIn: TrajectoryPoint, toMdM: number, rnd: Prng): Station[] {
  const drift: DriftState = { high: 0, right: 0 };
  const stations: Station[] = [];
  let last = tieIn;
  for (const md of standDepths(tieIn.mdM, toMdM, rnd)) {
    const s = nextStation(plan, last, md, drift, rnd);
    stations.push(s);
    last = continuePath(last, [s])[1];
  }
  return stations;
}
