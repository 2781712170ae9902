/**
 * Well Plans (drilling.well_plans): every plan of the well, definitive first. Arrows select a plan,
 * Enter opens it (Well Plan) in a new tab; make the selected one definitive or delete it.
 */
import { Button } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { usePlans, type PlanSummary } from '../../../api/directional';
import { formatDate } from '../../../domain/format';
import { openDetailTab } from '../../../features/workspace/open-detail';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import { PlanActions } from './plan-actions';
import type { PaneProps } from '../../pane-types';
import { joinContext } from '../shared/context';
import type { DisplayUnits } from '../shared/display-units';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';

function columns(u: DisplayUnits): ColumnDef<PlanSummary>[] {
  const L = u.length;
  return [
    { id: 'name', header: 'Plan', value: (r) => r.name, width: 220, align: 'start', pinned: true },
    {
      id: 'definitive',
      header: 'Definitive',
      value: (r) => (r.is_definitive ? 'yes' : ''),
      tone: (r) => (r.is_definitive ? 'brand' : undefined),
      width: 84,
      align: 'start',
    },
    { id: 'variant', header: 'Variant', value: (r) => r.variant.toLowerCase(), width: 96, align: 'start' },
    { id: 'kind', header: 'Made of', value: (r) => (r.segments ? `${r.segments.length} design segments` : 'stations'), width: 140, align: 'start' },
    { id: 'stations', header: 'Stations', value: (r) => r.station_count, width: 72 },
    { id: 'md_from', header: 'From MD', unit: L.symbol, value: (r) => L.show(r.md_from), decimals: 1, width: 88 },
    { id: 'md_to', header: 'To MD', unit: L.symbol, value: (r) => L.show(r.md_to), decimals: 1, width: 88 },
    { id: 'updated', header: 'Changed', value: (r) => formatDate(r.updated_at * 1000), width: 100, align: 'start' },
    { id: 'description', header: 'Description', value: (r) => r.description || null, width: 320, align: 'start' },
  ];
}

export default function WellPlansPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const plans = usePlans(pane.wellId, pane.active);
  const cols = useMemo(() => columns(pane.units), [pane.units]);
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = selected !== null ? plans.data?.[selected] : undefined;
  const open = async (p: PlanSummary) => {
    await openDetailTab(props.instance, 'drilling.well_plan', { plan_id: p.id }, `${p.name}`);
  };
  return (
    <PaneFrame
      title="Well Plans"
      context={joinContext(
        pane.wellName,
        plans.data ? `${plans.data.length} plan${plans.data.length === 1 ? '' : 's'}` : null,
        'Enter opens the selected plan',
      )}
      tools={
        <>
          <Button size="small" disabled={!chosen} onClick={() => chosen && void open(chosen)}>
            Open
          </Button>
          <PlanActions wellId={pane.wellId} plan={chosen} onDeleted={() => setSelected(null)} />
        </>
      }
      state={plans.data ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={plans}
        what="plans"
        isEmpty={(x) => x.length === 0}
        empty="This well has no plans yet. Design one with Quick Plan."
        ready={(x) => (
          <VirtualTable
            label="Plans of the well"
            rows={x}
            columns={cols}
            rowKey={(r) => r.id}
            selectedIndex={selected}
            onSelect={(i) => setSelected(i)}
            onActivate={(r) => void open(r)}
          />
        )}
      />
    </PaneFrame>
  );
}
