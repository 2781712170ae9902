/**
 * Planned Trajectories (widget): the stations of any plan of the well, definitive first, chosen
 * from the list; positions by minimum curvature in the user's units.
 */
import { Select, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useMemo, useState } from 'react';
import { usePlan, usePlans } from '../../../api/directional';
import { useColumnVisibility } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import { CursorTable, TableTools } from '../shared/cursor-table';
import { PaneFrame } from '../shared/pane-frame';
import { DataState, PaneMessage } from '../shared/pane-states';
import { stationColumns } from '../shared/station-columns';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { planContext } from './plan-context';

const useStyles = makeStyles({ label: { fontSize: tokens.fontSizeBase200 } });

export default function PlannedTrajectoriesPane(props: PaneProps) {
  const s = useStyles();
  const id = useId();
  const pane = useDirectionalPane(props);
  const plans = usePlans(pane.wellId, pane.active);
  const [chosen, setChosen] = useState<string | null>(null);
  const planId = chosen ?? plans.data?.[0]?.id ?? null;
  const plan = usePlan(pane.wellId, planId, pane.active);
  const cols = useMemo(() => stationColumns(pane.units, 'trajectory'), [pane.units]);
  const visibility = useColumnVisibility('planned-trajectories', cols);
  const summary = plans.data?.find((p) => p.id === planId);
  return (
    <PaneFrame
      title="Planned Trajectories"
      context={planContext(pane.units, pane.wellName, summary)}
      tools={
        <>
          <label className={s.label} htmlFor={`${id}-p`}>
            Plan
          </label>
          <Select id={`${id}-p`} size="small" value={planId ?? ''} onChange={(_, x) => setChosen(x.value)} disabled={!plans.data?.length}>
            {(plans.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>{`${p.name}${p.is_definitive ? ' (definitive)' : ''}`}</option>
            ))}
          </Select>
          <TableTools visibility={visibility} rows={plan.data?.stations} exportTitle={`${pane.wellName ?? 'well'} ${summary?.name ?? 'plan'} stations`} />
        </>
      }
      state={plan.data ? 'ready' : 'loading'}
    >
      {plans.data?.length === 0 ? (
        <PaneMessage state="empty" title="This well has no plans yet." />
      ) : (
        <DataState
          wellId={pane.wellId}
          swr={planId ? plan : { data: undefined, error: plans.error, mutate: plans.mutate }}
          what="planned trajectory"
          ready={() =>
            plan.data && (
              <CursorTable
                label={`Stations of ${plan.data.name}`}
                rows={plan.data.stations}
                columns={visibility.visible}
                rowKey={(r) => `${r.md}`}
                mdOf={(r) => r.md}
                cursor={pane.cursor}
              />
            )
          }
        />
      )}
    </PaneFrame>
  );
}
