/**
 * One demo drilling program per demo drilling well with a drilling design: its design's sections with
 * the starting parameter ranges for each hole size, written by the drilling engineer. A spudded
 * well's program was submitted by the engineer and approved by the administrator before spud; an
 * unspudded well's is still a draft.
 */
import { defaultProgramSections, designFor } from '../engineering/drilling-programs';
import { DAY_S, DEMO_WELLS } from './demo-org';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const drillingProgramsStep: SeedStep = {
  id: '036-drilling-programs',
  async run({ db, log, anchorS }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    const engineer = keys.users.engineer ?? null;
    const admin = keys.users.admin ?? null;
    let n = 0;
    for (const w of DEMO_WELLS) {
      const wellId = keys.wells[w.key];
      if (!wellId || w.stage !== 'drilling') continue;
      const design = await designFor(db, wellId, null);
      if (!design) continue;
      const approved = w.spudDay !== null;
      // Submitted ten days and approved a week before spud.
      const at = (daysBeforeSpud: number) => (w.spudDay === null ? null : new Date((anchorS + (w.spudDay - daysBeforeSpud) * DAY_S) * 1000));
      const { rows } = await db.query(
        `insert into drilling_programs (well_id, name, design_id, sections, notes, source, status, author_id, updated_by, submitted_by, submitted_at, approved_by, approved_at)
         select $1, 'Drilling program', $2, $3, $4, 'demo', $5, $6, $6, $7, $8, $9, $10
          where not exists (select 1 from drilling_programs where well_id = $1)
         returning id`,
        [
          wellId,
          design.id,
          JSON.stringify(defaultProgramSections(design)),
          `${design.name}: ${design.sections.length} hole sections. Ranges are the starting window for each hole size; the roadmap narrows them per formation.`,
          approved ? 'approved' : 'draft',
          engineer,
          approved ? engineer : null,
          at(10),
          approved ? admin : null,
          at(7),
        ],
      );
      n += rows.length;
    }
    if (n) log(`drilling programs: ${n} demo programs`);
  },
};
