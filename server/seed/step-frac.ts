/**
 * Demo frac (issue 19): every demo well in the completion-frac stage is fractured plug-and-perf along
 * the lateral of its own surveys, stage 1 at the toe, starting a week after the rig released it, with
 * Red Rock Fleet 1. 40 stages of 1 Hz treatment (~2.3 h each) cost about 4 s; a short demo history
 * (DEMO_HISTORY_DAYS < 1, the integration tests) pumps the first 3 stages only.
 * The wells already past the frac (Longhorn State 4H in wireline, the producers Mesquite 7H and
 * Northstar Federal 21-3H) were fractured the same way a week after their rig left, with their own
 * stage counts and fleets, so the multiwell completions dashboards compare real records (issue 20).
 */
import { surveyedPath } from '../directional/survey-stations';
import { planStages, type StagePlan } from '../../src/domain/completions/frac-well-plan';
import type { Queryable } from '../db/db';
import { writeFracDemo } from '../completions/frac-demo';
import { DEMO_WELLS } from './demo-org';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const DEMO_FRAC_STAGES = 40;

/** Earlier fracs: stage count (stage spacing differs with the lateral and the year's design) and fleet. */
const PAST_FRACS: Record<string, { stages: number; fleet: 'rr1' | 'rr2' }> = {
  'longhorn-4h': { stages: 34, fleet: 'rr2' },
  'mesquite-7h': { stages: 30, fleet: 'rr1' },
  'northstar-3h': { stages: 44, fleet: 'rr2' },
};

export const fracStep: SeedStep = {
  id: '015-frac',
  async run({ db, config, anchorS, seed, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) throw new Error('the frac demo step needs the demo organisation (001-org) first');
    const t = performance.now();
    const full = config.demoHistoryDays >= 1;
    for (const [i, w] of DEMO_WELLS.filter((x) => x.stage === 'completion_frac' || (PAST_FRACS[x.key] && x.releaseDay !== null)).entries()) {
      const past = PAST_FRACS[w.key];
      const count = full ? (past?.stages ?? DEMO_FRAC_STAGES) : 3;
      const wellId = keys.wells[w.key];
      if (!wellId) continue;
      const plans = await demoStagePlans(db, wellId, w.endDepthM, count, seed + i);
      if (!plans.length) continue;
      const startS = anchorS + ((w.releaseDay ?? -14) + 7) * 86_400 + 7 * 3600;
      const end = await writeFracDemo(db, wellId, plans, startS, keys.fleets[past?.fleet ?? 'rr1'] ?? null, seed + 100 + i);
      log(`frac: ${w.name} ${plans.length} stages, ${((end - startS) / 86_400).toFixed(1)} days, in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  },
};

/** A demo well's stages along the lateral of its own surveys (none for a well without a lateral). */
export async function demoStagePlans(db: Queryable, wellId: string, endDepthM: number, count: number, seed: number): Promise<StagePlan[]> {
  const traj = await surveyedPath(db, wellId);
  return planStages(traj, Math.max(endDepthM, traj.at(-1)?.mdM ?? 0), count, seed);
}
