/**
 * Well Plan (drilling.well_plan): one plan of the well, by id: its sections and stations; make it
 * the definitive plan or delete it.
 */
import { useState } from 'react';
import { usePlan } from '../../../api/directional';
import { PlanActions } from './plan-actions';
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
  const p = plan.data;
  return (
    <PaneFrame
      title="Well Plan"
      context={planContext(pane.units, pane.wellName, p)}
      tools={
        <>
          <div ref={setTools} style={{ display: 'contents' }} />
          <PlanActions wellId={pane.wellId} plan={p} />
        </>
      }
      state={p ? 'ready' : 'loading'}
    >
      <DataState wellId={pane.wellId} swr={plan} what="plan" ready={(x) => <PlanDetailView pane={pane} plan={x} toolsSlot={tools} />} />
    </PaneFrame>
  );
}
