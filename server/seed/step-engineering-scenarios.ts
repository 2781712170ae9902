/**
 * One demo engineering scenario per demo drilling well: the 8½" section's base case as the drilling
 * engineer wrote it, with its mud density taken from the well's own mud (report or program) at the
 * bottom of the hole when it has one, the documented demo case's friction, WOB and flow otherwise.
 */
import { DEMO_FLOW_LPM, DEMO_FRICTION, DEMO_MUD, DEMO_WOB_T } from '../../src/domain/engineering/demo-case';
import type { ScenarioInputs } from '../../src/domain/engineering/scenario-schemas';
import { mudForInterval } from '../equipment/mud-for-interval';
import { DEMO_WELLS } from './demo-org';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const engineeringScenariosStep: SeedStep = {
  id: '055-engineering-scenarios',
  async run({ db, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    const engineer = keys.users.engineer ?? null;
    let n = 0;
    for (const w of DEMO_WELLS) {
      const wellId = keys.wells[w.key];
      if (!wellId || w.stage !== 'drilling') continue;
      const mud = await mudForInterval(db, wellId, null, 100_000, 8.5);
      const inputs: ScenarioInputs = {
        mud_density_kg_m3: Math.round(mud?.density_kg_m3 ?? DEMO_MUD.densityKgM3),
        friction: { ...DEMO_FRICTION },
        wob_t: DEMO_WOB_T,
        flow_lpm: DEMO_FLOW_LPM,
      };
      const { rows } = await db.query(
        `insert into engineering_scenarios (well_id, name, description, inputs, source, author_id, updated_by)
         select $1, 'Base case 8½"', $2, $3, 'demo', $4, $4 where not exists (select 1 from engineering_scenarios where well_id = $1) returning id`,
        [
          wellId,
          `The 8½" section as planned: ${mud ? `mud ${mud.source}` : 'the demo mud'}, friction ${DEMO_FRICTION.cased} cased and ${DEMO_FRICTION.open} open hole.`,
          JSON.stringify(inputs),
          engineer,
        ],
      );
      n += rows.length;
    }
    if (n) log(`engineering scenarios: ${n} demo scenarios`);
  },
};
