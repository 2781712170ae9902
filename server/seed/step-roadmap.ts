/**
 * Demo roadmaps (issue 15): every demo well that has been spudded gets a roadmap by hole section
 * (demo-roadmap.ts), its curve ending where the well lands on its survey and definitive plan.
 */
import { wellTrajectories } from '../directional/directional-cache';
import { insertInterval } from '../roadmap/roadmap-store';
import { DEMO_WELLS } from './demo-org';
import { demoRoadmapIntervals } from './demo-roadmap';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const DEMO_ROADMAP_NAME = 'Roadmap by section';

export const roadmapStep: SeedStep = {
  id: '031-roadmaps',
  async run({ db, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    let wells = 0;
    for (const w of DEMO_WELLS) {
      const wellId = keys.wells[w.key];
      // Archive wells (drilled before the story, no directional data here) have none: a roadmap is planned ahead of drilling.
      if (!wellId || w.spudDay === null || w.archive) continue;
      const landing = (await wellTrajectories(db, wellId)).composite().find((p) => p.incDeg >= 85)?.mdM ?? null;
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into roadmaps (well_id, name) values ($1, $2) on conflict (well_id, lower(name)) do nothing returning id`,
          [wellId, DEMO_ROADMAP_NAME],
        );
        if (!rows[0]) return;
        for (const i of demoRoadmapIntervals(w.endDepthM, landing)) await insertInterval(tx, rows[0].id, i);
      });
      wells++;
    }
    log(`roadmaps: a roadmap by section on ${wells} wells`);
  },
};
