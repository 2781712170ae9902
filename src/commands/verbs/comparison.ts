/**
 * Choosing the wells to compare (multi-well DvD and KPIs), keyboard first: add or remove the
 * selected well, or pick any well from the palette's well page. The set is the comparison pane's
 * `wells` param, so the URL holds it (features/comparison/comparison-set.ts).
 */
import { addToComparison, COMPARISON_ROUTE, currentWellId, removeFromComparison, whyNotAdd, whyNotRemove } from '../../features/comparison/comparison-set';
import { whyNotOpen } from '../../features/workspace/open-route';
import { openPalette } from '../../features/palette/palette-state';
import { notify } from '../../state/notifications';
import type { Verb } from '../verb-types';

const keywords = ['multi-well', 'multiwell', 'compare wells', 'comparison', 'days vs depth', 'benchmark', 'offset wells'];
const say = (why: string | null) => why && notify('warning', why);

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
];
