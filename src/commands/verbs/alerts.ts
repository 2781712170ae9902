/** Alerts: the notification centre and the alert subscriptions, a pane opened from the palette. */
import { focusTab, openPane } from '../../features/workspace/tiling';
import { workspace } from '../../state/workspace';
import type { Verb } from '../verb-types';

const ALERTS_PANE = 'alerts.subscriptions';

export const alertVerbs: Verb[] = [
  {
    id: 'alerts.open',
    label: 'Alerts: subscriptions and notifications',
    group: 'General',
    keywords: ['alert', 'alarm', 'notification', 'subscription', 'low rop', 'motor stall', 'washout', 'dls', 'anti-collision'],
    run: ({ placement }) => {
      const open = Object.entries(workspace.tabs).find(([, c]) => c.pane === ALERTS_PANE);
      if (open) focusTab(open[0]);
      else openPane({ pane: ALERTS_PANE, params: {}, well: 'follow', period: 'follow' }, placement);
    },
  },
];
