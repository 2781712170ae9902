import { openPalette } from '../../features/palette/palette-state';
import { PERIOD_PRESETS, presetPeriod } from '../../features/workspace/period-presets';
import { updateFocused } from '../../features/workspace/tiling';
import { selectPeriod, selection } from '../../state/selection';
import { workspace } from '../../state/workspace';
import type { Verb } from '../verb-types';

const focused = () => (workspace.focusedTabId ? workspace.tabs[workspace.focusedTabId] : undefined);
const wellSelected = (): string | null => (selection.wellId ? null : 'Select a well first');

/** Spec 4 "Selecting a period": for the selected well, kept in its history. */
const presets: Verb[] = PERIOD_PRESETS.map((p) => ({
  id: `period.${p.id}`,
  label: `Period: ${p.label.toLowerCase()}`,
  group: 'Well and period',
  keywords: ['time range', 'window', p.label],
  when: wellSelected,
  run: () => {
    const period = presetPeriod(p, Math.floor(Date.now() / 1000), selection.well);
    if (period && selection.wellId) selectPeriod(selection.wellId, period);
  },
}));

export const wellPeriodVerbs: Verb[] = [
  {
    id: 'well.select',
    label: 'Select well…',
    group: 'Well and period',
    keywords: ['choose well', 'switch well', 'well picker'],
    keys: 'Alt+KeyA',
    run: () => openPalette({ kind: 'well', title: 'Select well', purpose: { kind: 'select' } }),
  },
  {
    id: 'period.select',
    label: 'Select period…',
    group: 'Well and period',
    keywords: ['time range', 'dates', 'last 24 hours'],
    keys: 'Alt+KeyT',
    when: wellSelected,
    run: () => openPalette({ kind: 'period', title: 'Period of the selected well', target: 'global' }),
  },
  ...presets,
  {
    id: 'pane.pinWell',
    label: 'Pin the pane to a well…',
    group: 'Well and period',
    keywords: ['pinned', 'other well', 'side by side', 'compare wells'],
    keys: 'Alt+KeyP',
    when: () => (focused() ? null : 'No pane is open'),
    run: () => openPalette({ kind: 'well', title: 'Pin the focused pane to', purpose: { kind: 'pinFocused' } }),
  },
  {
    id: 'pane.followWell',
    label: 'Let the pane follow the selected well',
    group: 'Well and period',
    keywords: ['unpin', 'follow'],
    when: () => (!focused() ? 'No pane is open' : focused()!.well === 'follow' ? 'The pane follows the selected well already' : null),
    run: () => updateFocused((c) => ({ ...c, well: 'follow', wellName: undefined })),
  },
  {
    id: 'pane.ownPeriod',
    label: 'Give the pane its own period…',
    group: 'Well and period',
    keywords: ['pin period', 'time range', 'compare periods'],
    when: () => (focused() ? null : 'No pane is open'),
    run: () => openPalette({ kind: 'period', title: 'Period of the focused pane', target: 'focused' }),
  },
  {
    id: 'pane.followPeriod',
    label: 'Let the pane follow the selected period',
    group: 'Well and period',
    keywords: ['unpin period'],
    when: () => (!focused() ? 'No pane is open' : focused()!.period === 'follow' ? 'The pane follows the selected period already' : null),
    run: () => updateFocused((c) => ({ ...c, period: 'follow' })),
  },
];
