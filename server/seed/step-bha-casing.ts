/**
 * Demo BHA runs and casing programs (issue 16, equipment) for every demo well with a trajectory:
 * server/equipment/demo-equipment.ts, against the well's composite trajectory and its surveyed depth.
 */
import { demoBhaRuns, demoCasingProgram, insertDemoCasing } from '../equipment/demo-equipment';
import { wellTrajectories } from '../directional/directional-cache';
import { DEMO_PROFILES } from './directional/demo-profiles';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const bhaCasingStep: SeedStep = {
  id: '028-equipment',
  async run({ db, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    let runs = 0;
    let strings = 0;
    for (const p of DEMO_PROFILES) {
      const wellId = keys.wells[p.key];
      if (!wellId) continue;
      const w = await wellTrajectories(db, wellId);
      const t = w.composite();
      if (!t.length) continue;
      const drilledM = w.fact().at(-1)?.mdM ?? 0;
      await db.transaction(async (tx) => {
        for (const c of demoCasingProgram(p, t)) {
          const set = drilledM >= c.shoe_m - 1 || c.casing_type === 'conductor';
          strings += await insertDemoCasing(tx, wellId, c, set ? 'set' : 'planned');
        }
        for (const r of demoBhaRuns(p, t, drilledM)) {
          const { rows } = await tx.query(
            `insert into bha_assemblies (well_id, run_no, name, hole_size_in, status, depth_in_m, depth_out_m, reason_pulled, components, source)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'demo') on conflict (well_id, run_no) do nothing returning id`,
            [wellId, r.run_no, r.name, r.hole_size_in, r.status, r.depth_in_m, r.depth_out_m, r.reason_pulled, JSON.stringify(r.components)],
          );
          runs += rows.length;
        }
      });
    }
    log(`equipment: ${runs} BHA runs and ${strings} casing strings`);
  },
};
