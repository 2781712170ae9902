/**
 * A route's `{view}` choices are what its pane shows: the palette's quick-pick offers exactly the
 * tabs the pane has, in the same order, with the same labels. The statistics panes declare their
 * views beside their renderers (report-decls.tsx); this holds the two lists together.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/commands/routes';
import { REPORT_PANES } from '../../src/panes/reports/report-decls';

describe('route choices', () => {
  it('every required non-well parameter with fixed values declares them, and every choice list is non-empty and unique', () => {
    for (const r of routes) {
      for (const [name, list] of Object.entries(r.choices)) {
        expect(
          r.params.some((p) => p.name === name),
          `${r.id}: choices for unknown parameter ${name}`,
        ).toBe(true);
        expect(list.length, `${r.id}.${name}`).toBeGreaterThan(0);
        expect(new Set(list.map((c) => c.value)).size, `${r.id}.${name}: duplicate values`).toBe(list.length);
      }
    }
  });

  it('statistics panes with a {view} show exactly the declared views', () => {
    const checked: string[] = [];
    for (const r of routes) {
      const decl = r.pane ? REPORT_PANES[r.pane] : undefined;
      if (!decl || !r.params.some((p) => p.name === 'view')) continue;
      const views = (Array.isArray(decl) ? decl : [decl]).flatMap((d) => d.views.map((v) => ({ value: v.id, label: v.label })));
      expect(r.choices.view, `${r.id} declares its views`).toEqual(views);
      checked.push(r.id);
    }
    expect(checked.sort()).toEqual([
      'completions.daily_costs',
      'drilling.activities',
      'drilling.connections',
      'drilling.daily_costs',
      'drilling.tripping_analysis',
      'production.daily_costs',
    ]);
  });
});
