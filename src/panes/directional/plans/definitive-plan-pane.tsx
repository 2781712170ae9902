/**
 * Definitive Plan (drilling.plans; the Definitive Plan widget): the plan the well is drilled to, its
 * design sections, stations and targets (with whether the plan and the survey hit them).
 */
import { useState } from 'react';
import { useDefinitive } from '../../../api/directional';
import type { PaneProps } from '../../pane-types';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { PlanDetailView } from './plan-detail';
import { planContext } from './plan-context';

export default function DefinitivePlanPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const design = useDefinitive(pane.wellId, pane.active);
  const [tools, setTools] = useState<HTMLDivElement | null>(null);
  const d = design.data;
  return (
    <PaneFrame
      title="Definitive Plan"
      context={planContext(pane.units, pane.wellName, d)}
      tools={<div ref={setTools} style={{ display: 'contents' }} />}
      state={d ? 'ready' : d === null ? 'empty' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={design}
        what="definitive plan"
        isEmpty={(x) => x === null}
        empty="This well has no definitive plan. Make one of its plans definitive in Well Plans, or design one with Quick Plan."
        ready={(x) => x && <PlanDetailView pane={pane} plan={x} targets={x.targets} toolsSlot={tools} />}
      />
    </PaneFrame>
  );
}
