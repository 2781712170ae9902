/**
 * Shipments (drilling.equipment.shipments): tools moving between the yards and the well's rig —
 * planned, in transit, delivered — with dates, carrier, tool count and weight. Enter opens one
 * (drilling.equipment.shipment); Ctrl+E plans, edits and cancels planned ones (EDIT_DESIGN).
 */
import { Select, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { shipmentsPath, useInventory, useShipments, type Shipment } from '../../../api/equipment-inventory';
import { SHIPMENT_STATES, shipmentEditable, shipmentStateLabel } from '../../../domain/equipment/inventory/shipment-states';
import { VirtualTable } from '../../../features/virtual-table';
import { openDetailTab } from '../../../features/workspace/open-detail';
import { PaneFrame } from '../../directional/shared/pane-frame';
import { DataState } from '../../directional/shared/pane-states';
import type { PaneProps } from '../../pane-types';
import { Figures } from '../../reports/report-frame';
import { useUnitSystem } from '../../reports/use-unit-system';
import { shipmentColumns } from './inventory-columns';
import { shipmentForm } from './inventory-forms';
import { useRecordEdit } from './record-edit';
import { toolUnits } from './tool-units';

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalS },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '160px' },
});

export async function openShipment(props: PaneProps, s: Pick<Shipment, 'id' | 'reference'>) {
  await openDetailTab(props.instance, 'drilling.equipment.shipment', { shipment_id: s.id }, `${s.reference}`);
}

export default function ShipmentsPane(props: PaneProps) {
  const s = useStyles();
  const { wellId } = props;
  const swr = useShipments(wellId);
  const inventory = useInventory(wellId);
  const system = useUnitSystem();
  const units = useMemo(() => toolUnits(system), [system]);
  const [state, setState] = useState('');
  const d = swr.data?.data;
  const rows = useMemo(() => (d?.shipments ?? []).filter((x) => !state || x.state === state), [d, state]);
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = selected === null ? undefined : rows[selected];
  const yards = inventory.data?.data.yards;
  const edit = useRecordEdit<Shipment>({
    refusal: !wellId
      ? 'Select a well first'
      : !swr.data || !yards
        ? 'The shipments are still loading'
        : !swr.data.can_edit
          ? 'Planning shipments needs EDIT_DESIGN on this well'
          : d!.rigs.length === 0
            ? 'This well has no rig to ship to'
            : null,
    decl: wellId && d && yards ? shipmentForm(shipmentsPath(wellId), d.rigs, yards) : null,
    selected: chosen,
    rowRefusal: (r) => (shipmentEditable(r.state) ? null : `${r.reference} is ${shipmentStateLabel(r.state).toLowerCase()}: only a planned shipment changes`),
    describe: (r) => r.reference,
  });
  const count = (st: string) => (d?.shipments ?? []).filter((x) => x.state === st).length;
  return (
    <PaneFrame
      title={edit.editing ? 'Shipments — editing' : 'Shipments'}
      context={d ? `${d.rigs.map((r) => r.name).join(', ') || 'No rig on this well'} · Enter opens` : undefined}
      bodyClassName={s.body}
      tools={
        <>
          <Select size="small" aria-label="State" value={state} onChange={(_, x) => (setState(x.value), setSelected(null))}>
            <option value="">All states</option>
            {SHIPMENT_STATES.map((x) => (
              <option key={x.id} value={x.id}>{`${x.label} (${count(x.id)})`}</option>
            ))}
          </Select>
          {edit.tools}
        </>
      }
      state={d ? 'ready' : 'loading'}
    >
      {edit.dialog}
      <DataState
        wellId={wellId}
        swr={swr}
        what="shipments"
        isEmpty={(x) => x.data.shipments.length === 0}
        empty={d && d.rigs.length === 0 ? 'This well has no rig, so no shipments.' : 'No shipments to or from this well’s rig yet.'}
        ready={() => (
          <>
            <Figures
              items={[
                { label: 'Planned', value: String(count('planned')) },
                { label: 'In transit', value: String(count('in_transit')) },
                { label: 'Delivered', value: String(count('delivered')) },
              ]}
            />
            <div className={s.table}>
              <VirtualTable
                label="Shipments"
                exportTitle="Shipments"
                rows={rows}
                columns={shipmentColumns(units)}
                rowKey={(r) => r.id}
                selectedIndex={selected}
                onSelect={(i) => setSelected(i)}
                onActivate={(r) => edit.activate(r, () => void openShipment(props, r))}
              />
            </div>
          </>
        )}
      />
    </PaneFrame>
  );
}
