/**
 * Casing programs of the archive wells (issue 20: the multi-well comparison per hole section): each
 * archive well's basin strings at the casing points its drilling history was generated with, all set
 * (the wells are drilled and released). Without them the section comparison had four wells to pool.
 */
import { archiveCasingProgram, insertDemoCasing } from '../equipment/demo-equipment';
import { archiveCasingPointsM } from '../simulator/demo-history-plan';
import { DEMO_WELLS } from './demo-org';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const archiveCasingStep: SeedStep = {
  id: '045-archive-casing',
  async run({ db, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    let strings = 0;
    for (const w of DEMO_WELLS.filter((x) => x.archive)) {
      const wellId = keys.wells[w.key];
      if (!wellId) continue;
      const basin = w.project === 'bakken' ? 'bakken' : 'permian';
      await db.transaction(async (tx) => {
        for (const c of archiveCasingProgram(basin, archiveCasingPointsM(w), w.endDepthM)) {
          strings += await insertDemoCasing(tx, wellId, c, 'set');
        }
      });
    }
    log(`archive wells: ${strings} casing strings`);
  },
};
