/** The 3D view of a well among its offsets, tied to the MD cursor; nothing heavy while hidden. */
import { useMemo } from 'react';
import { useChartTheme } from '../../../features/charts';
import { Scene3D } from '../../../features/three';
import { PaneMessage } from '../shared/pane-states';
import type { DirectionalPane } from '../shared/use-directional-pane';
import type { TrajectoryData } from '../shared/use-trajectories';
import { buildWellScene } from './scene-builder';

export function WellScene({ pane, data }: { pane: DirectionalPane; data: TrajectoryData }) {
  const t = useChartTheme();
  const scene = useMemo(() => buildWellScene(data, pane.units, t, pane.cursor.mdM), [data, pane.units, t, pane.cursor.mdM]);
  const colors = useMemo(() => ({ background: t.paper, grid: t.grid, text: t.muted }), [t]);
  if (!pane.active) return <PaneMessage state="empty" title="The 3D view is paused while this pane is hidden." />;
  return (
    <Scene3D
      data={scene}
      colors={colors}
      label={`3D plan vs actual of ${pane.wellName ?? 'the well'}`}
      exportName={`${pane.wellName ?? 'well'} 3D plan vs actual`}
      onHoverMd={pane.cursor.set}
    />
  );
}
