/**
 * Demo BHA runs and casing programs (issue 16, equipment) for every demo well with a trajectory:
 * server/equipment/demo-equipment.ts, against the well's composite trajectory and its surveyed depth.
 */
import { demoBhaRuns, demoCasingProgram } from '../equipment/demo-equipment';
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
          const { rows } = await tx.query(
            `insert into casing_strings (well_id, name, casing_type, job_type, status, od_in, id_in, weight_lb_ft, grade, connection, top_m, shoe_m, hole_size_in, slurries, comment, source)
             values ($1, $2, $3, 'casing', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'demo') on conflict (well_id, name) do nothing returning id`,
            [
              wellId,
              c.name,
              c.casing_type,
              set ? 'set' : 'planned',
              c.od_in,
              c.id_in,
              c.weight_lb_ft,
              c.grade,
              c.connection,
              c.top_m,
              c.shoe_m,
              c.hole_size_in,
              JSON.stringify(c.slurries),
              c.comment ?? '',
            ],
          );
          strings += rows.length;
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
