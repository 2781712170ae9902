import { describe, expect, it } from 'vitest';
import type { WellDesign } from '../../api/engineering/designs';
import { displayUnits } from '../directional/shared/display-units';
import { sectionDraftRows, sectionProblemText, sectionsBody } from './design-columns';

const design = {
  sections: [
    {
      name: 'Surface 13½"',
      from_m: 0,
      to_m: 640,
      hole_in: 13.5,
      casing_od_in: 9.625,
      mud_type: 'WBM',
      mud_min_kg_m3: 1030,
      mud_max_kg_m3: 1100,
      casing_assembly_id: 'c1',
    },
    { name: 'Lateral 6"', from_m: 640, to_m: 6400, hole_in: 6, casing_od_in: null, mud_type: 'OBM', mud_min_kg_m3: 1100, mud_max_kg_m3: 1200 },
  ],
} as unknown as WellDesign;

describe('design section drafts', () => {
  it('round-trips through feet: 640 m shows as 2099.7 ft and comes back to 640 m; an empty casing OD is none', () => {
    const u = displayUnits('imperial');
    const rows = sectionDraftRows(design, u);
    expect(rows[0].cells.to_m).toBe('2099.7');
    const b = sectionsBody(rows, u);
    if ('problems' in b) throw new Error(b.problems.join());
    expect(b.sections.map((s) => [s.to_m, s.casing_od_in, s.casing_assembly_id])).toEqual([
      [640, 9.625, 'c1'],
      [6400, null, null],
    ]);
  });

  it('a cell that is not a number is named; the server’s field path reads in the section’s words', () => {
    const u = displayUnits('metric');
    const rows = sectionDraftRows(design, u);
    rows[1].cells.hole_in = 'six';
    expect(sectionsBody(rows, u)).toEqual({ problems: ['Lateral 6" Hole: give a number'] });
    expect(sectionProblemText('body.sections.1.hole_in: must pass through the casing above (9.625 in OD)', design.sections, u)).toBe(
      'Lateral 6" (6") Hole (in): must pass through the casing above (9.625 in OD)',
    );
  });
});
