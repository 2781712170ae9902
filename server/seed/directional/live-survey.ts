/**
 * The next survey of a demo well as the live rig simulator drills a stand: the same steering model as
 * the seeded survey (plan direction, persisting drift, correction toward the plan), continued from the
 * last station. Pass the result to appendSurveyStation(db, wellId, station, services).
 */
import { dot, highSide, rightSide, sub } from '../../../src/domain/directional/arc';
import { tangent } from '../../../src/domain/directional/angles';
import { interpolateAtMd } from '../../../src/domain/directional/interpolate';
import { continuePath } from '../../../src/domain/directional/path';
import type { Queryable } from '../../db/db';
import { wellTrajectories } from '../../directional/directional-cache';
import type { StationInput, StationSource } from '../../directional/survey-stations';
import { loadDemoKeys } from '../keys';
import { createPrng } from '../prng';
import { DEMO_PROFILES } from './demo-profiles';
import { nextStation, type DriftState } from './drilled-survey';
import { sensorsFor } from './survey-sensors';

/** Seeds the live surveys: a stand at a given MD always gets the same station. */
const LIVE_SEED = 0x5eed_d1c;

function seedOf(wellId: string, mdM: number): number {
  let h = LIVE_SEED ^ Math.round(mdM * 100);
  for (let i = 0; i < wellId.length; i++) h = Math.imul(h ^ wellId.charCodeAt(i), 0x9e3779b1) >>> 0;
  return h >>> 0;
}

/** A survey station at mdM (below the last one) for a demo well that has a definitive plan. */
export async function nextDemoSurveyStation(
  db: Queryable,
  wellId: string,
  mdM: number,
  surveyedAtS = Math.floor(Date.now() / 1000),
): Promise<StationInput & { source: StationSource }> {
  const w = await wellTrajectories(db, wellId);
  const plan = w.definitiveTrajectory();
  if (plan.length < 2) throw new Error(`well ${wellId} has no definitive plan to drill along`);
  const fact = w.fact();
  const last = fact.length > 0 ? fact[fact.length - 1] : plan[0];
  if (!(mdM > last.mdM)) throw new Error(`MD ${mdM} m is not below the last survey (${last.mdM} m)`);
  // The drift the hole carries now: how its direction differs from the plan's, on the plan's high and right sides.
  const planThere = last.mdM <= plan[plan.length - 1].mdM ? interpolateAtMd(plan, last.mdM) : plan[plan.length - 1];
  const off = sub(tangent(last.incDeg, last.aziDeg), tangent(planThere.incDeg, planThere.aziDeg));
  const drift: DriftState = { high: dot(off, highSide(planThere.incDeg, planThere.aziDeg)), right: dot(off, rightSide(planThere.incDeg, planThere.aziDeg)) };
  const rnd = createPrng(seedOf(wellId, mdM));
  const s = nextStation(plan, last, mdM, drift, rnd);
  const reached = continuePath(last, [s])[1];
  const keys = await loadDemoKeys(db);
  const key = keys ? Object.entries(keys.wells).find(([, id]) => id === wellId)?.[0] : undefined;
  const profile = DEMO_PROFILES.find((p) => p.key === key);
  const motorYield = (profile?.buildDlsDegPer30m ?? 8) * 1.08;
  return {
    md: s.mdM,
    inc: Math.round(s.incDeg * 100) / 100,
    az: (Math.round(s.aziDeg * 100) / 100) % 360,
    ...sensorsFor({ lengthM: mdM - last.mdM, dlsDegPer30m: reached.dlsDegPer30m }, reached.tvdM, profile?.field ?? 'delaware', motorYield, rnd),
    surveyed_at: surveyedAtS,
    source: 'simulator',
  };
}
