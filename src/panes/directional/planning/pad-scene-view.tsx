/** The pad's anti-collision on the 3D view (pad-scene.ts); paused while the pane is hidden. */
import { Body1, Caption1 } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useProjectTrajectories, type PadAntiCollision } from '../../../api/planning';
import { useChartTheme } from '../../../features/charts';
import { Scene3D } from '../../../features/three';
import { usePaneActivity } from '../../../features/workspace/pane-activity';
import type { DisplayUnits } from '../shared/display-units';
import { buildPadScene } from './pad-scene';

export function PadSceneView({ projectId, programName, ac, u }: { projectId: string | null; programName: string; ac: PadAntiCollision; u: DisplayUnits }) {
  const t = useChartTheme();
  const { visible } = usePaneActivity();
  const traj = useProjectTrajectories(projectId);
  const data = traj.data?.data ?? null;
  const scene = useMemo(() => (data ? buildPadScene(data, ac, u, t) : null), [data, ac, u, t]);
  const colors = useMemo(() => ({ background: t.paper, grid: t.grid, text: t.muted }), [t]);
  if (!visible) return <Caption1>The 3D view is paused while this pane is hidden.</Caption1>;
  if (traj.error) return <Body1 role="alert">Could not load the trajectories for the 3D view.</Body1>;
  if (!scene) return <Caption1>Loading the pad in 3D…</Caption1>;
  const stops = ac.flagged.filter((f) => f.risk === 'stop').length;
  return (
    <div data-pad-scene={ac.flagged.length} style={{ height: 380, display: 'flex', flexDirection: 'column' }}>
      <Caption1>
        {ac.flagged.length
          ? `Pairs below SF 1.5 drawn between their closest points (${stops} below 1.0 in the stop colour); each well coloured by its worst pair.`
          : 'No pair below SF 1.5: every well in the clear colour.'}
      </Caption1>
      <Scene3D data={scene} colors={colors} label={`3D anti-collision of ${programName}`} exportName={`${programName} 3D anti-collision`} />
    </div>
  );
}
