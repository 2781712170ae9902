/**
 * One demo drilling design per well with a definitive plan (its hole sections from its mud and casing
 * programs down to the plan's TD, each linked to its casing string: a Delaware well 17½" / 12¼" / 8¾",
 * a Bakken well 13½" / 8¾" / 6" as its casing program and BHA runs drill it), and one completions
 * design per fractured well (its designed stages).
 */
import { inches } from '../../src/domain/equipment/inches';
import { generatedContent } from '../engineering/well-designs';
import type { SeedStep } from './steps';

export const designsStep: SeedStep = {
  id: '034-designs',
  async run({ db, log }) {
    const { rows } = await db.query<{ id: string; planned: boolean; fracked: boolean }>(
      `select w.id, exists (select 1 from well_plans p where p.well_id = w.id and p.is_definitive) as planned,
              exists (select 1 from frac_stages f where f.well_id = w.id) as fracked
         from wells w where not exists (select 1 from well_designs d where d.well_id = w.id)`,
    );
    let n = 0;
    for (const w of rows) {
      for (const stage of ['drilling', 'completions'] as const) {
        if (stage === 'drilling' ? !w.planned : !w.fracked) continue;
        const g = await generatedContent(db, w.id, stage);
        await db.query(
          `insert into well_designs (well_id, stage, name, plan_id, sections, stages, notes, source) values ($1, $2, $3, $4, $5, $6, $7, 'demo')`,
          [
            w.id,
            stage,
            stage === 'drilling' ? 'Base design' : 'Stage design',
            g.plan_id,
            JSON.stringify(g.sections),
            JSON.stringify(g.stages),
            stage === 'drilling'
              ? `${g.sections.length}-section horizontal: ${g.sections.map((x) => `${x.casing_od_in ? inches(x.casing_od_in) : 'open hole'} in ${inches(x.hole_in)}`).join(', ')}.`
              : 'Plug-and-perf stages as designed.',
          ],
        );
        n++;
      }
    }
    if (n) log(`designs: ${n} demo designs`);
  },
};
