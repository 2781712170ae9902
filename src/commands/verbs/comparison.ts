/**
 * Choosing the wells to compare (multi-well DvD and KPIs), keyboard first: add or remove the
 * selected well, or pick any well from the palette's well page. The set is the comparison pane's
 * `wells` param, so the URL holds it (features/comparison/comparison-set.ts).
 */
import {
  addToComparison,
  COMPARISON_ROUTE,
  comparisonTabId,
  currentWellId,
  removeFromComparison,
  whyNotAdd,
  whyNotRemove,
} from '../../features/comparison/comparison-set';
import { openRoute, whyNotOpen } from '../../features/workspace/open-route';
import { openMwTemplates } from '../../state/mw-templates';
import { openPalette } from '../../features/palette/palette-state';
import { notify } from '../../state/notifications';
import type { Verb } from '../verb-types';

const keywords = ['multi-well', 'multiwell', 'compare wells', 'comparison', 'days vs depth', 'benchmark', 'offset wells'];
const say = (why: string | null): void => {
  if (why) notify('warning', why);
};

/**
 * The saved comparisons (reports/mw_templates): the palette entry and the comparison pane's button
 * are this one declaration (its label, its precondition, its action). It opens the dialog on the open
 * comparison pane, or opens the pane first.
 */
export const mwTemplatesVerb: Verb = {
  id: 'compare.templates',
  label: 'Multi-well templates: save, open, rename or delete…',
  group: 'Well and period',
  keywords: [...keywords, 'template', 'saved comparison', 'mw_templates', 'rename'],
  when: () => (comparisonTabId() ? null : whyNotOpen(COMPARISON_ROUTE)),
  run: async () => {
    let tab = comparisonTabId();
    if (!tab) {
      const why = await openRoute({ routeId: COMPARISON_ROUTE, placement: 'focused' });
      if (why) {
        say(why);
        return;
      }
      tab = comparisonTabId();
    }
    if (tab) openMwTemplates(tab);
  },
};

export const comparisonVerbs: Verb[] = [
  {
    id: 'compare.addWell',
    label: 'Add the selected well to the comparison',
    group: 'Well and period',
    keywords,
    when: () => whyNotAdd(currentWellId()),
    run: async () => say(await addToComparison(currentWellId()!)),
  },
  {
    id: 'compare.removeWell',
    label: 'Remove the selected well from the comparison',
    group: 'Well and period',
    keywords,
    when: () => whyNotRemove(currentWellId()),
    run: () => say(removeFromComparison(currentWellId()!)),
  },
  {
    id: 'compare.chooseWell',
    label: 'Add a well to the comparison…',
    group: 'Well and period',
    keywords,
    when: () => whyNotOpen(COMPARISON_ROUTE),
    run: () => openPalette({ kind: 'well', title: 'Add to the comparison', purpose: { kind: 'compare' } }),
  },
  mwTemplatesVerb,
];
