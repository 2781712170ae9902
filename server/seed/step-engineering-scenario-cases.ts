/**
 * The cases a drilling engineer runs against each demo base case (migration 068): the friction
 * sensitivity every torque & drag study carries (a clean hole and a poor one either side of the
 * base case's 0.2 cased / 0.3 open) and a mud 0.1 sg heavier than the scenario's.
 */
import type { ScenarioInputs } from '../../src/domain/engineering/scenario-schemas';
import type { SeedStep } from './steps';

const SG_KG_M3 = 1000;

export const engineeringScenarioCasesStep: SeedStep = {
  id: '068-engineering-scenario-cases',
  async run({ db, log }) {
    const { rows } = await db.query<{ id: string; inputs: ScenarioInputs; author_id: string | null }>(
      `select s.id, s.inputs, s.author_id from engineering_scenarios s
        where s.source = 'demo' and not exists (select 1 from engineering_scenario_cases c where c.scenario_id = s.id)`,
    );
    for (const s of rows) {
      const mud = s.inputs.mud_density_kg_m3;
      const cases: [string, ScenarioInputs][] = [
        ['Clean hole (FF 0.15 / 0.20)', { friction: { cased: 0.15, open: 0.2 } }],
        ['Poor hole cleaning (FF 0.25 / 0.40)', { friction: { cased: 0.25, open: 0.4 } }],
        ...(mud !== undefined
          ? ([[`Mud +0.1 sg (${((mud + 0.1 * SG_KG_M3) / SG_KG_M3).toFixed(2)} sg)`, { mud_density_kg_m3: mud + 0.1 * SG_KG_M3 }]] as [
              string,
              ScenarioInputs,
            ][])
          : []),
      ];
      for (const [i, [name, inputs]] of cases.entries())
        await db.query('insert into engineering_scenario_cases (scenario_id, name, position, inputs, created_by, updated_by) values ($1, $2, $3, $4, $5, $5)', [
          s.id,
          name,
          i,
          JSON.stringify(inputs),
          s.author_id,
        ]);
    }
    if (rows.length) log(`engineering scenario cases: ${rows.length} demo scenarios given their sensitivity cases`);
  },
};
