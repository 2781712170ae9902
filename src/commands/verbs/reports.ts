/** Scheduled reports: the report subscriptions, a pane opened from the palette. */
import { focusTab, openPane } from '../../features/workspace/tiling';
import { workspace } from '../../state/workspace';
import type { Verb } from '../verb-types';

const REPORTS_PANE = 'reports.subscriptions';

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
];
