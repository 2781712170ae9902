/**
 * Plan vs Actual (drilling.plan_vs_actual/{view}, completions.plan_vs_actual/{view}): where the well
 * is against its definitive plan. The strip says it at the last survey (distance, high/low,
 * right/left, ahead/behind); the views show it: plan view, vertical section, 3D, the deviation table,
 * or plan and section side by side (overview). {view}: plan | section | 3d | table | overview.
 */
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { usePlanVsActual } from '../../../api/directional';
import { useColumnVisibility } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import { TrajectoryChart } from '../plots/trajectory-chart';
import { WellScene } from '../plots/well-scene';
import { joinContext } from '../shared/context';
import { PLAN_VS_ACTUAL_VIEWS, viewLabels, type ViewOf } from '../../../commands/route-views';
import { CursorTable, TableTools } from '../shared/cursor-table';
import { DeviationStrip } from '../shared/deviation-strip';
import { deviationColumns } from '../shared/deviation-columns';
import { PaneFrame } from '../shared/pane-frame';
import { DataState, PaneMessage } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { useTrajectories } from '../shared/use-trajectories';

const VIEWS = viewLabels(PLAN_VS_ACTUAL_VIEWS);
type View = ViewOf<typeof PLAN_VS_ACTUAL_VIEWS>;
const ALIASES: Record<string, View> = { vertical: 'section', vs: 'section', deviation: 'table', '3D': '3d', plan_view: 'plan' };

const useStyles = makeStyles({
  tabs: { paddingLeft: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexShrink: 0 },
  split: {
    display: 'flex',
    flexGrow: 1,
    minHeight: 0,
    gap: '1px',
    backgroundColor: tokens.colorNeutralStroke2,
    '& > *': { backgroundColor: tokens.colorNeutralBackground1 },
  },
  half: { display: 'flex', flexDirection: 'column', flexBasis: 0, flexGrow: 1, minWidth: 0 },
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
});

const PLAN_OPTIONS = { offsets: true, ellipseSigma: 2 };

function viewOf(param: string | undefined): View {
  if (!param) return 'overview';
  if (param in VIEWS) return param as View;
  return ALIASES[param] ?? 'overview';
}

export default function PlanVsActualPane(props: PaneProps) {
  const s = useStyles();
  const pane = useDirectionalPane(props);
  const [view, setView] = useState<View>(() => viewOf(props.instance.params.view));
  const traj = useTrajectories(pane, { offsets: true, ellipses: view === '3d' || view === 'plan' || view === 'overview' });
  const hasPlan = traj.data ? traj.data.plan !== null : null;
  const pva = usePlanVsActual(hasPlan ? pane.wellId : null, pane.active);
  const columns = useMemo(() => deviationColumns(pane.units), [pane.units]);
  const visibility = useColumnVisibility('plan-vs-actual', columns);
  const d = traj.data;

  const body = (() => {
    if (!d) return null;
    switch (view) {
      case 'plan':
        return <TrajectoryChart kind="plan" pane={pane} data={d} options={PLAN_OPTIONS} />;
      case 'section':
        return <TrajectoryChart kind="section" pane={pane} data={d} tops />;
      case '3d':
        return <WellScene pane={pane} data={d} />;
      case 'table':
        return pva.data ? (
          <CursorTable
            label="Deviation from plan"
            rows={pva.data.rows}
            columns={visibility.visible}
            rowKey={(r) => String(r.md)}
            mdOf={(r) => r.md}
            cursor={pane.cursor}
          />
        ) : (
          <PaneMessage state="loading" title="Loading the deviation from plan…" />
        );
      case 'overview':
        return (
          <div className={s.split}>
            <div className={s.half}>
              <TrajectoryChart kind="plan" pane={pane} data={d} options={PLAN_OPTIONS} />
            </div>
            <div className={s.half}>
              <TrajectoryChart kind="section" pane={pane} data={d} tops />
            </div>
          </div>
        );
    }
  })();

  return (
    <PaneFrame
      title="Plan vs Actual"
      context={joinContext(pane.wellName, d?.plan ? `against ${d.plan.plan?.name}` : null, pva.data ? `closest point on the plan` : null)}
      tools={
        view === 'table' ? (
          <TableTools visibility={visibility} rows={pva.data?.rows} exportTitle={`${pane.wellName ?? 'well'} deviation from plan`} />
        ) : undefined
      }
      state={d ? (hasPlan ? 'ready' : 'empty') : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={traj}
        what="plan and survey"
        isEmpty={(x) => x.plan === null}
        empty="This well has no definitive plan to compare the survey with. Make one of its plans definitive in Well Plans."
        ready={() => (
          <>
            {pva.data && <DeviationStrip current={pva.data.current} max={pva.data.max_distance} units={pane.units} />}
            <TabList className={s.tabs} size="small" selectedValue={view} onTabSelect={(_, x) => setView(x.value as View)} aria-label="Plan vs actual views">
              {(Object.keys(VIEWS) as View[]).map((v) => (
                <Tab key={v} value={v} data-view={v}>
                  {VIEWS[v]}
                </Tab>
              ))}
            </TabList>
            <div className={s.body} data-view-body={view}>
              {body}
            </div>
          </>
        )}
      />
    </PaneFrame>
  );
}
