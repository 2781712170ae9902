/**
 * Configuring a Multi-Tab widget from the keyboard (the palette): add a tab chosen from the widget
 * catalogue (the palette's own widget page), remove the shown tab, move it left or right, show the
 * next or previous one. They act on the Multi-Tab in the focused tile, else the one last used
 * (features/multi-tab/multi-tab-registry.ts). Inside the widget's tab strip the same are Insert,
 * Delete, Ctrl+←/→ and ←/→.
 */
import { MAX_TABS, MULTI_TAB_PANE } from '../../features/multi-tab/multi-tab-config';
import { NO_MULTI_TAB, targetMultiTab } from '../../features/multi-tab/multi-tab-registry';
import { openPalette } from '../../features/palette/palette-state';
import type { Verb } from '../verb-types';

const keywords = ['multi-tab', 'multitab', 'tabs', 'widget', 'configure'];
const target = () => targetMultiTab();
const need = (check?: (tabs: readonly string[], active: number) => string | null) => () => {
  const t = target();
  if (!t) return NO_MULTI_TAB;
  return check ? check(t.tabs(), t.active()) : null;
};

export const multiTabVerbs: Verb[] = [
  {
    id: 'multitab.add',
    label: 'Multi-Tab: add a tab…',
    group: 'Layouts and dashboards',
    keywords,
    when: need((tabs) => (tabs.length >= MAX_TABS ? `A Multi-Tab holds at most ${MAX_TABS} tabs` : null)),
    run: () => {
      const t = target();
      if (!t) return;
      openPalette({ kind: 'widgets', title: 'Add a tab to the Multi-Tab', add: (id) => t.add(id), exclude: [MULTI_TAB_PANE, ...t.tabs()] });
    },
  },
  {
    id: 'multitab.remove',
    label: 'Multi-Tab: remove the shown tab',
    group: 'Layouts and dashboards',
    keywords,
    when: need((tabs) => (tabs.length ? null : 'The Multi-Tab has no tabs')),
    run: () => target()?.remove(),
  },
  {
    id: 'multitab.moveLeft',
    label: 'Multi-Tab: move the shown tab left',
    group: 'Layouts and dashboards',
    keywords,
    when: need((tabs, active) => (active > 0 && tabs.length > 1 ? null : 'The shown tab is already first')),
    run: () => target()?.move(-1),
  },
  {
    id: 'multitab.moveRight',
    label: 'Multi-Tab: move the shown tab right',
    group: 'Layouts and dashboards',
    keywords,
    when: need((tabs, active) => (active < tabs.length - 1 ? null : 'The shown tab is already last')),
    run: () => target()?.move(1),
  },
  {
    id: 'multitab.next',
    label: 'Multi-Tab: show the next tab',
    group: 'Layouts and dashboards',
    keywords,
    when: need((tabs) => (tabs.length > 1 ? null : 'The Multi-Tab has one tab')),
    run: () => target()?.select(1),
  },
  {
    id: 'multitab.previous',
    label: 'Multi-Tab: show the previous tab',
    group: 'Layouts and dashboards',
    keywords,
    when: need((tabs) => (tabs.length > 1 ? null : 'The Multi-Tab has one tab')),
    run: () => target()?.select(-1),
  },
];
