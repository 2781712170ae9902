/** Scheduled reports: the report subscriptions, a pane opened from the palette; the morning report of the selected well. */
import { downloadMorningPdf, openMorningPrintView } from '../../features/print/morning-report';
import { focusTab, openPane } from '../../features/workspace/tiling';
import { selection } from '../../state/selection';
import { workspace } from '../../state/workspace';
import type { Verb } from '../verb-types';

const REPORTS_PANE = 'reports.subscriptions';
const wellSelected = (): string | null => (selection.wellId ? null : 'Select a well first');

export const reportVerbs: Verb[] = [
  {
    id: 'reports.open',
    label: 'Reports: scheduled report subscriptions',
    group: 'General',
    keywords: ['report', 'scheduled', 'subscription', 'morning report', 'xlsx', 'csv', 'e-mail'],
    run: ({ placement }) => {
      const open = Object.entries(workspace.tabs).find(([, c]) => c.pane === REPORTS_PANE);
      if (open) focusTab(open[0]);
      else openPane({ pane: REPORTS_PANE, params: {}, well: 'follow', period: 'follow' }, placement);
    },
  },
  {
    id: 'reports.morning_print',
    label: 'Morning report: print view of the selected well',
    group: 'General',
    keywords: ['morning report', 'daily report', 'print', 'last 24 h', 'days vs depth', 'npt', 'afe'],
    when: wellSelected,
    run: () => openMorningPrintView(selection.wellId!),
  },
  {
    id: 'reports.morning_pdf',
    label: 'Morning report: download the PDF of the selected well (A4 portrait)',
    group: 'General',
    keywords: ['morning report', 'daily report', 'pdf', 'download', 'last 24 h'],
    when: wellSelected,
    run: () => downloadMorningPdf(selection.wellId!, 'a4', 'portrait').catch(() => {}),
  },
];
