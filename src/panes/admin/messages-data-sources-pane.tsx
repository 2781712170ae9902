/** Admin › dashboards › messages data sources: rigs' WITSML message objects, brought into the wells' rig messages. */
import type { PaneProps } from '../pane-types';
import { DataSourcesDashboard } from './data-sources-dashboard';

export default function MessagesDataSourcesPane(_: PaneProps) {
  return <DataSourcesDashboard kind="message" />;
}
