/**
 * 3D Plan vs Actual (widget; the EDM 3D view is edm/edm-3d-pane.tsx): survey, plan and offset wells as tubes, 2σ
 * uncertainty ellipses along the survey, targets at their depth, the closest approach to the riskiest
 * offset. Orbit by mouse or keys.
 */
import type { PaneProps } from '../../pane-types';
import { WellScene } from '../plots/well-scene';
import { joinContext } from '../shared/context';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { useTrajectories } from '../shared/use-trajectories';

export default function PlanVsActual3DPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const traj = useTrajectories(pane, { offsets: true, ellipses: true });
  const d = traj.data;
  return (
    <PaneFrame
      title={props.paneType.title}
      context={joinContext(
        pane.wellName,
        d?.plan ? `plan: ${d.plan.plan?.name}` : d ? 'no definitive plan' : null,
        d ? `ellipses 2σ (${d.actual.error_model?.name ?? d.actual.settings.error_model})` : null,
      )}
      state={d ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={traj}
        what="trajectories"
        isEmpty={(x) => x.actual.stations.length < 2 && !x.plan}
        empty="This well has neither a survey nor a plan to draw yet."
        ready={(x) => <WellScene pane={pane} data={x} />}
      />
    </PaneFrame>
  );
}
