/**
 * 2D Plan View and 2D Vertical Section (widgets; the EDM plan and vertical views draw the project's
 * EDM instead, edm/edm-section-pane.tsx): the survey against the definitive plan, targets, boundaries,
 * formation tops (section) and the offset wells coloured by anti-collision risk (plan).
 */
import type { PaneProps } from '../../pane-types';
import { TrajectoryChart } from '../plots/trajectory-chart';
import { joinContext } from '../shared/context';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { useTrajectories } from '../shared/use-trajectories';

const PLAN_OPTIONS = { offsets: true, ellipseSigma: 2 };

export default function TrajectoryViewPane(props: PaneProps) {
  const kind = /vertical/.test(props.paneType.id) ? 'section' : 'plan';
  const pane = useDirectionalPane(props);
  const traj = useTrajectories(pane, { offsets: kind === 'plan', ellipses: kind === 'plan' });
  const d = traj.data;
  return (
    <PaneFrame
      title={props.paneType.title}
      context={joinContext(
        pane.wellName,
        d?.plan ? `plan: ${d.plan.plan?.name}` : d ? 'no definitive plan' : null,
        d?.offsets ? `${d.offsets.offsets.length} offset wells` : null,
      )}
      state={d ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={traj}
        what="trajectories"
        isEmpty={(x) => x.actual.stations.length === 0 && !x.plan}
        empty="This well has neither a survey nor a plan yet."
        ready={(x) => <TrajectoryChart kind={kind} pane={pane} data={x} options={PLAN_OPTIONS} tops={kind === 'section'} />}
      />
    </PaneFrame>
  );
}
