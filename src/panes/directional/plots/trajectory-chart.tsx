/**
 * Plan view or vertical section of a well, wired to its MD cursor: hover the survey or the plan and
 * every pane of the well marks that depth; the cursor moved elsewhere shows as a ring here.
 */
import { useMemo } from 'react';
import { useFormationTops } from '../../../api/directional';
import { Chart, useChartTheme } from '../../../features/charts';
import type { DirectionalPane } from '../shared/use-directional-pane';
import type { TrajectoryData } from '../shared/use-trajectories';
import { planViewAxes, planViewTraces, type ViewOptions } from './plan-view';
import { formationTopLines, sectionAxes, sectionTraces } from './section-view';
import { mdOfPoint } from './traces';

export interface TrajectoryChartProps {
  kind: 'plan' | 'section';
  pane: DirectionalPane;
  data: TrajectoryData;
  options?: ViewOptions;
  /** Section view: draw the formation tops. */
  tops?: boolean;
}

export function TrajectoryChart({ kind, pane, data, options, tops }: TrajectoryChartProps) {
  const t = useChartTheme();
  const { units, cursor } = pane;
  const formation = useFormationTops(kind === 'section' && tops ? pane.wellId : null, pane.active);
  const traces = useMemo(
    () => (kind === 'plan' ? planViewTraces(data, units, t, cursor.mdM, options) : sectionTraces(data, units, t, cursor.mdM)),
    [kind, data, units, t, cursor.mdM, options],
  );
  const axes = kind === 'plan' ? planViewAxes(units) : sectionAxes(units, data.actual.settings.vs_azimuth);
  const layout = useMemo(
    () => (kind === 'section' && formation.data ? formationTopLines(formation.data, units, t) : undefined),
    [kind, formation.data, units, t],
  );
  const title = kind === 'plan' ? '2D plan view' : '2D vertical section';
  return (
    <Chart
      label={`${title} of ${pane.wellName ?? 'the well'}`}
      exportName={`${pane.wellName ?? 'well'} ${title}`}
      data={traces}
      x={axes.x}
      y={axes.y}
      equalAspect={kind === 'plan'}
      layout={layout}
      uiRevision={`${pane.wellId}-${kind}`}
      onHover={(p) => cursor.set(mdOfPoint(p))}
    />
  );
}
