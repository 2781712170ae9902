/**
 * Shipment (drilling.equipment.shipment, /shipment/{shipment_id}): one shipment's route, dates and
 * tools. Dispatch sends a planned shipment on the road and Deliver lands it, each moving every tool
 * on it in one step (the server's transaction). Ctrl+E on a planned shipment: load tools, take the
 * selected one off, edit the route and dates, or cancel the shipment. EDIT_DESIGN on the well.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { deleteEntity } from '../../../api/admin-entities';
import { serverFieldError } from '../../../api/admin-users';
import {
  loadTools,
  refreshWellEquipment,
  shipmentsPath,
  shipmentVerb,
  unloadTool,
  useInventory,
  useShipment,
  type Shipment,
} from '../../../api/equipment-inventory';
import { shipmentEditable, shipmentStateLabel, shipmentTransition, type ShipmentAction } from '../../../domain/equipment/inventory/shipment-states';
import { EditButton, EditingTools } from '../../../features/edit-mode/edit-tools';
import { useEditMode } from '../../../features/edit-mode/use-edit-mode';
import { showDayTimeS } from '../../../features/format/user-format';
import { VirtualTable } from '../../../features/virtual-table';
import { askConfirm } from '../../../state/confirmations';
import { notify } from '../../../state/notifications';
import { EntityFormDialog } from '../../admin/frame/entity-form-dialog';
import { PaneFrame } from '../../directional/shared/pane-frame';
import { DataState } from '../../directional/shared/pane-states';
import type { PaneProps } from '../../pane-types';
import { Figures } from '../../reports/report-frame';
import { fmtNum } from '../../reports/report-units';
import { useUnitSystem } from '../../reports/use-unit-system';
import { shipmentToolColumns } from './inventory-columns';
import { shipmentForm } from './inventory-forms';
import { LoadToolsDialog } from './load-tools-dialog';
import { toolUnits } from './tool-units';

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalS },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '140px' },
});

const VERB_LABEL: Record<ShipmentAction, string> = { dispatch: 'Dispatch', deliver: 'Deliver' };

export default function ShipmentPane(props: PaneProps) {
  const s = useStyles();
  const { wellId } = props;
  const id = props.instance.params.shipment_id ?? null;
  const swr = useShipment(wellId, id);
  const inventory = useInventory(wellId);
  const system = useUnitSystem();
  const units = useMemo(() => toolUnits(system), [system]);
  const sh = swr.data?.data;
  const canEdit = swr.data?.can_edit ?? false;
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'load' | 'edit' | null>(null);
  const [busy, setBusy] = useState(false);
  const tool = selected === null ? undefined : sh?.tools[selected];

  const edit = useEditMode({
    canEdit: () =>
      !sh
        ? 'The shipment is still loading'
        : !canEdit
          ? 'Changing shipments needs EDIT_DESIGN on this well'
          : shipmentEditable(sh.state)
            ? null
            : `${sh.reference} is ${shipmentStateLabel(sh.state).toLowerCase()}: only a planned shipment changes`,
    start: () => setDialog(null),
    apply: async () => true,
    discard: () => setDialog(null),
  });

  const changed = () => {
    if (wellId) void refreshWellEquipment(wellId);
  };
  async function run(what: string, fn: () => Promise<unknown>) {
    setBusy(true);
    try {
      await fn();
      notify('success', what);
      changed();
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    } finally {
      setBusy(false);
    }
  }
  async function verb(x: Shipment, action: ShipmentAction) {
    const where = action === 'dispatch' ? `on the road to ${x.to_name}` : `at ${x.to_name}`;
    if (
      !(await askConfirm({
        title: `${VERB_LABEL[action]} ${x.reference}`,
        message: `${x.item_count} tool(s) will be ${where}.`,
        confirmLabel: VERB_LABEL[action],
      }))
    )
      return;
    await run(`${x.reference} ${action === 'dispatch' ? 'dispatched' : 'delivered'}`, () => shipmentVerb(wellId!, x.id, action));
  }
  async function cancelShipment(x: Shipment) {
    if (
      !(await askConfirm({ title: `Cancel ${x.reference}`, message: `Cancel ${x.reference}? Its tools stay where they are.`, confirmLabel: 'Cancel shipment' }))
    )
      return;
    await run(`${x.reference} cancelled`, () => deleteEntity(shipmentsPath(wellId!), x.id));
    edit.cancel();
  }

  const next = sh ? (['dispatch', 'deliver'] as const).find((a) => shipmentTransition(sh.state, a, sh.item_count).ok) : undefined;
  const tools = sh && (
    <>
      {canEdit && !edit.editing && next && (
        <Button size="small" appearance="primary" disabled={busy} onClick={() => void verb(sh, next)}>
          {VERB_LABEL[next]}
        </Button>
      )}
      {edit.editing ? (
        <EditingTools busy={busy} onCancel={edit.cancel} onApply={() => void edit.apply()}>
          <Button size="small" onClick={() => setDialog('load')} disabled={!inventory.data}>
            Load tools…
          </Button>
          <Button
            size="small"
            disabled={!tool}
            onClick={() => tool && void run(`${tool.serial_number} taken off ${sh.reference}`, () => unloadTool(wellId!, sh.id, tool.id))}
          >
            Take off
          </Button>
          <Button size="small" onClick={() => setDialog('edit')}>
            Route and dates…
          </Button>
          <Button size="small" onClick={() => void cancelShipment(sh)}>
            Cancel shipment
          </Button>
        </EditingTools>
      ) : (
        shipmentEditable(sh.state) && canEdit && <EditButton onEnter={edit.enter} />
      )}
    </>
  );

  return (
    <PaneFrame
      title={sh ? `Shipment ${sh.reference}${edit.editing ? ' — editing' : ''}` : 'Shipment'}
      context={sh ? `${sh.from_name} → ${sh.to_name} · ${shipmentStateLabel(sh.state)}` : undefined}
      bodyClassName={s.body}
      tools={tools}
      state={sh ? 'ready' : 'loading'}
    >
      {sh && dialog === 'load' && inventory.data && (
        <LoadToolsDialog
          shipment={sh}
          components={inventory.data.data.components}
          onClose={() => setDialog(null)}
          onLoad={async (ids) => {
            await loadTools(wellId!, sh.id, ids);
            notify('success', `${ids.length} tool(s) loaded on ${sh.reference}`);
            setDialog(null);
            changed();
          }}
        />
      )}
      {sh && dialog === 'edit' && inventory.data && (
        <EntityFormDialog<Shipment>
          decl={shipmentForm(shipmentsPath(wellId!), inventory.data.data.rigs, inventory.data.data.yards)}
          target={{ mode: 'edit', row: sh }}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            notify('success', `${sh.reference} saved`);
            changed();
          }}
        />
      )}
      <DataState
        wellId={id ? wellId : null}
        swr={swr}
        what="shipment"
        ready={({ data: x }) => (
          <>
            <Figures
              items={[
                { label: 'State', value: shipmentStateLabel(x.state) },
                { label: 'Planned', value: x.planned_date },
                { label: 'Dispatched', value: x.shipped_at === null ? '-' : showDayTimeS(x.shipped_at) },
                { label: 'Delivered', value: x.delivered_at === null ? '-' : showDayTimeS(x.delivered_at) },
                { label: 'Tools', value: String(x.item_count) },
                { label: 'Weight', value: fmtNum(units.weight.show(x.weight_kg), 0), unit: units.weight.symbol },
                { label: 'Carrier', value: x.carrier || '-' },
              ]}
            />
            {x.notes && <span>{x.notes}</span>}
            {x.tools.length === 0 ? (
              <span data-pane-message="empty">No tools loaded yet{canEdit && shipmentEditable(x.state) ? ': Ctrl+E, then Load tools…' : '.'}</span>
            ) : (
              <div className={s.table}>
                <VirtualTable
                  label={`Tools on ${x.reference}`}
                  exportTitle={`Shipment ${x.reference}`}
                  rows={x.tools}
                  columns={shipmentToolColumns(units)}
                  rowKey={(r) => r.id}
                  selectedIndex={selected}
                  onSelect={(i) => setSelected(i)}
                />
              </div>
            )}
          </>
        )}
      />
    </PaneFrame>
  );
}
