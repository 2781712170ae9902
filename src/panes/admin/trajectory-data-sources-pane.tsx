/** Admin › dashboards › trajectory data sources: survey providers' WITSML trajectories, whose new stations come into the wells' surveys (reload surveys from provider, spec 7.7). */
import type { PaneProps } from '../pane-types';
import { DataSourcesDashboard } from './data-sources-dashboard';

export default function TrajectoryDataSourcesPane(_: PaneProps) {
  return <DataSourcesDashboard kind="trajectory" />;
}
