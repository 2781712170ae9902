/** Surveyed Trajectory (widget): the well's survey as computed by minimum curvature, read-only. */
import { useMemo } from 'react';
import { useSurveys } from '../../../api/directional';
import type { PaneProps } from '../../pane-types';
import { surveyContext } from '../shared/context';
import { stationColumns } from '../shared/station-columns';
import { TablePane } from '../shared/table-pane';
import { useDirectionalPane } from '../shared/use-directional-pane';

export default function SurveyedTrajectoryPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const swr = useSurveys(pane.wellId, {}, pane.active);
  const columns = useMemo(() => stationColumns(pane.units, 'trajectory'), [pane.units]);
  return (
    <TablePane
      pane={pane}
      title="Surveyed Trajectory"
      what="survey"
      swr={swr}
      rows={(d) => d.stations}
      columns={columns}
      tableId="surveyed-trajectory"
      rowKey={(r, i) => r.id ?? `point-${i}`}
      mdOf={(r) => r.md}
      context={(d) => surveyContext(pane.units, pane.wellName, d)}
      empty="This well has no survey stations yet. Add them in the Survey pane or import a file."
    />
  );
}
