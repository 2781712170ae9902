/**
 * Well Plan (drilling.well_plan): one plan of the well, by id: its sections and stations; make it
 * the definitive plan or delete it.
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { deletePlan, updatePlan, usePlan } from '../../../api/directional';
import { askConfirm } from '../../../state/confirmations';
import type { PaneProps } from '../../pane-types';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { PlanDetailView } from './plan-detail';
import { planContext } from './plan-context';

export default function WellPlanPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const planId = props.instance.params.plan_id ?? null;
  const plan = usePlan(pane.wellId, planId, pane.active);
  const [tools, setTools] = useState<HTMLDivElement | null>(null);
  const [busy, setBusy] = useState(false);
  const p = plan.data;
  const act = async (f: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await f();
    } catch {
      // the server's message is shown as an error notice
    } finally {
      setBusy(false);
    }
  };
  return (
    <PaneFrame
      title="Well Plan"
      context={planContext(pane.units, pane.wellName, p)}
      tools={
        <>
          <div ref={setTools} style={{ display: 'contents' }} />
          <Button
            size="small"
            disabled={!p || p.is_definitive || busy}
            onClick={() => p && void act(() => updatePlan(pane.wellId!, p.id, { is_definitive: true }))}
          >
            Make definitive
          </Button>
          <Button
            size="small"
            appearance="subtle"
            disabled={!p || busy}
            onClick={() =>
              p &&
              void act(async () => {
                if (await askConfirm({ title: 'Delete plan?', message: `Delete ${p.name}? Its stations and design go with it.`, confirmLabel: 'Delete' }))
                  await deletePlan(pane.wellId!, p.id);
              })
            }
          >
            Delete
          </Button>
        </>
      }
      state={p ? 'ready' : 'loading'}
    >
      <DataState wellId={pane.wellId} swr={plan} what="plan" ready={(x) => <PlanDetailView pane={pane} plan={x} toolsSlot={tools} />} />
    </PaneFrame>
  );
}
