/**
 * Demo pad program (issue 20): the Red Hawk pad of the Delaware project drilled by Lone Star 27 in slot
 * order, 1H and 2H on their real spud dates (1H released after 27 days; 2H, still drilling at about
 * 4 400 m of 6 250 m, planned at 34 days), then 3H and 4H planned a day after the previous rig release
 * at 27–28 days each: what a Delaware Wolfcamp A two-mile lateral takes with a walking rig.
 */
import { DAY_S, DEMO_WELLS } from './demo-org';
import { DEMO_PROFILES } from './directional/demo-profiles';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const DEMO_PAD_PROGRAM = 'Red Hawk pad 2026';

/** Each pad well's planned spud (days from the anchor) and duration, in drilling order. */
const ORDER = [
  { key: 'redhawk-1h', spudDay: -75, days: 27 },
  { key: 'redhawk-2h', spudDay: -30, days: 34 },
  { key: 'redhawk-3h', spudDay: 5, days: 27 },
  { key: 'redhawk-4h', spudDay: 33, days: 28 },
] as const;

export const padProgramsStep: SeedStep = {
  id: '040-pad-programs',
  async run({ db, anchorS, log }) {
    const keys = await loadDemoKeys(db);
    const projectId = keys?.projects.delaware;
    if (!keys || !projectId) return;
    const date = (day: number) => new Date((anchorS + day * DAY_S) * 1000).toISOString().slice(0, 10);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into pad_programs (project_id, name, rig_id, description) values ($1, $2, $3, $4)
         on conflict (project_id, lower(name)) do nothing returning id`,
        [
          projectId,
          DEMO_PAD_PROGRAM,
          keys.rigs.ls27 ?? null,
          'Four Wolfcamp A laterals from one pad, drilled west to east with a walking rig; 10 m slot spacing.',
        ],
      );
      if (!rows[0]) return;
      for (const [i, o] of ORDER.entries()) {
        const wellId = keys.wells[o.key];
        const demo = DEMO_WELLS.find((w) => w.key === o.key);
        if (!wellId || !demo) continue;
        await tx.query(
          'insert into pad_program_wells (program_id, well_id, position, slot_name, planned_spud, duration_days) values ($1, $2, $3, $4, $5, $6)',
          [rows[0].id, wellId, i + 1, DEMO_PROFILES.find((p) => p.key === o.key)?.slot ?? '', date(demo.spudDay ?? o.spudDay), o.days],
        );
      }
    });
    log(`pad programs: ${DEMO_PAD_PROGRAM} (${ORDER.length} wells)`);
  },
};
