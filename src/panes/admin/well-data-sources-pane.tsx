/** Admin › dashboards › well data sources: a well's live log feeds (WITS0, WITSML 1.4.1.1 logs, ETP 1.2 channels). */
import type { PaneProps } from '../pane-types';
import { DataSourcesDashboard } from './data-sources-dashboard';

export default function WellDataSourcesPane(_: PaneProps) {
  return <DataSourcesDashboard kind="log" />;
}
