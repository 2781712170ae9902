/**
 * Demo production (issue 19): every demo well in the production stage, on line 40 days after its rig
 * release, with its daily volumes, events and LOE rates to the anchor's day (server/production/demo-production.ts).
 * A few hundred rows a well: quick enough for every demo database, the tests' included.
 */
import { DEMO_PRODUCTION, FIRST_PRODUCTION_AFTER_RELEASE_D, writeDemoProduction } from '../production/demo-production';
import { DEMO_WELLS } from './demo-org';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const productionStep: SeedStep = {
  id: '039-production',
  async run({ db, anchorS, seed, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) throw new Error('the production demo step needs the demo organisation (001-org) first');
    for (const [i, w] of DEMO_WELLS.filter((x) => x.stage === 'production').entries()) {
      const wellId = keys.wells[w.key];
      const plan = DEMO_PRODUCTION[w.key];
      if (!wellId || !plan || w.releaseDay === null) continue;
      const firstS = anchorS + (w.releaseDay + FIRST_PRODUCTION_AFTER_RELEASE_D) * 86_400;
      const { days } = await writeDemoProduction(db, wellId, plan, firstS, anchorS, seed + 390 + i);
      log(`production: ${w.name} ${days} days`);
    }
  },
};
