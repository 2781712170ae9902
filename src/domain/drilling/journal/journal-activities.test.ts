import { describe, expect, it } from 'vitest';
import { journalActivitiesFor } from './journal-activities';

const ids = (area: 'drilling' | 'completions', current?: string) => journalActivitiesFor(area, current).map((a) => a.id);

describe('journal activities offered per area', () => {
  it('a drilling journal offers no frac, wireline or drill-out; a completions journal no casing, cementing or BHA handling', () => {
    expect(ids('drilling')).toEqual(expect.arrayContaining(['DRILLING', 'CASING', 'CEMENTING', 'BHA_HANDLING', 'WAITING', 'RIG_SERVICE']));
    expect(ids('drilling')).not.toEqual(expect.arrayContaining(['FRAC']));
    expect(ids('drilling').filter((id) => ['FRAC', 'PLUG_AND_PERF', 'DRILL_OUT'].includes(id))).toEqual([]);
    expect(ids('completions')).toEqual(expect.arrayContaining(['FRAC', 'PLUG_AND_PERF', 'DRILL_OUT', 'WAITING', 'RIG_SERVICE']));
    expect(ids('completions').filter((id) => ['CASING', 'CEMENTING', 'BHA_HANDLING'].includes(id))).toEqual([]);
  });

  it("keeps the entry's own activity offered, so a correction never changes it unasked", () => {
    expect(ids('drilling', 'DRILL_OUT')).toContain('DRILL_OUT');
    expect(ids('drilling', 'DRILL_OUT')).not.toContain('FRAC');
  });
});
